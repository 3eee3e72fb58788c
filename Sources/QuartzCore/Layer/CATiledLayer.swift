import Foundation

/// A layer that draws its content in tiles, as they come into view: a page of a large
/// document, a map, a huge image — content far larger than one backing store could hold.
///
/// Its `draw(in:)` (or its delegate's `draw(_:in:)`; a `UIView` whose `layerClass` is
/// `CATiledLayer` gets `draw(_:)`) is called once a tile, with the context clipped to the
/// tile and scaled for the tile's level of detail; draw what the clip's bounding box shows.
/// Only the tiles a frame shows are drawn, each once until `setNeedsDisplay()` (all tiles)
/// or `setNeedsDisplay(_:)` (the tiles the rectangle touches) throws it away. A new tile fades
/// in over `fadeDuration()`.
///
/// Levels of detail: the layer keeps tiles at `levelsOfDetail` scales, halving from
/// 2^`levelsOfDetailBias` times `contentsScale`, and draws at the smallest that is still as
/// sharp as the layer is shown (a scroll view zoomed in shows the magnified levels).
///
/// Core Animation draws tiles on background threads; Slate draws them on the main thread in
/// the frame that first shows them (docs/porting.md).
open class CATiledLayer: CALayer {
    /// How long a newly drawn tile takes to fade in (0.25 s). Subclasses override it; 0 shows
    /// tiles at once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// How many levels of detail tiles are kept at (1 by default): level 0 at
    /// 2^`levelsOfDetailBias` × `contentsScale` pixels a point, each next level half as sharp.
    /// Slate counts at most 30; values under 1 count as 1.
    open var levelsOfDetail: Int = 1 {
        didSet { if levelsOfDetail != oldValue { setNeedsDisplay() } }
    }

    /// How many of the levels are magnified (sharper than `contentsScale`: 2×, 4× …), for a
    /// layer shown zoomed in (0 by default). Slate counts at most 30.
    open var levelsOfDetailBias: Int = 0 {
        didSet { if levelsOfDetailBias != oldValue { setNeedsDisplay() } }
    }

