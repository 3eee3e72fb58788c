import Foundation

/// The appearance proxies made and what was set on them, and their application to an
/// instance entering a window (docs/porting.md).
@MainActor
enum AppearanceStore {
    private struct ProxyKey: Hashable {
        let targetClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let traits: UITraitCollection.Traits?
    }

    private static var records: [ProxyKey: AppearanceProxyRecord] = [:]
    /// The records with settings, in the order they were made.
    private static var recordsWithSettings: [AppearanceProxyRecord] = []
    private static var nextOrder = 0
    /// Above 0 while UIKit sets appearance properties that are not the app's choices (a
    /// proxy's values, a built-in view's defaults).
    private static var untrackedDepth = 0

    /// Whether any proxy has a setting (else nothing needs applying).
    static var hasSettings: Bool { !recordsWithSettings.isEmpty }

    /// Whether a setter call now is the app's own, which proxies then leave alone.
    static var tracksCustomization: Bool { untrackedDepth == 0 }

    /// Runs `body` without noting what it sets as the app's customization.
    static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        untrackedDepth += 1
        defer { untrackedDepth -= 1 }
        return try body()
    }

    // MARK: Proxies

    /// The proxy of `type` for `containers` and `traits`: made on first use, the same object
    /// after that. `api` names the call for a failure message.
    static func proxy<T>(of type: T.Type, containers: [any UIAppearanceContainer.Type] = [],
                         traits: UITraitCollection? = nil, api: String = #function) -> T {
        let containerClasses: [AnyClass] = containers.map { $0 }
        let key = ProxyKey(targetClass: ObjectIdentifier(type), containers: containerClasses.map { ObjectIdentifier($0) }, traits: traits?.traits)
        if let proxy = records[key]?.proxy as? T { return proxy }
        guard let customizable = type as? any AppearanceCustomizable.Type, let targetClass = type as? AnyClass else {
            fail("\(type).\(api): Slate's appearance proxies are for views and bar items; implement \(api) in \(type) itself.")
        }
        guard let made = customizable.init(coder: AppearanceProxyCoder()), let proxy = made as? T else {
            fail("\(type).\(api): \(type).init?(coder:) returned nil. Slate makes appearance proxies with init?(coder:); "
                + "implement it by calling super.init(coder:) (docs/porting.md).")
        }
        let record = AppearanceProxyRecord(targetClass: targetClass, containers: containerClasses, traits: traits)
        record.proxy = made
        made.appearanceCustomization.role = .proxy(record)
        records[key] = record
        return proxy
    }

    /// A proxy that cannot be made: there is no object to return.
    private static func fail(_ message: String) -> Never {
        UIKitFailure.raise(message)
        fatalError(message)
    }

    /// What `property` was set to on the proxy of `record`, as a way to set it again.
    static func record(_ property: AppearanceProperty, in record: AppearanceProxyRecord, _ replay: @escaping @MainActor (AnyObject) -> Void) {
        if record.settings.isEmpty { recordsWithSettings.append(record) }
        record.settings[property] = AppearanceProxyRecord.Setting(order: nextOrder, replay: replay)
        nextOrder += 1
    }

    // MARK: Applying

    /// How one proxy's setting ranks for an object; the greater wins.
    private struct Precedence: Comparable {
        /// Where the proxy's containers are, depths from the top, outermost first.
        let containment: [Int]
        let traitCount: Int
        let classDepth: Int
        let order: Int

        static func < (lhs: Precedence, rhs: Precedence) -> Bool {
            // The outermost container wins; with the same outer containers, the longer chain.
            for (left, right) in zip(lhs.containment, rhs.containment) where left != right { return left > right }
            if lhs.containment.count != rhs.containment.count { return lhs.containment.count < rhs.containment.count }
            return (lhs.traitCount, lhs.classDepth, lhs.order) < (rhs.traitCount, rhs.classDepth, rhs.order)
        }
    }

    /// Sets on `target` what the matching proxies recorded for each appearance property the
    /// app did not set itself, the winning proxy's value for each, in the order they were set.
    static func apply(to target: AnyObject, customized: Set<AppearanceProperty>, traits: UITraitCollection, containers: () -> [AnyObject]) {
        let candidates = recordsWithSettings.filter { $0.matches(target, traits: traits) }
        guard !candidates.isEmpty else { return }
        let chain = candidates.contains { !$0.containers.isEmpty } ? containers() : []
        var winners: [AppearanceProperty: (precedence: Precedence, setting: AppearanceProxyRecord.Setting)] = [:]
        for record in candidates {
            guard let containment = record.containmentDepths(in: chain) else { continue }
            let traitCount = record.traits?.traits.specifiedCount ?? 0
            for (property, setting) in record.settings where !customized.contains(property) {
                let precedence = Precedence(containment: containment, traitCount: traitCount, classDepth: record.classDepth, order: setting.order)
                if let current = winners[property], precedence < current.precedence { continue }
                winners[property] = (precedence, setting)
            }
        }
        untracked {
            for winner in winners.values.sorted(by: { $0.setting.order < $1.setting.order }) {
                winner.setting.replay(target)
            }
        }
    }
}
