// Swift Testing declares a cross-import overlay named `_Testing_CoreGraphics` for any module
// called CoreGraphics (Testing.swiftcrossimport/CoreGraphics.swiftoverlay) but ships the
// overlay only on Apple platforms. Without a module of that name, a file importing both
// Testing and Slate's CoreGraphics does not compile. This empty module fills the gap.
