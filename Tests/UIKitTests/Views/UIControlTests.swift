import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIControl and UIButton", .serialized, .exclusiveUIKit)
struct UIControlTests {
    @Test("State combines enabled, selected and highlighted; .normal is none of them")
    func state() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
        #expect(!UIControl().isOpaque)
    }

    @Test("Actions run in order for their events, with the control as sender; an identifier replaces its action")
    func actions() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction(identifier: .init("a")) { action in
            log.append("a sender=\(action.sender as AnyObject === control)")
        }, for: [.valueChanged, .touchUpInside])
        control.addAction(UIAction { _ in log.append("b") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a sender=true", "b"])
        log = []
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("a2") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["b", "a2"])
        log = []
        control.sendActions(for: .touchUpInside)
        #expect(log == ["a sender=true"], "the first action keeps the events the replacement did not take")
        control.removeAction(identifiedBy: .init("a"), for: .allEvents)
        #expect(control.allControlEvents == .valueChanged)
        let action = UIAction { _ in }
        #expect(action.sender == nil)
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
    }

    @Test("init(frame:primaryAction:) runs the action for .primaryActionTriggered")
    func primaryAction() {
        var ran = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
        control.sendActions(for: .primaryActionTriggered)
        control.sendActions(for: .touchUpInside)
        #expect(ran == 1)
    }

    @Test("Button types; a button from a primary action shows its title and image and runs it")
    func buttonInitializers() {
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton.ButtonType.roundedRect == .system)
        var ran = false
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in ran = true })
        #expect(button.title(for: .normal) == "Go")
        #expect(button.titleLabel?.text == "Go")
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran)
        #expect(UIButton(frame: .zero, primaryAction: nil).buttonType == .system)
        #expect(UIButton(type: .contactAdd).currentImage?.size == CGSize(width: 22, height: 22))
    }

    @Test("Per-state values fall back to the normal state's")
    func stateFallback() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.title(for: .disabled) == "Normal")
        #expect(button.titleColor(for: .selected) == .systemRed)
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        #expect(button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Normal")
    }

    @Test("System buttons color titles by tint and state; custom buttons default to white")
    func defaultTitleColors() {
        let system = UIButton(type: .system)
        system.tintColor = .systemPurple
        #expect(system.titleColor(for: .normal) == .systemPurple)
        #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
        let highlighted = system.titleColor(for: .highlighted)!.resolvedColor(with: system.traitCollection)
        var alpha: CGFloat = 0
        highlighted.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(abs(alpha - 0.2) < 0.001)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        #expect(system.titleLabel?.font.pointSize == 15)
        #expect(UIButton(type: .custom).titleLabel?.font.pointSize == 18)
    }

    @Test("Intrinsic size: title plus UIKit's 6-point padding above and below, image beside it, content insets around")
    func intrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let label = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: label.width, height: label.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 10, bottom: 3, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: label.width + 30, height: label.height + 16))
        let image = UIButton(type: .custom)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        image.setImage(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 50), format: format).image { _ in }, for: .normal)
        #expect(image.intrinsicContentSize == CGSize(width: 40, height: 50))
        #expect(UIButton(type: .system).intrinsicContentSize.width == 30)
    }

    @Test("Layout puts the image then the title, centered by default, or at the leading edge")
    func layout() {
        let button = UIButton(type: .system)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in }, for: .normal)
        button.setTitle("Title", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        #expect(image.maxX == title.minX)
        #expect(abs((image.minX + title.maxX) / 2 - 100) <= 1)
        #expect(abs(image.midY - 22) <= 0.5)
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets.left = 8
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 8)
    }

    @Test("Edge insets reshape the rectangle the title and image are placed in: a centered title with a left inset of 20 moves right by 10 and keeps its width (Quizzler's answer buttons); +s and -s move it by s; intrinsic size ignores them")
    func edgeInsets() {
        let button = UIButton(type: .system)
        button.setTitle("True", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 25)
        button.frame = CGRect(x: 0, y: 0, width: 374, height: 80)
        button.layoutIfNeeded()
        let plain = button.titleLabel!.frame
        let natural = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.size == plain.size, "the title keeps its width: it fits in 354 points")
        #expect(button.titleLabel!.frame.minX == plain.minX + 10)
        #expect(button.intrinsicContentSize == natural)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: -6)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == plain.minX + 6 && button.titleLabel!.frame.size == plain.size)
        // Only a rectangle narrower than the title truncates it.
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 340, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.width == 34 && button.titleLabel!.frame.minX == 340)
        // The image's insets move the image alone.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        button.titleEdgeInsets = .zero
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in }, for: .normal)
        button.layoutIfNeeded()
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame == image.offsetBy(dx: -8, dy: 0))
        #expect(button.titleLabel!.frame == title)
    }

    @Test("Configurations size to their content plus the size's insets; changing the configuration restyles")
    func configurations() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Filled"
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: (title.width + 24).rounded(.up), height: (title.height + 14).rounded(.up)))
        #expect(button.subviews.count == 2, "background and title")
        configuration.buttonSize = .large
        button.configuration = configuration
        #expect(button.titleLabel?.font.pointSize == 17)
        #expect(button.intrinsicContentSize.height == (button.titleLabel!.intrinsicContentSize.height + 28).rounded(.up))
        var handled = 0
        button.configurationUpdateHandler = { button in
            handled += 1
            // Restyling from the handler, as apps do, must not call the handler again.
            button.configuration?.baseBackgroundColor = button.isHighlighted ? .systemRed : nil
        }
        button.isHighlighted = true
        #expect(handled == 1)
        #expect(button.configuration?.baseBackgroundColor == .systemRed)
    }

    @Test("UIMenu keeps its children and options; replacingChildren copies")
    func menus() {
        let menu = UIMenu(title: "Edit", options: .displayInline, children: [UIAction(title: "Copy") { _ in }])
        let replaced = menu.replacingChildren([])
        #expect(replaced.title == "Edit" && replaced.options == .displayInline && replaced.children.isEmpty)
        #expect(replaced.identifier == menu.identifier)
        let button = UIButton(type: .system)
        button.menu = menu
        #expect(button.menu === menu)
    }
}
