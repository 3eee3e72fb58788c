import Foundation

/// Lets a table or collection view with a restoration identifier save *which data* is
/// selected and scrolled to the top, not just which rows: adopt it in the view's data source,
/// and the view saves each such element's identifier and, at the next launch, asks for the
/// index path that element has then — so the same items come back selected and in view even
/// when rows were added or removed in between.
///
/// The identifiers must outlive the process: a database key, a URL, never an object's address.
/// Without this protocol the views save index paths.
@preconcurrency @MainActor
public protocol UIDataSourceModelAssociation: AnyObject {
    /// A string that names the data at `idx` in `view` across launches; nil leaves the
    /// element out.
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String?

    /// Where the data `identifier` names is in `view` now; nil when it is gone.
    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath?
}
