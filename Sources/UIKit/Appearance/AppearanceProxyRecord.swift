import Foundation

/// One appearance proxy: the class it is for, the containment and traits it asks for, and
/// what has been set on it.
@MainActor
final class AppearanceProxyRecord {
    struct Setting {
        /// When it was set, across all proxies: for equal precedence the later wins.
        let order: Int
        let replay: @MainActor (AnyObject) -> Void
    }

    /// The receiving class.
    let targetClass: AnyClass
    /// How many superclasses the receiving class has: a subclass's proxy beats its
    /// superclass's.
    let classDepth: Int
    /// Innermost first, as `appearance(whenContainedInInstancesOf:)` takes them.
    let containers: [AnyClass]
    let traits: UITraitCollection?
    /// The proxy object; made after the record, and kept as long as it.
    var proxy: AnyObject?
    var settings: [AppearanceProperty: Setting] = [:]

    init(targetClass: AnyClass, containers: [AnyClass], traits: UITraitCollection?) {
        self.targetClass = targetClass
        self.containers = containers
        self.traits = traits
        var depth = 0
        var cursor: AnyClass? = targetClass
        while let current = cursor, let superclass = _getSuperclass(current) {
            depth += 1
            cursor = superclass
        }
        classDepth = depth
    }

    /// Where this proxy's containers sit in `chain` (the object's containers, innermost
    /// first), as depths from the top, outermost first; nil when the chain does not have
    /// them in that order. Each container is matched as far out as it can be, reading the
    /// hierarchy from the window down, as UIKit does.
    func containmentDepths(in chain: [AnyObject]) -> [Int]? {
        var depths: [Int] = []
        var next = chain.count - 1
        for container in containers.reversed() {
            while next >= 0, !isInstance(chain[next], of: container) { next -= 1 }
            guard next >= 0 else { return nil }
            depths.append(chain.count - 1 - next)
            next -= 1
        }
        return depths
    }

    func matches(_ object: AnyObject, traits objectTraits: UITraitCollection) -> Bool {
        isInstance(object, of: targetClass) && objectTraits.containsTraits(in: traits)
    }

    private func isInstance(_ object: AnyObject, of type: AnyClass) -> Bool {
        (object as? NSObject)?.isKind(of: type) ?? false
    }
}
