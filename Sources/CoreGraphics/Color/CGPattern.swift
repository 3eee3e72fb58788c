import Foundation

/// A cell drawn by a callback and repeated to paint an area: the color of a pattern color
/// space (`CGColorSpace(patternBaseSpace:)`, `CGContext.setFillPattern(_:colorComponents:)`).
///
/// As in Quartz, pattern space maps to the context's base space (its default, y-up user
/// space), not to the current CTM: a pattern does not move with `translateBy`, and in UIKit's
/// flipped drawing contexts its cells are upside down unless `matrix` flips them.
public final class CGPattern: @unchecked Sendable {
    public let info: UnsafeMutableRawPointer?
    /// The cell in pattern space; drawing outside it is clipped.
    let bounds: CGRect
    /// Pattern space to the context's base space.
    let matrix: CGAffineTransform
    let xStep: CGFloat
    let yStep: CGFloat
    let tiling: CGPatternTiling
    /// Whether the cell draws its own colors; an uncolored (stencil) pattern paints the
    /// color given with it through the cell's coverage.
    let isColored: Bool
    let callbacks: CGPatternCallbacks

    /// A pattern of cells `bounds` drawn by `callbacks.drawPattern`, repeated every `xStep`
    /// and `yStep` (pattern space; zero means the cell's width or height). The callbacks
    /// are copied. Returns nil for an empty cell without steps.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        let cell = bounds.standardized
        let stepX = xStep == 0 ? cell.width : abs(xStep), stepY = yStep == 0 ? cell.height : abs(yStep)
        guard stepX > 0, stepY > 0, stepX.isFinite, stepY.isFinite else { return nil }
        self.info = info
        self.bounds = cell
        self.matrix = matrix
        self.xStep = stepX
        self.yStep = stepY
        self.tiling = tiling
        self.isColored = isColored
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    // MARK: Drawn cells

    /// What a drawn cell depends on: its size in pixels and, for a stencil, its colour, and
    /// the alpha it is faded to.
    struct TileKey: Hashable {
        var width: Int
        var height: Int
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
    }

    private let tilesLock = NSLock()
    /// Cells drawn for fills, at most `maximumTiles` of them (a context's scale and a few
    /// colours); the callback runs again only for a new key, as Quartz's "one or many times".
    private var tiles: [TileKey: ImageSurface] = [:]
    private static let maximumTiles = 8

    /// The cell for `key`, drawn by `render` the first time it is asked for.
    func tile(for key: TileKey, render: () -> ImageSurface) -> ImageSurface {
        tilesLock.lock()
        if let tile = tiles[key] {
            tilesLock.unlock()
            return tile
        }
        tilesLock.unlock()
        // Drawn outside the lock: the callback may fill with this pattern itself.
        let tile = render()
        tilesLock.lock()
        if tiles.count >= Self.maximumTiles { tiles.removeAll(keepingCapacity: true) }
        tiles[key] = tile
        tilesLock.unlock()
        return tile
    }
}

extension CGPattern: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 9 }
}

/// How a pattern's cells may be adjusted to device pixels. Slate renders each cell at the
/// device scale and repeats it at its exact step, which is what `.constantSpacing` asks.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0
    case constantSpacingMinimalDistortion = 1
    case constantSpacing = 2
}

/// Draws one pattern cell into the context it is given (pattern space, the cell clipped).
///
/// Apple's is a C function pointer taking a `CGContext`; Slate's is a Swift closure (a
/// Swift class cannot cross a C function pointer). A closure literal or a function reads
/// the same. See docs/porting.md.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
public typealias CGPatternReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a `CGPattern`.
public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?

    public init() {
        self.init(version: 0, drawPattern: nil, releaseInfo: nil)
    }

    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}
