import Foundation

/// What a symbol image was made from: drawn again when its configuration changes.
struct SymbolSource: Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
    /// A custom symbol's SVG (from an asset catalog's symbol set); nil for a system symbol.
    var file: String? = nil
}

extension UIImage {
    /// The system symbol `name` (SF Symbols' names), for body text by default; nil for a name
    /// Slate does not draw (see `SymbolCatalog`), as UIKit gives for a name it does not know.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let configuration = UIImage.SymbolConfiguration.unspecified
        configuration.traitCollection = traitCollection
        self.init(systemName: name, withConfiguration: configuration)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        guard let drawn = Self.drawSymbol(name, symbolConfiguration) else { return nil }
        self.init(cgImage: drawn.image, scale: drawn.scale, orientation: .up,
                  renderingMode: symbolConfiguration.color == nil ? .alwaysTemplate : .alwaysOriginal,
                  tintColor: symbolConfiguration.color, symbol: SymbolSource(name: name, configuration: symbolConfiguration))
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbol != nil }

    /// A symbol image's configuration; nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

    public var configuration: UIImage.Configuration? { symbol?.configuration }

    /// The image drawn for `configuration` (a symbol image is drawn again; other images are
    /// returned as they are).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        let merged = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        return redrawn(symbol.name, merged) ?? self
    }

    /// A symbol image with `configuration` applied over its own; nil for other images.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(symbol.name, symbol.configuration.applying(configuration))
    }

    /// A symbol image drawn again for a display of `scale` pixels per point (see
    /// `atDisplayScale(_:)`); other images as they are.
    func symbolAtDisplayScale(_ scale: CGFloat) -> UIImage {
        guard let symbol, scale > 0, scale != self.scale else { return self }
        let displayTraits = UITraitCollection(displayScale: scale)
        let merged = symbol.configuration.traitCollection.map { UITraitCollection(traitsFrom: [$0, displayTraits]) } ?? displayTraits
        let traits = UIImage.SymbolConfiguration.unspecified.withTraitCollection(merged)
        return redrawn(symbol.name, symbol.configuration.applying(traits)) ?? self
    }

    private func redrawn(_ name: String, _ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        let file = symbol?.file
        guard let drawn = Self.drawSymbol(name, configuration, file: file) else { return nil }
        let color = configuration.color ?? imageTintColor
        let mode: RenderingMode = configuration.color != nil ? .alwaysOriginal : renderingMode
        return UIImage(cgImage: drawn.image, scale: drawn.scale, orientation: .up, renderingMode: mode, tintColor: color,
                       symbol: SymbolSource(name: name, configuration: configuration, file: file), placement: placement)
    }

    /// A custom symbol (an asset catalog's symbol set `name`, its SVG at `file`) as a symbol
    /// image for `configuration`, which later configurations draw again as system symbols are.
    static func customSymbol(named name: String, file: String, configuration: UIImage.Configuration?) -> UIImage? {
        let symbolConfiguration = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        guard let drawn = drawSymbol(name, symbolConfiguration, file: file) else { return nil }
        return UIImage(cgImage: drawn.image, scale: drawn.scale, orientation: .up,
                       renderingMode: symbolConfiguration.color == nil ? .alwaysTemplate : .alwaysOriginal,
                       tintColor: symbolConfiguration.color, symbol: SymbolSource(name: name, configuration: symbolConfiguration, file: file))
    }

    /// Names already reported missing, so that each is reported once.
    nonisolated(unsafe) private static var reportedMissing: Set<String> = []
    private static let reportLock = NSLock()

    private static func drawSymbol(_ name: String, _ configuration: UIImage.SymbolConfiguration,
                                   file: String? = nil) -> (image: CGImage, scale: CGFloat)? {
        let scale = configuration.traitCollection.map { $0.displayScale > 0 ? $0.displayScale : ScreenDefaults.mainScale }
            ?? ScreenDefaults.mainScale
        let side = SymbolRenderer.side(pointSize: configuration.resolvedPointSize, scale: configuration.scale)
        if let file {
            guard let image = SymbolRenderer.image(symbolFile: file, side: side, weight: configuration.weight, scale: configuration.scale,
                                                   displayScale: scale) else { return nil }
            return (image, scale)
        }
        guard let (icon, enclosure) = SymbolCatalog.resolve(name) else {
            let isFirst = reportLock.withLock { reportedMissing.insert(name).inserted }
            if isFirst {
                FileHandle.standardError.write(Data(("Slate: UIImage(systemName: \"\(name)\") is nil: Slate draws no symbol of that name "
                    + "(the names it draws are in Sources/UIKit/Drawing/Symbols/SymbolCatalog.swift)\n").utf8))
            }
            return nil
        }
        guard let image = SymbolRenderer.image(icon: icon, enclosure: enclosure, side: side, weight: configuration.weight,
                                               displayScale: scale) else { return nil }
        return (image, scale)
    }
}
