/// The first stored word of Slate's `NSObject` subclasses that go into attributed strings
/// (fonts, colours, paragraph styles, shadows, attachments, tab stops).
///
/// Linux Foundation's `NSAttributedString` keeps its runs in CoreFoundation, which compares
/// attribute values with `CFEqual`. `CFEqual` hands a Swift object to its `isEqual(_:)` only
/// when the object's word at CoreFoundation's `_cfinfoa` offset (the first stored property of
/// a Swift class) has a non-zero type ID in bits 8–17; otherwise it takes the object for a
/// broken CF object and traps. A paragraph style whose first word was its alignment (4) or a
/// shadow whose first word was a zero width made any string with two of them crash. This word
/// has type ID 1 (CoreFoundation's generic type), which routes `CFEqual` to `isEqual(_:)`.
/// It must stay each class's first stored property.
struct CFObjectInfoWord: Sendable {
    private let bits: UInt64 = 1 << 8
}
