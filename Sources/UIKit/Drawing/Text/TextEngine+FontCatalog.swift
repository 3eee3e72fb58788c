@_implementationOnly import CCairo
import Foundation

/// What fontconfig knows of the installed families beyond their names: the languages they
/// cover and whether they are fixed-width.
extension TextEngine {
    /// The installed families whose faces are fixed-width (fontconfig's mono, dual-width and
    /// character-cell spacing: coding fonts, CJK monospace fonts).
    package var monospacedFamilies: Set<String> {
        withPango { _ in
            if let cached = Self.monospacedCache.value { return cached }
            var names: Set<String> = [monospacedFamily]
            for spacing in [FC_MONO, FC_DUAL, FC_CHARCELL] {
                guard let pattern = FcPatternCreate() else { continue }
                defer { FcPatternDestroy(pattern) }
                FcPatternAddInteger(pattern, FC_SPACING, Int32(spacing))
                names.formUnion(listFamilies(matching: pattern))
            }
            Self.monospacedCache.value = names
            return names
        }
    }

    /// Fixed-width families found once: the installed fonts do not change while the app runs
    /// (an app's own fonts are proportional or found by name).
    private static let monospacedCache = MonospacedCache()

    private final class MonospacedCache: @unchecked Sendable {
        var value: Set<String>?
    }

    /// The installed families with a face that covers `language` (a BCP 47 tag: "ja", "ar",
    /// "zh-Hant"), as fontconfig's language coverage says.
    package func families(covering language: String) -> Set<String> {
        let tag = language.replacingOccurrences(of: "_", with: "-").lowercased()
        // fontconfig knows languages with territories, not scripts: Chinese by its regions.
        let scripts = ["zh-hans": ["zh-cn", "zh-sg"], "zh-hant": ["zh-tw", "zh-hk", "zh-mo"]]
        let key = scripts.keys.first { tag == $0 || tag.hasPrefix($0 + "-") }
        if let key, let regions = scripts[key] {
            return regions.reduce(into: Set<String>()) { $0.formUnion(families(covering: $1)) }
        }
        return withPango { _ in
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            guard let languages = FcLangSetCreate() else { return [] }
            defer { FcLangSetDestroy(languages) }
            _ = tag.withCString { FcLangSetAdd(languages, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            FcPatternAddLangSet(pattern, FC_LANG, languages)
            return listFamilies(matching: pattern)
        }
    }

    /// The installed families (as `familyNames` spells them) with a face matching `pattern`.
    /// Called holding the Pango lock.
    private func listFamilies(matching pattern: OpaquePointer) -> Set<String> {
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FAMILY, 0, &value) == FcResultMatch, let value else { continue }
            let family = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
            if let installed = installedFamily(named: family) { names.insert(installed) }
        }
        return names
    }
}
