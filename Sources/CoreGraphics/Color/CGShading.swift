/// A smooth color transition whose colors a `CGFunction` computes: along an axis (axial) or
/// between two circles (radial). Drawn with `CGContext.drawShading(_:)`, which fills the
/// current clip.
public final class CGShading: @unchecked Sendable {
    enum Geometry {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    let colorSpace: CGColorSpace
    let geometry: Geometry
    let function: CGFunction
    let extendStart: Bool
    let extendEnd: Bool

    /// How many colors of the function a drawn shading samples between 0 and 1.
    static let sampleCount = 256

    /// An axial shading from `start` to `end` (user space at drawing time). `function` takes
    /// one input (0 at `start`, 1 at `end`) and gives the space's components and alpha.
    public init?(axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction,
                 extendStart: Bool, extendEnd: Bool) {
        guard Self.accepts(space, function) else { return nil }
        colorSpace = space
        geometry = .axial(start: start, end: end)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// A radial shading between the circle at `start` with `startRadius` and the one at `end`
    /// with `endRadius`.
    public init?(radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat,
                 function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        guard Self.accepts(space, function), startRadius >= 0, endRadius >= 0 else { return nil }
        colorSpace = space
        geometry = .radial(start: start, startRadius: startRadius, end: end, endRadius: endRadius)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    private static func accepts(_ space: CGColorSpace, _ function: CGFunction) -> Bool {
        space.model != .pattern && function.domainDimension == 1
            && function.rangeDimension >= space.numberOfComponents
    }

    /// The shading's colors at evenly spaced inputs from 0 to 1, in extended sRGB with alpha
    /// (1 when the function gives none).
    func sampledColors() -> [(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)] {
        let count = colorSpace.numberOfComponents
        return (0...Self.sampleCount - 1).map { index in
            let output = function.evaluate([CGFloat(index) / CGFloat(Self.sampleCount - 1)])
            let rgb = colorSpace.sRGBComponents(output.prefix(count))
            let alpha = output.count > count ? output[count] : 1
            return (rgb.0, rgb.1, rgb.2, alpha)
        }
    }
}

extension CGShading: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 10 }
}
