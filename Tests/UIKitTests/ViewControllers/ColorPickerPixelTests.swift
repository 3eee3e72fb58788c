import Testing
@testable import UIKit
import UIKitTesting

/// A color well and the picker it presents, at 2×, light and dark: the well's ring of hues
/// round the picked color, and the popover with the grid, the ring on the picked swatch, the
/// opacity slider and the picked color; and an empty well (no color picked).
@MainActor
@Suite("Color picker pixels", .serialized, .exclusiveUIKit)
struct ColorPickerPixelTests {
    private func render(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 640), scale: 2)
        screen.userInterfaceStyle = style
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let well = UIColorWell(frame: CGRect(x: 60, y: 80, width: 32, height: 32))
        well.selectedColor = ColorPaletteView.color(column: 8, row: 4)
        well.title = "Ink"
        let empty = UIColorWell(frame: CGRect(x: 600, y: 80, width: 32, height: 32))
        root.view.addSubview(well)
        root.view.addSubview(empty)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.tap(at: CGPoint(x: 76, y: 96))
        _ = screen.runUntilAnimationsSettle()
        return screen.render()
    }

    @Test("A color well and its picker", arguments: [UIUserInterfaceStyle.light, .dark])
    func wellAndPicker(_ style: UIUserInterfaceStyle) {
        expectGolden(render(style), named: "color-picker-\(style == .dark ? "dark" : "light")")
    }
}
