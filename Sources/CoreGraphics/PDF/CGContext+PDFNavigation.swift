@_implementationOnly import CCairo
import Foundation

/// Links, named destinations, the outline and tagged structure of a PDF context, written with
/// Cairo's tags. In a bitmap context each does nothing, as in Quartz.
extension CGContext {
    /// Makes `rect` (user space) of the open page a link to `url`.
    public func setURL(_ url: URL, for rect: CGRect) {
        guard let pdf, pdf.isPageOpen, let area = pageRect(rect) else { return }
        pdf.link(attributes: "uri='\(PDFWriter.escaped(url.absoluteString))' \(area)", cairo: cairo)
    }

    /// Makes `rect` (user space) of the open page a link to the destination named `name`
    /// (`addDestination(_:at:)`, on any page).
    public func setDestination(_ name: String, for rect: CGRect) {
        guard let pdf, pdf.isPageOpen, let area = pageRect(rect) else { return }
        pdf.linkToDestination(named: name, attributes: area, cairo: cairo)
    }

    /// Names `point` (user space) of the open page as a destination that links, outline
    /// entries and other documents can lead to.
    public func addDestination(_ name: String, at point: CGPoint) {
        guard let pdf, pdf.isPageOpen else { return }
        let onPage = point.applying(ctm.concatenating(deviceToCairo))
        pdf.addDestination(named: name, x: onPage.x, y: onPage.y, cairo: cairo)
    }

    /// `rect` on Cairo's page (y down) as a tag's `rect` attribute; nil when empty.
    private func pageRect(_ rect: CGRect) -> String? {
        let area = rect.standardized.applying(ctm.concatenating(deviceToCairo))
        guard !area.isNull, !area.isInfinite, area.width > 0, area.height > 0 else { return nil }
        return "rect=[\(area.minX) \(area.minY) \(area.width) \(area.height)]"
    }
}

/// Sets the document's outline (bookmarks): a root dictionary whose `kCGPDFOutlineChildren`
/// lists entries with `kCGPDFOutlineTitle` and `kCGPDFOutlineDestination` (a page number
/// from 1 or a `URL`), and optionally `kCGPDFOutlineDestinationRect` and children. Written
/// when the document closes; an entry leading to a page the document does not have is left
/// out (its children move up). Nil removes the outline.
///
/// Apple's `outline` is a `CFDictionary`; Slate's is `[String: Any]`.
public func CGPDFContextSetOutline(_ context: CGContext, _ outline: [String: Any]?) {
    context.pdf?.outline = outline
}

/// Starts a structure element of `tagType` around what is drawn until the matching
/// `CGPDFContextEndTag(_:)`, inside the element begun before it: the document's tagged
/// structure, which screen readers and text extraction follow. An element open when its
/// page ends continues on the next page as a new element of the same type.
///
/// Slate writes the structure with Cairo, which records no element properties: the
/// `tagProperties` (alternative text …) are not written, and `.link` elements are left
/// out (Cairo reserves that name for link annotations; use `setURL(_:for:)`). Apple's
/// `tagProperties` is a `CFDictionary`; Slate's is `[CGPDFTagProperty: Any]`.
public func CGPDFContextBeginTag(_ context: CGContext, _ tagType: CGPDFTagType, _ tagProperties: [CGPDFTagProperty: Any]?) {
    guard let pdf = context.pdf, !pdf.isFinished else { return }
    pdf.beginTag(tagType == .link ? nil : tagType.structureName, cairo: context.cairo)
}

/// Ends the element begun last by `CGPDFContextBeginTag(_:_:_:)`; nothing when none is open.
public func CGPDFContextEndTag(_ context: CGContext) {
    guard let pdf = context.pdf, !pdf.isFinished else { return }
    pdf.endTag(cairo: context.cairo)
}
