import Foundation

/// A storyboard: the view controllers of an app's scenes and the segues between them, read
/// from `Name.storyboard` in the app's resources (Slate reads Interface Builder's source XML;
/// there is no compiled `.storyboardc` on Linux).
///
/// Each `instantiate…` call makes a new controller with `init?(coder:)` (or the `creator`
/// given), with its navigation and tab bar items and, for a container, the controllers its
/// relationship segues name. Its view is made when first needed, from the scene's view.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    static let viewControllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self,
    ]

    /// A view controller's element, or a storyboard reference standing for one.
    static func isViewController(_ element: InterfaceBuilderElement) -> Bool {
        viewControllerClasses[element.name] != nil || element.name == "viewControllerPlaceholder"
    }

    /// The storyboard's name (`Main`).
    let name: String
    let document: InterfaceBuilderDocument
    let bundle: Bundle?
    /// Controllers being instantiated, for refusing a cycle of relationship or embed segues.
    var instantiating: [String] = []
    /// Storyboard references being followed, across storyboards.
    static var referenceDepth = 0

    /// The storyboard `name` (without `.storyboard`) in `storyboardBundleOrNil`, or in the
    /// main bundle and the app's resource bundles. A missing storyboard raises, as in UIKit.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let base = (name as NSString).pathExtension == "storyboard" ? (name as NSString).deletingPathExtension : name
        guard let (path, bundle) = InterfaceBuilderResources.path(forResource: base, ofType: "storyboard", in: storyboardBundleOrNil) else {
            let searched = InterfaceBuilderResources.searchBundles(for: storyboardBundleOrNil).map(\.bundlePath).joined(separator: "', '")
            UIKitFailure.raise("Could not find a storyboard named '\(name)' in bundle '\(searched)' (add \(base).storyboard to the target's resources)")
            self.init(name: base, document: Self.emptyDocument, bundle: storyboardBundleOrNil)
            return
        }
        do {
            self.init(name: base, document: try InterfaceBuilderResources.document(atPath: path), bundle: bundle)
        } catch {
            UIKitFailure.raise("UIStoryboard(name: \"\(name)\"): \(error)")
            self.init(name: base, document: Self.emptyDocument, bundle: bundle)
        }
    }

    init(name: String, document: InterfaceBuilderDocument, bundle: Bundle?) {
        self.name = name
        self.document = document
        self.bundle = bundle
        super.init()
    }

    /// A storyboard read from the XML `data` (tests, tools).
    static func read(_ data: Data, name: String, bundle: Bundle?) throws(InterfaceBuilderError) -> UIStoryboard {
        let document = try InterfaceBuilderDocument(data: data, file: "\(name).storyboard")
        guard document.kind == .storyboard else {
            throw InterfaceBuilderError(file: document.file, at: document.root, "this is a xib, not a storyboard; load it with UINib")
        }
        return UIStoryboard(name: name, document: document, bundle: bundle)
    }

    private static let emptyDocument: InterfaceBuilderDocument = {
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#
        // A constant, well-formed document: reading it cannot fail.
        return try! InterfaceBuilderDocument(data: Data(xml.utf8), file: "(missing).storyboard")
    }()

    // MARK: Instantiating

    /// A new instance of the storyboard's initial view controller; nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// A new instance of the initial view controller, made by `block` (nil from it: by
    /// `init?(coder:)`).
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        guard let element = document.elementsByID[id], Self.isViewController(element) else {
            UIKitFailure.raise("\(document.file): the initial view controller \"\(id)\" is not a view controller in this storyboard")
            return nil
        }
        let controller = instantiate(element, creator: block.map { block in { block($0) } })
        guard let typed = controller as? ViewController else {
            preconditionFailure("UIStoryboard.instantiateInitialViewController(creator:): the initial view controller is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    /// A new instance of the controller whose Storyboard ID is `identifier`; raises when
    /// there is none.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// A new instance of the controller whose Storyboard ID is `identifier`, made by `block`
    /// (nil from it: by `init?(coder:)`).
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator block: ((NSCoder) -> ViewController?)?) -> ViewController {
        guard let element = viewControllerElement(withIdentifier: identifier) else {
            UIKitFailure.raise("Storyboard (\(name).storyboard) doesn't contain a view controller with identifier '\(identifier)' (set the Storyboard ID in the Identity inspector: storyboardIdentifier=\"\(identifier)\")")
            if let fallback = ViewController(coder: InterfaceBuilderCoder(element: document.root, storyboard: nil)) { return fallback }
            preconditionFailure("Storyboard (\(name).storyboard) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let controller = instantiate(element, creator: block.map { block in { block($0) } })
        guard let typed = controller as? ViewController else {
            preconditionFailure("UIStoryboard.instantiateViewController(identifier:creator:): '\(identifier)' is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    func viewControllerElement(withIdentifier identifier: String) -> InterfaceBuilderElement? {
        for scene in document.scenes {
            for element in scene.children(of: "objects") where Self.viewControllerClasses[element.name] != nil && element["storyboardIdentifier"] == identifier {
                return element
            }
        }
        return nil
    }
}

/// A closure that makes a storyboard's view controller from its coder (Objective-C's name for
/// the `creator` argument's type).
public typealias UIStoryboardViewControllerCreator = (NSCoder) -> UIViewController?
