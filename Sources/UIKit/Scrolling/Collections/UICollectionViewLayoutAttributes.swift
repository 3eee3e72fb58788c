import Foundation

extension UICollectionView {
    /// What a layout attributes object describes.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }
}

/// Where a layout puts one element — a cell, a supplementary view or a decoration view — and
/// how it shows it. A layout makes these; the collection view applies them to the element's
/// view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The 2D part of `transform3D`; setting it replaces the 3D transform, as in UIKit.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// Applied to the element's view around its center (a perspective, a rotation out of the
    /// plane: its layer's `transform`).
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    /// Elements with a higher zIndex show above those with a lower one.
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary or decoration view's kind; nil for a cell.
    public private(set) var representedElementKind: String?

    /// Attributes for the cell at index path (0, 0); the designated initializer, so that
    /// subclasses inherit the convenience ones.
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` (a section header or footer, or a
    /// kind of the layout's own) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` — a view the layout shows by
    /// itself, of a class registered with the layout (a section's background) — at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy, for a layout to change without touching the attributes it keeps
    /// (`attributes.copy() as! UICollectionViewLayoutAttributes`, as on iOS).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        // Attributes are the main actor's, like every layout object; Foundation's NSCopying
        // is not, so the copy is made on the main actor it is called from.
        nonisolated(unsafe) var made: UICollectionViewLayoutAttributes?
        MainActor.assumeIsolated {
            // The same class, so a subclass's override can add its own properties to it.
            let copy = type(of: self).init()
            copy.indexPath = indexPath
            copy.representedElementCategory = representedElementCategory
            copy.representedElementKind = representedElementKind
            copy.center = center
            copy.size = size
            copy.transform3D = transform3D
            copy.alpha = alpha
            copy.zIndex = zIndex
            copy.isHidden = isHidden
            made = copy
        }
        return made!
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { isEqualOnMain(other) }
    }

    /// Equal attributes hash alike (their element and frame).
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(representedElementKind)
            hasher.combine(center.x)
            hasher.combine(center.y)
            hasher.combine(size.width)
            hasher.combine(size.height)
            return hasher.finalize()
        }
    }

    private func isEqualOnMain(_ other: UICollectionViewLayoutAttributes) -> Bool {
        indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center && size == other.size
            && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { descriptionOnMain }
    }

    private var descriptionOnMain: String {
        let what = representedElementKind.map { "\(representedElementCategory == .decorationView ? "decoration" : "supplementary") \($0)" } ?? "cell"
        return "<UICollectionViewLayoutAttributes \(what) index path: (\(indexPath.section), \(indexPath.item)); frame = \(frame)>"
    }

    /// The element this describes, as a key for the views shown.
    var elementKey: CollectionElementKey {
        guard let kind = representedElementKind else { return .cell(indexPath) }
        return representedElementCategory == .decorationView ? .decoration(kind: kind, indexPath: indexPath)
            : .supplementary(kind: kind, indexPath: indexPath)
    }
}

extension UICollectionViewLayoutAttributes {
    /// New attributes of `type` (a layout's `layoutAttributesClass`) for an element.
    static func make(_ type: UICollectionViewLayoutAttributes.Type, category: UICollectionView.ElementCategory, kind: String?,
                     indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = type.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }
}

/// An element a collection view shows: a cell, or a supplementary or decoration view of some
/// kind.
enum CollectionElementKey: Hashable {
    case cell(IndexPath)
    case supplementary(kind: String, indexPath: IndexPath)
    case decoration(kind: String, indexPath: IndexPath)
}
