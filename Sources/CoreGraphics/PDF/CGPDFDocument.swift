@_implementationOnly import CCairo
@_implementationOnly import CPoppler
import Foundation

/// A PDF document read with Poppler: its pages, which `CGContext.drawPDFPage(_:)` draws as
/// vector art.
///
/// Apple's initializers take a `CFURL`; Slate's takes a `URL`. Poppler parses a document on
/// one thread at a time, so a document serialises access to itself.
public final class CGPDFDocument: @unchecked Sendable {
    /// The `PopplerDocument *`, nil while an encrypted document is locked.
    private var document: OpaquePointer?
    private let bytes: OpaquePointer
    private let data: Data
    let lock = NSRecursiveLock()
    /// The object model (catalog, pages' dictionaries, content streams), read on first use;
    /// nil for an encrypted document, whose strings and streams Slate does not decrypt. Read
    /// with `lock` held.
    lazy var objectStore: PDFObjectStore? = PDFObjectStore(bytes: [UInt8](data)).flatMap { $0.isEncrypted ? nil : $0 }

    /// Whether the document is encrypted (whether or not it has been unlocked).
    public let isEncrypted: Bool

    /// Reads the document `provider` holds; nil when it is not a PDF Poppler can read.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data else { return nil }
        self.init(data: data)
    }

    /// Reads the PDF file at `url`; nil when it cannot be read or is not a PDF.
    public convenience init?(_ url: URL) {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    private init?(data: Data) {
        // Poppler's parser reads anything; a PDF has its header within the first kilobyte.
        guard data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil else { return nil }
        self.data = data
        bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        var error: UnsafeMutablePointer<GError>?
        if let opened = poppler_document_new_from_bytes(bytes, nil, &error) {
            document = opened
            // Poppler opens documents encrypted with an empty user password without one.
            isEncrypted = data.range(of: Data("/Encrypt".utf8)) != nil
        } else {
            let encrypted = error.map { $0.pointee.domain == poppler_error_quark() && $0.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) } ?? false
            if let error { g_error_free(error) }
            guard encrypted else {
                g_bytes_unref(bytes)
                return nil
            }
            isEncrypted = true
        }
    }

    /// The `PopplerDocument *` for extensions; read with `lock` held.
    var popplerDocument: OpaquePointer? { document }

    deinit {
        if let document { g_object_unref(UnsafeMutableRawPointer(document)) }
        g_bytes_unref(bytes)
    }

    /// Whether pages can be read: true unless the document is encrypted and still locked.
    public var isUnlocked: Bool {
        lock.lock()
        defer { lock.unlock() }
        return document != nil
    }

    /// Unlocks an encrypted document with its user or owner password; true when the document
    /// is (now) unlocked.
    public func unlockWithPassword(_ password: UnsafePointer<CChar>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if document != nil { return true }
        var error: UnsafeMutablePointer<GError>?
        guard let opened = poppler_document_new_from_bytes(bytes, password, &error) else {
            if let error { g_error_free(error) }
            return false
        }
        document = opened
        return true
    }

    /// How many pages the document has; 0 while it is locked.
    public var numberOfPages: Int {
        lock.lock()
        defer { lock.unlock() }
        guard let document else { return 0 }
        return Int(poppler_document_get_n_pages(document))
    }

    /// The page numbered `pageNumber`, counting from 1; nil outside 1…`numberOfPages`.
    public func page(at pageNumber: Int) -> CGPDFPage? {
        lock.lock()
        defer { lock.unlock() }
        guard let document, pageNumber >= 1, pageNumber <= Int(poppler_document_get_n_pages(document)) else { return nil }
        guard let popplerPage = poppler_document_get_page(document, Int32(pageNumber - 1)) else { return nil }
        return CGPDFPage(document: self, page: popplerPage, pageNumber: pageNumber)
    }

    /// Whether the document's permissions allow printing (always, when not encrypted).
    public var allowsPrinting: Bool { permits(POPPLER_PERMISSIONS_OK_TO_PRINT) }

    /// Whether the document's permissions allow copying its content.
    public var allowsCopying: Bool { permits(POPPLER_PERMISSIONS_OK_TO_COPY) }

    private func permits(_ permission: PopplerPermissions) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let document else { return false }
        return poppler_document_get_permissions(document).rawValue & permission.rawValue != 0
    }

    /// The document's title, author … as Poppler reads them from its information dictionary
    /// (the `info` dictionary's string entries), for `UIKit` and tests.
    package func informationString(_ key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let document else { return nil }
        let value: UnsafeMutablePointer<gchar>?
        switch key {
        case kCGPDFContextTitle: value = poppler_document_get_title(document)
        case kCGPDFContextAuthor: value = poppler_document_get_author(document)
        case kCGPDFContextSubject: value = poppler_document_get_subject(document)
        case kCGPDFContextKeywords: value = poppler_document_get_keywords(document)
        case kCGPDFContextCreator: value = poppler_document_get_creator(document)
        default: value = nil
        }
        guard let value else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }
}

extension CGPDFDocument: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 12 }
}
