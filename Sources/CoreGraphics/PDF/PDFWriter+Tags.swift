@_implementationOnly import CCairo
import Foundation

/// Cairo's tags for a PDF document: links, destinations, structure elements and the
/// outline. Cairo shuts a context down for unbalanced tags, so every begin here has its end.
extension PDFWriter {
    /// Writes a link annotation with `attributes` (a `uri` or `dest`, and a `rect` on the page).
    func link(attributes: String, cairo: OpaquePointer) {
        withPageSpace(cairo) {
            cairo_tag_begin(cairo, "Link", attributes)
            cairo_tag_end(cairo, "Link")
            markPageDrawn(cairo)
        }
    }

    /// A link to a named destination, defined before or after it on any page. A name no page
    /// defines leaves a link that leads nowhere, as in Quartz; the document is still written.
    func linkToDestination(named name: String, attributes: String, cairo: OpaquePointer) {
        link(attributes: "dest='\(Self.escaped(name))' \(attributes)", cairo: cairo)
    }

    func addDestination(named name: String, x: CGFloat, y: CGFloat, cairo: OpaquePointer) {
        guard !destinations.contains(name) else { return }
        destinations.insert(name)
        withPageSpace(cairo) {
            cairo_tag_begin(cairo, "cairo.dest", "name='\(Self.escaped(name))' x=\(x) y=\(y)")
            cairo_tag_end(cairo, "cairo.dest")
            markPageDrawn(cairo)
        }
    }

    /// Opens a structure element (nil: an element Cairo cannot write, kept only to balance
    /// its end).
    func beginTag(_ name: String?, cairo: OpaquePointer) {
        openTags.append(name)
        if let name, isPageOpen { cairo_tag_begin(cairo, name, nil) }
    }

    func endTag(cairo: OpaquePointer) {
        guard let name = openTags.popLast() else { return }
        if let name, isPageOpen { cairo_tag_end(cairo, name) }
    }

    /// Ends the open structure elements before a page ends, innermost first.
    func closeTagsForPageEnd(cairo: OpaquePointer) {
        for name in openTags.reversed() { if let name { cairo_tag_end(cairo, name) } }
    }

    /// Opens the elements still open on the new page, outermost first.
    func reopenTagsForNewPage(cairo: OpaquePointer) {
        for name in openTags { if let name { cairo_tag_begin(cairo, name, nil) } }
    }

    /// Cairo skips a page nothing was drawn on, tags and all; Quartz keeps a link on an
    /// empty page. A speck of 1/100 × 1/100 point at the page's corner, with the least alpha
    /// Cairo does not treat as clear (1/255), makes the page drawn without changing a pixel
    /// of any rendering (its coverage rounds to nothing).
    private func markPageDrawn(_ cairo: OpaquePointer) {
        cairo_save(cairo)
        // Outside the user's clip too: a clipped-away speck would leave the page blank.
        cairo_reset_clip(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1.0 / 255)
        cairo_rectangle(cairo, 0, 0, 0.01, 0.01)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Runs `body` with Cairo's user space set to the page's (points, y down), where tag
    /// coordinates are read.
    private func withPageSpace(_ cairo: OpaquePointer, _ body: () -> Void) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cairo, &saved)
        cairo_identity_matrix(cairo)
        body()
        cairo_set_matrix(cairo, &saved)
    }

    /// Adds `outline`'s entries to the document; called before the document is finished,
    /// when the page count is known.
    func writeOutline() {
        guard let children = outline?[kCGPDFOutlineChildren] as? [[String: Any]] else { return }
        addOutlineEntries(children, parent: 0)
    }

    private func addOutlineEntries(_ entries: [[String: Any]], parent: Int32) {
        for entry in entries {
            let children = entry[kCGPDFOutlineChildren] as? [[String: Any]] ?? []
            guard let title = entry[kCGPDFOutlineTitle] as? String, let attributes = outlineLink(entry) else {
                addOutlineEntries(children, parent: parent)
                continue
            }
            let id = cairo_pdf_surface_add_outline(surface, parent, title, attributes, cairo_pdf_outline_flags_t(rawValue: 0))
            addOutlineEntries(children, parent: id)
        }
    }

    /// Cairo's link attributes for an outline entry's destination; nil when it leads nowhere
    /// this document has.
    private func outlineLink(_ entry: [String: Any]) -> String? {
        switch entry[kCGPDFOutlineDestination] {
        case let url as URL:
            return "uri='\(Self.escaped(url.absoluteString))'"
        case let number as NSNumber:
            let page = number.intValue
            guard page >= 1, page <= pageBoxes.count else { return nil }
            guard let rect = entry[kCGPDFOutlineDestinationRect] as? CGRect else { return "page=\(page)" }
            let box = pageBoxes[page - 1]
            return "page=\(page) pos=[\(rect.minX - box.minX) \(box.maxY - rect.maxY)]"
        default:
            return nil
        }
    }

    /// `text` inside a single-quoted tag attribute.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
