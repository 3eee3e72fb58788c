import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Segmented controls' and steppers' images from before iOS 13", .serialized, .exclusiveUIKit)
struct ControlImageCustomizationTests {
    private func setUp() -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return (screen, window)
    }

    private func color(_ screen: HeadlessScreen, _ window: UIWindow, _ point: CGPoint) throws -> PixelColor {
        let frame = try #require(screen.render(window))
        return frame.color(x: Int(point.x), y: Int(point.y))
    }

    @Test("each segment draws its state's background image instead of the track and thumb; dividers by the states either side")
    func segmentedBackgrounds() throws {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.setBackgroundImage(solidImage(.red, size: CGSize(width: 9, height: 9)), for: .normal, barMetrics: .default)
        control.setBackgroundImage(solidImage(.blue, size: CGSize(width: 9, height: 9)), for: .selected, barMetrics: .default)
        control.setDividerImage(solidImage(.green, size: CGSize(width: 4, height: 9)), forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        control.setDividerImage(solidImage(.black, size: CGSize(width: 4, height: 9)), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        window.addSubview(control)
        screen.presentFrame()
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) != nil)
        #expect(control.backgroundImage(for: .highlighted, barMetrics: .default) == nil)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) == nil)
        let selected = try color(screen, window, CGPoint(x: 20, y: 4))
        #expect(selected.blue > 200 && selected.red < 40, "the selected segment shows the selected image, edge to edge: \(selected)")
        let normal = try color(screen, window, CGPoint(x: 130, y: 4))
        #expect(normal.red > 200 && normal.blue < 40, "an unselected segment shows the normal image: \(normal)")
        let firstDivider = try color(screen, window, CGPoint(x: 100, y: 16))
        #expect(firstDivider.green > 100 && firstDivider.red < 40 && firstDivider.blue < 40, "selected–normal divider: \(firstDivider)")
        let secondDivider = try color(screen, window, CGPoint(x: 200, y: 16))
        #expect(secondDivider.red < 40 && secondDivider.green < 40 && secondDivider.blue < 40, "normal–normal divider: \(secondDivider)")

        control.selectedSegmentIndex = 1
        screen.presentFrame()
        let nowNormal = try color(screen, window, CGPoint(x: 20, y: 4))
        #expect(nowNormal.red > 200, "the first segment went back to normal: \(nowNormal)")
        let second = try color(screen, window, CGPoint(x: 130, y: 4))
        #expect(second.blue > 200, "the second is selected: \(second)")
        let normalSelected = try color(screen, window, CGPoint(x: 100, y: 16))
        #expect(normalSelected.red < 40 && normalSelected.green < 40, "a pair without its own divider uses normal–normal: \(normalSelected)")
    }

    @Test("a highlighted background shows under a touch; content offsets move titles by segment position")
    func segmentedHighlightAndOffsets() throws {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.setBackgroundImage(solidImage(.red, size: CGSize(width: 9, height: 9)), for: .normal, barMetrics: .default)
        control.setBackgroundImage(solidImage(.yellow, size: CGSize(width: 9, height: 9)), for: .highlighted, barMetrics: .default)
        window.addSubview(control)
        screen.presentFrame()
        screen.touchDown(at: CGPoint(x: 150, y: 16))
        screen.presentFrame()
        let pressed = try color(screen, window, CGPoint(x: 190, y: 4))
        #expect(pressed.red > 200 && pressed.green > 200 && pressed.blue < 60, "the touched segment is highlighted: \(pressed)")
        screen.touchUp(at: CGPoint(x: 150, y: 16))
        screen.presentFrame()
        #expect(control.selectedSegmentIndex == 1)

        let before = control.subviews.compactMap { $0 as? UILabel }.map(\.frame)
        control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 5), forSegmentType: .left, barMetrics: .default)
        control.setContentPositionAdjustment(UIOffset(horizontal: -3, vertical: 0), forSegmentType: .any, barMetrics: .default)
        control.layoutIfNeeded()
        let after = control.subviews.compactMap { $0 as? UILabel }.map(\.frame)
        #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default).vertical == 5)
        #expect(control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default) == .zero)
        #expect(after[0].minY == before[0].minY + 5 && after[0].minX == before[0].minX, "the left segment's own offset")
        #expect(after[1].minX == before[1].minX - 3 && after[1].minY == before[1].minY, "the right one takes .any's")
    }

    @Test("a stepper draws each half's state's background image and the divider for the two states")
    func stepperImages() throws {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        stepper.maximumValue = 10
        stepper.setBackgroundImage(solidImage(.red, size: CGSize(width: 9, height: 9)), for: .normal)
        stepper.setBackgroundImage(solidImage(.gray, size: CGSize(width: 9, height: 9)), for: .disabled)
        stepper.setBackgroundImage(solidImage(.yellow, size: CGSize(width: 9, height: 9)), for: .highlighted)
        stepper.setDividerImage(solidImage(.green, size: CGSize(width: 2, height: 9)), forLeftSegmentState: .disabled, rightSegmentState: .normal)
        window.addSubview(stepper)
        screen.presentFrame()
        #expect(stepper.backgroundImage(for: .normal) != nil)
        #expect(stepper.backgroundImage(for: .selected) == nil)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
        let decrement = try color(screen, window, CGPoint(x: 4, y: 4))
        #expect(decrement.red > 100 && decrement.red == decrement.green, "at the minimum the decrement half is disabled: \(decrement)")
        let increment = try color(screen, window, CGPoint(x: 90, y: 4))
        #expect(increment.red > 200 && increment.green < 40, "the increment half is normal: \(increment)")
        let divider = try color(screen, window, CGPoint(x: 47, y: 16))
        #expect(divider.green > 100 && divider.red < 40, "the disabled–normal divider: \(divider)")

        screen.touchDown(at: CGPoint(x: 80, y: 16))
        screen.presentFrame()
        let pressed = try color(screen, window, CGPoint(x: 90, y: 4))
        #expect(pressed.red > 200 && pressed.green > 200, "the pressed half is highlighted: \(pressed)")
        screen.touchUp(at: CGPoint(x: 80, y: 16))
        screen.presentFrame()
        #expect(stepper.value == 1)
        let released = try color(screen, window, CGPoint(x: 90, y: 4))
        #expect(released.green < 40, "released, it is normal again: \(released)")
        let nowNormal = try color(screen, window, CGPoint(x: 4, y: 4))
        #expect(nowNormal.red > 200 && nowNormal.green < 40, "above the minimum the decrement half is normal: \(nowNormal)")
        let noDivider = try color(screen, window, CGPoint(x: 47, y: 4))
        #expect(noDivider.green < 100, "no normal–normal divider image: the hairline, over the red: \(noDivider)")
    }
}
