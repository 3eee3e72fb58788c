import Foundation
import UIKit

/// Color: the same red written in several CoreGraphics color spaces (sRGB, Display P3, BT.2020,
/// L*a*b*, CMYK) and drawn as Slate draws them, in sRGB; a pattern, a stencil pattern and two
/// shadings drawn with CoreGraphics; Export PDF, which writes a two-page PDF with links, an
/// outline and tagged structure and reads its outline and its first page's tagged figures back
/// (CGPDFScanner); and outlined and slanted text
/// beside an image whose asset has a light and a dark variant (`UIImageAsset`).
final class ColorDemoViewController: GalleryPageViewController {
    let exportResult = UILabel()
    /// Shows the sun in light traits and the moon in dark ones, from one `UIImageAsset`.
    let skyView = UIImageView(image: ColorDemoViewController.skyImage)
    private let effectsLabel = UILabel()
    /// Where the last export was written.
    private(set) var exportedURL: URL?

    /// The swatches: a name and the color, each in its own space.
    static let swatches: [(String, CGColor)] = [
        ("sRGB", CGColor(srgbRed: 0.85, green: 0.2, blue: 0.2, alpha: 1)),
        ("Display P3", CGColor(colorSpace: CGColorSpace(name: CGColorSpace.displayP3)!, components: [0.78, 0.26, 0.24, 1])!),
        ("BT.2020", CGColor(colorSpace: CGColorSpace(name: CGColorSpace.itur_2020)!, components: [0.62, 0.28, 0.2, 1])!),
        ("Lab", CGColor(colorSpace: CGColorSpace(name: CGColorSpace.genericLab)!, components: [48, 62, 40, 1])!),
        ("CMYK", CGColor(genericCMYKCyan: 0.1, magenta: 0.85, yellow: 0.8, black: 0.05, alpha: 1)),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let spacesHeading = heading("Color spaces")
        let swatchRow = UIStackView(arrangedSubviews: Self.swatches.map(swatch))
        swatchRow.axis = .horizontal
        swatchRow.alignment = .top
        swatchRow.spacing = 16
        let patternsHeading = heading("Patterns and shadings")
        let patterns = PatternsView()
        patterns.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            patterns.widthAnchor.constraint(equalToConstant: PatternsView.size.width),
            patterns.heightAnchor.constraint(equalToConstant: PatternsView.size.height),
        ])
        exportResult.font = .preferredFont(forTextStyle: .body)
        exportResult.adjustsFontForContentSizeCategory = true
        exportResult.numberOfLines = 0
        exportResult.textColor = .secondaryLabel
        exportResult.text = "A PDF with links, an outline and tags."
        let export = button("Export PDF") { [weak self] in self?.exportPDF() }
        let effectsHeading = heading("Text effects and image variants")
        effectsLabel.attributedText = Self.effectsText(for: traitCollection)
        effectsLabel.numberOfLines = 0
        effectsLabel.accessibilityLabel = "Outlined, slanted"
        skyView.isAccessibilityElement = true
        skyView.accessibilityLabel = "Sky"
        skyView.setContentHuggingPriority(.required, for: .horizontal)
        let effectsRow = UIStackView(arrangedSubviews: [effectsLabel, skyView])
        effectsRow.axis = .horizontal
        effectsRow.alignment = .center
        effectsRow.spacing = 24
        addColumn([spacesHeading, swatchRow, patternsHeading, patterns, export, exportResult, effectsHeading, effectsRow], spacing: 16)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            effectsLabel.attributedText = Self.effectsText(for: traitCollection)
        }
    }

    /// "Outlined" filled white with a blue edge (`.strokeWidth` negative), then "slanted"
    /// (`.obliqueness`), in the label colour, at the title size for `traits`' text size.
    static func effectsText(for traits: UITraitCollection) -> NSAttributedString {
        let font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 34, weight: .heavy), compatibleWith: traits)
        let text = NSMutableAttributedString(string: "Outlined", attributes: [
            .font: font, .foregroundColor: UIColor.white, .strokeColor: UIColor.systemBlue, .strokeWidth: -4,
        ])
        text.append(NSAttributedString(string: "  slanted", attributes: [.font: font, .foregroundColor: UIColor.label, .obliqueness: 0.25]))
        return text
    }

    /// A 48-point sky: a yellow sun for light traits, a pale crescent moon on night blue for
    /// dark ones, registered in one asset; the image view shows the one for its traits.
    static let skyImage: UIImage = {
        let size = CGSize(width: 48, height: 48)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let sun = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor(red: 0.55, green: 0.8, blue: 1, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 10).fill()
            UIColor(red: 1, green: 0.8, blue: 0.1, alpha: 1).setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 12, y: 12, width: 24, height: 24))
        }
        let moon = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor(red: 0.08, green: 0.1, blue: 0.3, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 10).fill()
            UIColor(red: 0.92, green: 0.92, blue: 0.8, alpha: 1).setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 12, y: 12, width: 24, height: 24))
            UIColor(red: 0.08, green: 0.1, blue: 0.3, alpha: 1).setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 20, y: 8, width: 22, height: 22))
        }
        let asset = UIImageAsset()
        asset.register(sun, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2)]))
        asset.register(moon, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)]))
        return sun
    }()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("colors drawn")
    }

    private func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        return label
    }

    /// A 64-point square of `color` above its space's name.
    private func swatch(_ entry: (String, CGColor)) -> UIView {
        let chip = UIView()
        chip.backgroundColor = UIColor(cgColor: entry.1)
        chip.layer.cornerRadius = 12
        chip.isAccessibilityElement = true
        chip.accessibilityLabel = "Red in \(entry.0)"
        chip.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([chip.widthAnchor.constraint(equalToConstant: 64), chip.heightAnchor.constraint(equalToConstant: 64)])
        let name = UILabel()
        name.text = entry.0
        name.font = .preferredFont(forTextStyle: .footnote)
        name.adjustsFontForContentSizeCategory = true
        name.numberOfLines = 0
        name.isAccessibilityElement = false
        let column = UIStackView(arrangedSubviews: [chip, name])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 6
        return column
    }

    /// Writes the two-page PDF to a temporary file and reads its outline and first page's
    /// drawing operators back.
    func exportPDF() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Slate Color.pdf")
        var mediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)
        guard let context = CGContext(url, mediaBox: &mediaBox, [kCGPDFContextTitle: "Slate Color", kCGPDFContextCreator: "Slate Gallery"]) else {
            report("pdf not written")
            return
        }
        for (index, entry) in Self.swatches.enumerated() {
            if index == 0 || index == 3 {
                if index == 3 { context.endPDFPage() }
                context.beginPDFPage(nil)
                CGPDFContextBeginTag(context, .header1, nil)
                context.setFillColor(CGColor(gray: 0.2, alpha: 1))
                context.fill(CGRect(x: 72, y: 700, width: 300, height: 24))
                CGPDFContextEndTag(context)
                context.addDestination(index == 0 ? "spaces" : "more", at: CGPoint(x: 72, y: 740))
            }
            CGPDFContextBeginTag(context, .figure, [.alternativeText: "Red in \(entry.0)"])
            context.setFillColor(entry.1)
            context.fill(CGRect(x: 72 + CGFloat(index % 3) * 120, y: 560, width: 100, height: 100))
            CGPDFContextEndTag(context)
        }
        context.setDestination("spaces", for: CGRect(x: 72, y: 500, width: 200, height: 20))
        context.setURL(URL(string: "https://developer.apple.com/documentation/coregraphics/cgcolorspace")!,
                       for: CGRect(x: 72, y: 460, width: 200, height: 20))
        context.endPDFPage()
        CGPDFContextSetOutline(context, [kCGPDFOutlineChildren: [
            [kCGPDFOutlineTitle: "Color spaces", kCGPDFOutlineDestination: 1],
            [kCGPDFOutlineTitle: "More spaces", kCGPDFOutlineDestination: 2],
            [kCGPDFOutlineTitle: "CGColorSpace", kCGPDFOutlineDestination: URL(string: "https://developer.apple.com/documentation/coregraphics/cgcolorspace")!],
        ] as [[String: Any]]])
        context.closePDF()
        guard let document = CGPDFDocument(url) else {
            report("pdf not readable")
            return
        }
        let titles = (document.outline?[kCGPDFOutlineChildren] as? [[String: Any]] ?? []).compactMap { $0[kCGPDFOutlineTitle] as? String }
        let figures = document.page(at: 1).map(Self.figureCount) ?? 0
        exportedURL = url
        exportResult.text = "Wrote \(url.lastPathComponent): \(document.numberOfPages) pages; outline: \(titles.joined(separator: ", ")); page 1 tags \(figures) figures."
        report("pdf written pages=\(document.numberOfPages) outline=\(titles.count) figures=\(figures)")
    }

    /// How many figures `page` tags: its marked-content sequences (`/Figure << /MCID n >> BDC`)
    /// read back with a CGPDFScanner.
    static func figureCount(_ page: CGPDFPage) -> Int {
        final class Counter { var figures = 0 }
        let counter = Counter()
        guard let table = CGPDFOperatorTableCreate() else { return 0 }
        defer { CGPDFOperatorTableRelease(table) }
        CGPDFOperatorTableSetCallback(table, "BDC") { scanner, info in
            var properties: CGPDFDictionaryRef?
            var tag: UnsafePointer<CChar>?
            guard let info, CGPDFScannerPopDictionary(scanner, &properties), CGPDFScannerPopName(scanner, &tag),
                  let tag, String(cString: tag) == "Figure" else { return }
            Unmanaged<Counter>.fromOpaque(info).takeUnretainedValue().figures += 1
        }
        let content = CGPDFContentStreamCreateWithPage(page)
        defer { CGPDFContentStreamRelease(content) }
        let scanner = CGPDFScannerCreate(content, table, Unmanaged.passUnretained(counter).toOpaque())
        defer { CGPDFScannerRelease(scanner) }
        return CGPDFScannerScan(scanner) ? counter.figures : 0
    }
}

