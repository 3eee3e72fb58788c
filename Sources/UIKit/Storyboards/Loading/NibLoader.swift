import Foundation

/// Turns the elements of one nib — a xib's top-level objects, or a storyboard scene's view
/// with the scene's other objects — into objects, as UIKit's nib loading does:
///
/// 1. every object is made with `init?(coder:)` (a view's subviews before the view returns to
///    its parent) and given the properties the document sets;
/// 2. then constraints are installed, user-defined runtime attributes set, and outlets,
///    outlet collections, actions and segue triggers connected — to the objects of this nib
///    and to the placeholders (the File's Owner, the scene's view controller);
/// 3. then every object made receives `awakeFromNib()`, in the order they were made.
///
/// A loader is used once. Problems UIKit would raise for (an outlet the class does not have)
/// raise with the file, line and fix; problems UIKit would only log (an unknown class) are
/// logged, and loading goes on with UIKit's fallback.
@MainActor
final class NibLoader {
    let document: InterfaceBuilderDocument
    let values: InterfaceBuilderValues
    /// The storyboard this nib belongs to (segues, view controllers' `storyboard`).
    let storyboard: UIStoryboard?
    /// The object segues triggered from this nib start from (the scene's view controller).
    weak var segueSource: UIViewController?

    private(set) var objectsByID: [String: AnyObject]
    /// Objects made, in order (each gets `awakeFromNib()`).
    private(set) var madeObjects: [AnyObject] = []
    /// Elements whose `<connections>`, constraints or runtime attributes wait for every
    /// object to exist.
    private var pending: [(object: AnyObject, element: InterfaceBuilderElement)] = []
    /// Embed segues, performed after every object is connected and awake, before the
    /// controller's `viewDidLoad` (as UIKit does).
    private var embeds: [(template: StoryboardSegueTemplate, container: UIView)] = []
    /// Objects whose outlets connect here but whose properties were set before (a scene's
    /// controller, made when it was instantiated).
    private var connectionsOnly: [(object: AnyObject, element: InterfaceBuilderElement)] = []
    private(set) var constraintOwners: [(view: UIView, element: InterfaceBuilderElement)] = []
    /// `<viewLayoutGuide>` identifiers: the guide each names.
    private var layoutGuides: [String: UILayoutGuide] = [:]
    /// The old top and bottom layout guides (`<viewControllerLayoutGuide>`), by identifier.
    private var legacyGuides: [String: (view: UIView, isTop: Bool)] = [:]
    /// How deep `makeObject` is nested (a bound against documents made to exhaust the stack).
    private var depth = 0

    init(document: InterfaceBuilderDocument, storyboard: UIStoryboard?, bundle: Bundle?,
         placeholders: [String: AnyObject], segueSource: UIViewController? = nil) {
        self.document = document
        values = InterfaceBuilderValues(document: document, bundle: bundle)
        self.storyboard = storyboard
        self.segueSource = segueSource
        objectsByID = placeholders
    }

    var file: String { document.file }

    // MARK: Making objects

    /// The object an element describes (made now, or the placeholder it names); nil for
    /// elements that are not objects.
    @discardableResult
    func makeObject(_ element: InterfaceBuilderElement) -> AnyObject? {
        if let id = element.id, let existing = objectsByID[id] { return existing }
        depth += 1
        defer { depth -= 1 }
        // Nested too deep to be a document Interface Builder wrote (and deep enough to
        // exhaust the stack): refuse rather than crash.
        guard depth < 200 else {
            report(element, "objects are nested more than 200 deep; the rest is left out")
            return nil
        }
        switch element.name {
        case "placeholder", "exit":
            return nil
        case _ where Self.viewClasses[element.name] != nil || Self.standInViews.contains(element.name):
            return makeView(element)
        case _ where Self.gestureClasses[element.name] != nil:
            return makeGestureRecognizer(element)
        case "barButtonItem":
            return makeBarButtonItem(element)
        case "navigationItem":
            return makeNavigationItem(element, for: nil)
        case "tabBarItem":
            return makeTabBarItem(element)
        case "customObject":
            return makeCustomObject(element)
        case _ where UIStoryboard.isViewController(element):
            guard let storyboard else {
                report(element, "a view controller in a xib is not supported by Slate; put it in a storyboard")
                return nil
            }
            let controller = storyboard.instantiate(element, creator: nil)
            register(controller, for: element)
            return controller
        default:
            return nil
        }
    }

