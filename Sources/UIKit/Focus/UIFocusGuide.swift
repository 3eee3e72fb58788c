import CoreGraphics
import Foundation

/// An invisible region that sends focus elsewhere: when an arrow key's nearest target is the
/// guide's layout frame, focus goes to the guide's preferred environments instead. Use one to
/// bridge a gap, so that Down from a button reaches one that is not straight below it.
@MainActor
open class UIFocusGuide: UILayoutGuide {
    /// A disabled guide is passed over.
    open var isEnabled = true

    /// Held weakly: a guide often prefers a view of its own owning view.
    private var storedPreferredFocusEnvironments: [WeakFocusEnvironment] = []

    /// Where focus goes through the guide, first choice first; nil resets to none. A guide
    /// without any is passed over. The environments are held weakly.
    open var preferredFocusEnvironments: [UIFocusEnvironment]! {
        get { storedPreferredFocusEnvironments.compactMap(\.environment) }
        set { storedPreferredFocusEnvironments = (newValue ?? []).map(WeakFocusEnvironment.init) }
    }
}

struct WeakFocusEnvironment {
    weak var environment: UIFocusEnvironment?
    init(_ environment: UIFocusEnvironment) { self.environment = environment }
}

/// The guides an arrow key may go through.
@MainActor
enum FocusGuideSearch {
    struct Found {
        let guide: UIFocusGuide
        let frameInWindow: CGRect
    }

    /// Enabled guides with somewhere to send focus, in views shown in `window` (within the
    /// topmost modal view, as items are).
    static func enabledGuides(in window: UIWindow) -> [Found] {
        var found: [Found] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            for case let guide as UIFocusGuide in view.layoutGuides where guide.isEnabled && !guide.preferredFocusEnvironments.isEmpty {
                found.append(Found(guide: guide, frameInWindow: view.convert(guide.layoutFrame, to: nil)))
            }
            var subviews = view.subviews
            if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { subviews = [modal] }
            subviews.forEach(visit)
        }
        visit(window)
        return found
    }
}
