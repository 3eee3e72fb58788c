import Foundation
import SlatePlatform

/// Frames shown one after another on the host clock (virtual under the headless host): an
/// image view's `animationImages`, or an animated image it shows.
@MainActor
final class ImageFrameAnimation {
    let frames: [UIImage]
    /// Seconds each frame shows.
    let interval: TimeInterval
    /// How many times the sequence plays; 0: until stopped.
    let repeatCount: Int
    private(set) var index = 0
    private var shown = 0
    private var timer: PlatformTimer?
    private let onFrame: () -> Void
    private let onFinish: () -> Void

    init(frames: [UIImage], duration: TimeInterval, repeatCount: Int, onFrame: @escaping () -> Void, onFinish: @escaping () -> Void) {
        self.frames = frames
        // UIKit's default: a thirtieth of a second a frame.
        interval = duration > 0 ? duration / Double(frames.count) : 1.0 / 30
        self.repeatCount = max(0, repeatCount)
        self.onFrame = onFrame
        self.onFinish = onFinish
    }

    var frame: UIImage? { frames.isEmpty ? nil : frames[index] }

    func start() {
        guard timer == nil, frames.count > 1 || repeatCount > 0 else { return }
        scheduleNext()
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }

    private func scheduleNext() {
        guard let host = UIKitHost.current else { return }
        timer = host.schedule(at: host.currentTime + interval) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.shown += 1
            if self.repeatCount > 0, self.shown >= self.frames.count * self.repeatCount {
                self.onFinish()
                return
            }
            self.index = self.shown % self.frames.count
            self.onFrame()
            self.scheduleNext()
        }
    }
}
