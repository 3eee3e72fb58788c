import Testing
import UIKit
import UIKitTesting

/// The element, label, traits and value UIKit's standard views report before an app sets
/// anything (Apple's documentation of each, and what VoiceOver reads on an iPad).
@MainActor
@Suite("Accessibility defaults", .serialized, .exclusiveUIKit)
struct AccessibilityDefaultsTests {
    @Test("A plain view is not an element and has no label, value or traits; a window is not one")
    func plainView() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil && view.accessibilityElementCount() == 0)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal && !view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityContainerType == .none)
        #expect(!view.accessibilityActivate())
        #expect(!UIWindow().isAccessibilityElement)
    }

    @Test("A label is a static-text element named by its text; not enabled adds notEnabled")
    func label() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityValue == nil)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.attributedText = NSAttributedString(string: "Rich")
        #expect(label.accessibilityLabel == "Rich")
    }

    @Test("A button is a button element named by its title; selected and disabled show in its traits")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        #expect(UIButton(type: .close).accessibilityLabel == "Close")
        #expect(UIButton(type: .infoLight).accessibilityLabel == "More Info")
        #expect(UIButton(type: .contactAdd).accessibilityLabel == "Add Contact")
    }

    @Test("A switch is a button whose value is 1 when on and 0 when off")
    func switchControl() {
        let control = UISwitch()
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits == .button)
        #expect(control.accessibilityValue == "0")
        control.isOn = true
        #expect(control.accessibilityValue == "1")
    }

    @Test("A slider is adjustable, its value a percentage; increment moves a tenth and sends valueChanged")
    func slider() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 70 && changes == 1)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 30 && changes == 3)
        slider.value = 200
        slider.accessibilityIncrement()
        #expect(changes == 3)
    }

    @Test("A page control is adjustable and says which page of how many; increment turns a page")
    func pageControl() {
        let control = UIPageControl()
        control.numberOfPages = 3
        #expect(control.accessibilityTraits == .adjustable)
        #expect(control.accessibilityValue == "page 1 of 3")
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.accessibilityIncrement()
        #expect(control.currentPage == 1 && control.accessibilityValue == "page 2 of 3" && changes == 1)
    }

    @Test("A stepper is two buttons, Decrement and Increment, each not enabled at its limit")
    func stepper() throws {
        let stepper = UIStepper()
        #expect(!stepper.isAccessibilityElement)
        #expect(stepper.accessibilityElementCount() == 2)
        let decrement = try #require(stepper.accessibilityElement(at: 0) as? UIAccessibilityElement)
        let increment = try #require(stepper.accessibilityElement(at: 1) as? UIAccessibilityElement)
        #expect(decrement.accessibilityLabel == "Decrement" && increment.accessibilityLabel == "Increment")
        #expect(decrement.accessibilityTraits == [.button, .notEnabled])
        #expect(increment.accessibilityTraits == .button)
        #expect(stepper.index(ofAccessibilityElement: increment) == 1)
        #expect(decrement.accessibilityContainer === stepper)
    }

    @Test("A segmented control's segments are buttons named by their titles; the selected one is selected")
    func segmentedControl() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        #expect(!control.isAccessibilityElement)
        #expect(control.accessibilityElementCount() == 3)
        let week = try #require(control.accessibilityElement(at: 1) as? UIAccessibilityElement)
        #expect(week.accessibilityLabel == "Week" && week.accessibilityTraits == [.button, .selected])
        let day = try #require(control.accessibilityElement(at: 0) as? UIAccessibilityElement)
        #expect(day.accessibilityTraits == .button)
    }

    @Test("A text field's value is its text, its placeholder while empty, bullets when secure")
    func textField() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == nil)
        #expect(field.accessibilityValue == "Name")
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
    }

    @Test("A text view's value is its text; not editable, it is static text")
    func textView() {
        let view = UITextView()
        view.text = "Notes"
        #expect(view.isAccessibilityElement && view.accessibilityValue == "Notes")
        #expect(view.accessibilityTraits == .none)
        view.isEditable = false
        #expect(view.accessibilityTraits == .staticText)
    }

    @Test("An image view is not an element by default; made one, it is an image")
    func imageView() {
        let view = UIImageView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .image)
        view.isAccessibilityElement = true
        #expect(view.isAccessibilityElement)
    }

    @Test("Progress and activity indicators update frequently and say how far or whether they run")
    func progress() {
        let progress = UIProgressView()
        progress.progress = 0.42
        #expect(progress.isAccessibilityElement && progress.accessibilityValue == "42%")
        #expect(progress.accessibilityTraits == .updatesFrequently)
        let spinner = UIActivityIndicatorView()
        spinner.startAnimating()
        #expect(spinner.accessibilityLabel == "In progress")
        spinner.stopAnimating()
        #expect(spinner.accessibilityLabel == "Progress halted")
    }

    @Test("What an app sets wins over the default, and a subclass's override can call super")
    func overrides() {
        final class PriceLabel: UILabel {
            override var accessibilityLabel: String? {
                get { super.accessibilityLabel.map { "Price: \($0)" } }
                set { super.accessibilityLabel = newValue }
            }
        }
        let label = PriceLabel()
        label.text = "5 €"
        #expect(label.accessibilityLabel == "Price: 5 €")
        label.accessibilityLabel = "Free"
        #expect(label.accessibilityLabel == "Price: Free")
        let button = UIButton(type: .system)
        button.accessibilityTraits = .link
        button.isAccessibilityElement = false
        button.accessibilityHint = "Opens the site"
        button.accessibilityIdentifier = "site"
        #expect(button.accessibilityTraits == .link && !button.isAccessibilityElement)
        #expect(button.accessibilityHint == "Opens the site" && button.accessibilityIdentifier == "site")
    }

    @Test("UIAccessibilityTraits have UIKit's raw values")
    func traitValues() {
        #expect(UIAccessibilityTraits.button.rawValue == 1)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(UIAccessibilityTraits.tabBar.rawValue == 32768)
        #expect(UIAccessibilityTraits.header.rawValue == 65536)
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }
}
