import Foundation
import UIKit

/// The Grid page's zoom: the same swatches, large. It is pushed with
/// `useLayoutToLayoutNavigationTransitions`, so it shows the grid's own collection view — the
/// grid stays its data source and delegate — and the navigation controller animates the
/// swatches from the grid's layout to this one, and back when it is popped.
final class SwatchZoomViewController: UICollectionViewController {
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 280, height: 280)
        layout.minimumLineSpacing = 24
        layout.sectionInset = UIEdgeInsets(top: 12, left: 40, bottom: 32, right: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        super.init(collectionViewLayout: layout)
        useLayoutToLayoutNavigationTransitions = true
        title = "Swatches"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("grid zoom showing")
    }
}
