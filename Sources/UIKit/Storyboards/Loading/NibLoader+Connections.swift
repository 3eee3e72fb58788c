import Foundation

/// Outlets, outlet collections, actions and segue triggers, connected once every object of
/// the nib exists; and user-defined runtime attributes.
extension NibLoader {
    func connect(_ element: InterfaceBuilderElement, from object: AnyObject) {
        var collections: [(name: String, objects: [AnyObject], element: InterfaceBuilderElement)] = []
        for connection in element.children(of: "connections") {
            switch connection.name {
            case "outlet":
                guard let property = connection["property"], let destination = destination(of: connection) else { continue }
                setOutlet(property, on: object, to: destination, connection)
            case "outletCollection":
                guard let property = connection["property"], let destination = destination(of: connection) else { continue }
                if let index = collections.firstIndex(where: { $0.name == property }) {
                    collections[index].objects.append(destination)
                } else {
                    collections.append((property, [destination], connection))
                }
            case "action":
                connectAction(connection, from: object)
            case "segue":
                connectSegue(connection, from: object, sourceElement: element)
            default:
                break
            }
        }
        for (name, objects, connection) in collections {
            if name == "gestureRecognizers", let view = object as? UIView {
                for recognizer in objects.compactMap({ $0 as? UIGestureRecognizer }) { view.addGestureRecognizer(recognizer) }
                continue
            }
            let members = InterfaceBuilderConnection.lookup(name, on: object, kinds: [.outletCollection])
            guard members.contains(where: { $0.assign?(object, objects) == true }) else {
                raise(connection, "[<\(String(reflecting: type(of: object)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(name). (Add .outletCollection(\"\(name)\", \\\(type(of: object)).\(name)) to its interfaceBuilderConnections, with elements of a type every connected object has.)")
                continue
            }
        }
    }

    /// The object a connection points at; nil (with a message) when the document has none.
    private func destination(of connection: InterfaceBuilderElement) -> AnyObject? {
        guard let id = connection["destination"] else { return nil }
        if let object = objectsByID[id] { return object }
        if let guide = guide(id) { return guide }
        // Connections to objects of another scene, or to objects left out, connect nothing.
        if document.elementsByID[id] == nil {
            log(connection, "the connection's destination \"\(id)\" is not in the document")
        }
        return nil
    }

    private func setOutlet(_ property: String, on object: AnyObject, to destination: AnyObject, _ connection: InterfaceBuilderElement) {
        if destination is FirstResponderPlaceholder { return }
        let members = InterfaceBuilderConnection.lookup(property, on: object, kinds: [.outlet])
        guard !members.isEmpty else {
            raise(connection, "[<\(String(reflecting: type(of: object)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). (Declare the outlet and add .outlet(\"\(property)\", \\\(type(of: object)).\(property)) to its interfaceBuilderConnections.)")
            return
        }
        guard members.contains(where: { $0.assign?(object, destination) == true }) else {
            raise(connection, "the outlet \(property) of \(type(of: object)) cannot hold a \(type(of: destination)) (the object the document connects to it)")
            return
        }
    }

    // MARK: Actions

    private func connectAction(_ connection: InterfaceBuilderElement, from object: AnyObject) {
        guard let name = connection["selector"] else { return }
        let target: AnyObject? = connection["destination"].flatMap { objectsByID[$0] }.flatMap { $0 is FirstResponderPlaceholder ? nil : $0 }
        if let target, target is FirstResponderPlaceholder == false, Self.actionSelector(name).isImplemented(by: target) == false {
            raise(connection, "\(String(reflecting: type(of: target))) has no action \(name) (declare the @IBAction and add .action(Selector(\"\(name)\", \(type(of: target)).…)) to its interfaceBuilderConnections)")
            return
        }
        let action = Self.actionSelector(name)
        switch object {
        case let control as UIControl:
            control.addTarget(target, action: action, for: Self.controlEvent(connection["eventType"]))
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        case let recognizer as UIGestureRecognizer:
            if let target { recognizer.addTarget(target, action: action) }
        default:
            log(connection, "an action from a \(type(of: object)) is not connected")
        }
    }

    /// An action found by name on whatever object receives it — the target the document
    /// names, or a responder up the chain (`First Responder`).
    static func actionSelector(_ name: String) -> Selector {
        Selector(name, accepts: { target in
            InterfaceBuilderConnection.lookup(name, on: target, kinds: [.action]).contains { $0.selector?.isImplemented(by: target) == true }
        }, perform: { target, sender in
            for member in InterfaceBuilderConnection.lookup(name, on: target, kinds: [.action]) {
                if member.selector?.perform(on: target, sender: sender) == true { return true }
            }
            return false
        })
    }

