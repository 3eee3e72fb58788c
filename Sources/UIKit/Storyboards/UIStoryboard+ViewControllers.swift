import Foundation

/// Making a scene's view controller: its class, the properties its element sets, its items,
/// and for containers the controllers their relationship segues name.
extension UIStoryboard {
    func instantiate(_ element: InterfaceBuilderElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        if element.name == "viewControllerPlaceholder" { return instantiateReference(element, creator: creator) }
        let base = Self.viewControllerClasses[element.name] ?? UIViewController.self
        let id = element.id ?? ""
        if instantiating.contains(id) {
            let path = (instantiating + [id]).joined(separator: " → ")
            UIKitFailure.raise(InterfaceBuilderError(file: document.file, at: element, "a cycle of relationship or embed segues (\(path)); a controller cannot contain itself").description)
            return UIViewController(nibName: nil, bundle: nil)
        }
        instantiating.append(id)
        defer { instantiating.removeLast() }

        let loader = NibLoader(document: document, storyboard: self, bundle: bundle, placeholders: [:])
        let type = loader.resolveClass(element, base: base)
        let coder = InterfaceBuilderCoder(element: element, storyboard: self)
        var made = creator?(coder)
        if made == nil { made = type.init(coder: coder) }
        guard let controller = made else {
            UIKitFailure.raise(InterfaceBuilderError(file: document.file, at: element, "\(type).init?(coder:) returned nil; a view controller a storyboard makes must decode (call super.init(coder:))").description)
            return UIViewController(nibName: nil, bundle: nil)
        }
        if controller.storyboardScene == nil || controller.storyboardScene?.element !== element {
            // A creator's controller made with another initializer still belongs to this scene.
            controller.storyboardScene = StoryboardScene(storyboard: self, element: element)
        }
        let scene = controller.storyboardScene!
        if let id = element.id { loader.setObject(controller, id: id) }
        loader.segueSource = controller

        applyViewControllerProperties(element, to: controller)
        makeItems(of: element, for: controller, loader: loader)
        makeRelationships(of: element, for: controller)
        // Every segue of the scene can be performed by identifier, the ones a control, item or
        // cell triggers included, as in UIKit.
        var segues: [StoryboardSegueTemplate] = []
        element.forEachDescendant { candidate in
            for connection in candidate.children(of: "connections") where connection.name == "segue" {
                if let template = StoryboardSegueTemplate(element: connection, source: candidate),
                   template.kind != .relationship, template.kind != .embed {
                    segues.append(template)
                }
            }
        }
        scene.segues = segues
        loader.finish()
        // The controller's own runtime attributes, and its outlets to the objects made with it
        // (its items): part of the controller's nib in UIKit, so set now, not at view load.
        loader.applyRuntimeAttributes(of: element, to: controller)
        loader.connect(element, from: controller)
        for (id, object) in loader.objectsByID where object !== controller { scene.objectsByID[id] = object }
        controller.awakeFromNib()
        return controller
    }

    private func applyViewControllerProperties(_ element: InterfaceBuilderElement, to controller: UIViewController) {
        if let title = element["title"] { controller.title = title }
        if let identifier = element.restorationIdentifier { controller.restorationIdentifier = identifier }
        if let style = StoryboardSegueTemplate.presentationStyle(element["modalPresentationStyle"]) { controller.modalPresentationStyle = style }
        if let style = StoryboardSegueTemplate.transitionStyle(element["modalTransitionStyle"]) { controller.modalTransitionStyle = style }
        if let defines = element.bool("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let provides = element.bool("providesPresentationContextTransitionStyle") { controller.providesPresentationContextTransitionStyle = provides }
        if let hides = element.bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let extended = element.bool("extendedLayoutIncludesOpaqueBars") { controller.extendedLayoutIncludesOpaqueBars = extended }
        if let modal = element.bool("modalInPresentation") { controller.isModalInPresentation = modal }
        if let size = element.children.first(where: { $0.name == "value" && $0.key == "contentSizeForViewInPopover" }) {
            controller.preferredContentSize = CGSize(width: size.number("width") ?? 0, height: size.number("height") ?? 0)
        }
        if let split = controller as? UISplitViewController {
            switch element["preferredDisplayMode"] {
            case "secondaryOnly", "primaryHidden": split.preferredDisplayMode = .secondaryOnly
            case "oneBesideSecondary", "allVisible": split.preferredDisplayMode = .oneBesideSecondary
            case "oneOverSecondary", "primaryOverlay": split.preferredDisplayMode = .oneOverSecondary
            case "twoBesideSecondary": split.preferredDisplayMode = .twoBesideSecondary
            case "twoOverSecondary": split.preferredDisplayMode = .twoOverSecondary
            case "twoDisplaceSecondary": split.preferredDisplayMode = .twoDisplaceSecondary
            default: break
            }
            if element["primaryBackgroundStyle"] == "sidebar" { split.primaryBackgroundStyle = .sidebar }
        }
        if let navigation = controller as? UINavigationController {
            if let barElement = element.child("navigationBar", key: "navigationBar") {
                if let large = barElement.bool("prefersLargeTitles") { navigation.navigationBar.prefersLargeTitles = large }
            }
            if let toolbarElement = element.child("toolbar", key: "toolbar"), toolbarElement.bool("hidden") == false {
                navigation.isToolbarHidden = false
            }
            if element.bool("toolbarHidden") == false { navigation.isToolbarHidden = false }
            if element.bool("navigationBarHidden") == true { navigation.isNavigationBarHidden = true }
        }
    }

    /// The navigation item, tab bar item and toolbar items.
    private func makeItems(of element: InterfaceBuilderElement, for controller: UIViewController, loader: NibLoader) {
        if let itemElement = element.child("navigationItem", key: "navigationItem") {
            loader.makeNavigationItem(itemElement, for: controller)
        }
        if let itemElement = element.child("tabBarItem", key: "tabBarItem"), let item = loader.makeTabBarItem(itemElement) {
            controller.tabBarItem = item
        }
        let toolbarItems = element.children.first { $0.key == "toolbarItems" }?.children.compactMap { loader.makeObject($0) as? UIBarButtonItem }
        if let toolbarItems, !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems }
    }

