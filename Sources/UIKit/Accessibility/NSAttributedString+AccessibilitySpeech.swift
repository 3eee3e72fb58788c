import Foundation

/// The speech and text attributes a screen reader honours on an element's attributed label
/// and on an announcement (those AT-SPI can carry; docs/api-coverage.md says why the others
/// are absent).
extension NSAttributedString.Key {
    /// A BCP 47 language (a String) to speak the text in. Over a whole label, the element's
    /// language when `accessibilityLanguage` does not say (AT-SPI's locale of the element).
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("accessibilitySpeechLanguage")
    /// On an announcement (a Bool or an NSNumber): true waits for what is being said to
    /// finish instead of cutting it off (AT-SPI's polite announcement; an assertive one
    /// otherwise).
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("accessibilitySpeechQueueAnnouncement")
    /// On a heading's label (an Int or an NSNumber, 1 to 6): its level, which a reader says
    /// and moves by (AT-SPI's `level` attribute).
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("accessibilityTextHeadingLevel")
}

extension NSAttributedString {
    /// The value of `key` when one value covers the whole string, else nil.
    func valueCoveringAll(_ key: NSAttributedString.Key) -> Any? {
        guard length > 0 else { return nil }
        var range = NSRange(location: 0, length: 0)
        let whole = NSRange(location: 0, length: length)
        let value = attribute(key, at: 0, longestEffectiveRange: &range, in: whole)
        return range.length == length ? value : nil
    }

    /// Whether an announcement asks to wait its turn.
    var queuesAnnouncement: Bool {
        guard length > 0 else { return false }
        let value = attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil)
        return (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }
}
