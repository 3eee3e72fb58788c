import Foundation
import UIKit

/// A Gallery page: a view controller that reports what the user did to the event log.
class GalleryPageViewController: UIViewController {
    let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