    func setObject(_ object: AnyObject, id: String) {
        objectsByID[id] = object
    }

    func register(_ object: AnyObject, for element: InterfaceBuilderElement) {
        if let id = element.id { objectsByID[id] = object }
        madeObjects.append(object)
    }

    /// An object of the document's `customClass` (in `customModule`), which must be
    /// `base` or a subclass; UIKit's fallback (`base`, with a message) otherwise.
    func resolveClass<Base: AnyObject>(_ element: InterfaceBuilderElement, base: Base.Type) -> Base.Type {
        guard let name = element["customClass"] else { return base }
        let type = InterfaceBuilderClassResolver.resolve(name, module: element["customModule"], bundle: values.bundle)
        guard let type else {
            log(element, "Unknown class \(name) in Interface Builder file; using \(base) (make the class non-generic and internal or public, and name its module with customModule)")
            return base
        }
        guard let subclass = type as? Base.Type else {
            log(element, "the custom class \(name) is not a \(base); using \(base)")
            return base
        }
        return subclass
    }

    /// An Interface Builder "Object" of an app class. Slate cannot make an arbitrary class
    /// from its name (Swift needs a `required` initializer to make one from a metatype), so
    /// the object is left out, with a message.
    private func makeCustomObject(_ element: InterfaceBuilderElement) -> AnyObject? {
        log(element, "Slate cannot make a plain object (\(element["customClass"] ?? "NSObject")) from a document; it is left out. Make it in code and assign the outlets that pointed at it")
        return nil
    }

    // MARK: Finishing

    /// Installs constraints, sets runtime attributes, connects, and sends `awakeFromNib()`.
    func finish() {
        installConstraints()
        for (object, element) in pending {
            applyRuntimeAttributes(of: element, to: object)
            if let view = object as? UIView, element.child("variation") != nil {
                let variations = InterfaceBuilderVariations(element: element, view: view, loader: self)
                guard !variations.isEmpty else { continue }
                view.interfaceBuilderVariations = variations
                variations.apply(for: view.traitCollection, to: view)
            }
        }
        connectAll()
        for object in madeObjects {
            (object as? NibAwakable)?.awakeFromNib()
        }
        for (template, container) in embeds {
            segueSource?.performEmbed(template, in: container)
        }
    }

    func deferEmbed(_ template: StoryboardSegueTemplate, in container: UIView) {
        embeds.append((template, container))
    }

    func deferConnections(_ object: AnyObject, _ element: InterfaceBuilderElement) {
        connectionsOnly.append((object, element))
    }

    func deferFinishing(_ object: AnyObject, _ element: InterfaceBuilderElement) {
        pending.append((object, element))
    }

    func deferConstraints(of view: UIView, _ element: InterfaceBuilderElement) {
        constraintOwners.append((view, element))
    }

    func registerGuide(_ guide: UILayoutGuide, id: String?) {
        if let id { layoutGuides[id] = guide }
    }

    func guide(_ id: String) -> UILayoutGuide? { layoutGuides[id] }

    func registerLegacyGuide(id: String, view: UIView, isTop: Bool) {
        legacyGuides[id] = (view, isTop)
    }

    func legacyGuide(_ id: String) -> (view: UIView, isTop: Bool)? { legacyGuides[id] }

    private func connectAll() {
        for (object, element) in pending + connectionsOnly {
            connect(element, from: object)
        }
    }

    // MARK: Messages

    /// A problem UIKit would raise for: fatal in an app, reported to tests.
    func raise(_ element: InterfaceBuilderElement, _ problem: String) {
        UIKitFailure.raise(InterfaceBuilderError(file: file, at: element, problem).description)
    }

    /// A problem UIKit would log and go on.
    func log(_ element: InterfaceBuilderElement, _ problem: String) {
        UIKitLog.write("slate: " + InterfaceBuilderError(file: file, at: element, problem).description)
    }

    func report(_ element: InterfaceBuilderElement, _ problem: String) {
        log(element, problem)
    }
}

/// Objects that take part in `awakeFromNib()`.
@MainActor
protocol NibAwakable: AnyObject {
    func awakeFromNib()
}

extension UIResponder: NibAwakable {}
