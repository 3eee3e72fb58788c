import SlatePlatform

/// Called by UIKitGTKRegistration's load-time constructor: an app that links this module can
/// open GTK windows, and `UIApplicationMain` chooses them when a display is there.
@_cdecl("slate_register_gtk_host")
func registerGTKHost() {
    PlatformHostRegistry.register(.init(name: GTKHost.registryName) { GTKHost() })
}

extension GTKHost {
    /// The name `SLATE_HOST` gives this host.
    nonisolated static let registryName = "gtk"
}
