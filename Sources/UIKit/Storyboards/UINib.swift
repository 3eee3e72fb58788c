import Foundation

/// A xib (or a storyboard's prototype cell), read once and instantiated as often as needed:
/// each `instantiate(withOwner:options:)` makes a new set of its objects, connected to the
/// owner given (the document's File's Owner).
///
/// Slate reads the xib's source XML from the bundle's resources (`Name.xib`); there are no
/// compiled `.nib` files on Linux.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `[String: Any]` of the objects that stand for the xib's External Objects, by the
        /// identifiers Interface Builder gave them: the nib's connections to and from each
        /// reach the object given.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private enum Source {
        case document(InterfaceBuilderDocument, bundle: Bundle?)
        /// A storyboard's prototype: one element of the storyboard, whose triggered segues
        /// start from `segueSource`.
        case prototype(InterfaceBuilderElement, storyboard: UIStoryboard, segueSource: WeakReference<UIViewController>, sourceID: String?)
        case failure(String)
    }

    private let source: Source

    /// The xib `name` (without `.xib`) in `bundleOrNil`, or in the main bundle and the app's
    /// resource bundles when nil. A missing or malformed file raises when instantiated,
    /// as UIKit's does.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let base = (name as NSString).pathExtension == "xib" ? (name as NSString).deletingPathExtension : name
        if let (path, bundle) = InterfaceBuilderResources.path(forResource: base, ofType: "xib", in: bundleOrNil) {
            do {
                source = .document(try InterfaceBuilderResources.document(atPath: path), bundle: bundle)
            } catch {
                source = .failure("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)': \(error)")
            }
        } else {
            let searched = InterfaceBuilderResources.searchBundles(for: bundleOrNil).map(\.bundlePath).joined(separator: "', '")
            source = .failure("Could not load NIB in bundle: '\(searched)' with name '\(name)' (add \(base).xib to the target's resources)")
        }
        super.init()
    }

    /// A xib read from `data` (its XML).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        do {
            source = .document(try InterfaceBuilderDocument(data: data, file: "xib data"), bundle: bundleOrNil)
        } catch {
            source = .failure("Could not load NIB from data: \(error)")
        }
        super.init()
    }

    /// A prototype cell of `storyboard`, whose connections to its scene's controller (the
    /// document's `sourceID`) reach `segueSource`.
    init(prototype element: InterfaceBuilderElement, storyboard: UIStoryboard, segueSource: UIViewController?, sourceID: String?) {
        source = .prototype(element, storyboard: storyboard, segueSource: WeakReference(segueSource), sourceID: sourceID)
        super.init()
    }

    /// Makes the nib's objects, connects them to `ownerOrNil` (the File's Owner) and sends
    /// each `awakeFromNib()`; returns the top-level objects in document order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        switch source {
        case .failure(let message):
            UIKitFailure.raise(message)
            return []
        case .prototype(let element, let storyboard, let segueSource, let sourceID):
            var placeholders: [String: AnyObject] = [:]
            if let sourceID, let controller = segueSource.object { placeholders[sourceID] = controller }
            let loader = NibLoader(document: storyboard.document, storyboard: storyboard, bundle: storyboard.bundle,
                                   placeholders: placeholders, segueSource: segueSource.object)
            let object = loader.makeObject(element)
            loader.finish()
            return object.map { [$0] } ?? []
        case .document(let document, let bundle):
            var placeholders: [String: AnyObject] = [:]
            let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
            var externalElements: [(AnyObject, InterfaceBuilderElement)] = []
            for element in document.topLevelObjects where element.name == "placeholder" {
                guard let id = element.id else { continue }
                switch element["placeholderIdentifier"] {
                case "IBFilesOwner":
                    if let owner = ownerOrNil as AnyObject? { placeholders[id] = owner }
                case "IBFirstResponder":
                    placeholders[id] = FirstResponderPlaceholder.shared
                case let identifier?:
                    // An External Object: the object the options give for its identifier.
                    guard let object = externals[identifier].map({ $0 as AnyObject }) else {
                        UIKitLog.write("slate: the nib's external object \"\(identifier)\" is not in the options' externalObjects: its connections connect nothing")
                        continue
                    }
                    placeholders[id] = object
                    externalElements.append((object, element))
                default:
                    break
                }
            }
            let loader = NibLoader(document: document, storyboard: nil, bundle: bundle, placeholders: placeholders,
                                   segueSource: ownerOrNil as? UIViewController)
            var topLevel: [Any] = []
            for element in document.topLevelObjects where element.name != "placeholder" {
                if let object = loader.makeObject(element) { topLevel.append(object) }
            }
            // The File's Owner's own outlets and actions.
            for element in document.topLevelObjects where element["placeholderIdentifier"] == "IBFilesOwner" {
                if let owner = ownerOrNil as AnyObject? { loader.deferFinishing(owner, element) }
            }
            // External objects' own outlets and actions.
            for (object, element) in externalElements { loader.deferFinishing(object, element) }
            loader.finish()
            return topLevel
        }
    }
}

/// Stands for Interface Builder's First Responder: actions sent to it travel the responder
/// chain (a nil target).
@MainActor
final class FirstResponderPlaceholder {
    static let shared = FirstResponderPlaceholder()
}

extension Bundle {
    /// Instantiates the xib `name` with `owner` as its File's Owner (UIKit's
    /// `loadNibNamed(_:owner:options:)`); the top-level objects, or nil when there is no such xib.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let base = (name as NSString).pathExtension == "xib" ? (name as NSString).deletingPathExtension : name
        guard InterfaceBuilderResources.path(forResource: base, ofType: "xib", in: self) != nil else {
            UIKitFailure.raise("Could not load NIB in bundle: '\(bundlePath)' with name '\(name)' (add \(base).xib to the target's resources)")
            return nil
        }
        return UINib(nibName: base, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
