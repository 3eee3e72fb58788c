@_implementationOnly import CPoppler
import Foundation

/// The document's outline, permissions and version, as Poppler reads them.
extension CGPDFDocument {
    /// The outline (bookmarks) as a tree of dictionaries with the `kCGPDFOutline…` keys: the
    /// root holds `kCGPDFOutlineChildren`; each entry a title, a destination (a page number
    /// from 1, or a `URL`) and its own children. Nil when the document has no outline or is
    /// locked. Apple's is a `CFDictionary`; Slate's is `[String: Any]`.
    public var outline: [String: Any]? {
        lock.lock()
        defer { lock.unlock() }
        guard let document = popplerDocument, let iterator = poppler_index_iter_new(document) else { return nil }
        defer { poppler_index_iter_free(iterator) }
        return [kCGPDFOutlineChildren: outlineEntries(iterator, document: document)]
    }

    private func outlineEntries(_ iterator: OpaquePointer, document: OpaquePointer) -> [[String: Any]] {
        var entries: [[String: Any]] = []
        repeat {
            var entry: [String: Any] = [:]
            if let action = poppler_index_iter_get_action(iterator) {
                defer { poppler_action_free(action) }
                if let title = action.pointee.any.title { entry[kCGPDFOutlineTitle] = String(cString: title) }
                switch action.pointee.type {
                case POPPLER_ACTION_GOTO_DEST:
                    if let page = pageNumber(of: action.pointee.goto_dest.dest, document: document) {
                        entry[kCGPDFOutlineDestination] = page
                    }
                case POPPLER_ACTION_URI:
                    if let uri = action.pointee.uri.uri, let url = URL(string: String(cString: uri)) {
                        entry[kCGPDFOutlineDestination] = url
                    }
                default:
                    break
                }
            }
            if let child = poppler_index_iter_get_child(iterator) {
                entry[kCGPDFOutlineChildren] = outlineEntries(child, document: document)
                poppler_index_iter_free(child)
            }
            entries.append(entry)
        } while poppler_index_iter_next(iterator) != 0
        return entries
    }

    /// The page (from 1) a destination leads to, looking named destinations up.
    private func pageNumber(of destination: UnsafeMutablePointer<PopplerDest>?, document: OpaquePointer) -> Int? {
        guard let destination else { return nil }
        if destination.pointee.type == POPPLER_DEST_NAMED, let name = destination.pointee.named_dest {
            guard let found = poppler_document_find_dest(document, name) else { return nil }
            defer { poppler_dest_free(found) }
            return Int(found.pointee.page_num)
        }
        return destination.pointee.page_num > 0 ? Int(destination.pointee.page_num) : nil
    }

    /// What the document's owner allows; everything for a document without encryption.
    public var accessPermissions: CGPDFAccessPermissions {
        lock.lock()
        defer { lock.unlock() }
        guard let document = popplerDocument else { return [] }
        let granted = poppler_document_get_permissions(document).rawValue
        let mapping: [(PopplerPermissions, CGPDFAccessPermissions)] = [
            (POPPLER_PERMISSIONS_OK_TO_PRINT, .allowsLowQualityPrinting),
            (POPPLER_PERMISSIONS_OK_TO_PRINT_HIGH_RESOLUTION, .allowsHighQualityPrinting),
            (POPPLER_PERMISSIONS_OK_TO_MODIFY, .allowsDocumentChanges),
            (POPPLER_PERMISSIONS_OK_TO_ASSEMBLE, .allowsDocumentAssembly),
            (POPPLER_PERMISSIONS_OK_TO_COPY, .allowsContentCopying),
            (POPPLER_PERMISSIONS_OK_TO_EXTRACT_CONTENTS, .allowsContentAccessibility),
            (POPPLER_PERMISSIONS_OK_TO_ADD_NOTES, .allowsCommenting),
            (POPPLER_PERMISSIONS_OK_TO_FILL_FORM, .allowsFormFieldEntry),
        ]
        return mapping.reduce(into: []) { result, pair in
            if granted & pair.0.rawValue != 0 { result.insert(pair.1) }
        }
    }

    /// The PDF version the document declares ("%PDF-1.5" is 1 and 5); 0 and 0 while locked.
    public func getVersion(majorVersion: UnsafeMutablePointer<Int32>, minorVersion: UnsafeMutablePointer<Int32>) {
        lock.lock()
        defer { lock.unlock() }
        var major: guint = 0, minor: guint = 0
        if let document = popplerDocument { poppler_document_get_pdf_version(document, &major, &minor) }
        majorVersion.pointee = Int32(major)
        minorVersion.pointee = Int32(minor)
    }
}
