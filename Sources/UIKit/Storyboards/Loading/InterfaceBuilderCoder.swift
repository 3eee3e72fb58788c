import Foundation

/// The coder an object made from a storyboard or xib receives in `init?(coder:)`.
///
/// UIKit decodes a nib's objects from a keyed archive; Slate builds them from the document's
/// elements instead, so this coder carries the element. What a UIKit class reads in
/// `init?(coder:)` it finds here under UIKit's keys (`UITitle`, `UIRestorationIdentifier`,
/// `UINibName`); everything else the loader sets on the new object after `init?(coder:)`
/// returns and before `awakeFromNib()` (docs/porting.md). An app's own keys decode as
/// absent.
class InterfaceBuilderCoder: NSCoder {
    let element: InterfaceBuilderElement
    /// The storyboard a view controller is instantiated from (its `storyboard`).
    let storyboard: UIStoryboard?
    private var recordedError: Error?
    /// The view's frame in the document: `UIView.init?(coder:)` starts with it, as UIKit's
    /// decodes it (a subclass's `init?(coder:)` reads `bounds` after `super.init(coder:)`).
    var frame: CGRect?

    init(element: InterfaceBuilderElement, storyboard: UIStoryboard?) {
        self.element = element
        self.storyboard = storyboard
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { false }
    override var systemVersion: UInt32 { 1000 }
    override var allowedClasses: [AnyClass]? { nil }
    override var error: Error? { recordedError }
    override func failWithError(_ error: Error) { recordedError = recordedError ?? error }
    override func version(forClassName className: String) -> Int { 0 }

    /// The element's values under the keys UIKit's classes decode.
    private func value(forKey key: String) -> Any? {
        switch key {
        case "UITitle": element["title"]
        case "UIRestorationIdentifier": element.restorationIdentifier
        case "UINibName": nil
        case "UIStoryboardIdentifier": element["storyboardIdentifier"]
        case "UITag": element.integer("tag")
        default: nil
        }
    }

    override func containsValue(forKey key: String) -> Bool { value(forKey: key) != nil }
    override func decodeObject(forKey key: String) -> Any? { value(forKey: key) }
    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { value(forKey: key) }
    override func decodePropertyList(forKey key: String) -> Any? { value(forKey: key) }
    override func withDecodedUnsafeBytes<ResultType>(forKey key: String, body: (UnsafeRawBufferPointer?) throws -> ResultType) rethrows -> ResultType {
        try body(nil)
    }
    override func decodeBool(forKey key: String) -> Bool { (value(forKey: key) as? Bool) ?? false }
    override func decodeInteger(forKey key: String) -> Int { (value(forKey: key) as? Int) ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    override func decodeCInt(forKey key: String) -> Int32 { decodeInt32(forKey: key) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }

    // Decoding only, as UIKit's nib unarchiver: encoding through this coder traps in
    // Foundation, as `NSKeyedUnarchiver` raises for it. The unkeyed forms decode nothing.
    override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) {}
    override func decodeData() -> Data? { nil }
    override func decodePropertyList() -> Any? { nil }
}
