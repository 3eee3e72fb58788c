import Testing
import UIKit
import UIKitTesting

/// A specimen sheet of text fields: border styles, placeholder, secure entry, overlays,
/// disabled, and the editing states (caret, selection, marked text, scrolled long text).
@MainActor
@Suite("Text field pixels", .serialized, .exclusiveUIKit)
struct TextFieldPixelTests {
    private func field(_ text: String?, placeholder: String? = nil, border: UITextField.BorderStyle = .roundedRect,
                       _ configure: (UITextField) -> Void = { _ in }) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 180, height: 34))
        field.text = text
        field.placeholder = placeholder
        field.borderStyle = border
        configure(field)
        return field
    }

    @Test("Text fields in each border style and state", arguments: [UIUserInterfaceStyle.light, .dark])
    func textFields(style: UIUserInterfaceStyle) {
        let screen = HeadlessScreen(size: CGSize(width: 820, height: 236), scale: 2)
        screen.userInterfaceStyle = style
        let window = UIWindow()
        window.backgroundColor = .secondarySystemBackground
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let magnifier = UIImageView(image: Self.dot)
        magnifier.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        magnifier.contentMode = .center
        let rows: [[UITextField]] = [
            [field("Rounded rect"), field(nil, placeholder: "Placeholder"), field("Line", border: .line),
             field("Bezel", border: .bezel)],
            [field("No border", border: .none), field("hunter2") { $0.isSecureTextEntry = true },
             field("Disabled") { $0.isEnabled = false }, field("With overlays") { $0.clearButtonMode = .always; $0.leftView = magnifier; $0.leftViewMode = .always }],
            [field("Caret at the end"), field("Select a word here"), field("Marked"),
             field("A long line that scrolls while editing it")],
            [field("Centered") { $0.textAlignment = .center }, field("Right") { $0.textAlignment = .right },
             field("Large title font") { $0.font = .preferredFont(forTextStyle: .title2) }, field("Tinted caret") { $0.tintColor = .systemPink }],
        ]
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, field) in row.enumerated() {
                field.frame.origin = CGPoint(x: 16 + CGFloat(columnIndex) * 200, y: 16 + CGFloat(rowIndex) * 54)
                window.addSubview(field)
            }
        }
        // Only one field edits at a time: draw the editing states one after another into the
        // same frame by editing each, then leaving their look (selection, marked text) behind.
        let editing = rows[2]
        editing[1].becomeFirstResponder()
        editing[1].selectedTextRange = editing[1].textRange(from: editing[1].position(from: editing[1].beginningOfDocument, offset: 7)!,
                                                            to: editing[1].position(from: editing[1].beginningOfDocument, offset: 11)!)
        let selected = screen.render()
        editing[2].becomeFirstResponder()
        editing[2].setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        let marked = screen.render()
        editing[3].becomeFirstResponder()
        let scrolled = screen.render()
        rows[3][3].becomeFirstResponder()
        let tinted = screen.render()
        editing[0].becomeFirstResponder()
        let final = screen.render()

        // Each editing state is checked in the frame where it is live; dark mode needs only
        // the sheet's colors.
        let suffix = style == .dark ? "dark" : "light"
        expectGolden(final, named: "text-fields-\(suffix)")
        if style == .light {
            expectGolden(selected, named: "text-fields-selection-light")
            expectGolden(marked, named: "text-fields-marked-light")
            expectGolden(scrolled, named: "text-fields-scrolled-light")
            expectGolden(tinted, named: "text-fields-tinted-caret-light")
        }
    }

    private static let dot: UIImage = {
        UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { context in
            UIColor.systemGray.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 2, y: 2, width: 10, height: 10))
        }
    }()
}
