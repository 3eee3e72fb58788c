import Foundation

/// A view controller whose view is a collection view, and which is its data source and
/// delegate. Override the methods you need (`override func collectionView(_:…)`).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("collectionView", \UICollectionViewController.collectionView),
        ]
    }

    private let initialLayout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view the controller manages: by default its view. Assigning one does
    /// not replace the view (as on iOS): code that makes a collection view in `viewDidLoad`,
    /// assigns it here and adds it to `view` keeps both. Assigned before the view loads, it
    /// becomes the view.
    open var collectionView: UICollectionView! {
        get {
            if let assignedCollectionView { return assignedCollectionView }
            return view as? UICollectionView
        }
        set {
            assignedCollectionView = newValue
            if isViewLoaded { updateStandardMovementGesture() }
        }
    }

    /// The collection view assigned to `collectionView`, or the one this controller shares
    /// with the controller below it in a layout-to-layout navigation.
    var assignedCollectionView: UICollectionView?

    /// Whether a navigation controller pushing this controller onto a collection view
    /// controller changes the layout of that controller's collection view to this one's,
    /// animated, instead of sliding this controller's view in; popping changes it back.
    /// Set it before the push. The collection view's data source and delegate stay the
    /// first controller's (UICollectionViewController+LayoutToLayout).
    open var useLayoutToLayoutNavigationTransitions = false

    /// The layout this controller shows in a collection view it shares in a layout-to-layout
    /// navigation: its own, taken when it is pushed; for the controller below, the one its
    /// collection view had when the push began.
    var navigationLayout: UICollectionViewLayout?
    /// Its own view, while it shows another controller's in a layout-to-layout navigation.
    var ownCollectionView: OwnCollectionView?
    /// Its own view back after sharing, its data source and delegate still set aside until it
    /// next appears.
    var ownCollectionViewAwaitingAppearance: OwnCollectionView?

    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Whether `viewWillAppear` deselects the selected items (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller gives its collection view the standard press that moves items
    /// (true by default): held on an item the data source lets move — its
    /// `collectionView(_:canMoveItemAt:)` is implemented and says yes, where UIKit asks
    /// whether `collectionView(_:moveItemAt:to:)` is implemented, which Swift cannot tell
    /// (porting.md) — it picks the item up
    /// (`beginInteractiveMovementForItem(at:)`), the item follows the finger
    /// (`updateInteractiveMovementTargetPosition(_:)`), and letting go puts it down
    /// (`endInteractiveMovement()`, the data source's `collectionView(_:moveItemAt:to:)`
    /// moving it); a cancelled press puts it back. Items of a collection view with drag and
    /// drop move by dragging instead.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { updateStandardMovementGesture() } }
    }

    /// The standard movement press, while the collection view has it.
    private(set) var standardMovementGesture: UILongPressGestureRecognizer?
    /// The press picked an item up, and is moving it.
    private var standardMovementIsActive = false
    private lazy var standardMovementGate = StandardMovementGate(controller: self)

    /// Puts the standard movement press on the collection view, or takes it away, as
    /// `installsStandardGestureForInteractiveMovement` says.
    private func updateStandardMovementGesture() {
        let host = installsStandardGestureForInteractiveMovement ? collectionView : nil
        if let gesture = standardMovementGesture, gesture.view !== host || host == nil {
            gesture.view?.removeGestureRecognizer(gesture)
            standardMovementGesture = nil
        }
        guard let host, standardMovementGesture == nil else { return }
        let gesture = UILongPressGestureRecognizer(target: self, action: Selector("handleStandardMovement:", UICollectionViewController.handleStandardMovement))
        gesture.delegate = standardMovementGate
        host.addGestureRecognizer(gesture)
        standardMovementGesture = gesture
    }

    private func handleStandardMovement(_ recognizer: UIGestureRecognizer) {
        guard let collectionView else { return }
        let location = recognizer.location(in: collectionView)
        switch recognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location),
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
            standardMovementIsActive = true
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .changed where standardMovementIsActive:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended where standardMovementIsActive:
            standardMovementIsActive = false
            collectionView.endInteractiveMovement()
        case .cancelled where standardMovementIsActive, .failed where standardMovementIsActive:
            standardMovementIsActive = false
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }

    /// Whether the standard press may begin at `location`: on an item the data source says
    /// (in its own `canMoveItemAt`) may move, and no drag and drop to move items by.
    fileprivate func standardMovementMayBegin(at location: CGPoint) -> Bool {
        guard let collectionView, let dataSource = collectionView.dataSource,
              let indexPath = collectionView.indexPathForItem(at: location) else { return false }
        if collectionView.dragDelegate != nil, collectionView.dragInteractionEnabled { return false }
        // An item with a context menu keeps its long press for the menu.
        if let delegate = collectionView.collectionDelegate,
           delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: location) != nil { return false }
        return OptionalRequirement.answer { dataSource.collectionView(collectionView, canMoveItemAt: indexPath) } ?? false
    }

    open override func loadView() {
        defer { updateStandardMovementGesture() }
        if loadViewFromInterfaceBuilder() { return }
        if let assignedCollectionView {
            view = assignedCollectionView
            return
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        takeBackOwnCollectionView()
        super.viewWillAppear(animated)
        // A controller showing another's collection view leaves that one's selection alone.
        if clearsSelectionOnViewWillAppear, ownCollectionView == nil {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
        }
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:); override it to return a cell for each item")
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("\(type(of: self)): the list configuration asks for a \(kind); override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.markDefault(); return true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                             with coordinator: UIFocusAnimationCoordinator) {}
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    // MARK: Moving, index titles and layout transitions
    //
    // Declared here, not left to the protocols' defaults, so that a subclass's versions are
    // the ones the collection view calls.

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.markDefault()
        return true
    }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalRequirement.markDefault()
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalRequirement.markDefault()
        return IndexPath(item: 0, section: 0)
    }
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}

    // MARK: Context menus

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                    point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                    animator: UIContextMenuInteractionCommitAnimating) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                    animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                    animator: UIContextMenuInteractionAnimating?) {}
}

/// Lets the standard movement press begin only where an item may move.
@MainActor
private final class StandardMovementGate: UIGestureRecognizerDelegate {
    /// Weak: the collection view (and its press) may outlive the controller.
    weak var controller: UICollectionViewController?

    init(controller: UICollectionViewController) {
        self.controller = controller
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let controller, let view = recognizer.view else { return false }
        return controller.standardMovementMayBegin(at: recognizer.location(in: view))
    }
}
