import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Picker view", .exclusiveUIKit)
struct PickerViewTests {
    /// Months and days; logs what the picker tells.
    final class Calendarish: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [12, 31]
        var selections: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "Month \(row + 1)" : "\(row + 1)"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let picker: UIPickerView
        let source: Calendarish
        func column(_ component: Int) -> PickerColumn {
            picker.subviews.compactMap { $0 as? PickerColumn }[component]
        }

        /// The middle of the band over a component, in the window.
        func middle(of component: Int) -> CGPoint {
            let column = column(component)
            return column.convert(CGPoint(x: column.bounds.midX, y: column.bounds.midY), to: nil)
        }

        /// Whether a wheel rests with a row exactly in the middle.
        func restsOnRow(_ component: Int) -> Bool {
            let column = column(component)
            return (column.contentOffset.y + column.contentInset.top).truncatingRemainder(dividingBy: column.rowHeight) == 0
        }

        /// A quick upward flick that sets a wheel gliding.
        func flick(_ component: Int) {
            let start = middle(of: component)
            screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 120), steps: 6, duration: 0.06)
        }
    }

    func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let source = Calendarish()
        let picker = UIPickerView(frame: CGRect(x: 140, y: 92, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        let root = UIViewController()
        root.view.addSubview(picker)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, picker: picker, source: source)
    }

    @Test("Components and rows come from the data source; the first row of each is selected; widths share the picker")
    func structure() {
        let scene = makeScene()
        #expect(scene.picker.numberOfComponents == 2)
        #expect(scene.picker.numberOfRows(inComponent: 0) == 12 && scene.picker.numberOfRows(inComponent: 1) == 31)
        #expect(scene.picker.numberOfRows(inComponent: 5) == 0)
        #expect(scene.picker.selectedRow(inComponent: 0) == 0 && scene.picker.selectedRow(inComponent: 1) == 0)
        #expect(scene.picker.selectedRow(inComponent: 2) == -1)
        #expect(scene.picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 32))
        #expect(scene.picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
        let label = scene.picker.view(forRow: 0, forComponent: 0) as? UILabel
        #expect(label?.text == "Month 1")
        #expect(scene.picker.view(forRow: 11, forComponent: 0) == nil, "rows past a quarter turn have no view")
    }

    @Test("A drag turns a wheel; it comes to rest exactly on a row and the delegate hears that row once")
    func dragSelects() {
        let scene = makeScene()
        let start = scene.middle(of: 1)
        scene.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 96), steps: 12, duration: 1.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.picker.selectedRow(inComponent: 1) == 3)
        #expect(scene.source.selections == ["1:3"])
        let label = scene.picker.view(forRow: 3, forComponent: 1)
        #expect(label.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil).y } == start.y)
        // A flick glides further and still stops on a row.
        scene.flick(1)
        scene.screen.runUntilAnimationsSettle()
        let row = scene.picker.selectedRow(inComponent: 1)
        #expect(row > 6)
        #expect(scene.source.selections == ["1:3", "1:\(row)"])
        #expect(scene.restsOnRow(1))
    }

    @Test("A tap on a row turns the wheel to it and tells the delegate")
    func tapSelects() {
        let scene = makeScene()
        let middle = scene.middle(of: 0)
        scene.screen.tap(at: CGPoint(x: middle.x, y: middle.y + 64))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.picker.selectedRow(inComponent: 0) == 2)
        #expect(scene.source.selections == ["0:2"])
    }

    @Test("selectRow moves a wheel without telling the delegate, clamped to the rows; reloading fewer rows keeps the selection in range")
    func programmatic() {
        let scene = makeScene()
        scene.picker.selectRow(5, inComponent: 0, animated: false)
        #expect(scene.picker.selectedRow(inComponent: 0) == 5)
        scene.picker.selectRow(40, inComponent: 1, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.picker.selectedRow(inComponent: 1) == 30)
        #expect(scene.source.selections.isEmpty)
        scene.source.rows[1] = 28
        scene.picker.reloadComponent(1)
        #expect(scene.picker.numberOfRows(inComponent: 1) == 28 && scene.picker.selectedRow(inComponent: 1) == 27)
        scene.source.rows = [3]
        scene.picker.reloadAllComponents()
        #expect(scene.picker.numberOfComponents == 1 && scene.picker.selectedRow(inComponent: 0) == 2)
        scene.source.rows = [0]
        scene.picker.reloadAllComponents()
        #expect(scene.picker.selectedRow(inComponent: 0) == -1)
    }

    @Test("A mouse wheel's clicks turn a wheel, and it glides to rest on a row")
    func mouseWheel() {
        let scene = makeScene()
        scene.screen.scrollWheel(at: scene.middle(of: 1), by: CGVector(dx: 0, dy: 10), clicks: 3)
        scene.screen.advance(by: 0.5)
        scene.screen.runUntilAnimationsSettle()
        let row = scene.picker.selectedRow(inComponent: 1)
        #expect(row > 0)
        #expect(scene.source.selections == ["1:\(row)"])
        #expect(scene.restsOnRow(1))
    }

    @Test("A reload or selectRow while a wheel glides stops it where the picker says, and the delegate hears nothing")
    func interruptedGlide() {
        let scene = makeScene()
        let start = scene.middle(of: 1)
        scene.flick(1)
        scene.screen.advance(by: 0.05)
        scene.picker.reloadComponent(1)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.picker.selectedRow(inComponent: 1) == 0)
        #expect(scene.source.selections.isEmpty)

        scene.flick(1)
        scene.screen.advance(by: 0.05)
        scene.picker.selectRow(5, inComponent: 1, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.picker.selectedRow(inComponent: 1) == 5)
        #expect(scene.source.selections.isEmpty)
        let label = scene.picker.view(forRow: 5, forComponent: 1)
        #expect(label.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil).y } == start.y)
    }

    @Test("A drag that catches a gliding wheel goes on turning it: the delegate hears only where it finally stops")
    func caughtMidGlide() {
        let scene = makeScene()
        let start = scene.middle(of: 1)
        scene.flick(1)
        scene.screen.advance(by: 0.05)
        scene.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 32), steps: 16, duration: 1.6)
        scene.screen.runUntilAnimationsSettle()
        let row = scene.picker.selectedRow(inComponent: 1)
        #expect(row > 0)
        #expect(scene.source.selections == ["1:\(row)"])
    }

    @Test("Fuzz finding: a wheel a finger still drags after its picker is gone (the page replaced) turns without it")
    func pickerGoneMidDrag() {
        var scene: Scene? = makeScene()
        let screen = scene!.screen, window = scene!.window
        let start = scene!.middle(of: 1)
        weak var picker = scene!.picker
        screen.touchDown(at: start)
        for step in 1...4 {
            screen.advance(by: 0.05)
            screen.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(step * 10)))
        }
        window.rootViewController = UIViewController()
        scene = nil
        screen.presentFrame()
        #expect(picker == nil)
        for step in 5...8 {
            screen.advance(by: 0.05)
            screen.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(step * 10)))
        }
        screen.touchUp(at: CGPoint(x: start.x, y: start.y - 80))
        screen.runUntilAnimationsSettle()
    }

    @Test("Counts and sizes past reason are clamped, not trapped on")
    func extremes() {
        final class Endless: UIPickerViewDataSource, UIPickerViewDelegate {
            var height: CGFloat = 1e-20
            func numberOfComponents(in pickerView: UIPickerView) -> Int { .max }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { .max }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { height }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { .infinity }
        }
        let scene = makeScene()
        let endless = Endless()
        scene.picker.dataSource = endless
        scene.picker.delegate = endless
        scene.screen.presentFrame()
        #expect(scene.picker.numberOfComponents == UIPickerView.maximumComponentCount)
        #expect(scene.picker.numberOfRows(inComponent: 0) == PickerColumn.maximumRowCount)
        scene.picker.selectRow(.max, inComponent: 0, animated: false)
        scene.screen.presentFrame()
        #expect(scene.picker.selectedRow(inComponent: 0) == PickerColumn.maximumRowCount - 1)
        endless.height = .greatestFiniteMagnitude
        scene.picker.reloadAllComponents()
        scene.screen.presentFrame()
        #expect(scene.picker.rowSize(forComponent: 0).height == 4_096)
    }

    @Test("A trackpad turns a wheel and it stops on a row")
    func trackpad() {
        let scene = makeScene()
        scene.screen.trackpadScroll(at: scene.middle(of: 1), deltas: Array(repeating: CGVector(dx: 0, dy: 10), count: 10))
        scene.screen.runUntilAnimationsSettle()
        let row = scene.picker.selectedRow(inComponent: 1)
        #expect(row > 0)
        #expect(scene.source.selections == ["1:\(row)"])
    }

    @Test("The delegate's view wins over titles and gets a view to reuse; an attributed title wins over a title; no title shows ?")
    func rowContent() {
        final class Views: UIPickerViewDataSource, UIPickerViewDelegate {
            var reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 40 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 120 : 80 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                component == 1 ? NSAttributedString(string: "A\(row)") : nil
            }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                component == 1 ? "plain" : nil
            }
        }
        final class Swatches: UIPickerViewDataSource, UIPickerViewDelegate {
            var reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                if view != nil { reused += 1 }
                let swatch = view ?? UIView()
                swatch.tag = row
                return swatch
            }
        }
        let scene = makeScene()
        let views = Views()
        scene.picker.dataSource = views
        scene.picker.delegate = views
        scene.screen.presentFrame()
        #expect(scene.picker.rowSize(forComponent: 0) == CGSize(width: 120, height: 40))
        #expect(scene.picker.rowSize(forComponent: 2).width == 80)
        #expect((scene.picker.view(forRow: 0, forComponent: 1) as? UILabel)?.text == "A0")
        #expect((scene.picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "?")

        let swatches = Swatches()
        scene.picker.dataSource = swatches
        scene.picker.delegate = swatches
        scene.screen.presentFrame()
        #expect(scene.picker.view(forRow: 1, forComponent: 0)?.tag == 1)
        let start = scene.middle(of: 0)
        scene.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 480), steps: 48, duration: 4.8)
        scene.screen.runUntilAnimationsSettle()
        #expect(swatches.reused > 0)
        #expect(scene.picker.view(forRow: scene.picker.selectedRow(inComponent: 0), forComponent: 0)?.tag == scene.picker.selectedRow(inComponent: 0))
    }
}

