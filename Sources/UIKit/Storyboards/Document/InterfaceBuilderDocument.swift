import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard or xib file read into elements: what Xcode's `ibtool` would compile, kept as
/// the XML Interface Builder saves (Slate reads the source files; there are no compiled
/// `.storyboardc`/`.nib` bundles on Linux).
///
/// Reading checks only the document's shape (well-formed XML, an Interface Builder root,
/// unique object identifiers); what the objects mean is the loader's concern.
final class InterfaceBuilderDocument: Sendable {
    enum Kind: Sendable {
        case storyboard
        case xib
    }

    /// The file name, for messages.
    let file: String
    let kind: Kind
    let root: InterfaceBuilderElement
    /// Every element with an `id`, by identifier.
    let elementsByID: [String: InterfaceBuilderElement]

    init(data: Data, file: String) throws(InterfaceBuilderError) {
        self.file = file
        let reader = ElementTreeReader(data: data)
        guard let root = reader.read() else {
            throw InterfaceBuilderError(file: file, line: reader.errorLine, reader.errorMessage ?? "not an XML document")
        }
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw InterfaceBuilderError(file: file, at: root, "not an iOS Interface Builder document (the root element is <\(root.name)>\(root["type"].map { " of type \($0)" } ?? ""); expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> or \"….CocoaTouch.XIB\")")
        }
        kind = type.contains("Storyboard") ? .storyboard : .xib
        var byID: [String: InterfaceBuilderElement] = [:]
        var duplicate: (InterfaceBuilderElement, InterfaceBuilderElement)?
        root.forEachDescendant { element in
            guard let id = element.id, element.name != "document" else { return }
            if let first = byID[id] {
                if duplicate == nil { duplicate = (first, element) }
            } else {
                byID[id] = element
            }
        }
        if let (first, second) = duplicate {
            throw InterfaceBuilderError(file: file, at: second, "the identifier \"\(second.id ?? "")\" is also used by \(first.debugName); every object needs its own id")
        }
        self.root = root
        elementsByID = byID
    }

    /// The storyboard's initial view controller (`initialViewController="…"`).
    var initialViewControllerID: String? { root["initialViewController"] }

    /// A storyboard's scenes' `objects` elements' children (each scene: its view controller,
    /// placeholders, exit, and objects of its own).
    var scenes: [InterfaceBuilderElement] {
        root.children(of: "scenes").filter { $0.name == "scene" }
    }

    /// A xib's top-level objects, placeholders included, in document order.
    var topLevelObjects: [InterfaceBuilderElement] {
        root.children(of: "objects")
    }

    /// The scene's view controller element (`sceneMemberID="viewController"`).
    func viewControllerElement(inScene scene: InterfaceBuilderElement) -> InterfaceBuilderElement? {
        scene.children(of: "objects").first { $0["sceneMemberID"] == "viewController" }
    }

    /// The scene holding `element` (for a storyboard).
    func scene(containing id: String) -> InterfaceBuilderElement? {
        scenes.first { scene in
            var found = false
            scene.forEachDescendant { if $0.id == id { found = true } }
            return found
        }
    }
}

/// Builds the element tree with Foundation's `XMLParser`, keeping each start tag's line.
private final class ElementTreeReader: NSObject, XMLParserDelegate {
    private let parser: XMLParser
    private var stack: [(name: String, attributes: [String: String], children: [InterfaceBuilderElement], text: String, line: Int)] = []
    private var root: InterfaceBuilderElement?
    private(set) var errorMessage: String?
    private(set) var errorLine: Int?

    init(data: Data) {
        parser = XMLParser(data: data)
        super.init()
        parser.delegate = self
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
    }

    func read() -> InterfaceBuilderElement? {
        let succeeded = parser.parse()
        if !succeeded || root == nil {
            if errorMessage == nil {
                errorMessage = root == nil && parser.parserError == nil ? "the document is empty" : "malformed XML"
            }
            return nil
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append((elementName, attributeDict, [], "", max(1, parser.lineNumber)))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let open = stack.popLast() else { return }
        // Character data matters only in leaf elements (`<string key="text">`); between
        // elements it is indentation.
        let text = open.children.isEmpty ? open.text : ""
        let element = InterfaceBuilderElement(name: open.name, attributes: open.attributes, children: open.children, text: text, line: open.line)
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if errorMessage == nil {
            errorLine = parser.lineNumber
            let open = stack.last.map { " inside <\($0.name)> opened on line \($0.line)" } ?? ""
            errorMessage = "malformed XML\(open) (\(Self.describe(parseError)))"
        }
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        return "XMLParser error \(nsError.code)"
    }
}
