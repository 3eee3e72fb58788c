import CoreGraphics
import Foundation

extension UIResponder {
    /// The attributes to write into, made on the first write; any write may change what a
    /// screen reader hears, so it asks for the accessibility tree to be brought up to date.
    var accessibilityAttributesForWriting: AccessibilityAttributes {
        AccessibilityTreeSync.setNeedsUpdate()
        if let accessibilityAttributes { return accessibilityAttributes }
        let attributes = AccessibilityAttributes()
        accessibilityAttributes = attributes
        return attributes
    }

    /// UIKit's defaults for the receiver; worked out once per tree build (each element's
    /// getters ask for them in turn), and afresh each time otherwise.
    var standardAccessibility: StandardAccessibility {
        let build = AccessibilityTreeSync.currentBuild
        guard build != 0 else { return computedStandardAccessibility }
        let attributes: AccessibilityAttributes
        if let existing = accessibilityAttributes {
            if existing.defaultsBuild == build, let defaults = existing.buildDefaults { return defaults }
            attributes = existing
        } else {
            attributes = AccessibilityAttributes()
            accessibilityAttributes = attributes
        }
        let defaults = computedStandardAccessibility
        attributes.buildDefaults = defaults
        attributes.defaultsBuild = build
        return defaults
    }

    private var computedStandardAccessibility: StandardAccessibility {
        (self as? AccessibilityDefaultsProviding)?.accessibilityDefaults ?? StandardAccessibility()
    }

    /// What a reader's request goes to next when the receiver declines it (a page scroll) or
    /// gathers from next (rotors): an element's container, a view's superview.
    var accessibilityReaderContainer: UIResponder? {
        if let element = self as? UIAccessibilityElement {
            return (element.accessibilityContainer as? UIResponder) ?? element.containerView
        }
        return (self as? UIView)?.superview
    }

    /// A view's frame on the screen; a responder that is not a view has none.
    var standardAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }

    func standardAccessibilityActivate() -> Bool {
        (self as? AccessibilityActivatable)?.accessibilityActivateByDefault() ?? false
    }

    func standardAccessibilityAdjust(by steps: Int) {
        (self as? AccessibilityAdjustable)?.accessibilityAdjust(by: steps)
    }

    func standardAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        (self as? AccessibilityScrollable)?.accessibilityScrollByDefault(direction) ?? false
    }

    func standardAccessibilityEscape() -> Bool {
        (self as? AccessibilityEscapable)?.accessibilityEscapeByDefault() ?? false
    }
}

/// Identifies an element for automation (UI tests, AT-SPI's `accessible-id`); never spoken.
@MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes?.identifier }
        set { accessibilityAttributesForWriting.identifier = newValue }
    }
}