/// Months and days, with a screen reader's words for each wheel.
@MainActor
private final class SpokenCalendar: UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    var selections: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 12 : 31 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][row] : "\(row + 1)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        component == 0 ? "Month" : "Day"
    }
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString? {
        component == 0 ? NSAttributedString(string: "Swipe up or down to choose a month") : nil
    }
}

@MainActor
@Suite("Picker view for a screen reader", .serialized, .exclusiveUIKit)
struct PickerViewAccessibilityTests {
    @Test("(issue 45) Each wheel is an adjustable element labelled by UIPickerViewAccessibilityDelegate, valued by its row; incrementing turns it and tells the delegate")
    func wheelsForAScreenReader() throws {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let source = SpokenCalendar()
        let picker = UIPickerView(frame: CGRect(x: 140, y: 92, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        let window = UIWindow()
        window.addSubview(picker)
        window.makeKeyAndVisible()
        picker.selectRow(2, inComponent: 0, animated: false)
        let reader = screen.attachScreenReader()
        defer { screen.detachScreenReader() }
        screen.presentFrame()
        let month = try #require(reader.element(named: "Month", in: window))
        #expect(month.role == "spinButton" && month.value == "March, 3 of 12")
        #expect(month.hint == "Swipe up or down to choose a month")
        let day = try #require(reader.element(named: "Day", in: window))
        #expect(day.value == "1, 1 of 31" && day.hint == "")
        #expect(reader.elements(in: window).filter { $0.name == "March" }.isEmpty, "the rows are inside the wheel's element")
        #expect(reader.increment(month, in: window))
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(source.selections == ["0:3"])
        screen.presentFrame()
        #expect(reader.element(named: "Month", in: window)?.value == "April, 4 of 12")
        let first = try #require(reader.element(named: "Day", in: window))
        #expect(reader.decrement(first, in: window), "at the first row a decrement stays there")
        #expect(picker.selectedRow(inComponent: 1) == 0 && source.selections == ["0:3"])
    }
}
