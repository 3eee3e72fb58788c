import Foundation
import UIKit

/// The Gallery's root: the controls page, which takes the keyboard's commands.
final class GalleryViewController: UIViewController {
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = GalleryRootView(report: report)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = view.becomeFirstResponder()
        report("ready")
    }
}
