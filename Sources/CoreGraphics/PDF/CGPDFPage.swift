@_implementationOnly import CCairo
@_implementationOnly import CPoppler
import Foundation

/// One page of a `CGPDFDocument`.
public final class CGPDFPage: @unchecked Sendable {
    /// The `PopplerPage *`.
    private let page: OpaquePointer
    /// Keeps the document alive while only the page is referenced, as Quartz does.
    private let retainedDocument: CGPDFDocument

    /// The page's number, counting from 1.
    public let pageNumber: Int

    init(document: CGPDFDocument, page: OpaquePointer, pageNumber: Int) {
        self.page = page
        retainedDocument = document
        self.pageNumber = pageNumber
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
    }

    /// The document the page belongs to.
    public var document: CGPDFDocument? { retainedDocument }

    /// The rectangle of `box`, in the page's default space (points, y up), as the page's
    /// dictionary gives it (PDF 1.7, 14.11.2): the media box (inherited; US Letter when
    /// missing), the crop box (inherited; the media box when missing) clipped to the media
    /// box, and the bleed, trim and art boxes (the crop box when missing) clipped to the crop
    /// box (PDF 1.7, 14.11.2: bleed, trim and art boxes beyond the media box are cut to it).
    /// For an encrypted document, whose dictionaries Slate does not read, every box is
    /// Poppler's crop box (see docs/porting.md).
    public func getBoxRect(_ box: CGPDFBox) -> CGRect {
        if let dictionary = pageDictionary {
            let media = dictionary.rectangle("MediaBox", inherited: true) ?? CGRect(x: 0, y: 0, width: 612, height: 792)
            let crop = dictionary.rectangle("CropBox", inherited: true).map { $0.intersection(media) }.flatMap { $0.isNull ? nil : $0 } ?? media
            func clipped(_ key: String) -> CGRect {
                dictionary.rectangle(key, inherited: false).map { $0.intersection(media) }.flatMap { $0.isNull ? nil : $0 } ?? crop
            }
            switch box {
            case .mediaBox: return media
            case .cropBox: return crop
            case .bleedBox: return clipped("BleedBox")
            case .trimBox: return clipped("TrimBox")
            case .artBox: return clipped("ArtBox")
            }
        }
        return popplerCropBox
    }

    /// The crop box as Poppler reads it: where `render(into:)` puts the page, so what
    /// drawing clips to.
    var popplerCropBox: CGRect {
        retainedDocument.lock.lock()
        defer { retainedDocument.lock.unlock() }
        var rect = PopplerRectangle()
        poppler_page_get_crop_box(page, &rect)
        return CGRect(x: min(rect.x1, rect.x2), y: min(rect.y1, rect.y2),
                      width: abs(rect.x2 - rect.x1), height: abs(rect.y2 - rect.y1))
    }

    /// The page's dictionary in the document's object model; nil for an encrypted document.
    var pageDictionary: CGPDFDictionary? { retainedDocument.pageDictionary(at: pageNumber) }

    /// The page's dictionary (`/Type /Page`); nil for an encrypted document (see
    /// docs/porting.md, PDF documents).
    public var dictionary: CGPDFDictionaryRef? { pageDictionary?.reference }

    /// How many degrees the page turns clockwise when shown: its (inherited) `/Rotate`, a
    /// multiple of 90 in 0…270.
    public var rotationAngle: Int32 {
        guard let dictionary = pageDictionary else { return 0 }
        guard case let .integer(degrees)? = dictionary.inherited("Rotate")?.value, degrees % 90 == 0 else { return 0 }
        return Int32((degrees % 360 + 360) % 360)
    }

    /// A transform that maps `box` into `rect`: turned by `rotate` degrees (a multiple of
    /// 90, clockwise as Quartz turns), scaled down — never up — to fit, keeping the aspect
    /// ratio when `preserveAspectRatio` is true, and centred.
    public func getDrawingTransform(_ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool) -> CGAffineTransform {
        let boxRect = getBoxRect(box)
        guard boxRect.width > 0, boxRect.height > 0 else { return .identity }
        var turns = Int((rotate % 360 + 360) % 360) / 90
        if rotate % 90 != 0 { turns = 0 }
        let turnedSize = turns % 2 == 0 ? boxRect.size : CGSize(width: boxRect.height, height: boxRect.width)
        var scaleX = rect.width / turnedSize.width
        var scaleY = rect.height / turnedSize.height
        if preserveAspectRatio { scaleX = min(scaleX, scaleY); scaleY = scaleX }
        scaleX = min(scaleX, 1)
        scaleY = min(scaleY, 1)
        // Box centre to origin, turn (negative angle: clockwise in y-up space), scale, to rect's centre.
        var transform = CGAffineTransform(translationX: rect.midX, y: rect.midY)
        transform = transform.scaledBy(x: scaleX, y: scaleY)
        transform = transform.rotated(by: -CGFloat(turns) * .pi / 2)
        transform = transform.translatedBy(x: -boxRect.midX, y: -boxRect.midY)
        return transform
    }

    /// Draws the page's content on `cairo`, whose current matrix maps the page's default space
    /// (y up, PDF units) to the target.
    func render(into cairo: OpaquePointer) {
        retainedDocument.lock.lock()
        defer { retainedDocument.lock.unlock() }
        // Poppler draws in its own space: y down from the top of the crop box.
        var box = PopplerRectangle()
        poppler_page_get_crop_box(page, &box)
        cairo_save(cairo)
        cairo_translate(cairo, min(box.x1, box.x2), max(box.y1, box.y2))
        cairo_scale(cairo, 1, -1)
        poppler_page_render(page, cairo)
        cairo_restore(cairo)
    }

    /// Draws the page on a Cairo context that is not a `CGContext` (a host's print context),
    /// scaled to `size` points with the origin at the top-left, y down.
    package func render(intoCairo cairo: OpaquePointer, size: CGSize) {
        let box = popplerCropBox
        guard box.width > 0, box.height > 0 else { return }
        cairo_save(cairo)
        cairo_scale(cairo, Double(size.width / box.width), Double(size.height / box.height))
        retainedDocument.lock.lock()
        poppler_page_render(page, cairo)
        retainedDocument.lock.unlock()
        cairo_restore(cairo)
    }
}

extension CGPDFPage: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 13 }
}
