/// A function of `domainDimension` inputs to `rangeDimension` outputs, evaluated by a
/// callback: what a `CGShading` asks for its colors.
public final class CGFunction: @unchecked Sendable {
    public let info: UnsafeMutableRawPointer?
    let domainDimension: Int
    let rangeDimension: Int
    /// Each input's minimum and maximum, in turn; empty when inputs are not clipped.
    let domain: [CGFloat]
    /// Each output's minimum and maximum, in turn; empty when outputs are not clipped.
    let range: [CGFloat]
    let callbacks: CGFunctionCallbacks

    /// `domain` holds 2 × `domainDimension` numbers and `range` 2 × `rangeDimension`
    /// (each a minimum then a maximum); nil leaves inputs or outputs unclipped. The callbacks
    /// are copied. Returns nil without an `evaluate` callback.
    public init?(info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?,
                 rangeDimension: Int, range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>) {
        guard domainDimension >= 0, rangeDimension >= 0, callbacks.pointee.evaluate != nil else { return nil }
        self.info = info
        self.domainDimension = domainDimension
        self.rangeDimension = rangeDimension
        self.domain = domain.map { pointer in (0..<2 * domainDimension).map { pointer[$0] } } ?? []
        self.range = range.map { pointer in (0..<2 * rangeDimension).map { pointer[$0] } } ?? []
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// The outputs for `input`, both clipped as the function's domain and range say.
    func evaluate(_ input: [CGFloat]) -> [CGFloat] {
        guard let evaluate = callbacks.evaluate else { return [] }
        var clipped = (0..<domainDimension).map { index in index < input.count ? input[index] : 0 }
        if !domain.isEmpty {
            for index in clipped.indices { clipped[index] = Swift.min(Swift.max(clipped[index], domain[2 * index]), domain[2 * index + 1]) }
        }
        var output = [CGFloat](repeating: 0, count: Swift.max(rangeDimension, 1))
        clipped.withUnsafeBufferPointer { inputs in
            output.withUnsafeMutableBufferPointer { outputs in
                evaluate(info, inputs.baseAddress ?? UnsafePointer(outputs.baseAddress!), outputs.baseAddress!)
            }
        }
        output = Array(output.prefix(rangeDimension))
        if !range.isEmpty {
            for index in output.indices { output[index] = Swift.min(Swift.max(output[index], range[2 * index]), range[2 * index + 1]) }
        }
        return output
    }
}

extension CGFunction: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 11 }
}

/// Computes a function's outputs from its inputs. Apple's is a C function pointer; on Linux
/// `CGFloat` is a Swift type that C cannot take, so Slate's is a Swift closure (a closure
/// literal or a function reads the same). See docs/porting.md.
public typealias CGFunctionEvaluateCallback = (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>, UnsafeMutablePointer<CGFloat>) -> Void
public typealias CGFunctionReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a `CGFunction`.
public struct CGFunctionCallbacks {
    public var version: UInt32
    public var evaluate: CGFunctionEvaluateCallback?
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    public init() {
        self.init(version: 0, evaluate: nil, releaseInfo: nil)
    }

    public init(version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}
