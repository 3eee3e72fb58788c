import Testing
import UIKit
import UIKitTesting

@MainActor
private final class ControlTarget: UIView {
    var received: [String] = []
    func changed(_ sender: Any?) { received.append("changed") }
}

extension Selector {
    @MainActor fileprivate static let changed = Selector("changed:", ControlTarget.changed)
}

@MainActor
@Suite("Control interaction", .serialized, .exclusiveUIKit)
struct ControlInteractionTests {
    private func setUp() -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        return (screen, window)
    }

    private func record(_ control: UIControl) -> () -> [String] {
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        return { log }
    }

    @Test("A tap on a button: highlight while down, then touchUpInside and the primary action")
    func buttonTap() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        window.addSubview(button)
        let log = record(button)
        screen.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(button.isHighlighted && button.isTracking)
        screen.touchUp(at: CGPoint(x: 150, y: 120))
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(log() == ["down", "upInside", "primary"])
    }

    @Test("Dragging out of a button beyond the slop exits and lifts outside; back inside re-enters")
    func dragging() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        window.addSubview(button)
        let log = record(button)
        screen.touchDown(at: CGPoint(x: 150, y: 120))
        screen.touchMove(to: CGPoint(x: 150, y: 180))
        #expect(button.isHighlighted, "within 70 points it is still inside")
        screen.touchMove(to: CGPoint(x: 150, y: 250))
        #expect(!button.isHighlighted && !button.isTouchInside)
        screen.touchMove(to: CGPoint(x: 150, y: 130))
        screen.touchMove(to: CGPoint(x: 150, y: 260))
        screen.touchUp(at: CGPoint(x: 150, y: 260))
        #expect(log() == ["down", "dragInside", "exit", "dragOutside", "enter", "dragInside", "exit", "dragOutside", "upOutside"])
    }

    @Test("A double tap reports touchDownRepeat; a disabled control ignores touches")
    func repeatsAndDisabled() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        window.addSubview(button)
        let log = record(button)
        screen.tap(at: CGPoint(x: 150, y: 120), count: 2)
        #expect(log().filter { $0 == "downRepeat" }.count == 1)
        let before = log().count
        button.isEnabled = false
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 150, y: 120))
        #expect(log().count == before)
    }

    @Test("addTarget with a nil target sends the action up the responder chain with the control as sender")
    func targetAction() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let container = ControlTarget(frame: window.bounds)
        window.addSubview(container)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        container.addSubview(toggle)
        toggle.addTarget(nil, action: .changed, for: .valueChanged)
        let explicit = ControlTarget()
        toggle.addTarget(explicit, action: .changed, for: .valueChanged)
        #expect(toggle.actions(forTarget: explicit, forControlEvent: .valueChanged) == ["changed:"])
        screen.tap(at: CGPoint(x: 30, y: 25))
        #expect(toggle.isOn)
        #expect(explicit.received == ["changed"])
        // Without a first responder the nil-targeted action climbs from the control itself.
        #expect(container.received == ["changed"])
        toggle.removeTarget(explicit, action: nil, for: .allEvents)
        #expect(toggle.allControlEvents == .valueChanged)
    }

    @Test("A switch toggles on tap and sends valueChanged; dragging the knob sets it by where it ends")
    func switching() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        let log = record(toggle)
        screen.tap(at: CGPoint(x: 125, y: 115))
        #expect(toggle.isOn)
        #expect(log().contains("valueChanged"))
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 140, y: 115), to: CGPoint(x: 105, y: 115), steps: 4)
        #expect(!toggle.isOn)
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 115, y: 115), steps: 2)
        #expect(!toggle.isOn, "a short drag that stays left keeps it off")
    }

    @Test("A slider's knob follows the finger; valueChanged is continuous unless isContinuous is off")
    func sliding() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 31))
        window.addSubview(slider)
        let log = record(slider)
        // The knob starts at the left end: its center is 14 points in.
        screen.drag(from: CGPoint(x: 64, y: 115), to: CGPoint(x: 164, y: 115), steps: 5)
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(log().filter { $0 == "valueChanged" }.count == 5)
        slider.isContinuous = false
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 164, y: 115), to: CGPoint(x: 264, y: 115), steps: 5)
        #expect(slider.value == 1)
        #expect(log().filter { $0 == "valueChanged" }.count == 6)
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 80, y: 115), to: CGPoint(x: 120, y: 115), steps: 2)
        #expect(slider.value == 1, "touching the track away from the knob does nothing")
    }

    @Test("A stepper steps on press and repeats while held")
    func stepping() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        stepper.maximumValue = 100
        window.addSubview(stepper)
        let log = record(stepper)
        screen.tap(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 1)
        screen.tap(at: CGPoint(x: 120, y: 116))
        #expect(stepper.value == 0)
        screen.touchDown(at: CGPoint(x: 170, y: 116))
        screen.advance(by: 0.55)
        screen.advance(by: 0.1)
        screen.advance(by: 0.1)
        screen.touchUp(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 4, "one step at once, then after half a second one every tenth")
        #expect(log().filter { $0 == "valueChanged" }.count == 6)
        stepper.wraps = true
        stepper.value = 100
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 0)
    }

    @Test("A segmented control selects the segment lifted over; momentary controls keep no selection")
    func segmentSelection() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        var segmentActions = 0
        control.setAction(UIAction(title: "C") { _ in segmentActions += 1 }, forSegmentAt: 2)
        let log = record(control)
        screen.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 2 && segmentActions == 1)
        #expect(log().filter { $0 == "valueChanged" }.count == 2)
        control.isMomentary = true
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 16))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("A page control moves one page toward the side tapped")
    func pages() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 400, height: 26))
        control.numberOfPages = 5
        control.currentPage = 2
        window.addSubview(control)
        screen.tap(at: CGPoint(x: 350, y: 13))
        #expect(control.currentPage == 3)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 20, y: 13))
        #expect(control.currentPage == 2)
    }
}
