import Testing
import UIKit
import UIKitTesting

/// A three-wheel picker on a 400×260 window at 2×, light and dark: the band across the
/// middle, rows curving away above and below it, one wheel turned partway.
@MainActor
@Suite("Picker view pixels", .serialized, .exclusiveUIKit)
struct PickerPixelTests {
    final class Order: UIPickerViewDataSource, UIPickerViewDelegate {
        let wheels = [["XS", "S", "M", "L", "XL"], ["Red", "Green", "Blue", "Black", "White", "Purple"], (1...12).map(String.init)]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { wheels[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { wheels[component][row] }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 1 ? 150 : 80 }
    }

    private func render(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 260), scale: 2)
        screen.userInterfaceStyle = style
        let order = Order()
        let picker = UIPickerView(frame: CGRect(x: 20, y: 22, width: 360, height: 216))
        picker.dataSource = order
        picker.delegate = order
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        root.view.addSubview(picker)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 1, animated: false)
        screen.presentFrame()
        // The quantity wheel held a third of a row along.
        let column = picker.subviews.filter { $0 is UIScrollView }[2]
        let start = column.convert(CGPoint(x: column.bounds.midX, y: column.bounds.midY), to: nil)
        screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 12), steps: 6, duration: 0.3, lift: false)
        let image = screen.render()
        screen.touchUp(at: CGPoint(x: start.x, y: start.y - 12))
        _ = screen.runUntilAnimationsSettle()
        return image
    }

    @Test("A picker with three wheels, one held mid-turn", arguments: [UIUserInterfaceStyle.light, .dark])
    func picker(_ style: UIUserInterfaceStyle) {
        expectGolden(render(style), named: "picker-\(style == .dark ? "dark" : "light")")
    }
}