/// A pattern of dots, the same cell as a stencil in the tint color, and an axial and a radial
/// shading, drawn with CoreGraphics.
final class PatternsView: UIView {
    static let size = CGSize(width: 560, height: 140)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isAccessibilityElement = true
        accessibilityLabel = "A dot pattern, a stencil pattern, and two shadings"
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let tint = tintColor.resolvedColor(with: traitCollection).cgColor
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, cell in
            cell.setFillColor(CGColor(srgbRed: 0.2, green: 0.55, blue: 1, alpha: 1))
            cell.fillEllipse(in: CGRect(x: 2, y: 2, width: 10, height: 10))
            cell.setFillColor(CGColor(srgbRed: 1, green: 0.6, blue: 0.1, alpha: 1))
            cell.fill(CGRect(x: 14, y: 14, width: 6, height: 6))
        }, releaseInfo: nil)
        let dots = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 24, height: 24), matrix: .identity, xStep: 24, yStep: 24,
                             tiling: .constantSpacing, isColored: true, callbacks: &callbacks)!
        var alpha: CGFloat = 1
        context.saveGState()
        context.setFillPattern(dots, colorComponents: &alpha)
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 130, height: 140), cornerRadius: 16).cgPath)
        context.fillPath()
        let stencil = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 24, height: 24), matrix: CGAffineTransform(rotationAngle: .pi / 4),
                                xStep: 24, yStep: 24, tiling: .constantSpacing, isColored: false, callbacks: &callbacks)!
        context.setFillColorSpace(CGColorSpace(patternBaseSpace: CGColorSpace(name: CGColorSpace.sRGB)!)!)
        var components = tint.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)?.components ?? [0, 0, 1, 1]
        context.setFillPattern(stencil, colorComponents: &components)
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 145, y: 0, width: 130, height: 140), cornerRadius: 16).cgPath)
        context.fillPath()
        context.restoreGState()

        // Hue around the color wheel, in Display P3.
        var domain: [CGFloat] = [0, 1]
        var functionCallbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
            let hue = input[0]
            output[0] = 0.5 + 0.5 * cos(2 * .pi * hue)
            output[1] = 0.5 + 0.5 * cos(2 * .pi * (hue - 1.0 / 3))
            output[2] = 0.5 + 0.5 * cos(2 * .pi * (hue - 2.0 / 3))
            output[3] = 1
        }, releaseInfo: nil)
        let hues = CGFunction(info: nil, domainDimension: 1, domain: &domain, rangeDimension: 4, range: nil, callbacks: &functionCallbacks)!
        let p3 = CGColorSpace(name: CGColorSpace.displayP3)!
        context.saveGState()
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 290, y: 0, width: 130, height: 140), cornerRadius: 16).cgPath)
        context.clip()
        context.drawShading(CGShading(axialSpace: p3, start: CGPoint(x: 290, y: 0), end: CGPoint(x: 420, y: 140),
                                      function: hues, extendStart: true, extendEnd: true)!)
        context.restoreGState()
        context.saveGState()
        context.addEllipse(in: CGRect(x: 435, y: 5, width: 125, height: 125))
        context.clip()
        context.drawShading(CGShading(radialSpace: p3, start: CGPoint(x: 497, y: 67), startRadius: 0, end: CGPoint(x: 497, y: 67),
                                      endRadius: 63, function: hues, extendStart: true, extendEnd: true)!)
        context.restoreGState()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
