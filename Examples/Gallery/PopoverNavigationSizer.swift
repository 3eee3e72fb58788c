import UIKit

/// Sizes a popover's navigation controller to the controller it shows, from its delegate, as
/// iPad apps commonly do: the shown controller's preferred size plus the navigation bar. UIKit
/// tells `didShow` for the root as the navigation controller first appears, so the first
/// popover has the right size too.
final class PopoverNavigationSizer: UINavigationControllerDelegate {
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let content = viewController.preferredContentSize
        let size = CGSize(width: content.width, height: content.height + navigationController.navigationBar.frame.height)
        navigationController.preferredContentSize = size
        report("options sized \(Int(size.width))×\(Int(size.height)) for \(viewController.title ?? "?")")
    }
}
