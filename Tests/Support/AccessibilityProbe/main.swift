// A window with a hand-made accessibility tree under the GTK host, for the AT-SPI bridge's
// end-to-end test (Tests/GUITests/AccessibilityGUITests.swift): it answers the requests an
// assistive technology sends as an app would (a press counts, a switch toggles, a text field
// moves its caret), publishes the new tree, and logs each request to SLATE_PROBE_LOG.
import CoreGraphics
import Foundation
import QuartzCore
import SlatePlatform
import UIKitGTK

@MainActor
final class Probe {
    let host: GTKHost
    let window: PlatformWindow
    let log: FileHandle?
    var presses = 0
    var switchOn = false
    var volume = 50.0
    var text = PlatformAccessibilityText(string: "Hello world", caret: 5)
    var focused: PlatformAccessibilityNode.ID?
    /// SLATE_PROBE_ROWS=n adds a table of n rows (ids from 1000) that a slider step scrolls
    /// by one row, and logs how long handing the host each tree took (the bridge's cost).
    let rows = Int(ProcessInfo.processInfo.environment["SLATE_PROBE_ROWS"] ?? "") ?? 0
    var firstRow = 0

    init(host: GTKHost) {
        self.host = host
        let path = ProcessInfo.processInfo.environment["SLATE_PROBE_LOG"] ?? "/dev/null"
        FileManager.default.createFile(atPath: path, contents: nil)
        log = FileHandle(forWritingAtPath: path)
        let layer = CALayer()
        var request = PlatformWindowRequest(rootLayer: layer, size: CGSize(width: 600, height: 400), screen: host.screens[0])
        request.title = "Accessibility Probe"
        request.showsTitlebar = false
        window = host.openWindow(request)
        window.accessibilityRequestHandler = { [unowned self] id, request in self.handle(id, request) }
        host.assistiveTechnologyHandler = { [unowned self] active in
            self.record("assistive technology \(active)")
            self.publish()
        }
        publish()
        record("ready")
    }

    func record(_ line: String) {
        log?.write(Data((line + "\n").utf8))
    }

    func publish() {
        let tree = host.isAssistiveTechnologyActive ? tree() : nil
        let start = DispatchTime.now().uptimeNanoseconds
        window.accessibilityTree = tree
        if rows > 0 { record("published in \((DispatchTime.now().uptimeNanoseconds - start) / 1000) µs") }
    }

    /// A list scrolled by `firstRow` rows, as a table view shows one: a cell that leaves the
    /// top is reused at the bottom with the next row's text, the others only move.
    func table() -> [PlatformAccessibilityNode] {
        guard rows > 0 else { return [] }
        return [PlatformAccessibilityNode(id: 999, role: .table, name: "Rows", frame: CGRect(x: 360, y: 0, width: 240, height: 400),
                                          children: (0..<rows).map { position in
            PlatformAccessibilityNode(id: 1000 + (position + firstRow) % rows, role: .cell, name: "Row \(position + firstRow)",
                                      states: [.selectable], frame: CGRect(x: 360, y: CGFloat(position) * 44, width: 240, height: 44),
                                      actions: [.activate])
        })]
    }

    func states(_ id: PlatformAccessibilityNode.ID, _ states: PlatformAccessibilityStates) -> PlatformAccessibilityStates {
        focused == id ? states.union(.focused) : states
    }

