/// A color ramp for `drawLinearGradient` and `drawRadialGradient`.
///
/// Apple's initializer takes the colors as a `CFArray`; Slate's takes `[CGColor]`
/// (see docs/porting.md).
public final class CGGradient: @unchecked Sendable {
    /// Stops in increasing location order, colors converted to sRGB.
    let stops: [(location: CGFloat, color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat))]

    /// `locations` holds one value in 0…1 per color; nil spaces the colors evenly.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let count = colors.count
        stops = (0..<count).map { index in
            let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            let color = space.map { colors[index].converted(to: $0, intent: .defaultIntent, options: nil) ?? colors[index] } ?? colors[index]
            return (location, color.sRGBA)
        }.sorted { $0.location < $1.location }
    }

    /// A gradient of colors already in extended sRGB (a shading's samples).
    init(sRGBStops: [(location: CGFloat, color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat))]) {
        stops = sRGBStops
    }

    /// `components` holds `count` colors of `space`, each followed by alpha.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        stops = (0..<count).map { index in
            let values = (0..<stride).map { components[index * stride + $0] }
            let color = CGColor(colorSpace: space, components: values) ?? .black
            let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            return (location, color.sRGBA)
        }.sorted { $0.location < $1.location }
    }
}

extension CGGradient: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 8 }
}
