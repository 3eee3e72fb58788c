import Foundation

/// The system font's designs, in the fonts Slate ships (Scripts/fontconfig/fonts.conf):
/// serif is Noto Serif (else DejaVu Serif), monospaced DejaVu Sans Mono, rounded
/// NanumSquareRound, whose Latin letters are rounded.
extension UIFontDescriptor {
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")

        /// The installed family that draws the design; nil when none is installed.
        var family: String? {
            let engine = TextEngine.shared
            switch self {
            case .rounded: return engine.installedFamily(named: "NanumSquareRound")
            case .serif: return engine.installedFamily(named: "Noto Serif") ?? engine.installedFamily(named: "DejaVu Serif")
            case .monospaced: return engine.monospacedFamily
            default: return engine.systemFamily
            }
        }

        static let all: [SystemDesign] = [.default, .rounded, .serif, .monospaced]
    }

    /// The system font in `design`, keeping the weight, slant and size. Nil, as in UIKit, for
    /// a font that is not the system font (in any design) and for a design with no installed
    /// font.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard SystemDesign.all.contains(where: { $0.family == key.family }), let family = design.family else { return nil }
        var changed = key
        changed.family = family
        return UIFontDescriptor(key: changed, textStyle: textStyle, characterSet: characterSet)
    }
}
