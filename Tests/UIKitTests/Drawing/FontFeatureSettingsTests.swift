import Foundation
import Testing
@testable import UIKit

/// `UIFontDescriptor`'s feature settings (Apple's feature registry numbers, applied as
/// OpenType features).
@MainActor
@Suite("UIFontDescriptor, feature settings", .serialized, .exclusiveUIKit)
struct FontFeatureSettingsTests {
    func width(_ text: String, _ font: UIFont) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: font]).width
    }

    @Test("Monospaced numbers (type 6, selector 0) make every digit as wide as the others; the setting reads back")
    func monospacedDigits() {
        let base = UIFont.systemFont(ofSize: 20)
        let settings: [[UIFontDescriptor.FeatureKey: Any]] = [[.featureIdentifier: 6, .typeIdentifier: 0]]
        let descriptor = base.fontDescriptor.addingAttributes([.featureSettings: settings])
        let tabular = UIFont(descriptor: descriptor, size: 0)
        #expect(tabular.fontDescriptor.key.features == ["tnum"])
        #expect(abs(width("1111", tabular) - width("8888", tabular)) < 0.01)
        #expect(width("1111", base) < width("8888", base), "proportional digits by default")
        let read = descriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Any]]
        #expect(read?.first?[.featureIdentifier] as? Int == 6 && read?.first?[.typeIdentifier] as? Int == 0)
    }

    @Test("A later setting of a feature replaces an earlier one; settings the registry has no OpenType feature for are left out")
    func replacingAndUnknown() {
        let settings: [[UIFontDescriptor.FeatureKey: Any]] = [
            [.featureIdentifier: 6, .typeIdentifier: 0], [.featureIdentifier: 6, .typeIdentifier: 1],
            [.featureIdentifier: 37, .typeIdentifier: 1], [.featureIdentifier: 35, .typeIdentifier: 4],
            [.featureIdentifier: 999, .typeIdentifier: 1], [.featureIdentifier: 1, .typeIdentifier: 3],
        ]
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "Inter", .featureSettings: settings])
        #expect(descriptor.key.features == ["pnum", "smcp", "ss02", "liga=0"])
    }

    @Test("A type's default selector undoes what an earlier setting of the type turned on")
    func defaultSelectors() {
        let settings: [[UIFontDescriptor.FeatureKey: Any]] = [
            [.featureIdentifier: 37, .typeIdentifier: 1], [.featureIdentifier: 10, .typeIdentifier: 1],
            [.featureIdentifier: 37, .typeIdentifier: 0],
        ]
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "Inter", .featureSettings: settings])
        #expect(descriptor.key.features == ["sups"])
    }
}