    /// A container's children, from its relationship segues.
    private func makeRelationships(of element: InterfaceBuilderElement, for controller: UIViewController) {
        let relationships = element.children(of: "connections").filter { $0.name == "segue" && $0["kind"] == "relationship" }
        var destinations: [(relationship: String, controller: UIViewController)] = []
        for segue in relationships {
            guard let destinationID = segue["destination"], let destination = document.elementsByID[destinationID],
                  Self.isViewController(destination) else {
                UIKitFailure.raise(InterfaceBuilderError(file: document.file, at: segue, "the relationship's destination \"\(segue["destination"] ?? "")\" is not a view controller in this storyboard").description)
                continue
            }
            destinations.append((segue["relationship"] ?? "", instantiate(destination, creator: nil)))
        }
        guard !destinations.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            if let root = destinations.first(where: { $0.relationship == "rootViewController" }) {
                navigation.setViewControllers([root.controller], animated: false)
            }
        case let tabs as UITabBarController:
            tabs.setViewControllers(destinations.filter { $0.relationship == "viewControllers" }.map(\.controller), animated: false)
        case let split as UISplitViewController:
            if split.style == .unspecified {
                let master = destinations.first { $0.relationship == "masterViewController" }?.controller
                let detail = destinations.first { $0.relationship == "detailViewController" }?.controller
                split.viewControllers = [master, detail].compactMap { $0 }
            } else {
                for (relationship, child) in destinations {
                    let column: UISplitViewController.Column? = switch relationship {
                    case "masterViewController", "primaryViewController": .primary
                    case "supplementaryViewController": .supplementary
                    case "detailViewController", "secondaryViewController": .secondary
                    case "compactViewController": .compact
                    default: nil
                    }
                    if let column { split.setViewController(child, for: column) }
                }
            }
        default:
            break
        }
    }

    /// A storyboard reference (`<viewControllerPlaceholder storyboardName="Settings"
    /// referencedIdentifier="…">`): the controller it names in that storyboard (this one when
    /// it names none), or that storyboard's initial controller.
    private func instantiateReference(_ element: InterfaceBuilderElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let key = "reference:" + (element.id ?? "")
        // References between storyboards each read their storyboard afresh, so a loop through
        // several of them is caught by depth.
        Self.referenceDepth += 1
        defer { Self.referenceDepth -= 1 }
        if instantiating.contains(key) || Self.referenceDepth > 32 {
            UIKitFailure.raise(InterfaceBuilderError(file: document.file, at: element, "a storyboard reference that leads back to itself").description)
            return UIViewController(nibName: nil, bundle: nil)
        }
        instantiating.append(key)
        defer { instantiating.removeLast() }
        let target = element["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle) } ?? self
        if let identifier = element["referencedIdentifier"] {
            return target.instantiateViewController(identifier: identifier, creator: creator)
        }
        guard let initial = target.instantiateInitialViewController(creator: creator) else {
            UIKitFailure.raise(InterfaceBuilderError(file: document.file, at: element, "the storyboard \"\(target.name)\" this reference names has no initial view controller; give the reference a referencedIdentifier").description)
            return UIViewController(nibName: nil, bundle: nil)
        }
        return initial
    }
}
