import Foundation

/// What the Gallery app's `main.swift` (target GalleryApp) needs from this library: the app
/// delegate's name for `UIApplicationMain`, as an iOS app's `main.swift` passes it.
package enum GalleryLaunch {
    package static var appDelegateClassName: String { NSStringFromClass(GalleryAppDelegate.self) }
}
