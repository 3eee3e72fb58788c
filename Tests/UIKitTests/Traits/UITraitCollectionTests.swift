import Testing
import UIKitTesting
import UIKit

@Suite("UITraitCollection", .exclusiveUIKit)
struct UITraitCollectionTests {
    @Test("TRAIT-04 single-trait initializers; everything else is unspecified")
    func singleTraits() {
        let traits = UITraitCollection(horizontalSizeClass: .compact)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(displayGamut: .P3).displayGamut == .P3)
        #expect(UITraitCollection(forceTouchCapability: .available).forceTouchCapability == .available)
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
    }

    @Test("TRAIT-05 merging: the last collection that specifies a trait wins; unspecified never overrides")
    func merging() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(),
            UITraitCollection(horizontalSizeClass: .unspecified),
        ])
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.userInterfaceStyle == .dark)
    }

    @Test("TRAIT-07 containsTraits(in:) checks only the traits the argument specifies")
    func containment() {
        let full = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular),
                                                  UITraitCollection(verticalSizeClass: .regular),
                                                  UITraitCollection(userInterfaceStyle: .light)])
        #expect(full.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!full.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(full.containsTraits(in: UITraitCollection()))
        #expect(full.containsTraits(in: nil))
        #expect(!UITraitCollection().containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test("Equality, color-appearance differences, and current with performAsCurrent")
    func equalityAndCurrent() {
        #expect(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection(userInterfaceStyle: .dark))
        #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
        #expect(UITraitCollection(userInterfaceStyle: .dark)
            .hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!UITraitCollection(horizontalSizeClass: .compact)
            .hasDifferentColorAppearance(comparedTo: UITraitCollection(horizontalSizeClass: .regular)))
        let before = UITraitCollection.current
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current == before)
    }
}
