// Runs the headless host's main loop on the real main thread and reports, one event per line,
// what ran: DispatchQueue.main, Task { @MainActor }, Foundation's Timer, RunLoop.main.perform,
// DispatchQueue.main.asyncAfter, a UIKit timer on the virtual clock, and transaction commits.
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

for event in events { print(event) }
print("commits \(CATransaction.commitCount - startCommits)")
print("turns \(host.turnCount)")
print("frames \((window as! HeadlessWindow).presentedFrameCount)")
print("clock \(host.currentTime) media \(CACurrentMediaTime())")
exit(events.count >= expected ? 0 : 1)
