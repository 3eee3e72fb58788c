import Foundation

/// The standard structure types of tagged PDF (PDF 1.7, section 10.7.3), for
/// `CGPDFContextBeginTag(_:_:_:)`.
public enum CGPDFTagType: Int32, Sendable {
    case document = 100, part, art, section, div, blockQuote, caption, TOC, TOCI, index, nonStructure, `private`
    case paragraph = 200, header, header1, header2, header3, header4, header5, header6
    case list = 300, listItem, label, listBody
    case table = 400, tableRow, tableHeaderCell, tableDataCell, tableHeader, tableBody, tableFooter
    case span = 500, quote, note, reference, bibliography, code, link, annotation
    case ruby = 600, rubyBaseText, rubyAnnotationText, rubyPunctuation, warichu, warichuText, warichuPunctiation
    case figure = 700, formula, form

    /// The structure type's name in PDF ("Document", "P", "H1", "TD" …).
    var structureName: String {
        switch self {
        case .document: return "Document"
        case .part: return "Part"
        case .art: return "Art"
        case .section: return "Sect"
        case .div: return "Div"
        case .blockQuote: return "BlockQuote"
        case .caption: return "Caption"
        case .TOC: return "TOC"
        case .TOCI: return "TOCI"
        case .index: return "Index"
        case .nonStructure: return "NonStruct"
        case .private: return "Private"
        case .paragraph: return "P"
        case .header: return "H"
        case .header1: return "H1"
        case .header2: return "H2"
        case .header3: return "H3"
        case .header4: return "H4"
        case .header5: return "H5"
        case .header6: return "H6"
        case .list: return "L"
        case .listItem: return "LI"
        case .label: return "Lbl"
        case .listBody: return "LBody"
        case .table: return "Table"
        case .tableRow: return "TR"
        case .tableHeaderCell: return "TH"
        case .tableDataCell: return "TD"
        case .tableHeader: return "THead"
        case .tableBody: return "TBody"
        case .tableFooter: return "TFoot"
        case .span: return "Span"
        case .quote: return "Quote"
        case .note: return "Note"
        case .reference: return "Reference"
        case .bibliography: return "BibEntry"
        case .code: return "Code"
        case .link: return "Link"
        case .annotation: return "Annot"
        case .ruby: return "Ruby"
        case .rubyBaseText: return "RB"
        case .rubyAnnotationText: return "RT"
        case .rubyPunctuation: return "RP"
        case .warichu: return "Warichu"
        case .warichuText: return "WT"
        case .warichuPunctiation: return "WP"
        case .figure: return "Figure"
        case .formula: return "Formula"
        case .form: return "Form"
        }
    }

    /// The structure type's name as a C string, as `CGPDFTagTypeGetName` returns it (the
    /// strings live as long as the process).
    public var name: UnsafePointer<CChar>? {
        CGPDFTagNames.shared.pointer(for: self)
    }
}

/// The C strings `CGPDFTagType.name` hands out, made once each.
private final class CGPDFTagNames: @unchecked Sendable {
    static let shared = CGPDFTagNames()
    private let lock = NSLock()
    private var pointers: [CGPDFTagType: UnsafePointer<CChar>] = [:]

    func pointer(for type: CGPDFTagType) -> UnsafePointer<CChar> {
        lock.lock()
        defer { lock.unlock() }
        if let pointer = pointers[type] { return pointer }
        let pointer = UnsafePointer(strdup(type.structureName)!)
        pointers[type] = pointer
        return pointer
    }
}

/// Keys of `CGPDFContextBeginTag(_:_:_:)`'s properties dictionary.
public struct CGPDFTagProperty: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Text that replaces the element's content when it is extracted.
    public static let actualText = CGPDFTagProperty(rawValue: "ActualText")
    /// A description of the element (an image's alternative text).
    public static let alternativeText = CGPDFTagProperty(rawValue: "Alt")
    /// The element's title, for presenting the structure tree.
    public static let titleText = CGPDFTagProperty(rawValue: "T")
    /// The language of the element's text.
    public static let languageText = CGPDFTagProperty(rawValue: "Lang")
}

/// Which operations a PDF's owner allows (`CGPDFDocument.accessPermissions`).
public struct CGPDFAccessPermissions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let allowsLowQualityPrinting = CGPDFAccessPermissions(rawValue: 1 << 0)
    public static let allowsHighQualityPrinting = CGPDFAccessPermissions(rawValue: 1 << 1)
    public static let allowsDocumentChanges = CGPDFAccessPermissions(rawValue: 1 << 2)
    public static let allowsDocumentAssembly = CGPDFAccessPermissions(rawValue: 1 << 3)
    public static let allowsContentCopying = CGPDFAccessPermissions(rawValue: 1 << 4)
    public static let allowsContentAccessibility = CGPDFAccessPermissions(rawValue: 1 << 5)
    public static let allowsCommenting = CGPDFAccessPermissions(rawValue: 1 << 6)
    public static let allowsFormFieldEntry = CGPDFAccessPermissions(rawValue: 1 << 7)
}

/// Keys of an outline dictionary (`CGPDFContextSetOutline(_:_:)`, `CGPDFDocument.outline`).
/// The root has only `kCGPDFOutlineChildren`; each entry below it has a title and a
/// destination, and may have children and a destination rectangle.

/// An entry's title (a `String`).
public let kCGPDFOutlineTitle = "Title"
/// An entry's children (an array of dictionaries).
public let kCGPDFOutlineChildren = "Children"
/// Where an entry leads: a page number counting from 1 (an `Int`), or a `URL`.
public let kCGPDFOutlineDestination = "Destination"
/// The area of the destination page to show (a `CGRect` in the page's space).
public let kCGPDFOutlineDestinationRect = "DestinationRect"
