import Foundation

/// The page curl's spine: where it is, and the delegate choosing a new one as the pages'
/// area changes between portrait and landscape.
extension UIPageViewController {
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll transition.
        case none = 0
        /// The left edge, or the top when pages turn vertically.
        case min = 1
        /// The middle: two pages shown side by side (or one above the other), double-sided.
        case mid = 2
        /// The right edge, or the bottom.
        case max = 3
    }

    /// The spine given in the options: a `SpineLocation`, its raw value or an `NSNumber`;
    /// `.min` when absent. `.none` is no place for a page curl's spine: `.min` is used.
    static func spine(_ value: Any?) -> SpineLocation {
        let location: SpineLocation? = switch value {
        case nil: .min
        case let location as SpineLocation: location
        case let raw as Int: SpineLocation(rawValue: raw)
        case let number as NSNumber: SpineLocation(rawValue: number.intValue)
        default: nil
        }
        guard let location, location != .none else {
            UIKitFailure.raise("UIPageViewController(transitionStyle:navigationOrientation:options:): \(value.map { "\($0)" } ?? "nil") is not a spine location for the page curl. Pass .min, .mid or .max for OptionsKey.spineLocation; the spine is at .min.")
            return .min
        }
        return location
    }

    /// The orientation the delegate is told about: landscape when the pages' area is wider
    /// than tall.
    static func orientation(of size: CGSize) -> UIInterfaceOrientation {
        size.width > size.height ? .landscapeRight : .portrait
    }

    /// Asks the delegate where the spine goes now that the pages' area is `orientation`, and
    /// moves it there. The delegate may set pages and `isDoubleSided` for the new location
    /// meanwhile; they are checked once it returns (UIKit's order: the Page-Based App template
    /// sets two pages before returning `.mid`).
    func askForSpineLocation(for orientation: UIInterfaceOrientation) {
        guard transitionStyle == .pageCurl, let delegate, !isAskingForSpineLocation else { return }
        isAskingForSpineLocation = true
        let answer = OptionalRequirement.probe { delegate.pageViewController(self, spineLocationFor: orientation) }
        isAskingForSpineLocation = false
        guard answer.isImplemented else { return }
        var location = answer.result
        if location == .none {
            UIKitFailure.raise("UIPageViewControllerDelegate.pageViewController(_:spineLocationFor:): .none is not a spine location for the page curl. Return .min, .mid or .max; the spine stays where it was.")
            location = spineLocation
        }
        spineLocation = location
        if location == .mid { isDoubleSided = true }
        let shown = viewControllers ?? []
        if !shown.isEmpty, !pageCountsAllowed.contains(shown.count) {
            UIKitFailure.raise("UIPageViewControllerDelegate.pageViewController(_:spineLocationFor:): the spine is now \(location == .mid ? "in the middle" : "at an edge") but \(shown.count) page\(shown.count == 1 ? " is" : "s are") shown. Call setViewControllers(_:direction:animated:completion:) with the pages the new location needs before returning it.")
        }
        curler?.spineDidChange()
    }
}
