import Foundation

/// A navigation bar's, toolbar's, tab bar's or search bar's style: `.black` gives the bar a
/// dark background with light content. Since iOS 13 that is the dark interface style: the
/// bar's own trait collection (and so its material, its titles and its items) is dark, while
/// the rest of the window keeps its style. An appearance object assigned to the bar decides its
/// background instead; the dark traits stay.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}
