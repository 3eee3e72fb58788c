import Foundation

/// The frame clock's work: animations and display links. Hosts call `tick(at:)` once per
/// frame (the GTK host from its frame clock, the headless host at 60 Hz of virtual time) and
/// keep producing frames while `needsFrames`.
@MainActor
package enum FrameScheduler {
    /// The display's refresh interval.
    package static let frameInterval: CFTimeInterval = 1.0 / 60

    private static var displayLinks: [CADisplayLink] = []

    /// Whether animations are moving or display links are waiting for frames.
    package static var needsFrames: Bool {
        AnimationClock.isRunning || displayLinks.contains { !$0.isPaused } || CAEmitterLayer.needsFrames || CATiledLayer.needsFrames
    }

    /// One frame at `now`: display links fire (each at its own rate, in the run-loop modes it
    /// was added for), then animations update.
    package static func tick(at now: CFTimeInterval) {
        if !displayLinks.isEmpty {
            let mode = MainRunLoopMode.current
            for link in displayLinks where !link.isPaused { link.frameDidArrive(at: now, in: mode) }
        }
        AnimationClock.tick(at: now)
    }

    /// Starts a new display world: animations and display links of earlier displays no longer
    /// ask for frames. A headless test screen calls this when it is made, so that what an
    /// earlier test left running — and still alive somewhere — cannot keep this one's frame
    /// clock going.
    package static func forgetEarlierDisplays() {
        displayLinks.removeAll()
        AnimationClock.forgetAll()
        CAEmitterLayer.forgetAll()
        CATiledLayer.forgetAll()
    }

    static func register(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    static func unregister(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }
}
