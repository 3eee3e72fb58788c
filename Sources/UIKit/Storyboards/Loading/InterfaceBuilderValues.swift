import Foundation

/// Reads the value elements Interface Builder writes inside an object's element — colours,
/// fonts, rectangles, insets, images — and the enumerations its attributes spell out.
@MainActor
struct InterfaceBuilderValues {
    let document: InterfaceBuilderDocument
    let bundle: Bundle?

    // MARK: Geometry

    func rect(_ element: InterfaceBuilderElement?) -> CGRect? {
        guard let element else { return nil }
        return CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0,
                      width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    func size(_ element: InterfaceBuilderElement?) -> CGSize? {
        guard let element else { return nil }
        return CGSize(width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    func point(_ element: InterfaceBuilderElement?) -> CGPoint? {
        guard let element else { return nil }
        return CGPoint(x: element.number("x") ?? 0, y: element.number("y") ?? 0)
    }

    /// `<inset minX= minY= maxX= maxY=>` (button insets) or `<edgeInsets top= left= bottom= right=>`.
    func insets(_ element: InterfaceBuilderElement?) -> UIEdgeInsets? {
        guard let element else { return nil }
        if element.name == "inset" {
            return UIEdgeInsets(top: element.number("minY") ?? 0, left: element.number("minX") ?? 0,
                                bottom: element.number("maxY") ?? 0, right: element.number("maxX") ?? 0)
        }
        return UIEdgeInsets(top: element.number("top") ?? 0, left: element.number("left") ?? 0,
                            bottom: element.number("bottom") ?? 0, right: element.number("right") ?? 0)
    }

    func directionalInsets(_ element: InterfaceBuilderElement?) -> NSDirectionalEdgeInsets? {
        guard let element else { return nil }
        return NSDirectionalEdgeInsets(top: element.number("top") ?? 0, leading: element.number("leading") ?? 0,
                                       bottom: element.number("bottom") ?? 0, trailing: element.number("trailing") ?? 0)
    }

    func autoresizingMask(_ element: InterfaceBuilderElement?) -> UIView.AutoresizingMask? {
        guard let element else { return nil }
        var mask: UIView.AutoresizingMask = []
        if element.bool("flexibleMinX") == true { mask.insert(.flexibleLeftMargin) }
        if element.bool("widthSizable") == true { mask.insert(.flexibleWidth) }
        if element.bool("flexibleMaxX") == true { mask.insert(.flexibleRightMargin) }
        if element.bool("flexibleMinY") == true { mask.insert(.flexibleTopMargin) }
        if element.bool("heightSizable") == true { mask.insert(.flexibleHeight) }
        if element.bool("flexibleMaxY") == true { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    // MARK: Colours

    /// A `<color>` element: components in a colour space, a system colour, a named
    /// (asset catalog) colour, or one of UIKit's older named colours.
    func color(_ element: InterfaceBuilderElement?) -> UIColor? {
        guard let element, element.name == "color" else { return nil }
        if let name = element["systemColor"] {
            return Self.systemColor(named: name) ?? resourceColor(systemNamed: name)
        }
        if let name = element["cocoaTouchSystemColor"] {
            return Self.systemColor(named: name) ?? Self.legacyColor(named: name)
        }
        if let name = element["name"] {
            // An asset catalog colour; the document keeps its value for when the catalog has none.
            return UIColor(named: name, in: bundle, compatibleWith: nil) ?? resourceColor(named: name)
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") {
            return UIColor(white: white, alpha: alpha)
        }
        let red = element.number("red") ?? 0, green = element.number("green") ?? 0, blue = element.number("blue") ?? 0
        if element["colorSpace"] == "custom", element["customColorSpace"] == "displayP3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `<resources><namedColor name="…"><color …/></namedColor>`.
    private func resourceColor(named name: String) -> UIColor? {
        let entry = document.root.children(of: "resources").first { $0.name == "namedColor" && $0["name"] == name }
        return color(entry?.child("color"))
    }

    /// `<resources><systemColor name="…"><color …/></systemColor>`: a system colour Slate
    /// does not know, at the value Xcode saved.
    private func resourceColor(systemNamed name: String) -> UIColor? {
        let entry = document.root.children(of: "resources").first { $0.name == "systemColor" && $0["name"] == name }
        return color(entry?.child("color"))
    }

    static func systemColor(named name: String) -> UIColor? {
        UIColor.systemColorsByObjectiveCName[name]
    }

    /// Colours older documents name that iOS 13 replaced.
    private static func legacyColor(named name: String) -> UIColor? {
        switch name {
        case "groupTableViewBackgroundColor": .systemGroupedBackground
        case "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground
        case "viewFlipsideBackgroundColor", "scrollViewTexturedBackgroundColor", "underPageBackgroundColor": .darkGray
        default: nil
        }
    }

    // MARK: Fonts

    /// `<fontDescription type="system" pointSize="17" weight="semibold"/>`,
    /// `<fontDescription style="UICTFontTextStyleBody"/>`, `<fontDescription name="Avenir-Heavy" family="Avenir" pointSize="17"/>`.
    func font(_ element: InterfaceBuilderElement?) -> UIFont? {
        guard let element else { return nil }
        if element.name == "font" {
            let size = element.number("size") ?? UIFont.systemFontSize
            if let name = element["name"] { return UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
            return element["metaFont"] == "boldSystem" ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        }
        if let style = element["style"], let textStyle = Self.textStyle(style) {
            return UIFont.preferredFont(forTextStyle: textStyle)
        }
        let size = element.number("pointSize") ?? 17
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system", nil where element["name"] == nil:
            return .systemFont(ofSize: size, weight: Self.fontWeight(element["weight"]) ?? .regular)
        default:
            if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size)
        }
    }

    static func textStyle(_ name: String) -> UIFont.TextStyle? {
        switch name {
        case "UICTFontTextStyleTitle0": .largeTitle
        case "UICTFontTextStyleTitle1": .title1
        case "UICTFontTextStyleTitle2": .title2
        case "UICTFontTextStyleTitle3": .title3
        case "UICTFontTextStyleHeadline": .headline
        case "UICTFontTextStyleSubhead": .subheadline
        case "UICTFontTextStyleBody": .body
        case "UICTFontTextStyleCallout": .callout
        case "UICTFontTextStyleFootnote": .footnote
        case "UICTFontTextStyleCaption1": .caption1
        case "UICTFontTextStyleCaption2": .caption2
        default: nil
        }
    }

    static func fontWeight(_ name: String?) -> UIFont.Weight? {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "regular": .regular
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: nil
        }
    }

    // MARK: Images

    /// An image named by an attribute (`image="star"`, with `catalog="system"` for an SF Symbol).
    func image(named name: String?, catalog: String?) -> UIImage? {
        guard let name, !name.isEmpty else { return nil }
        if catalog == "system" { return UIImage(systemName: name) }
        return UIImage(named: name, in: bundle, compatibleWith: nil)
            ?? (resourceImageIsSystem(name) ? UIImage(systemName: name) : nil)
    }

    /// `<imageReference key="image" image="star.fill" catalog="system"/>`.
    func image(_ element: InterfaceBuilderElement?) -> UIImage? {
        guard let element else { return nil }
        return image(named: element["image"], catalog: element["catalog"])
    }

    /// Whether `<resources>` lists `name` as a system image (documents name SF Symbols
    /// without `catalog` on some elements).
    private func resourceImageIsSystem(_ name: String) -> Bool {
        document.root.children(of: "resources").contains { $0.name == "image" && $0["name"] == name && $0["catalog"] == "system" }
    }

    // MARK: Strings

    /// A text attribute, or the `<string key="…">` child Xcode writes for text with line
    /// breaks or leading spaces.
    func string(_ attribute: String, of element: InterfaceBuilderElement) -> String? {
        if let value = element[attribute] { return value }
        if let child = element.children.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0.key == attribute }) {
            return child.text
        }
        return nil
    }
}
