import Foundation

/// How a presented view controller is shown (spec PRES-12 … PRES-17). Raw values are UIKit's.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    /// No adaptation: the style stays what was asked (adaptive delegate answers).
    case none = -1
    /// UIKit picks: a page sheet for ordinary view controllers (PRES-12).
    case automatic = -2

    /// The sheet styles, which the user can dismiss by dragging down (PRES-20).
    var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// Styles that cover a presentation context instead of the window.
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The animation of a presentation and its dismissal (spec PRES-11). `partialCurl` is absent
/// (docs/porting.md).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
}
