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
    /// value for the proxy's instances; on an instance, notes that the app set it.
    func appearanceSetting<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, _ value: Value) {
        noteAppearanceSetting(.property(keyPath)) { $0[keyPath: keyPath] = value }
    }

    /// The same for an appearance method with axes: `replay` sets the value again on an
    /// instance.
    func appearanceSetting(_ name: String = #function, axes: AnyHashable..., replay: @escaping @MainActor (Self) -> Void) {
        noteAppearanceSetting(.method(name, axes: axes), replay)
    }

    private func noteAppearanceSetting(_ property: AppearanceProperty, _ replay: @escaping @MainActor (Self) -> Void) {
        switch appearanceCustomization.role {
        case .instance:
            if AppearanceStore.tracksCustomization { appearanceCustomization.customized.insert(property) }
        case .proxyUnderConstruction:
            break
        case .proxy(let record):
            AppearanceStore.record(property, in: record) { target in
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
