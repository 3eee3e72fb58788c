import Testing
@testable import UIKit
import UIKitTesting

/// `UIColorPickerViewController` and `UIColorWell` (iOS 14): picks by the grid, the sliders and
/// the hex field, the delegate's messages, alpha, closing, and the well's popover.
@MainActor
@Suite("Color picker and color well", .serialized, .exclusiveUIKit)
struct ColorPickerTests {
    final class Listener: UIColorPickerViewControllerDelegate {
        var log: [String] = []
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            log.append("didSelect \(ColorComponents(color).hex) \(Int((ColorComponents(color).alpha * 100).rounded()))% \(continuously ? "continuously" : "once")")
        }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
            log.append("didSelectColor")
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            log.append("didFinish")
        }
    }

    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let root: UIViewController
        let anchor: UIButton
    }

    private func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let anchor = UIButton(type: .system)
        anchor.setTitle("Colors", for: .normal)
        anchor.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        root.view.addSubview(anchor)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, root: root, anchor: anchor)
    }

    /// Presents `picker` as Apple's documentation does: a popover from the anchor.
    private func present(_ picker: UIColorPickerViewController, in scene: Scene) {
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = scene.anchor
        picker.popoverPresentationController?.sourceRect = scene.anchor.bounds
        scene.root.present(picker, animated: true)
        scene.screen.runUntilAnimationsSettle()
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The middle of swatch (column, row) on screen.
    private func swatchPoint(_ picker: UIColorPickerViewController, column: Int, row: Int) -> CGPoint {
        let palette = picker.palette
        let local = CGPoint(x: (CGFloat(column) + 0.5) * palette.bounds.width / CGFloat(ColorPaletteView.columns),
                            y: (CGFloat(row) + 0.5) * palette.bounds.height / CGFloat(ColorPaletteView.rows))
        return palette.convert(local, to: nil)
    }

    @Test("A picker starts white with alpha offered, presented as a sheet unless told otherwise; a color set in code shows everywhere and tells no one")
    func defaults() {
        let picker = UIColorPickerViewController()
        #expect(ColorComponents(picker.selectedColor) == ColorComponents(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(picker.supportsAlpha && picker.modalPresentationStyle == .automatic)
        let listener = Listener()
        picker.delegate = listener
        picker.loadViewIfNeeded()
        picker.selectedColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(picker.hexField.text == "FF8000")
        #expect(picker.channelSliders.map { Int($0.value.rounded()) } == [255, 128, 0])
        #expect(abs(picker.opacitySlider.value - 0.25) < 0.001)
        #expect(listener.log.isEmpty)
    }

    @Test("A tap on a swatch picks it: the delegate hears didSelect once, then didSelectColor; the swatch wears the ring")
    func gridTap() {
        let scene = makeScene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        present(picker, in: scene)
        #expect(picker.popoverPresentationController?.arrowDirection != .unknown)
        scene.screen.tap(at: swatchPoint(picker, column: 6, row: 3))
        let expected = ColorPaletteView.color(column: 6, row: 3)
        #expect(ColorComponents(picker.selectedColor).rgb8 == ColorComponents(expected).rgb8)
        #expect(listener.log == ["didSelect \(ColorComponents(expected).hex) 100% once", "didSelectColor"])
        #expect(picker.palette.selectedSwatch.map { $0 == (6, 3) } == true)
    }

    @Test("A finger moved across the grid picks each swatch it crosses continuously, and the last once more when it lifts")
    func gridDrag() {
        let scene = makeScene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        present(picker, in: scene)
        scene.screen.drag(from: swatchPoint(picker, column: 1, row: 0), to: swatchPoint(picker, column: 4, row: 0), steps: 6, duration: 0.2)
        let picks = listener.log.filter { $0.hasPrefix("didSelect ") }
        #expect(picks.count >= 4)
        #expect(picks.dropLast().allSatisfy { $0.hasSuffix("continuously") })
        #expect(picks.last == "didSelect \(ColorComponents(ColorPaletteView.color(column: 4, row: 0)).hex) 100% once")
    }

    @Test("The sliders: a drag of the red slider picks continuously and once at its end; the hex field takes a typed color")
    func slidersAndHex() {
        let scene = makeScene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        present(picker, in: scene)
        // The Sliders tab.
        let tabs = picker.view.subviews.compactMap { $0 as? UISegmentedControl }.first!
        let tabsFrame = tabs.convert(tabs.bounds, to: nil)
        scene.screen.tap(at: CGPoint(x: tabsFrame.maxX - tabsFrame.width / 4, y: tabsFrame.midY))
        scene.screen.runUntilAnimationsSettle()
        #expect(picker.palette.isHidden && !picker.channelSliders[0].isHidden)
        let red = picker.channelSliders[0]
        let redFrame = red.convert(red.bounds, to: nil)
        scene.screen.drag(from: CGPoint(x: redFrame.maxX - 14, y: redFrame.midY), to: CGPoint(x: redFrame.minX - 20, y: redFrame.midY), steps: 8, duration: 0.3)
        #expect(picker.hexField.text == "00FFFF")
        let picks = listener.log.filter { $0.hasPrefix("didSelect ") }
        #expect(picks.count >= 2 && picks.dropLast().allSatisfy { $0.hasSuffix("continuously") })
        #expect(listener.log.suffix(2) == ["didSelect 00FFFF 100% once", "didSelectColor"])

        listener.log.removeAll()
        scene.screen.tap(at: center(of: picker.hexField))
        #expect(picker.hexField.isFirstResponder)
        scene.screen.press(.keyboardA, characters: "a", modifiers: .command)
        scene.screen.type("3a7")
        scene.screen.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(ColorComponents(picker.selectedColor).hex == "33AA77")
        #expect(listener.log == ["didSelect 33AA77 100% once", "didSelectColor"])
        // Not a color: the field shows the picked one again and nothing is picked.
        listener.log.removeAll()
        scene.screen.tap(at: center(of: picker.hexField))
        scene.screen.press(.keyboardA, characters: "a", modifiers: .command)
        scene.screen.type("zz")
        scene.screen.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(picker.hexField.text == "33AA77" && listener.log.isEmpty)
    }

    @Test("Opacity: the slider picks alpha; without alpha support it is hidden and every pick is opaque")
    func alpha() {
        let scene = makeScene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        picker.selectedColor = .red
        present(picker, in: scene)
        let slider = picker.opacitySlider
        let frame = slider.convert(slider.bounds, to: nil)
        scene.screen.drag(from: CGPoint(x: frame.maxX - 14, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.midY), steps: 8, duration: 0.3)
        let alpha = ColorComponents(picker.selectedColor).alpha
        #expect(alpha > 0.4 && alpha < 0.6)
        #expect(listener.log.last == "didSelectColor")
        picker.supportsAlpha = false
        scene.screen.runUntilAnimationsSettle()
        #expect(slider.isHidden && ColorComponents(picker.selectedColor).alpha == 1)
        scene.screen.tap(at: swatchPoint(picker, column: 0, row: 5))
        #expect(ColorComponents(picker.selectedColor).alpha == 1)
    }

    @Test("Closing: the close button dismisses the picker and the delegate hears didFinish once; so does a tap outside the popover")
    func closing() {
        let scene = makeScene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        present(picker, in: scene)
        let close = picker.view.subviews.compactMap { $0 as? UIButton }.first { $0.buttonType == .close }!
        scene.screen.tap(at: center(of: close))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController == nil)
        #expect(listener.log == ["didFinish"])

        listener.log.removeAll()
        present(picker, in: scene)
        scene.screen.tap(at: CGPoint(x: 1000, y: 740))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController == nil)
        #expect(listener.log == ["didFinish"])

        // Dismissed by the app, the user did not finish: nothing is said (as UIKit's delegate
        // documentation has it).
        listener.log.removeAll()
        present(picker, in: scene)
        scene.root.dismiss(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController == nil && listener.log.isEmpty)
    }

    @Test("Presented with no source, the picker is a sheet (no popover anchor needed); swiped down, the delegate hears didFinish")
    func asSheet() {
        let scene = makeScene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        scene.root.present(picker, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController === picker && picker.popoverPresentationController == nil)
        let top = picker.view.convert(CGPoint(x: picker.view.bounds.midX, y: 20), to: nil)
        scene.screen.drag(from: top, to: CGPoint(x: top.x, y: top.y + 500), steps: 12, duration: 0.3)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController == nil)
        #expect(listener.log == ["didFinish"])
    }

    // MARK: The well

    @Test("A color well: a tap presents the picker in a popover from the well, with its color, title and alpha; each pick becomes the well's color and sends valueChanged")
    func well() {
        let scene = makeScene()
        let well = UIColorWell()
        #expect(well.intrinsicContentSize == CGSize(width: 32, height: 32) && well.selectedColor == nil && well.supportsAlpha)
        well.frame = CGRect(x: 300, y: 300, width: 32, height: 32)
        well.title = "Ink"
        well.supportsAlpha = false
        well.selectedColor = .systemBlue
        var changes: [String] = []
        well.addAction(UIAction { [weak well] _ in changes.append(ColorComponents(well!.selectedColor!).hex) }, for: .valueChanged)
        scene.root.view.addSubview(well)
        scene.screen.presentFrame()
        scene.screen.tap(at: CGPoint(x: 316, y: 316))
        scene.screen.runUntilAnimationsSettle()
        let picker = scene.root.presentedViewController as? UIColorPickerViewController
        #expect(picker != nil)
        guard let picker else { return }
        #expect(picker.title == "Ink" && !picker.supportsAlpha)
        #expect(ColorComponents(picker.selectedColor) == ColorComponents(UIColor.systemBlue))
        #expect(picker.popoverPresentationController?.sourceView === well)
        scene.screen.tap(at: swatchPoint(picker, column: 7, row: 4))
        let expected = ColorComponents(ColorPaletteView.color(column: 7, row: 4)).hex
        #expect(changes == [expected] && ColorComponents(well.selectedColor!).hex == expected)
        // Closed, and tapped again: a new picker shows the new color.
        scene.screen.tap(at: CGPoint(x: 1000, y: 740))
        scene.screen.runUntilAnimationsSettle()
        scene.screen.tap(at: CGPoint(x: 316, y: 316))
        scene.screen.runUntilAnimationsSettle()
        let again = scene.root.presentedViewController as? UIColorPickerViewController
        #expect(again != nil && again !== picker && again.map { ColorComponents($0.selectedColor).hex } == expected)
    }
}
