import Foundation

/// A value per thread, for UIKit state that is per-thread on Apple platforms
/// (`UITraitCollection.current`, the UIGraphics context stack).
final class ThreadLocal<Value>: @unchecked Sendable {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let key: pthread_key_t
    private let initial: @Sendable () -> Value

    init(initial: @escaping @Sendable () -> Value) {
        self.initial = initial
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
    }

    private var box: Box {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as! Box
        }
        let box = Box(initial())
        pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(box).toOpaque())
        return box
    }

    var value: Value {
        get { box.value }
        // In place: `entries.value.append(x)` must not copy an array the box still holds.
        _modify { yield &box.value }
    }
}
