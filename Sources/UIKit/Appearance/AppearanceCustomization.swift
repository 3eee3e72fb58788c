import Foundation

/// What an object that takes appearance proxies keeps: whether it is a proxy, and which
/// appearance properties the app set on it directly (those a proxy never overrides).
struct AppearanceCustomization {
    enum Role {
        /// An ordinary instance.
        case instance
        /// A proxy whose initializer is still running: its settings are its defaults.
        case proxyUnderConstruction
        /// A proxy: what is set on it is recorded in `record`.
        case proxy(AppearanceProxyRecord)
    }

    var role = Role.instance
    /// The appearance properties set on the instance directly.
    var customized: Set<AppearanceProperty> = []

    var isProxy: Bool {
        if case .instance = role { return false }
        return true
    }
}
