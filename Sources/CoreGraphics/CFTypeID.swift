/// CoreFoundation's type identifier, for `CFGetTypeID(_:)` and each CoreGraphics type's
/// `typeID`. Linux has no CoreFoundation bridging, so Slate defines the two names code
/// compares with (see docs/porting.md).
public typealias CFTypeID = UInt

/// Any CoreFoundation-style object: in Slate, any class instance.
public typealias CFTypeRef = AnyObject

/// The CoreGraphics types that answer `CFGetTypeID(_:)`.
package protocol CoreGraphicsTypeIdentified: AnyObject {
    static var typeID: CFTypeID { get }
}

/// The type identifier of a CoreGraphics object (`CGColor.typeID`, `CGImage.typeID` …), or
/// 0 for anything else: how code tells which CoreGraphics type an untyped value holds.
public func CFGetTypeID(_ cf: CFTypeRef?) -> CFTypeID {
    guard let object = cf as? any CoreGraphicsTypeIdentified else { return 0 }
    return type(of: object).typeID
}
