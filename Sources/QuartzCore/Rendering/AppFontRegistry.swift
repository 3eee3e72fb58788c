@_implementationOnly import CCairo
import Foundation
import Synchronization

/// The font files an app brings (Info.plist's `UIAppFonts`), added to fontconfig's fonts for
/// this process only. Every Pango font map of Slate (UIKit's text engine, text layers) takes
/// them in before it next lays text out: each `PangoFontSetup` compares `generation` with the
/// one it last saw (an atomic read: text layout asks on every call).
package enum AppFontRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: Set<String> = []
    private static let counter = Atomic<Int>(0)

    /// Changes each time a font file is added.
    package static var generation: Int { counter.load(ordering: .acquiring) }

    /// Adds the font file at `path` (TrueType, OpenType, a collection) to this process's
    /// fonts. False when fontconfig cannot read it; a file added before is not added again.
    /// Call it where no Pango font map is in use on another thread (UIKit does, holding its
    /// text engine's lock).
    @discardableResult
    package static func register(fileAt path: String) -> Bool {
        lock.withLock {
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if registered.contains(standardized) { return true }
            guard FileManager.default.isReadableFile(atPath: standardized),
                  FcConfigAppFontAddFile(FcConfigGetCurrent(), standardized) != 0 else { return false }
            registered.insert(standardized)
            counter.add(1, ordering: .releasing)
            return true
        }
    }
}
