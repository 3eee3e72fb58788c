import CoreGraphics
import Foundation
import SlatePlatform

/// UIKit's defaults for an object's accessibility, before the app sets anything: a label
/// is an element named by its text, a switch a button whose value is "1" or "0".
///
/// UIKit's standard views describe themselves by adopting `AccessibilityDefaultsProviding`
/// (in `Type+Accessibility.swift` files beside them), so that the members an app overrides
/// stay in one place, `UIResponder`, and an app's subclass that calls `super` gets these.
struct StandardAccessibility {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits = []
    var isModal = false
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
    /// What desktop protocols call the element, when its traits do not say (a switch is a
    /// toggle, a text field an entry).
    var role: PlatformAccessibilityRole?
    /// A container's role, when it is more than a group (a tab bar, a table).
    var containerRole: PlatformAccessibilityRole?
    /// For adjustable elements: the number behind the spoken value.
    var range: PlatformAccessibilityRange?
}

/// A UIKit view or element with accessibility defaults of its own.
@MainActor
protocol AccessibilityDefaultsProviding: AnyObject {
    var accessibilityDefaults: StandardAccessibility { get }
}

/// A standard control a screen reader adjusts (a slider, a stepper, a page control).
@MainActor
protocol AccessibilityAdjustable: AnyObject {
    /// Moves the value `steps` steps (positive: up) as the user would, sending the control's events.
    func accessibilityAdjust(by steps: Int)
    /// Sets the value as a desktop screen reader may (AT-SPI's Value interface); false when it cannot.
    func accessibilitySetValue(_ value: Double) -> Bool
}

/// A standard view with a default action other than a tap at its centre.
@MainActor
protocol AccessibilityActivatable: AnyObject {
    func accessibilityActivateByDefault() -> Bool
}

/// A standard view that answers the screen reader's escape gesture (a popover, an alert).
@MainActor
protocol AccessibilityEscapable: AnyObject {
    func accessibilityEscapeByDefault() -> Bool
}

/// A standard view that scrolls by a page for a screen reader (a scroll view).
@MainActor
protocol AccessibilityScrollable: AnyObject {
    func accessibilityScrollByDefault(_ direction: UIAccessibilityScrollDirection) -> Bool
}

/// Editable text as a screen reader sees it.
@MainActor
protocol AccessibilityTextProviding: AnyObject {
    /// The text as read (bullets for secure text).
    var accessibilityEditableString: String { get }
    /// The text that the bullets of `accessibilityEditableString` stand for, one bullet a
    /// character, when they do (secure text); nil when the text is read as it is. UIKit's
    /// positions count in this text, a reader's offsets in the bullets.
    var accessibilityBulletedText: String? { get }
    var accessibilityText: PlatformAccessibilityText { get }
    func accessibilitySetSelection(_ range: Range<Int>) -> Bool
}
