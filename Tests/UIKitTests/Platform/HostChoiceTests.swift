import Foundation
import SlatePlatform
import Testing
import UIKitTesting
import UIKit

/// How `UIApplicationMain` chooses its host now that UIKit links none but the headless one:
/// desktop hosts register themselves (`PlatformHostRegistry`) when the app links them.
@MainActor
@Suite("Host choice", .serialized, .exclusiveUIKit)
struct HostChoiceTests {
    private let display = ["DISPLAY": ":42"]

    /// A registered "desktop" host that hands out `host`, counting how often it was opened.
    private final class FakeDesktop: @unchecked Sendable {
        let host: HeadlessHost?
        var opened = 0
        init(host: HeadlessHost?) { self.host = host }
        func entry(named name: String) -> PlatformHostRegistry.Entry {
            .init(name: name) { [self] in
                opened += 1
                return host
            }
        }
    }

    @Test("With a display, the first linked desktop host that opens is chosen")
    func linkedHostChosen() {
        let desktop = FakeDesktop(host: HeadlessHost())
        let chosen = UIKitHost.makeLaunchHost(environment: display, registered: [desktop.entry(named: "fake")])
        #expect(chosen === desktop.host)
        #expect(desktop.opened == 1)
    }

    @Test("Without a display, or with SLATE_HOST=headless, a linked host is never opened")
    func headlessWithoutDisplay() {
        let desktop = FakeDesktop(host: HeadlessHost())
        for environment in [[:], ["DISPLAY": ""], ["SLATE_HOST": "headless", "DISPLAY": ":42"], ["SLATE_HOST": "headless", "WAYLAND_DISPLAY": "wayland-0"]] {
            let chosen = UIKitHost.makeLaunchHost(environment: environment, registered: [desktop.entry(named: "fake")])
            #expect(chosen is HeadlessHost && chosen !== desktop.host, "\(environment)")
        }
        #expect(desktop.opened == 0)
    }

    @Test("A host that cannot open the display gives way to the next, then to the headless host")
    func fallsThrough() {
        let broken = FakeDesktop(host: nil)
        let working = FakeDesktop(host: HeadlessHost())
        #expect(UIKitHost.makeLaunchHost(environment: ["WAYLAND_DISPLAY": "wayland-0"],
                                         registered: [broken.entry(named: "a"), working.entry(named: "b")]) === working.host)
        let alone = UIKitHost.makeLaunchHost(environment: display, registered: [broken.entry(named: "a")])
        #expect(alone is HeadlessHost && broken.opened == 2)
    }

    @Test("SLATE_HOST names a host: the linked one is opened; one not linked raises a message naming UIKitGTK")
    func forcedHost() {
        let desktop = FakeDesktop(host: HeadlessHost())
        #expect(UIKitHost.makeLaunchHost(environment: ["SLATE_HOST": "fake"], registered: [desktop.entry(named: "fake")]) === desktop.host)

        var failures: [String] = []
        UIKitFailure.handler = { failures.append($0) }
        defer { UIKitFailure.handler = nil }
        let fallback = UIKitHost.makeLaunchHost(environment: ["SLATE_HOST": "gtk", "DISPLAY": ":42"], registered: [desktop.entry(named: "fake")])
        #expect(fallback is HeadlessHost && fallback !== desktop.host)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("SLATE_HOST=gtk") == true)
        #expect(failures.first?.contains("links only fake") == true)
        #expect(failures.first?.contains("add the UIKitGTK product") == true)

        let unopenable = FakeDesktop(host: nil)
        _ = UIKitHost.makeLaunchHost(environment: ["SLATE_HOST": "gtk"], registered: [unopenable.entry(named: "gtk")])
        #expect(failures.count == 2)
        #expect(failures.last?.contains("no display could be opened") == true)
    }

    @Test("Registering a host of the same name replaces it")
    func registryReplaces() {
        let first = FakeDesktop(host: HeadlessHost())
        let second = FakeDesktop(host: HeadlessHost())
        PlatformHostRegistry.register(first.entry(named: "test-replace"))
        PlatformHostRegistry.register(second.entry(named: "test-replace"))
        defer { PlatformHostRegistry.unregister(named: "test-replace") }
        #expect(PlatformHostRegistry.registered.filter { $0.name == "test-replace" }.count == 1)
        #expect(PlatformHostRegistry.entry(named: "test-replace")?.open() === second.host)
    }

    @Test("UIKit and the test library link no GTK: this test bundle (UIKit, UIKitTesting, the Gallery's pages) has no libgtk, by ldd and in memory")
    func linksNoGTK() throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [executable]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(ldd.terminationStatus == 0)
        #expect(libraries.contains("libcairo"), "ldd listed the libraries: \(libraries.prefix(200))")
        #expect(!libraries.contains("libgtk"), "\(executable) links GTK:\n\(libraries)")
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        #expect(!maps.contains("libgtk"))
        #expect(PlatformHostRegistry.entry(named: "gtk") == nil)
    }
}
