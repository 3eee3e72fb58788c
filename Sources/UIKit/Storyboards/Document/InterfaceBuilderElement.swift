import Foundation

/// One element of an Interface Builder document (a storyboard or a xib), as Xcode writes it:
/// its name (`label`, `viewController`, `constraint` …), its attributes, its children in
/// document order, and the line it starts on (for messages that point into the file).
///
/// Elements are plain values read once; the loader turns them into objects as often as a
/// scene is instantiated.
final class InterfaceBuilderElement: Sendable {
    let name: String
    let attributes: [String: String]
    let children: [InterfaceBuilderElement]
    /// Character data directly inside the element (`<string key="text">…</string>`).
    let text: String
    /// The 1-based line of the element's start tag.
    let line: Int

    init(name: String, attributes: [String: String], children: [InterfaceBuilderElement], text: String, line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The object's identifier within its document (`id="BYZ-38-t0r"`).
    var id: String? { attributes["id"] }
    /// The role the element plays in its parent (`key="view"`, `key="frame"`).
    var key: String? { attributes["key"] }
    /// The restoration identifier Interface Builder gives the object: its own, or its
    /// Storyboard ID when "Use Storyboard ID" is ticked.
    var restorationIdentifier: String? {
        attributes["restorationIdentifier"]
            ?? (bool("useStoryboardIdentifierAsRestorationIdentifier") == true ? attributes["storyboardIdentifier"] : nil)
    }

    /// The first child with `name` (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child playing the role `key`, whatever its element name.
    func child(key: String) -> InterfaceBuilderElement? {
        children.first { $0.key == key }
    }

    /// The children of the child `container` (`subviews`, `constraints`, `connections` …).
    func children(of container: String) -> [InterfaceBuilderElement] {
        child(container)?.children ?? []
    }

    func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A number attribute; nil when absent or not a finite number.
    func number(_ attribute: String) -> CGFloat? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return CGFloat(value)
    }

    func integer(_ attribute: String) -> Int? {
        attributes[attribute].flatMap { Int($0) }
    }

    /// Every element in the subtree, this one first, in document order.
    func forEachDescendant(_ body: (InterfaceBuilderElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }

    /// How messages name the element: `<label id="abc"> (line 12)`.
    var debugName: String {
        "<\(name)\(id.map { " id=\"\($0)\"" } ?? "")> (line \(line))"
    }
}