    func tree() -> PlatformAccessibilityNode {
        PlatformAccessibilityNode(id: 1, role: .window, frame: CGRect(x: 0, y: 0, width: 600, height: 400), children: [
            PlatformAccessibilityNode(id: 2, role: .button, name: "Press me", hint: "Counts presses", states: states(2, [.focusable]),
                                      frame: CGRect(x: 20, y: 20, width: 120, height: 40), actions: [.activate], identifier: "press"),
            PlatformAccessibilityNode(id: 3, role: .staticText, name: "Pressed \(presses) times",
                                      frame: CGRect(x: 160, y: 20, width: 200, height: 40)),
            PlatformAccessibilityNode(id: 4, role: .toggleButton, name: "Wi-Fi", value: switchOn ? "1" : "0",
                                      states: states(4, switchOn ? [.focusable, .checkable, .checked] : [.focusable, .checkable]),
                                      frame: CGRect(x: 20, y: 80, width: 80, height: 40), actions: [.activate]),
            PlatformAccessibilityNode(id: 5, role: .slider, name: "Volume", value: "\(Int(volume))%",
                                      range: PlatformAccessibilityRange(current: volume, minimum: 0, maximum: 100, step: 10),
                                      states: states(5, [.focusable]), frame: CGRect(x: 20, y: 140, width: 300, height: 30),
                                      actions: [.increment, .decrement]),
            PlatformAccessibilityNode(id: 6, role: .textField, name: "Name", value: text.string, states: states(6, [.focusable, .editable]),
                                      frame: CGRect(x: 20, y: 190, width: 300, height: 30), actions: [.activate], text: text),
            PlatformAccessibilityNode(id: 7, role: .button, name: "Disabled", states: [.disabled],
                                      frame: CGRect(x: 20, y: 240, width: 120, height: 40), actions: [.activate]),
            PlatformAccessibilityNode(id: 8, role: .group, name: "More", frame: CGRect(x: 0, y: 300, width: 600, height: 100), children: [
                PlatformAccessibilityNode(id: 9, role: .staticText, name: "Below the fold", states: [.offscreen],
                                          frame: CGRect(x: 20, y: 420, width: 200, height: 20)),
                // A data table (UIKit's UIAccessibilityContainerDataTable): a header row over one row.
                PlatformAccessibilityNode(id: 20, role: .table, name: "Scores", frame: CGRect(x: 300, y: 300, width: 200, height: 80),
                                          table: PlatformAccessibilityTable(rowCount: 2, columnCount: 2, columnHeaders: [0: [21], 1: [22]]),
                                          children: [
                    cell(21, "Player", row: 0, column: 0), cell(22, "Score", row: 0, column: 1),
                    cell(23, "Ada", row: 1, column: 0), cell(24, "42", row: 1, column: 1),
                ]),
                // A page read line by line (UIKit's UIAccessibilityReadingContent).
                PlatformAccessibilityNode(id: 25, role: .staticText, name: "Page", frame: CGRect(x: 20, y: 320, width: 240, height: 40),
                                          text: PlatformAccessibilityText(string: "First line\nSecond line", caret: 0,
                                                                          lineFrames: [CGRect(x: 20, y: 320, width: 240, height: 20),
                                                                                       CGRect(x: 20, y: 340, width: 240, height: 20)])),
            ]),
        ] + table())
    }

    func cell(_ id: PlatformAccessibilityNode.ID, _ name: String, row: Int, column: Int) -> PlatformAccessibilityNode {
        PlatformAccessibilityNode(id: id, role: .cell, name: name, states: [.selectable],
                                  frame: CGRect(x: 300 + CGFloat(column) * 100, y: 300 + CGFloat(row) * 40, width: 100, height: 40),
                                  cell: PlatformAccessibilityCell(rows: row..<(row + 1), columns: column..<(column + 1)))
    }

    func handle(_ id: PlatformAccessibilityNode.ID, _ request: PlatformAccessibilityRequest) -> Bool {
        record("request \(id) \(request)")
        var announcement: String?
        switch (id, request) {
        case (2, .perform(.activate)):
            presses += 1
            announcement = "Pressed \(presses)"
        case (4, .perform(.activate)):
            switchOn.toggle()
        case (5, .setValue(let value)):
            volume = min(100, max(0, value))
        case (5, .perform(.increment)):
            volume = min(100, volume + 10)
            firstRow += 1
        case (5, .perform(.decrement)):
            volume = max(0, volume - 10)
        case (6, .setCaret(let offset)):
            text.caret = offset
            text.selection = offset..<offset
        case (6, .select(let range)):
            text.selection = range
            text.caret = range.upperBound
        case (_, .focus) where id != 7:
            focused = id
        default:
            return false
        }
        publish()
        if let announcement { window.postAccessibilityEvent(.announcement(announcement, queued: false)) }
        return true
    }
}

MainActor.assumeIsolated {
    guard let host = GTKHost() else {
        FileHandle.standardError.write(Data("AccessibilityProbe: no display\n".utf8))
        exit(1)
    }
    let probe = Probe(host: host)
    withExtendedLifetime(probe) { host.run() }
}
