import Foundation

/// The classes that take appearance proxies: `UIView` and `UIBarItem`. Proxies are made with
/// `init?(coder:)` — the one initializer every subclass has — and an `AppearanceProxyCoder`.
@MainActor
protocol AppearanceCustomizable: AnyObject {
    init?(coder: NSCoder)
    var appearanceCustomization: AppearanceCustomization { get set }
}

extension AppearanceCustomizable {
    /// Called by every appearance property's setter (one line each): on a proxy, records the
    /// value for the proxy's instances; on an instance, notes that the app set it. Setters run
    /// on hot paths (a list cell's label on every reuse): on an instance nothing is built but
    /// the property's identity.
    func appearanceSetting<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, _ value: Value) {
        noteAppearanceSetting(.property(keyPath), { $0[keyPath: keyPath] = value })
    }

    /// The same for an appearance method with axes: `replay` sets the value again on an
    /// instance.
    func appearanceSetting(_ name: String = #function, axes: AnyHashable..., replay: @escaping @MainActor (Self) -> Void) {
        noteAppearanceSetting(.method(name, axes: axes), replay)
    }

    /// `property` and `replay` are made only when needed: the replay only on a proxy, the
    /// property only when the setting counts.
    private func noteAppearanceSetting(_ property: @autoclosure () -> AppearanceProperty,
                                       _ replay: @autoclosure () -> (@MainActor (Self) -> Void)) {
        switch appearanceCustomization.role {
        case .instance:
            if AppearanceStore.tracksCustomization { appearanceCustomization.customized.insert(property()) }
        case .proxyUnderConstruction:
            break
        case .proxy(let record):
            let replay = replay()
            AppearanceStore.record(property(), in: record) { target in
                if let target = target as? Self { replay(target) }
            }
        }
    }

    /// Sets what the proxies that match this instance recorded, except what the app set on
    /// it; `traits` and `containers` (innermost first) are where it now is.
    func applyAppearance(traits: UITraitCollection, containers: @autoclosure () -> [AnyObject]) {
        guard case .instance = appearanceCustomization.role else { return }
        AppearanceStore.apply(to: self, customized: appearanceCustomization.customized, traits: traits, containers: containers)
    }
}
