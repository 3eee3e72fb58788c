import Foundation

/// Whether the caller runs on the main queue — the main actor's executor — which under Swift
/// Testing on Linux is not the main thread.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}