    static func controlEvent(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .touchUpInside
        }
    }

    // MARK: Segues

    private func connectSegue(_ connection: InterfaceBuilderElement, from object: AnyObject, sourceElement: InterfaceBuilderElement) {
        guard let template = StoryboardSegueTemplate(element: connection, source: sourceElement) else {
            log(connection, "a segue of unknown kind \"\(connection["kind"] ?? "")\" is left out")
            return
        }
        // A controller's own segues are kept when it is instantiated.
        if object is UIViewController { return }
        guard let source = segueSource else {
            log(connection, "a segue outside a storyboard is left out")
            return
        }
        if template.kind == .embed {
            // Performed once the nib is connected and awake (NibLoader.finish).
            if let container = object as? UIView { deferEmbed(template, in: container) }
            return
        }
        let trigger = StoryboardSegueTrigger(template: template, source: source)
        switch object {
        case let cell as UITableViewCell:
            cell.storyboardSegueTriggers.append(trigger)
        case let cell as UICollectionViewCell:
            cell.storyboardSegueTriggers.append(trigger)
        case let control as UIControl:
            source.storyboardScene?.triggers.append(trigger)
            control.addTarget(trigger, action: StoryboardSegueTrigger.fireAction, for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
        case let item as UIBarButtonItem:
            source.storyboardScene?.triggers.append(trigger)
            item.target = trigger
            item.action = StoryboardSegueTrigger.fireAction
        case let recognizer as UIGestureRecognizer:
            source.storyboardScene?.triggers.append(trigger)
            recognizer.addTarget(trigger, action: StoryboardSegueTrigger.fireAction)
        default:
            log(connection, "a segue from a \(type(of: object)) is left out")
        }
    }

    // MARK: Runtime attributes

    func applyRuntimeAttributes(of element: InterfaceBuilderElement, to object: AnyObject) {
        for attribute in element.children(of: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(attribute)
            // The class's own property first (an @IBInspectable `cornerRadius` of a custom view),
            // then the key paths UIKit's classes answer.
            let members = InterfaceBuilderConnection.lookup(keyPath, on: object, kinds: [.property, .outlet])
            if members.contains(where: { $0.assign?(object, value) == true }) { continue }
            guard setKnownKeyPath(keyPath, value, on: object) else {
                raise(attribute, "[<\(String(reflecting: type(of: object)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath). (Add .property(\"\(keyPath)\", \\\(type(of: object)).\(keyPath)) to its interfaceBuilderConnections.)")
                continue
            }
        }
    }

    private func runtimeValue(_ attribute: InterfaceBuilderElement) -> Any? {
        switch attribute["type"] {
        case "boolean": return attribute.bool("value") ?? false
        case "number":
            if let value = attribute.number("value") { return Double(value) }
            return attribute.child(key: "value").flatMap { $0.number("value") }.map(Double.init)
        case "string", "localizedString": return attribute["value"] ?? attribute.child(key: "value")?.text
        case "color": return values.color(attribute.child("color", key: "value"))
        case "image": return values.image(named: attribute["value"], catalog: nil)
        case "point": return values.point(attribute.child(key: "value")) ?? CGPoint(x: attribute.number("x") ?? 0, y: attribute.number("y") ?? 0)
        case "size": return values.size(attribute.child(key: "value"))
        case "rect": return values.rect(attribute.child(key: "value"))
        default: return nil
        }
    }

    /// The key paths UIKit's own classes answer (their layers' properties above all, which
    /// apps set this way for corner radii and borders).
    private func setKnownKeyPath(_ keyPath: String, _ value: Any?, on object: AnyObject) -> Bool {
        guard let view = object as? UIView else { return false }
        let number = (value as? Double).map { CGFloat($0) }
        switch keyPath {
        // A plain `cornerRadius` reaches UIView's private `_setCornerRadius:` through key-value
        // coding on iOS (apps' storyboards rely on it): the layer's corner radius.
        case "layer.cornerRadius", "cornerRadius": if let number { view.layer.cornerRadius = number }
        case "layer.borderWidth": if let number { view.layer.borderWidth = number }
        case "layer.borderColor": view.layer.borderColor = (value as? UIColor)?.cgColor
        case "layer.masksToBounds": view.layer.masksToBounds = (value as? Bool) ?? false
        case "layer.shadowOpacity": if let number { view.layer.shadowOpacity = Float(number) }
        case "layer.shadowRadius": if let number { view.layer.shadowRadius = number }
        case "layer.shadowColor": view.layer.shadowColor = (value as? UIColor)?.cgColor
        case "layer.shadowOffset": if let size = value as? CGSize { view.layer.shadowOffset = size }
        case "clipsToBounds": view.clipsToBounds = (value as? Bool) ?? false
        case "alpha": if let number { view.alpha = number }
        case "tag": if let number { view.tag = Int(number) }
        case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
        case "accessibilityLabel": view.accessibilityLabel = value as? String
        case "accessibilityHint": view.accessibilityHint = value as? String
        case "accessibilityValue": view.accessibilityValue = value as? String
        case "isAccessibilityElement": view.isAccessibilityElement = (value as? Bool) ?? false
        default: return false
        }
        return true
    }
}
