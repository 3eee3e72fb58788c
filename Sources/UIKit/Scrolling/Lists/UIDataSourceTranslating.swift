import Foundation

/// Translates between the data source's index paths and the ones on show (the presentation)
/// while a batch of updates is being made: inside `performBatchUpdates(_:completion:)` the
/// data source already holds the new data while the view, its layout and its methods still
/// show the old. Outside a batch, and for what a batch does not change, every translation
/// gives back what it was given.
@preconcurrency @MainActor
public protocol UIDataSourceTranslating: AnyObject {
    /// The section on show for a data-source section; `NSNotFound` when the batch inserts it.
    func presentationSectionIndex(forDataSourceSectionIndex dataSourceSection: Int) -> Int
    /// The data-source section for a section on show; `NSNotFound` when the batch deletes it.
    func dataSourceSectionIndex(forPresentationSectionIndex presentationSection: Int) -> Int
    /// The index path on show for a data-source one; nil when the batch inserts the item.
    func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath?
    /// The data-source index path for one on show; nil when the batch deletes the item.
    func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath?
    /// Runs `actionsToTranslate` with index paths given to and returned by the view's methods
    /// in the presentation state.
    func performUsingPresentationValues(_ actionsToTranslate: () -> Void)
}

/// The translation a batch being collected makes: none outside a batch, or while the updates
/// told so far do not yet agree with the data source's counts (then nothing is translated).
@MainActor
struct DataSourceTranslation {
    private let plan: ListUpdatePlan?

    init(updates: [ListUpdate]?, host: ListEngineHost, engine: ListEngine) {
        guard let updates, !updates.isEmpty else {
            plan = nil
            return
        }
        let newCounts = (0..<max(0, host.listSectionCount())).map { max(0, host.listRowCount(in: $0)) }
        plan = try? ListUpdatePlan(updates: updates, oldCounts: engine.counts, newCounts: newCounts, api: "")
    }

    func presentationSection(_ dataSourceSection: Int) -> Int {
        guard let plan else { return dataSourceSection }
        return plan.oldSection(forNew: dataSourceSection) ?? NSNotFound
    }

    func dataSourceSection(_ presentationSection: Int) -> Int {
        guard let plan else { return presentationSection }
        return plan.newSection(forOld: presentationSection) ?? NSNotFound
    }

    func presentationIndexPath(_ dataSourceIndexPath: IndexPath?) -> IndexPath? {
        guard let dataSourceIndexPath else { return nil }
        guard let plan else { return dataSourceIndexPath }
        return plan.oldIndexPath(forNew: dataSourceIndexPath)
    }

    func dataSourceIndexPath(_ presentationIndexPath: IndexPath?) -> IndexPath? {
        guard let presentationIndexPath else { return nil }
        guard let plan else { return presentationIndexPath }
        // Rows past the ones on show translate to nothing.
        guard presentationIndexPath.section >= 0, presentationIndexPath.section < plan.oldCounts.count,
              presentationIndexPath.row >= 0, presentationIndexPath.row < plan.oldCounts[presentationIndexPath.section] else { return nil }
        return plan.newIndexPath(forOld: presentationIndexPath)
    }
}

/// The views that translate a batch being collected: tables and collection views.
@MainActor
protocol DataSourceTranslationSource: AnyObject {
    var currentTranslation: DataSourceTranslation { get }
}

/// Tables and collection views translate through the batch they are collecting; any other
/// adopter that does not say otherwise shows its data as it is, and translates nothing.
extension UIDataSourceTranslating {
    private var translation: DataSourceTranslation? { (self as? DataSourceTranslationSource)?.currentTranslation }

    public func presentationSectionIndex(forDataSourceSectionIndex dataSourceSection: Int) -> Int {
        translation?.presentationSection(dataSourceSection) ?? dataSourceSection
    }

    public func dataSourceSectionIndex(forPresentationSectionIndex presentationSection: Int) -> Int {
        translation?.dataSourceSection(presentationSection) ?? presentationSection
    }

    public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? {
        guard let translation else { return dataSourceIndexPath }
        return translation.presentationIndexPath(dataSourceIndexPath)
    }

    public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? {
        guard let translation else { return presentationIndexPath }
        return translation.dataSourceIndexPath(presentationIndexPath)
    }

    /// The view's methods answer in the presentation state until a batch is applied, so the
    /// actions run as they are.
    public func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
        actionsToTranslate()
    }
}

extension UICollectionView: UIDataSourceTranslating, DataSourceTranslationSource {
    var currentTranslation: DataSourceTranslation { DataSourceTranslation(updates: pendingUpdates, host: self, engine: engine) }
}

extension UITableView: UIDataSourceTranslating, DataSourceTranslationSource {
    var currentTranslation: DataSourceTranslation { DataSourceTranslation(updates: batch?.updates, host: self, engine: engine) }
}
