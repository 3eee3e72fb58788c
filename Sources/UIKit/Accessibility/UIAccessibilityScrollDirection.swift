/// Which way a screen reader's user scrolls (VoiceOver's three-finger swipes), named after
/// the fingers' movement: `.up` brings what is below into view, `.left` what is to the right.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    /// To the next view of an ordered set (a page further).
    case next = 5
    /// To the previous view of an ordered set.
    case previous = 6
}
