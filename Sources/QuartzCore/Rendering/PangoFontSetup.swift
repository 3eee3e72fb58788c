@_implementationOnly import CCairo
import Foundation

/// A Pango context set up as all of Slate's text is laid out: points at 72 dpi, metrics not
/// hinted, glyph positions not rounded, grey antialiasing — so a layout measures the same
/// at every scale and draws crisply at any transform — and the installed font families.
/// UIKit's text engine and `CATextLayer` each make one (Pango contexts are not shared across
/// their locks).
package struct PangoFontSetup: @unchecked Sendable {
    /// The `PangoContext` (its font map lives as long as it does).
    package let context: OpaquePointer
    /// Installed families, by `familyKey` → exact name.
    package private(set) var families: [String: String]
    /// The `AppFontRegistry.generation` the font map last took in.
    private var fontGeneration: Int

    package init() {
        let fontMap = pango_cairo_font_map_new()!
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        fontGeneration = AppFontRegistry.generation
        families = Self.listFamilies(fontMap)
    }

    /// Takes in the app's fonts registered since the font map last looked (the caller holds
    /// whatever lock guards the context); true when there were some.
    @discardableResult
    package mutating func takeInAppFonts() -> Bool {
        let generation = AppFontRegistry.generation
        guard generation != fontGeneration else { return false }
        fontGeneration = generation
        let fontMap = pango_context_get_font_map(context)
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        pango_context_changed(context)
        families = Self.listFamilies(fontMap)
        return true
    }

    private static func listFamilies(_ fontMap: UnsafeMutablePointer<PangoFontMap>?) -> [String: String] {
        var found: [String: String] = [:]
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        for index in 0..<Int(count) {
            if let family = list?[index], let name = pango_font_family_get_name(family) {
                let exact = String(cString: name)
                found[familyKey(exact)] = exact
            }
        }
        g_free(list)
        return found
    }

    /// Inter when installed (close to San Francisco), else DejaVu Sans.
    package var systemFamily: String { families["inter"] ?? families["dejavusans"] ?? "Sans" }

    /// The installed family called `name`, ignoring case and spaces.
    package func family(named name: String) -> String? { families[Self.familyKey(name)] }

    private static func familyKey(_ name: String) -> String {
        name.lowercased().filter { $0 != " " }
    }
}
