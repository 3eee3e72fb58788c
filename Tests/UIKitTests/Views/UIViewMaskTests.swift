import Testing
import UIKit
import UIKitTesting

/// A view that counts its trait changes and lays out a subview to fill it.
@MainActor
private final class CountingMaskView: UIView {
    var layoutCount = 0
    var traitChanges = 0
    let fill = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        fill.backgroundColor = .black
        addSubview(fill)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        fill.frame = bounds.insetBy(dx: bounds.width / 4, dy: 0)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
    }
}

@MainActor
@Suite("UIView.mask", .serialized, .exclusiveUIKit)
struct UIViewMaskTests {
    private func isRed(_ color: PixelColor) -> Bool {
        color.red > 200 && color.green < 80 && color.blue < 80
    }

    private func isWhite(_ color: PixelColor) -> Bool {
        color.red > 240 && color.green > 240 && color.blue > 240
    }

    @Test("The mask view's alpha shows the view where it is opaque and hides it elsewhere, background and subviews alike; nil unmasks")
    func masksPixels() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .systemRed
        let child = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 100))
        child.backgroundColor = .systemRed
        view.addSubview(child)
        window.addSubview(view)
        let mask = UIView(frame: CGRect(x: 50, y: 0, width: 125, height: 100))
        mask.backgroundColor = .black
        view.mask = mask
        #expect(view.mask === mask && view.layer.mask === mask.layer)
        #expect(mask.superview == nil && !view.subviews.contains(mask))

        var image = screen.render()
        #expect(isWhite(image.color(x: 20, y: 50)), "outside the mask: hidden")
        #expect(isRed(image.color(x: 100, y: 50)), "inside the mask: the background shows")
        #expect(isRed(image.color(x: 160, y: 50)), "inside the mask: the subview shows")
        #expect(isWhite(image.color(x: 190, y: 50)), "a subview outside the mask is hidden too")

        // A half-transparent mask lets half through.
        mask.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        image = screen.render()
        let half = image.color(x: 100, y: 50)
        #expect(half.red > 240 && half.green > 100 && half.green < 180, "\(half)")

        view.mask = nil
        #expect(view.layer.mask == nil)
        image = screen.render()
        #expect(isRed(image.color(x: 20, y: 50)) && isRed(image.color(x: 190, y: 50)))
    }

    @Test("The mask view is laid out and redrawn with its view: its subviews' layout and changes show at the next frame")
    func layoutAndRedraw() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .systemRed
        window.addSubview(view)
        let mask = CountingMaskView(frame: view.bounds)
        view.mask = mask
        var image = screen.render()
        #expect(mask.layoutCount >= 1)
        // The fill covers the middle half.
        #expect(isWhite(image.color(x: 30, y: 50)) && isRed(image.color(x: 100, y: 50)) && isWhite(image.color(x: 170, y: 50)))
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        image = screen.render()
        #expect(isRed(image.color(x: 40, y: 50)) && isWhite(image.color(x: 100, y: 50)), "laid out again at its new size")
    }

    @Test("The mask view takes its view's traits and window's display scale, and hears their changes")
    func traitsAndScale() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 2)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        let mask = CountingMaskView(frame: view.bounds)
        view.mask = mask
        #expect(mask.traitCollection.userInterfaceStyle == .dark)
        #expect(mask.traitCollection.displayScale == 2)
        #expect(mask.layer.contentsScale == 2 && mask.fill.layer.contentsScale == 2)
        let changes = mask.traitChanges
        view.overrideUserInterfaceStyle = .light
        #expect(mask.traitCollection.userInterfaceStyle == .light)
        #expect(mask.traitChanges == changes + 1)
        screen.setScale(1, of: window)
        #expect(mask.traitCollection.displayScale == 1 && mask.layer.contentsScale == 1)
    }

    @Test("A view masks one view: given to another it leaves the first unmasked; a view cannot mask itself")
    func oneOwner() {
        let first = UIView(), second = UIView(), mask = UIView()
        first.mask = mask
        second.mask = mask
        #expect(first.mask == nil && first.layer.mask == nil)
        #expect(second.mask === mask && second.layer.mask === mask.layer)
        second.mask = second
        #expect(second.mask === mask)
    }
}
