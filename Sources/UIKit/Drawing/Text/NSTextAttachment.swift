import Foundation

/// What a text attachment answers as text is laid out and drawn: the bounds it takes in its
/// line and the image drawn there. `NSTextAttachment` answers from its own properties; a
/// subclass overrides either to size or draw itself by where it stands.
public protocol NSTextAttachmentContainer: AnyObject {
    /// The image drawn in `imageBounds` (the attachment's bounds, relative to the baseline)
    /// for the attachment character at `charIndex`; nil draws nothing.
    func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage?

    /// The attachment's bounds for the character at `charIndex`: its size, and its origin
    /// relative to the baseline (y up: a negative y hangs below the baseline). Slate passes no
    /// text container, a zero line fragment and a zero glyph position: they are not known
    /// before the line is laid out (docs/porting.md).
    func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                          glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect
}

/// An image in attributed text (`NSAttributedString(attachment:)`): the attachment character
/// U+FFFC carrying an `.attachment` attribute stands for it, in labels, string drawing, text
/// fields and text views alike. It keeps `bounds` in its line (by default the image's size,
/// sitting on the baseline) and draws its image there; a template image — a symbol's, by
/// default — takes the colour of the text around it.
open class NSTextAttachment: NSObject, NSTextAttachmentContainer, @unchecked Sendable {
    /// First stored property: lets Linux Foundation compare instances in attributed strings.
    private let cfObjectInfo = CFObjectInfoWord()

    /// The attachment character, U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let character: Int = 0xFFFC

    /// The attachment's data, and its type (a uniform type identifier). Data of an image type
    /// is drawn as that image while `image` is nil.
    open var contents: Data? {
        didSet { decodedContents = nil }
    }
    open var fileType: String?
    /// The image drawn for the attachment.
    open var image: UIImage?
    /// Where the image stands relative to the baseline, and its size; `.zero` (the default)
    /// takes the image's size on the baseline — a symbol image's at the text's point size,
    /// centred on its capital letters, as iOS 13 draws symbols in text.
    open var bounds: CGRect = .zero

    /// An attachment of `contentData` of type `uti` (both may be nil).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    /// An attachment drawing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// `contents` decoded, once: every layout asks for the image's size and every draw for
    /// its pixels. `.some(nil)`: the data is no image.
    private var decodedContents: UIImage??
    /// The last symbol drawn at a text's point size, for the same reason.
    private var sizedSymbol: (source: UIImage, pointSize: CGFloat, image: UIImage)?

    /// The image to draw: `image`, else an image decoded from `contents`.
    private var drawnImage: UIImage? {
        if let image { return image }
        if let decodedContents { return decodedContents }
        let decoded = contents.flatMap { UIImage(data: $0) }
        decodedContents = .some(decoded)
        return decoded
    }

    /// `image` drawn again at `pointSize` when it is a symbol (nil otherwise), as iOS 13 sizes
    /// a symbol to the text around it.
    func symbolImage(atPointSize pointSize: CGFloat) -> UIImage? {
        guard let image, image.isSymbolImage else { return nil }
        if let sizedSymbol, sizedSymbol.source === image, sizedSymbol.pointSize == pointSize { return sizedSymbol.image }
        guard let sized = image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: pointSize)) else { return nil }
        sizedSymbol = (image, pointSize, sized)
        return sized
    }

    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        drawnImage
    }

    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                               glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
        if bounds != .zero { return bounds }
        guard let image = drawnImage else { return .zero }
        // An image with a baseline sits on the text's baseline by it, not by its bottom edge.
        return CGRect(origin: CGPoint(x: 0, y: -(image.baselineOffsetFromBottom ?? 0)), size: image.size)
    }
}

extension NSAttributedString.Key {
    /// An `NSTextAttachment` drawn in place of the attachment character it is set on.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// One attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        let character = String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!))
        self.init(string: character, attributes: [.attachment: attachment])
    }

    /// Whether an attachment character with an attachment stands in `range`.
    public func containsAttachments(in range: NSRange) -> Bool {
        let units = string as NSString
        var found = false
        enumerateAttribute(.attachment, in: range) { value, run, stop in
            guard value is NSTextAttachment else { return }
            for index in run.location..<NSMaxRange(run) where Int(units.character(at: index)) == NSTextAttachment.character {
                found = true
                stop.pointee = true
                return
            }
        }
        return found
    }
}
