import Testing
import UIKit
import UIKitTesting

@MainActor
private final class TintRecorder: UIView {
    var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@MainActor
private final class KeyRecorder: UIWindow {
    var log: [String] = []
    override func becomeKey() { log.append("become") }
    override func resignKey() { log.append("resign") }
}

@MainActor
private final class DrawCounter: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite("UIView behaviour", .serialized, .exclusiveUIKit)
struct UIViewBehaviorTests {
    @Test("tintColor inherits down the hierarchy; changes reach the views that inherit; dimming propagates")
    func tint() {
        let root = UIView(), middle = TintRecorder(), leaf = TintRecorder(), own = TintRecorder()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(own)
        own.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemBlue)
        leaf.tintChanges = 0
        own.tintChanges = 0
        root.tintColor = .systemPink
        #expect(leaf.tintColor == .systemPink)
        #expect(own.tintColor == .systemGreen)
        #expect(leaf.tintChanges == 1)
        #expect(own.tintChanges == 0, "a view with its own tint does not hear its ancestors' changes")
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .automatic)
        let dimmed = leaf.tintColor.resolvedColor(with: leaf.traitCollection)
        var saturation: CGFloat = 1
        dimmed.getHue(nil, saturation: &saturation, brightness: nil, alpha: nil)
        #expect(saturation == 0)
        root.tintColor = nil
        root.tintAdjustmentMode = .automatic
        #expect(leaf.tintColor == .systemBlue)
    }

    @Test("makeKeyAndVisible makes the window key; the previous key window resigns")
    func keyWindow() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let first = KeyRecorder(), second = KeyRecorder()
        defer { first.isHidden = true; second.isHidden = true }
        #expect(first.isHidden)
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && !first.isHidden)
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(first.log == ["become", "resign"])
        #expect(second.log == ["become"])
        _ = screen
    }

    @Test("contentMode .redraw redraws on resize; other modes scale the existing drawing")
    func contentModeRedraw() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = DrawCounter(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        screen.render()
        #expect(view.draws == 1)
        view.frame.size = CGSize(width: 40, height: 40)
        screen.render()
        #expect(view.draws == 1)
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 60, height: 60)
        screen.render()
        #expect(view.draws == 2)
    }

    @Test("LAY-10 directional margins follow the layout direction")
    func directionalMargins() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 20))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 10))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 5))
    }

    @Test("System spacing is 8 points; the readable content guide is at most 672 points wide, centered in the margins")
    func spacingAndReadableWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1366, height: 200))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 26)
        #expect(b.frame.minY == 18)
        let readable = root.readableContentGuide.layoutFrame
        #expect(readable.width == 672)
        #expect(readable.midX == 683)
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(narrow.readableContentGuide.layoutFrame.width == 384)
    }
}
