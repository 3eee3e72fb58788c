/// Colors in CMYK and pattern spaces, and CoreGraphics' type identifier.
extension CGColor {
    /// A color in the generic CMYK space.
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: .genericCMYKSpace, components: [cyan, magenta, yellow, black, alpha].map(Self.unit))!
    }

    /// A pattern color: `pattern` in the pattern space `space`. `components` holds alpha for
    /// a colored pattern, or the base space's components followed by alpha for an uncolored
    /// one. Returns nil when `space` is not a pattern space.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        let count = space.numberOfComponents + 1
        self.init(colorSpace: space, pattern: pattern, components: (0..<count).map { components[$0] })
    }
}

extension CGColor: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 2 }
}
