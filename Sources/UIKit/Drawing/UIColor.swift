import Foundation

/// A color, fixed or resolved from the current traits (dark mode, contrast, elevation).
///
/// Fixed colors made with `init(red:green:blue:alpha:)` are in the extended sRGB space, and
/// `init(white:alpha:)` in extended gray, as on iOS 10 and later: components may lie
/// outside 0…1. Dynamic colors (`init(dynamicProvider:)`, the system colors) resolve with
/// `resolvedColor(with:)`; `cgColor` resolves against `UITraitCollection.current`.
open class UIColor: NSObject, @unchecked Sendable {
    /// First stored property: lets Linux Foundation compare instances in attributed strings.
    private let cfObjectInfo = CFObjectInfoWord()

    enum Storage {
        case fixed(CGColor)
        case dynamic(name: String?, provider: (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)` (see `UIColor+Literals.swift`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(CGColor(extendedRed: red, green: green, blue: blue, alpha: alpha))
        super.init()
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let space = CGColorSpace(name: CGColorSpace.displayP3)!
        storage = .fixed(CGColor(colorSpace: space, components: [red, green, blue, min(max(alpha, 0), 1)])!)
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        storage = .fixed(CGColor(extendedGray: white, alpha: alpha))
        super.init()
    }

    /// Hue, saturation and brightness in 0…1, converted to extended sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public init(cgColor: CGColor) {
        storage = .fixed(cgColor)
        super.init()
    }

    /// A color that `provider` resolves for each trait collection.
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(name: nil, provider: provider)
        super.init()
    }

    /// The fixed color for `traitCollection`. Fixed colors return themselves.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed:
            return self
        case .dynamic(_, let provider):
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The color as a `CGColor`, resolved against `UITraitCollection.current`.
    open var cgColor: CGColor {
        switch resolvedColor(with: .current).storage {
        case .fixed(let color): return color
        case .dynamic: return .black
        }
    }

    /// The same color (resolved per trait collection when dynamic) with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let color):
            return UIColor(cgColor: color.copy(alpha: alpha) ?? color)
        case .dynamic(_, let provider):
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
    }

    // MARK: Components

    /// Extended sRGB components of the color resolved against `current`. Always succeeds.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.sRGBA
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Succeeds only for grayscale colors, as on iOS.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = cgColor
        guard color.colorSpace?.model == .monochrome, let components = color.components else { return false }
        let value = color.colorSpace?.name == CGColorSpace.extendedGray || color.colorSpace?.name == nil
            ? components[0] : color.sRGBA.red
        white?.pointee = value
        alpha?.pointee = color.alpha
        return true
    }

    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.sRGBA
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == c.red {
                h = (c.green - c.blue) / delta
            } else if maximum == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness, s = min(max(saturation, 0), 1)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    // MARK: Drawing

    /// Makes this the fill and stroke color of the current graphics context.
    open func set() {
        setFill()
        setStroke()
    }

    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    // MARK: NSObject

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.fixed(let a), .fixed(let b)): return a == b
        default: return false
        }
    }

    open override var hash: Int {
        switch storage {
        case .fixed(let color): return color.hashValue
        case .dynamic: return ObjectIdentifier(self).hashValue
        }
    }

    /// iOS's format: the space and components (`UIExtendedSRGBColorSpace 1 0 0 1`).
    open override var description: String {
        switch storage {
        case .fixed(let color):
            let space: String
            switch color.colorSpace?.name {
            case CGColorSpace.extendedSRGB?: space = "UIExtendedSRGBColorSpace"
            case CGColorSpace.extendedGray?: space = "UIExtendedGrayColorSpace"
            case CGColorSpace.displayP3?: space = "UIDisplayP3ColorSpace"
            case let name?: space = name
            case nil: space = color.colorSpace?.model == .monochrome ? "UIDeviceWhiteColorSpace" : "UIDeviceRGBColorSpace"
            }
            let values = (color.components ?? []).map { String(format: "%g", Double($0)) }
            return ([space] + values).joined(separator: " ")
        case .dynamic(let name, _):
            return name.map { "<UIDynamicSystemColor; name = \($0)>" } ?? "<UIDynamicProviderColor>"
        }
    }
}

// MARK: - Fixed named colors

extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}
