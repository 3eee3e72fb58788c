import Foundation

/// An object that can contain views for the purposes of appearance proxies
/// (`appearance(whenContainedInInstancesOf:)`): views, view controllers and presentation
/// controllers.
///
/// A view is contained in its view controller when it is the controller's main view, else
/// in its superview; a controller in its parent, else in the presentation controller that
/// presents it, else in its view's superview; a presentation controller in the controller
/// that presents.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

extension UIAppearanceContainer {
    /// The container this one sits in, as appearance proxies see it.
    var enclosingAppearanceContainer: (any UIAppearanceContainer)? {
        switch self {
        case let view as UIView:
            return view.owningViewController ?? view.storedSuperview
        case let controller as UIViewController:
            if let parent = controller.storedParent { return parent }
            if let presentation = controller.activePresentation, presentation.presentedViewController === controller { return presentation }
            return controller.storedView?.storedSuperview
        case let presentation as UIPresentationController:
            guard let presenting = presentation.storedPresentingViewController, presenting !== presentation.presentedViewController else { return nil }
            return presenting
        default:
            return nil
        }
    }

    /// The containers around this one, innermost first, up to the window.
    var appearanceContainerChain: [AnyObject] {
        var chain: [AnyObject] = []
        var cursor = enclosingAppearanceContainer
        // A bound, in case a controller graph ever loops.
        while let container = cursor, chain.count < 10_000 {
            chain.append(container)
            cursor = container.enclosingAppearanceContainer
        }
        return chain
    }
}
