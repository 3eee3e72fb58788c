import Foundation

/// Loading a controller's view from its storyboard scene or xib, and performing segues.
extension UIViewController {
    // MARK: Loading the view (VC-10)

    /// Loads the view from the storyboard scene or the nib; false when the controller has
    /// neither (so `loadView()` makes a plain view).
    func loadViewFromInterfaceBuilder() -> Bool {
        if let scene = storyboardScene {
            guard let viewElement = scene.element.children.first(where: { $0.key == "view" }) else { return false }
            loadSceneView(viewElement, scene: scene)
            return storedView != nil
        }
        guard let (name, bundle) = nibToLoad() else { return false }
        _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: self, options: nil)
        if storedView == nil {
            UIKitFailure.raise("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set. Connect the File's Owner's view outlet to the view in \(name).xib.")
        }
        return storedView != nil
    }

    /// The xib the view comes from: `nibName`, else one named after the class, else the
    /// class name without "Controller" (VC-10).
    private func nibToLoad() -> (String, Bundle?)? {
        if let nibName { return (nibName, nibBundle) }
        let className = String(describing: type(of: self))
        guard !className.contains("<"), Self.isAppClass(self) else { return nil }
        // Searched once per class and bundle: every push of an app's controller asks.
        let key = String(reflecting: type(of: self)) + "|" + (nibBundle?.bundlePath ?? "")
        if let found = Self.classNibs[key] { return found.map { ($0, nibBundle) } }
        var found: String?
        for candidate in [className, className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : nil] {
            guard let candidate else { continue }
            if InterfaceBuilderResources.path(forResource: candidate, ofType: "xib", in: nibBundle) != nil {
                found = candidate
                break
            }
        }
        Self.classNibs[key] = .some(found)
        return found.map { ($0, nibBundle) }
    }

    /// The xib each app controller class finds by its name (nil: none), by class and bundle.
    private static var classNibs: [String: String?] = [:]

    /// UIKit's own controllers never look for a nib.
    private static func isAppClass(_ controller: UIViewController) -> Bool {
        !String(reflecting: type(of: controller)).hasPrefix("UIKit.")
    }

    private func loadSceneView(_ viewElement: InterfaceBuilderElement, scene: StoryboardScene) {
        let storyboard = scene.storyboard
        var placeholders = scene.objectsByID
        if let id = scene.element.id { placeholders[id] = self }
        let sceneObjects = scene.sceneElement?.children(of: "objects") ?? []
        for object in sceneObjects where object.name == "placeholder" && object["placeholderIdentifier"] == "IBFirstResponder" {
            if let id = object.id { placeholders[id] = FirstResponderPlaceholder.shared }
        }
        let loader = NibLoader(document: storyboard.document, storyboard: storyboard, bundle: storyboard.bundle,
                               placeholders: placeholders, segueSource: self)
        guard let view = loader.makeObject(viewElement) as? UIView else { return }
        for guide in scene.element.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            if let id = guide.id { loader.registerLegacyGuide(id: id, view: view, isTop: guide["type"] == "top") }
        }
        // The scene's other objects: gesture recognizers, objects, extra views.
        for object in sceneObjects where object !== scene.element && object.name != "placeholder" && object.name != "exit" {
            loader.makeObject(object)
        }
        setView(view)
        // The controller's outlets (its runtime attributes were set when it was made).
        loader.deferConnections(self, scene.element)
        loader.finish()
        for (id, object) in loader.objectsByID where object !== self && scene.objectsByID[id] == nil {
            scene.viewObjectsByID[id] = WeakReference(object)
        }
    }

    // MARK: Performing segues

    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = storyboardScene?.segues.first(where: { $0.identifier == identifier })
            ?? storyboardScene?.triggers.first(where: { $0.template.identifier == identifier })?.template else {
            UIKitFailure.raise("Receiver (\(self)) has no segue with identifier '\(identifier)' (give the segue this identifier in \(storyboard.map { "\($0.name).storyboard" } ?? "the storyboard"), on a segue that starts from this view controller)")
            return
        }
        perform(template, sender: sender)
    }

    /// A segue a control, item, gesture or cell triggered: asks `shouldPerformSegue` first.
    func performTriggeredSegue(_ template: StoryboardSegueTemplate, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) else { return }
        perform(template, sender: sender)
    }

    func perform(_ template: StoryboardSegueTemplate, sender: Any?) {
        guard let storyboard = storyboardScene?.storyboard ?? self.storyboard else { return }
        if template.kind == .unwind {
            performUnwind(template, sender: sender)
            return
        }
        guard let destination = makeDestination(of: template, storyboard: storyboard, sender: sender) else { return }
        let segue = makeSegue(template, destination: destination, sender: sender)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    private func makeDestination(of template: StoryboardSegueTemplate, storyboard: UIStoryboard, sender: Any?) -> UIViewController? {
        let document = storyboard.document
        guard let id = template.destinationID, let element = document.elementsByID[id], UIStoryboard.isViewController(element) else {
            UIKitFailure.raise(InterfaceBuilderError(file: document.file, at: template.element, "the segue's destination \"\(template.destinationID ?? "")\" is not a view controller in this storyboard").description)
            return nil
        }
        var creator: ((NSCoder) -> UIViewController?)?
        if let selectorName = template.element["destinationCreationSelector"] {
            guard let action = InterfaceBuilderConnection.lookup(selectorName, on: self, kinds: [.segueAction]).first,
                  let make = action.makeDestination else {
                UIKitFailure.raise("\(type(of: self)) has no segue action \(selectorName) (\(document.file):\(template.element.line)); add .segueAction(\"\(selectorName)\", \(type(of: self)).…) to its interfaceBuilderConnections")
                return nil
            }
            creator = { coder in make(self, coder, sender, template.identifier) ?? nil }
        }
        return storyboard.instantiate(element, creator: creator)
    }

    private func makeSegue(_ template: StoryboardSegueTemplate, destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
        let identifier = template.identifier
        if let className = template.element["customClass"] {
            let type = InterfaceBuilderClassResolver.resolve(className, module: template.element["customModule"], bundle: storyboard?.bundle)
            if let segueType = type as? UIStoryboardSegue.Type {
                let segue = segueType.init(identifier: identifier, source: self, destination: destination)
                // A custom class on a built-in kind performs that kind unless it overrides perform().
                if template.effectiveKind != .custom { segue.performHandler = builtInPerform(template, destination: destination, sender: sender) }
                return segue
            }
            UIKitLog.write("slate: Unknown segue class \(className) in \(storyboard?.name ?? "the").storyboard; performing it as its kind")
        }
        return UIStoryboardSegue(identifier: identifier, source: self, destination: destination,
                                 performHandler: builtInPerform(template, destination: destination, sender: sender))
    }

    /// What each kind of segue does.
    private func builtInPerform(_ template: StoryboardSegueTemplate, destination: UIViewController, sender: Any?) -> () -> Void {
        let animated = template.element.bool("animates") ?? true
        switch template.effectiveKind {
        case .show:
            return { [weak self] in self?.show(destination, sender: sender) }
        case .showDetail:
            return { [weak self] in self?.showDetailViewController(destination, sender: sender) }
        case .presentation:
            if let style = StoryboardSegueTemplate.presentationStyle(template.element["modalPresentationStyle"]) { destination.modalPresentationStyle = style }
            if let style = StoryboardSegueTemplate.transitionStyle(template.element["modalTransitionStyle"]) { destination.modalTransitionStyle = style }
            return { [weak self] in self?.present(destination, animated: animated) }
        case .popoverPresentation:
            // Set up before prepare(for:sender:), which may change the anchor, as in UIKit.
            destination.modalPresentationStyle = .popover
            if let popover = destination.popoverPresentationController {
                popover.permittedArrowDirections = template.permittedArrowDirections
                anchor(popover, template: template, sender: sender)
            }
            return { [weak self] in self?.present(destination, animated: animated) }
        default:
            return {}
        }
    }

    /// A popover's anchor: the view or bar item the segue names, else the sender.
    private func anchor(_ popover: UIPopoverPresentationController, template: StoryboardSegueTemplate, sender: Any?) {
        let objects = storyboardObjects()
        if let id = template.element["popoverAnchorBarButtonItem"], let item = objects[id] as? UIBarButtonItem {
            popover.barButtonItem = item
        } else if let id = template.element["popoverAnchorView"], let view = objects[id] as? UIView {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        } else if let item = sender as? UIBarButtonItem {
            popover.barButtonItem = item
        } else if let view = sender as? UIView {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        } else {
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        }
        let passthrough = template.element.children(of: "connections")
            .filter { $0.name == "outletCollection" && $0["property"] == "passthroughViews" }
            .compactMap { $0["destination"].flatMap { objects[$0] as? UIView } }
        if !passthrough.isEmpty { popover.passthroughViews = passthrough }
    }

    /// The objects of this controller's scene made so far (its items, and its view's once loaded).
    func storyboardObjects() -> [String: AnyObject] {
        guard let scene = storyboardScene else { return [:] }
        var objects = scene.objectsByID
        for (id, reference) in scene.viewObjectsByID { if let object = reference.object { objects[id] = object } }
        return objects
    }

    // MARK: Embedding

    /// A container view's embed segue: the destination becomes a child whose view fills it.
    func performEmbed(_ template: StoryboardSegueTemplate, in container: UIView) {
        guard let storyboard = storyboardScene?.storyboard,
              let destination = makeDestination(of: template, storyboard: storyboard, sender: self) else { return }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) { [weak self, weak container] in
            guard let self, let container else { return }
            self.addChild(destination)
            destination.view.frame = container.bounds
            destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(destination.view)
            destination.didMove(toParent: self)
        }
        prepare(for: segue, sender: self)
        segue.perform()
    }

    // MARK: Unwinding

    /// The `@IBAction` named `name` this controller lists, if it implements it.
    func unwindAction(named name: String) -> Selector? {
        InterfaceBuilderConnection.lookup(name, on: self, kinds: [.action]).compactMap(\.selector).first { $0.isImplemented(by: self) }
    }

    private func performUnwind(_ template: StoryboardSegueTemplate, sender: Any?) {
        guard let actionName = template.element["unwindAction"] else {
            UIKitFailure.raise(InterfaceBuilderError(file: storyboard?.document.file ?? "storyboard", at: template.element, "an unwind segue without an unwindAction").description)
            return
        }
        let action = Selector(actionName) { (target: UIViewController) in
            { (segue: UIStoryboardSegue) in target.unwindAction(named: actionName)?.perform(on: target, sender: segue) }
        }
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let destination = unwindDestination(for: source) else {
            UIKitLog.write("slate: no view controller above \(type(of: self)) implements the unwind action \(actionName); the unwind segue does nothing (add .action(Selector(\"\(actionName)\", …)) to the destination's interfaceBuilderConnections)")
            return
        }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) { [weak self] in
            self?.executeUnwind(to: destination)
        }
        prepare(for: segue, sender: sender)
        action.perform(on: destination, sender: segue)
        segue.perform()
    }

    /// UIKit's search: up from the source's parent (or presenter), each ancestor's allowed
    /// children (depth first) before the ancestor itself.
    func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController = self
        while let ancestor = current.parent ?? current.presentingViewController {
            if let found = searchUnwind(in: ancestor, source: source, includeSelf: true) { return found }
            current = ancestor
        }
        return nil
    }

    private func searchUnwind(in controller: UIViewController, source: UIStoryboardUnwindSegueSource, includeSelf: Bool) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: source) {
            if let found = searchUnwind(in: child, source: source, includeSelf: true) { return found }
        }
        if includeSelf, controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
            return controller
        }
        return nil
    }

    /// Brings `destination` back: dismisses the presentation the source is in (when the
    /// destination is below it), then has each container above the destination show the
    /// child on the way to it.
    private func executeUnwind(to destination: UIViewController) {
        var presenter: UIViewController? = destination
        while let candidate = presenter {
            if candidate.presentedViewController != nil, isInside(presentedBy: candidate) {
                candidate.dismiss(animated: true)
                break
            }
            presenter = candidate.parent
        }
        var child = destination
        while let parent = child.parent {
            parent.unwind(for: UIStoryboardSegue(identifier: nil, source: self, destination: destination), towards: child)
            child = parent
        }
    }

    private func isInside(presentedBy presenter: UIViewController) -> Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current.presentingViewController === presenter, current.parent == nil { return true }
            controller = current.parent ?? current.presentingViewController
        }
        return false
    }
}
