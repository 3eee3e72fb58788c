// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for any module called
// UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay) but ships the overlay only on Apple
// platforms. Without a module of that name, a file importing both Testing and Slate's UIKit
// does not compile. This empty module fills the gap.
