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

    /// How many scales tiles are kept at (1 by default: only `contentsScale` times the
    /// magnified levels). Values under 1 count as 1.
    open var levelsOfDetail: Int = 1 {
        didSet { if levelsOfDetail != oldValue { setNeedsDisplay() } }
    }

    /// How many of the levels are magnified (2×, 4× … `contentsScale`), for a layer shown
    /// zoomed in (0 by default).
    open var levelsOfDetailBias: Int = 0 {
        didSet { if levelsOfDetailBias != oldValue { setNeedsDisplay() } }
    }

    /// The largest size of a tile, in pixels (256 × 256 by default). Sizes under a pixel count
    /// as one pixel.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet { if tileSize != oldValue { setNeedsDisplay() } }
    }

    /// A new size clips the edge tiles differently: they are all drawn again.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size, !tiles.isEmpty { tiles.removeAll() } }
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

    struct TileKey: Hashable {
        var level: Int
        var column: Int
        var row: Int
    }

    struct Tile {
        var surface: ImageSurface
        /// Where it goes, in layer coordinates.
        var rect: CGRect
        var drawnAt: CFTimeInterval
        var lastShown: Int
    }

    var tiles: [TileKey: Tile] = [:]
    /// Counts the frames that asked for tiles, to keep the most recently shown ones.
    private var frameCount = 0
    /// The most tiles kept; past it the longest unseen go.
    static let maximumCachedTiles = 512
    /// The most tiles one frame draws (a layer shown whole at a tiny scale asks for many).
    static let maximumTilesPerFrame = 1_024

    /// Throws away the tiles `rect` touches (all when nil); the frame redraws what shows.
    func invalidateTiles(in rect: CGRect?) {
        if let rect {
            tiles = tiles.filter { !$0.value.rect.intersects(rect) }
        } else {
            tiles.removeAll()
        }
        changed(.contents, inContentsRect: rect)
    }

    /// The level of detail drawn at `deviceScale` (device pixels a layer point): the smallest
    /// of the kept scales that is at least as sharp, else the sharpest. Returns the level and
    /// its pixels a point.
    package func level(forDeviceScale deviceScale: CGFloat) -> (level: Int, pixelsPerPoint: CGFloat) {
        let scale = max(contentsScale, 0.01)
        let levels = max(levelsOfDetail, 1)
        var chosen = 0
        for level in 0..<levels {
            // Level 0 is the sharpest: 2^bias; each next one halves.
            let zoom = pow(2, CGFloat(levelsOfDetailBias - level))
            if zoom * scale >= deviceScale - 0.001 { chosen = level } else { break }
        }
        return (chosen, scale * pow(2, CGFloat(levelsOfDetailBias - chosen)))
    }

    /// The tiles covering `visible` (layer coordinates) at `deviceScale`, drawing those
    /// missing, with how far each has faded in at `now`.
    func tilesToShow(covering visible: CGRect, deviceScale: CGFloat, now: CFTimeInterval) -> [(tile: Tile, alpha: Double)] {
        let area = visible.intersection(bounds)
        guard !area.isNull, !area.isEmpty, deviceScale > 0, deviceScale.isFinite else { return [] }
        frameCount += 1
        let (level, pixelsPerPoint) = self.level(forDeviceScale: deviceScale)
        let width = max(tileSize.width, 1) / pixelsPerPoint, height = max(tileSize.height, 1) / pixelsPerPoint
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return [] }
        let columns = Int((area.minX / width).rounded(.down))...Int(((area.maxX / width).rounded(.up)) - 1)
        let rows = Int((area.minY / height).rounded(.down))...Int(((area.maxY / height).rounded(.up)) - 1)
        guard columns.count * rows.count <= Self.maximumTilesPerFrame else { return [] }
        let fade = max(type(of: self).fadeDuration(), 0)
        var shown: [(Tile, Double)] = []
        for row in rows {
            for column in columns {
                let key = TileKey(level: level, column: column, row: row)
                let rect = CGRect(x: CGFloat(column) * width, y: CGFloat(row) * height, width: width, height: height).intersection(bounds)
                guard !rect.isNull, !rect.isEmpty else { continue }
                guard var tile = tiles[key] ?? drawTile(rect, pixelsPerPoint: pixelsPerPoint, now: now) else { continue }
                tile.lastShown = frameCount
                tiles[key] = tile
                let alpha = fade > 0 ? min(1, max(0, (now - tile.drawnAt) / fade)) : 1
                shown.append((tile, alpha))
            }
        }
        if shown.contains(where: { $0.1 < 1 }) { Self.registerFading(self) }
        evictIfNeeded()
        return shown
    }

    private func drawTile(_ rect: CGRect, pixelsPerPoint: CGFloat, now: CFTimeInterval) -> Tile? {
        let pixelWidth = Int((rect.width * pixelsPerPoint).rounded(.up)), pixelHeight = Int((rect.height * pixelsPerPoint).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        let surface = ImageSurface(width: pixelWidth, height: pixelHeight)
        guard surface.isValid else { return nil }
        let context = CGContext(uikitSurface: surface, scale: pixelsPerPoint)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.clip(to: rect)
        draw(in: context)
        surface.flush()
        return Tile(surface: surface, rect: rect, drawnAt: now, lastShown: frameCount)
    }

    private func evictIfNeeded() {
        guard tiles.count > Self.maximumCachedTiles else { return }
        let oldest = tiles.sorted { $0.value.lastShown < $1.value.lastShown }.prefix(tiles.count - Self.maximumCachedTiles)
        for (key, _) in oldest { tiles[key] = nil }
    }

    // MARK: Fading

    private static var fading: [WeakTiledLayer] = []

    private static func registerFading(_ layer: CATiledLayer) {
        if !fading.contains(where: { $0.layer === layer }) { fading.append(WeakTiledLayer(layer: layer)) }
    }

    /// Whether a tile on screen is still fading in.
    static var needsFrames: Bool { fading.contains { $0.layer != nil } }

    /// Before a frame: layers with tiles fading in are redrawn; those done fading stop asking.
    static func advanceAll(to now: CFTimeInterval) {
        let fade = { (layer: CATiledLayer) in max(type(of: layer).fadeDuration(), 0) }
        fading.removeAll { weak in
            guard let layer = weak.layer, layer.renderState.compositor != nil else { return true }
            let stillFading = layer.tiles.values.contains { now - $0.drawnAt < fade(layer) }
            layer.changed(.contents)
            return !stillFading
        }
    }

    static func forgetAll() {
        fading.removeAll()
    }
}

private struct WeakTiledLayer {
    weak var layer: CATiledLayer?
}
