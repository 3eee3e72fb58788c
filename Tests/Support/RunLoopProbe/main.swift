// Runs the headless host's main loop on the real main thread and reports, one event per line,
// what ran: DispatchQueue.main, Task { @MainActor }, Foundation's Timer, RunLoop.main.perform,
// DispatchQueue.main.asyncAfter, a UIKit timer on the virtual clock, and transaction commits;
// then, with UI tracking under way, what runs in the tracking mode and what waits for it to end.
// Tests launch it as a subprocess (Swift Testing has no main thread on Linux).
import Foundation
import SlatePlatform
import UIKit

var events: [String] = []
/// Callbacks of Foundation's APIs are not main-actor isolated in the type system, but run on
/// the main thread here; `assumeIsolated` checks that.
func record(_ event: String) {
    MainActor.assumeIsolated { events.append(event) }
}

let host = HeadlessHost(screens: [PlatformScreen(identifier: "probe", size: CGSize(width: 64, height: 48), scale: 1)])
let root = CALayer()
root.bounds = CGRect(x: 0, y: 0, width: 64, height: 48)
root.position = CGPoint(x: 32, y: 24)
let window = host.openWindow(PlatformWindowRequest(rootLayer: root, size: CGSize(width: 64, height: 48), screen: host.screens[0]))
let startCommits = CATransaction.commitCount

DispatchQueue.main.async {
    record("dispatch main=\(Thread.isMainThread)")
    MainActor.assumeIsolated {
        root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        root.cornerRadius = 4
    }
}
Task { @MainActor in
    record("task main=\(Thread.isMainThread)")
    root.opacity = 0.5
}
Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
    record("timer main=\(Thread.isMainThread)")
}
RunLoop.main.perform {
    record("perform main=\(Thread.isMainThread)")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
    record("asyncAfter main=\(Thread.isMainThread)")
}
host.schedule(at: 5) {
    record("virtual timer at \(host.currentTime)")
}

let expected = 6
let deadline = Date(timeIntervalSinceNow: 10)
host.runMainLoop(until: { events.count >= expected || Date() > deadline })

// UI tracking (a scroll view dragged): the loop runs in the tracking mode, where the main queue
// and `.common` timers run and a `.default` timer waits until tracking ends.
let afterFirst = events.count
nonisolated(unsafe) var tracking = true
MainRunLoopMode.isTracking = { tracking }
// Nothing else added for the tracking mode yet: the main queue still runs in it (the line
// says whether the timers below had been added when it ran).
nonisolated(unsafe) var timersAdded = false
DispatchQueue.main.async { record("tracking=\(tracking) timers=\(timersAdded) first dispatch") }
let firstDeadline = Date(timeIntervalSinceNow: 0.3)
host.runMainLoop(until: { events.contains { $0.hasSuffix("first dispatch") } || Date() > firstDeadline })
timersAdded = true
let defaultTimer = Timer(timeInterval: 0.01, repeats: false) { _ in record("tracking=\(tracking) default timer") }
RunLoop.main.add(defaultTimer, forMode: .default)
RunLoop.main.add(Timer(timeInterval: 0.01, repeats: false) { _ in record("tracking=\(tracking) common timer") }, forMode: .common)
RunLoop.main.add(Timer(timeInterval: 0.01, repeats: false) { _ in record("tracking=\(tracking) tracking timer") }, forMode: .tracking)
DispatchQueue.main.async { record("tracking=\(tracking) dispatch") }
let trackingDeadline = Date(timeIntervalSinceNow: 0.3)
host.runMainLoop(until: { Date() > trackingDeadline })
tracking = false
host.runMainLoop(until: { events.contains { $0.hasSuffix("default timer") } || Date() > deadline })

for event in events { print(event) }
print("commits \(CATransaction.commitCount - startCommits)")
print("turns \(host.turnCount)")
print("frames \((window as! HeadlessWindow).presentedFrameCount)")
print("clock \(host.currentTime) media \(CACurrentMediaTime())")
exit(afterFirst >= expected ? 0 : 1)