    /// The largest size of a tile, in pixels (256 × 256 by default). Sizes under a pixel, and
    /// sizes that are not numbers, count as one pixel.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet { if tileSize != oldValue { setNeedsDisplay() } }
    }

    /// A new size or origin clips the edge tiles differently: those are drawn again. (An
    /// animation's frames do not count: they show the tiles the model's bounds have.)
    open override var bounds: CGRect {
        didSet {
            guard bounds != oldValue, !CALayer.isApplyingPresentation, !tiles.isEmpty else { return }
            tiles = tiles.filter { $0.value.gridRect.intersection(bounds) == $0.value.rect }
        }
    }

    public required override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
        tileSize = other.tileSize
    }

    // MARK: Tiles

    /// A tile's place in the grid of its scale (a new `contentsScale` is a new grid).
    struct TileKey: Hashable {
        var pixelsPerPoint: CGFloat
        var column: Int
        var row: Int
    }

    struct Tile {
        var surface: ImageSurface
        /// Where it goes, in layer coordinates: its place in the grid, within the bounds.
        var rect: CGRect
        /// Its whole place in the grid.
        var gridRect: CGRect
        var pixelsPerPoint: CGFloat
        /// When it began to fade in; -infinity for a tile drawn without fading.
        var drawnAt: CFTimeInterval
        var lastShown: Int
    }

    var tiles: [TileKey: Tile] = [:]
    /// Counts the frames that asked for tiles, to keep the most recently shown ones.
    private var frameCount = 0
    /// The most tiles kept; past it the longest unseen go (never one the frame shows).
    static let maximumCachedTiles = 1_024
    /// The most tiles one frame shows: past it, those nearest the middle of what shows (a
    /// layer shown whole at a tiny scale asks for many).
    static let maximumTilesPerFrame = 1_024
    /// Levels of detail and bias beyond this are not counted.
    static let maximumLevels = 30

    /// Throws away the tiles `rect` touches (all when nil); the frame redraws what shows.
    func invalidateTiles(in rect: CGRect?) {
        if let rect {
            tiles = tiles.filter { !$0.value.rect.intersects(rect) }
        } else {
            tiles.removeAll()
        }
        changed(.contents, inContentsRect: rect)
    }

    /// The level of detail drawn at `deviceScale` (device pixels a layer point): the least
    /// sharp of the kept levels that is at least as sharp, else the sharpest. Returns the
    /// level and its pixels a point.
    package func level(forDeviceScale deviceScale: CGFloat) -> (level: Int, pixelsPerPoint: CGFloat) {
        let scale = contentsScale.isFinite ? max(contentsScale, 0.01) : 1
        let levels = min(max(levelsOfDetail, 1), Self.maximumLevels)
        let bias = min(max(levelsOfDetailBias, 0), Self.maximumLevels)
        var chosen = 0
        for level in 1..<max(levels, 1) where pow(2, CGFloat(bias - level)) * scale >= deviceScale - 0.001 {
            chosen = level
        }
        return (chosen, scale * pow(2, CGFloat(bias - chosen)))
    }

    /// The tiles covering `visible` (layer coordinates) at `deviceScale`, drawing those
    /// missing, with how far each has faded in at `now`. Without `fading` (a snapshot, not the
    /// screen) tiles show whole and new ones are drawn without fading.
    func tilesToShow(covering visible: CGRect, deviceScale: CGFloat, now: CFTimeInterval, fading: Bool) -> [(tile: Tile, alpha: Double)] {
        let area = visible.intersection(bounds)
        guard !area.isNull, !area.isEmpty, deviceScale > 0, deviceScale.isFinite else { return [] }
        frameCount += 1
        let (_, pixelsPerPoint) = level(forDeviceScale: deviceScale)
        func side(_ pixels: CGFloat) -> CGFloat { (pixels.isFinite ? max(pixels, 1) : 1) / pixelsPerPoint }
        let width = side(tileSize.width), height = side(tileSize.height)
        let firstColumn = (area.minX / width).rounded(.down), lastColumn = (area.maxX / width).rounded(.up) - 1
        let firstRow = (area.minY / height).rounded(.down), lastRow = (area.maxY / height).rounded(.up) - 1
        // Counted in floating point first: a tiny tile over a huge area overflows an Int.
        guard [firstColumn, lastColumn, firstRow, lastRow].allSatisfy({ $0.isFinite && abs($0) < 1e12 }),
              lastColumn >= firstColumn, lastRow >= firstRow else { return [] }
        var places: [(column: Int, row: Int)] = []
        let middle = CGPoint(x: area.midX / width, y: area.midY / height)
        let columnSpan = (Int(firstColumn)...Int(lastColumn)), rowSpan = (Int(firstRow)...Int(lastRow))
        if Double(columnSpan.count) * Double(rowSpan.count) <= Double(Self.maximumTilesPerFrame) {
            for row in rowSpan { for column in columnSpan { places.append((column, row)) } }
        } else {
            // Those nearest the middle, in a square around it.
            let half = Int((Double(Self.maximumTilesPerFrame).squareRoot() / 2).rounded(.down))
            let (midColumn, midRow) = (Int(middle.x.rounded(.down)), Int(middle.y.rounded(.down)))
            for row in max(rowSpan.lowerBound, midRow - half)...min(rowSpan.upperBound, midRow + half - 1) {
                for column in max(columnSpan.lowerBound, midColumn - half)...min(columnSpan.upperBound, midColumn + half - 1) {
                    places.append((column, row))
                }
            }
        }
        let fade = Self.fade(of: self)
        var shown: [(Tile, Double)] = []
        for (column, row) in places {
            let key = TileKey(pixelsPerPoint: pixelsPerPoint, column: column, row: row)
            let grid = CGRect(x: CGFloat(column) * width, y: CGFloat(row) * height, width: width, height: height)
            let rect = grid.intersection(bounds)
            guard !rect.isNull, !rect.isEmpty else { continue }
            guard var tile = tiles[key] ?? drawTile(rect, grid: grid, pixelsPerPoint: pixelsPerPoint,
                                                     drawnAt: fading && fade > 0 ? now : -.infinity) else { continue }
            tile.lastShown = frameCount
            tiles[key] = tile
            let alpha = fading && fade > 0 ? min(1, max(0, (now - tile.drawnAt) / fade)) : 1
            shown.append((tile, alpha))
        }
        if let lastEnd = shown.filter({ $0.1 < 1 }).map({ $0.0.drawnAt + fade }).max() { Self.registerFading(self, until: lastEnd) }
        evictIfNeeded()
        return shown
    }

    /// Draws a tile through `draw(in:)`. (User drawing runs here, inside the frame: a
    /// `draw(_:)` meant for Core Animation's background threads touches no layer state.)
    private func drawTile(_ rect: CGRect, grid: CGRect, pixelsPerPoint: CGFloat, drawnAt: CFTimeInterval) -> Tile? {
        let pixelWidth = Int((rect.width * pixelsPerPoint).rounded(.up)), pixelHeight = Int((rect.height * pixelsPerPoint).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        let surface = ImageSurface(width: pixelWidth, height: pixelHeight)
        guard surface.isValid else { return nil }
        let context = CGContext(uikitSurface: surface, scale: pixelsPerPoint)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.clip(to: rect)
        draw(in: context)
        surface.flush()
        return Tile(surface: surface, rect: rect, gridRect: grid, pixelsPerPoint: pixelsPerPoint, drawnAt: drawnAt, lastShown: frameCount)
    }

    private func evictIfNeeded() {
        guard tiles.count > Self.maximumCachedTiles else { return }
        let unseen = tiles.filter { $0.value.lastShown < frameCount }.sorted { $0.value.lastShown < $1.value.lastShown }
        let oldest = unseen.prefix(tiles.count - Self.maximumCachedTiles)
        for (key, _) in oldest { tiles[key] = nil }
    }

    // MARK: Fading

    /// `fadeDuration()`, as a number of seconds Slate can wait for (at most 10).
    static func fade(of layer: CATiledLayer) -> CFTimeInterval {
        let fade = type(of: layer).fadeDuration()
        return fade.isFinite ? min(max(fade, 0), 10) : 0
    }

    private static var fading: [WeakTiledLayer] = []

    private static func registerFading(_ layer: CATiledLayer, until end: CFTimeInterval) {
        if let index = fading.firstIndex(where: { $0.layer === layer }) {
            fading[index].end = max(fading[index].end, end)
        } else {
            fading.append(WeakTiledLayer(layer: layer, end: end))
        }
    }

    /// Whether a tile on screen is still fading in.
    package static var needsFrames: Bool {
        let now = CACurrentMediaTime()
        return fading.contains { $0.layer != nil && now <= $0.end }
    }

    /// Before a frame: layers with tiles fading in are redrawn (once more after the last fade
    /// ends, to show the tiles whole); then they stop asking.
    static func advanceAll(to now: CFTimeInterval) {
        fading.removeAll { weak in
            guard let layer = weak.layer, layer.renderState.compositor != nil else { return true }
            layer.changed(.contents)
            return now > weak.end
        }
    }

    static func forgetAll() {
        fading.removeAll()
    }
}

private struct WeakTiledLayer {
    weak var layer: CATiledLayer?
    /// When its last tile has faded in.
    var end: CFTimeInterval
}
