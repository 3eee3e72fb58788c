import Testing
@testable import UIKit
import UIKitTesting

/// `UIFontPickerViewController` (iOS 13) and the font panel of `UITextFormattingCoordinator`:
/// the families listed and filtered, choosing and cancelling, and a panel that restyles the
/// selected text.
@MainActor
@Suite("Font picker and font panel", .serialized, .exclusiveUIKit)
struct FontPickerTests {
    final class Listener: UIFontPickerViewControllerDelegate {
        var log: [String] = []
        func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
            log.append("pick \(viewController.selectedFontDescriptor?.fontAttributes[.family] as? String ?? viewController.selectedFontDescriptor?.postscriptName ?? "nil")")
        }
        func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { log.append("cancel") }
    }

    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let root: UIViewController
    }

    private func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, root: root)
    }

    private func titles(_ picker: UIFontPickerViewController) -> [String] {
        picker.shownSections.flatMap { $0.entries.map(\.title) }
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("Every installed family is listed, each named in its own font; a search narrows the list")
    func listsAndSearches() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let picker = UIFontPickerViewController()
        scene.root.present(picker, animated: false)
        scene.screen.runUntilAnimationsSettle()
        #expect(titles(picker) == UIFont.familyNames)
        #expect(titles(picker).contains("DejaVu Serif"))
        let cell = try #require(picker.tableView.visibleCells.first)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.font.familyName == content.text)

        picker.searchBar.text = "dejavu"
        picker.searchBar.delegate?.searchBar(picker.searchBar, textDidChange: "dejavu")
        #expect(!titles(picker).isEmpty)
        #expect(titles(picker).allSatisfy { $0.hasPrefix("DejaVu") })
        picker.dismiss(animated: false)
    }

    @Test("Choosing a row sets selectedFontDescriptor to the family, tells the delegate and dismisses the picker; Cancel dismisses and tells didCancel")
    func chooseAndCancel() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let listener = Listener()
        let picker = UIFontPickerViewController()
        picker.delegate = listener
        scene.root.present(picker, animated: false)
        scene.screen.runUntilAnimationsSettle()
        picker.searchBar.delegate?.searchBar(picker.searchBar, textDidChange: "DejaVu Serif")
        scene.screen.presentFrame()
        let row = try #require(picker.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        scene.screen.tap(at: center(of: row))
        scene.screen.runUntilAnimationsSettle()
        #expect(listener.log == ["pick DejaVu Serif"])
        #expect(picker.selectedFontDescriptor?.fontAttributes[.family] as? String == "DejaVu Serif")
        #expect(scene.root.presentedViewController == nil)

        let second = UIFontPickerViewController()
        second.delegate = listener
        second.selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif"])
        scene.root.present(second, animated: false)
        scene.screen.runUntilAnimationsSettle()
        let marked = try #require(second.selectedIndexPath)
        #expect(second.tableView.cellForRow(at: marked)?.accessoryType == .checkmark)
        scene.screen.press(.keyboardEscape)
        scene.screen.runUntilAnimationsSettle()
        #expect(listener.log == ["pick DejaVu Serif", "cancel"])
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("includeFaces lists each family's faces under it; displayUsingSystemFont names them in the system font; the configuration is copied")
    func facesAndSystemFont() throws {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        configuration.displayUsingSystemFont = true
        let picker = UIFontPickerViewController(configuration: configuration)
        configuration.includeFaces = false
        #expect(picker.configuration.includeFaces)
        #expect(picker.configuration !== configuration)
        picker.loadViewIfNeeded()
        let serif = try #require(picker.shownSections.first { $0.family == "DejaVu Serif" })
        #expect(serif.entries.map(\.title) == ["Regular", "Bold", "Italic", "Bold Italic"])
        #expect(picker.tableView(picker.tableView, titleForHeaderInSection: 0) == picker.shownSections[0].family)
        let bold = serif.entries[1].descriptor
        #expect(bold.symbolicTraits.contains(.traitBold))
        let index = try #require(picker.shownSections.firstIndex { $0.family == "DejaVu Serif" })
        let cell = picker.tableView(picker.tableView, cellForRowAt: IndexPath(row: 1, section: index))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.font.familyName == UIFont.preferredFont(forTextStyle: .body).familyName)
    }

    @Test("filteredTraits .traitMonoSpace keeps the fixed-width families; a language predicate keeps the families covering it")
    func filters() {
        let monospaced = UIFontPickerViewController.Configuration()
        monospaced.filteredTraits = .traitMonoSpace
        let picker = UIFontPickerViewController(configuration: monospaced)
        picker.loadViewIfNeeded()
        let fixed = titles(picker)
        #expect(fixed.contains("DejaVu Sans Mono"))
        #expect(!fixed.contains("DejaVu Sans"))
        #expect(!fixed.isEmpty && fixed.count < UIFont.familyNames.count)

        let arabic = UIFontPickerViewController.Configuration()
        arabic.filteredLanguagesPredicate = UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: ["ar"])
        let arabicPicker = UIFontPickerViewController(configuration: arabic)
        arabicPicker.loadViewIfNeeded()
        #expect(titles(arabicPicker).contains("Noto Naskh Arabic"))
        #expect(!titles(arabicPicker).contains("Inter"))
        #expect(UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: []) == nil)
    }

    @Test("The font panel: toggleFontPanel shows a picker that leaves the text view live; choosing a family restyles the selection keeping size and bold; toggling again hides it")
    func fontPanel() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 20, y: 300, width: 400, height: 200))
        textView.allowsEditingTextAttributes = true
        let bold = UIFont.systemFont(ofSize: 20, weight: .bold)
        textView.attributedText = NSAttributedString(string: "Hello world", attributes: [.font: bold])
        scene.root.view.addSubview(textView)
        scene.screen.presentFrame()
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 5)

        #expect(!UITextFormattingCoordinator.isFontPanelVisible)
        UITextFormattingCoordinator.toggleFontPanel(self)
        scene.screen.runUntilAnimationsSettle()
        #expect(UITextFormattingCoordinator.isFontPanelVisible)
        let panel = try #require(scene.root.presentedViewController as? UIFontPickerViewController)
        #expect(panel.modalPresentationStyle == .popover)
        #expect(panel.selectedFontDescriptor == nil, "no one told the panel of a selection")

        panel.searchBar.delegate?.searchBar(panel.searchBar, textDidChange: "DejaVu Serif")
        panel.tableView(panel.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController === panel, "the panel stays open")
        let restyled = textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(restyled?.familyName == "DejaVu Serif")
        #expect(restyled?.pointSize == 20)
        #expect(restyled?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        let untouched = textView.attributedText.attribute(.font, at: 6, effectiveRange: nil) as? UIFont
        #expect(untouched?.familyName == bold.familyName)
        #expect(textView.isFirstResponder, "the text view kept the keyboard")

        UITextFormattingCoordinator.toggleFontPanel(self)
        scene.screen.runUntilAnimationsSettle()
        #expect(!UITextFormattingCoordinator.isFontPanelVisible)
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("A delegate set on one handle of a scene's coordinator is every handle's; it gets the panel's conversion")
    func coordinatorDelegate() throws {
        final class Recorder: UITextFormattingCoordinatorDelegate {
            var converted: [[NSAttributedString.Key: Any]] = []
            func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler) {
                converted.append(conversionHandler([.font: UIFont.systemFont(ofSize: 12)]))
            }
        }
        LaunchLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        screen.launchApplication(delegateClass: SceneAppDelegate.self)
        defer { screen.endApplication() }
        screen.presentFrame()
        let windowScene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let recorder = Recorder()
        UITextFormattingCoordinator(windowScene: windowScene).delegate = recorder
        let other = UITextFormattingCoordinator(for: windowScene)
        #expect(other.delegate === recorder)
        other.setSelectedAttributes([.font: UIFont(name: "DejaVuSerif", size: 14)!], isMultiple: false)

        UITextFormattingCoordinator.toggleFontPanel(self)
        screen.runUntilAnimationsSettle()
        let root = try #require(windowScene.keyWindow?.rootViewController)
        let panel = try #require(root.presentedViewController as? UIFontPickerViewController)
        #expect(panel.selectedFontDescriptor?.fontAttributes[.family] as? String == "DejaVu Serif")
        panel.searchBar.delegate?.searchBar(panel.searchBar, textDidChange: "DejaVu Sans Mono")
        panel.tableView(panel.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect((recorder.converted.first?[.font] as? UIFont)?.familyName == "DejaVu Sans Mono")
        #expect((recorder.converted.first?[.font] as? UIFont)?.pointSize == 12)

        other.setSelectedAttributes([:], isMultiple: true)
        #expect(panel.selectedFontDescriptor == nil, "several fonts: none marked")
        UITextFormattingCoordinator.toggleFontPanel(self)
        screen.runUntilAnimationsSettle()
        #expect(!UITextFormattingCoordinator.isFontPanelVisible)
    }

    @Test("Writing-direction actions set the selected paragraph's base direction; they need an editing view")
    func writingDirectionActions() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 100))
        textView.text = "abc"
        scene.root.view.addSubview(textView)
        #expect(!textView.canPerformAction(.makeTextWritingDirectionRightToLeft, withSender: nil))
        #expect(textView.becomeFirstResponder())
        #expect(textView.canPerformAction(.makeTextWritingDirectionRightToLeft, withSender: nil))
        textView.makeTextWritingDirectionRightToLeft(nil)
        let start = textView.beginningOfDocument
        #expect(textView.baseWritingDirection(for: start, in: .forward) == .rightToLeft)
        textView.makeTextWritingDirectionLeftToRight(nil)
        #expect(textView.baseWritingDirection(for: start, in: .forward) == .leftToRight)
    }
}
