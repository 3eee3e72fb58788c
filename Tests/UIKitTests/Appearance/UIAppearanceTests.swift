import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// Each test sets proxies of classes (or inside containers) only it uses, so that what it sets
// reaches no other test's views: appearance proxies last as long as the process.

@MainActor private final class EnteringLabel: UILabel {}
@MainActor private final class OwnColorLabel: UILabel {}
@MainActor private class ThemedBase: UIView {}
@MainActor private final class ThemedSub: ThemedBase {}
@MainActor private final class CellLabel: UILabel {}
@MainActor private final class ControllerLabel: UILabel {}
@MainActor private final class ThemedController: UIViewController {}
@MainActor private final class OuterBox: UIView {}
@MainActor private final class InnerBox: UIView {}
@MainActor private final class NestedLabel: UILabel {}
@MainActor private final class TraitLabel: UILabel {}
@MainActor private final class TieLabel: UILabel {}
@MainActor private final class TieCell: UITableViewCell {}
@MainActor private final class ThemedCell: UITableViewCell {}
@MainActor private final class ReenteringLabel: UILabel {}
@MainActor private final class ThemedWindow: UIWindow {}
@MainActor private final class ThemedHeader: UITableViewHeaderFooterView {}
@MainActor private final class ThemedButton: UIButton {}

/// Notes which instances draw, to show that its proxy never does.
@MainActor
private final class ProxyDrawProbe: UIView {
    static var drawn: [ObjectIdentifier] = []
    override func draw(_ rect: CGRect) { Self.drawn.append(ObjectIdentifier(self)) }
}

@MainActor
@Suite("Appearance proxies", .serialized, .exclusiveUIKit)
struct UIAppearanceTests {
    let screen = HeadlessScreen(size: CGSize(width: 1000, height: 800), scale: 1)

    func window(width: CGFloat = 1000) -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 800))
    }

    @Test("A proxy's value reaches a view as it enters a window, not before")
    func appliedOnEnteringWindow() {
        let red = AppearanceTestColors.red
        EnteringLabel.appearance().textColor = red
        let label = EnteringLabel()
        #expect(label.textColor !== red)
        let container = UIView()
        container.addSubview(label)
        #expect(label.textColor !== red, "a superview outside any window is not a window")
        let window = window()
        window.addSubview(container)
        #expect(label.textColor === red)
        withExtendedLifetime(window) {}
    }

    @Test("What the app sets on the instance wins over the proxy, whether set before or after it entered a window")
    func directSettingWins() {
        let (red, green, blue) = (AppearanceTestColors.red, AppearanceTestColors.green, AppearanceTestColors.blue)
        OwnColorLabel.appearance().textColor = red
        OwnColorLabel.appearance().shadowColor = red
        let before = OwnColorLabel()
        before.textColor = blue
        let after = OwnColorLabel()
        let window = window()
        window.addSubview(before)
        window.addSubview(after)
        #expect(before.textColor === blue)
        #expect(before.shadowColor === red, "properties the app did not set still take the proxy's")
        #expect(after.textColor === red)
        after.textColor = green
        after.removeFromSuperview()
        window.addSubview(after)
        #expect(after.textColor === green, "entering again does not override what the app set")
        withExtendedLifetime(window) {}
    }

    @Test("A subclass takes its superclass's proxy; its own proxy beats the superclass's")
    func subclassesInherit() {
        let (red, blue) = (AppearanceTestColors.red, AppearanceTestColors.blue)
        ThemedBase.appearance().backgroundColor = red
        let window = window()
        let early = ThemedSub()
        window.addSubview(early)
        #expect(early.backgroundColor === red)
        ThemedSub.appearance().backgroundColor = blue
        ThemedBase.appearance().backgroundColor = red
        let sub = ThemedSub(), base = ThemedBase()
        window.addSubview(sub)
        window.addSubview(base)
        #expect(sub.backgroundColor === blue, "the subclass's proxy wins though the superclass's was set later")
        #expect(base.backgroundColor === red)
        withExtendedLifetime(window) {}
    }

    @Test("A proxy for views inside a table view cell beats the plain proxy, whichever was set first")
    func containmentInCellBeatsPlain() {
        let (red, blue) = (AppearanceTestColors.red, AppearanceTestColors.blue)
        CellLabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = blue
        CellLabel.appearance().textColor = red
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inCell = CellLabel(), outside = CellLabel()
        cell.contentView.addSubview(inCell)
        let window = window()
        window.addSubview(cell)
        window.addSubview(outside)
        #expect(inCell.textColor === blue)
        #expect(outside.textColor === red)
        withExtendedLifetime(window) {}
    }

    @Test("A proxy for a cell's views reaches its built-in text label")
    func cellTextLabel() {
        let blue = AppearanceTestColors.blue
        UILabel.appearance(whenContainedInInstancesOf: [ThemedCell.self]).textColor = blue
        let cell = ThemedCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        let window = window()
        window.addSubview(cell)
        #expect(cell.textLabel?.textColor === blue)
        #expect(cell.detailTextLabel?.textColor === blue)
        withExtendedLifetime(window) {}
    }

    @Test("A proxy reaches the labels UIKit makes with defaults of its own: a header's text label and a button's title label")
    func builtInLabelsTakeProxies() throws {
        let red = AppearanceTestColors.red
        let font = UIFont.systemFont(ofSize: 31)
        UILabel.appearance(whenContainedInInstancesOf: [ThemedHeader.self]).textColor = red
        UILabel.appearance(whenContainedInInstancesOf: [ThemedButton.self]).font = font
        let header = ThemedHeader(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        let button = ThemedButton(type: .system)
        button.setTitle("Go", for: .normal)
        let window = window()
        window.addSubview(header)
        window.addSubview(button)
        #expect(header.textLabel?.textColor === red)
        #expect(try #require(button.titleLabel).font == font)
        withExtendedLifetime(window) {}
    }

    @Test("A proxy for views inside a view controller class reaches the views of that controller only")
    func containmentInViewController() {
        let red = AppearanceTestColors.red
        ControllerLabel.appearance(whenContainedInInstancesOf: [ThemedController.self]).textColor = red
        let themed = ThemedController(), plain = UIViewController()
        let inThemed = ControllerLabel(), inPlain = ControllerLabel()
        themed.view.addSubview(inThemed)
        plain.view.addSubview(inPlain)
        let window = window()
        window.rootViewController = themed
        window.makeKeyAndVisible()
        window.addSubview(plain.view)
        #expect(inThemed.textColor === red)
        #expect(inPlain.textColor !== red)
        withExtendedLifetime(window) {}
    }

    @Test("The proxy whose container is outermost wins; under the same outer container, the longer chain")
    func outermostThenLongest() {
        let (red, green, blue) = (AppearanceTestColors.red, AppearanceTestColors.green, AppearanceTestColors.blue)
        NestedLabel.appearance(whenContainedInInstancesOf: [InnerBox.self]).textColor = red
        NestedLabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).textColor = blue
        let outer = OuterBox(), inner = InnerBox(), first = NestedLabel()
        outer.addSubview(inner)
        inner.addSubview(first)
        let window = window()
        window.addSubview(outer)
        #expect(first.textColor === blue, "OuterBox is further out than InnerBox")
        NestedLabel.appearance(whenContainedInInstancesOf: [InnerBox.self, OuterBox.self]).textColor = green
        NestedLabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).textColor = blue
        let second = NestedLabel()
        inner.addSubview(second)
        #expect(second.textColor === green, "InnerBox inside OuterBox says more than OuterBox alone")
        // The chain's order matters: an OuterBox inside an InnerBox is not an InnerBox inside an
        // OuterBox, and there the InnerBox is the outermost container.
        let reversedOuter = OuterBox(), reversedInner = InnerBox(), third = NestedLabel()
        reversedInner.addSubview(reversedOuter)
        reversedOuter.addSubview(third)
        window.addSubview(reversedInner)
        #expect(third.textColor === red)
        withExtendedLifetime(window) {}
    }

    @Test("A proxy for a trait collection applies only to views whose traits contain it, and beats the plain proxy there")
    func traitProxy() {
        let (red, blue) = (AppearanceTestColors.red, AppearanceTestColors.blue)
        TraitLabel.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).textColor = red
        TraitLabel.appearance().textColor = blue
        let compact = window(width: 400), regular = window(width: 1000)
        #expect(compact.traitCollection.horizontalSizeClass == .compact)
        #expect(regular.traitCollection.horizontalSizeClass == .regular)
        let inCompact = TraitLabel(), inRegular = TraitLabel()
        compact.addSubview(inCompact)
        regular.addSubview(inRegular)
        #expect(inCompact.textColor === red)
        #expect(inRegular.textColor === blue)
        withExtendedLifetime((compact, regular)) {}
    }

    @Test("Of two proxies that match equally, the one set later wins")
    func laterWinsOnEqualFooting() {
        let (red, blue) = (AppearanceTestColors.red, AppearanceTestColors.blue)
        // Both proxies name the same cell, at the same depth.
        TieLabel.appearance(whenContainedInInstancesOf: [TieCell.self]).textColor = red
        TieLabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = blue
        let cell = TieCell(style: .default, reuseIdentifier: nil), first = TieLabel()
        cell.contentView.addSubview(first)
        let window = window()
        window.addSubview(cell)
        #expect(first.textColor === blue)
        TieLabel.appearance(whenContainedInInstancesOf: [TieCell.self]).textColor = red
        let second = TieLabel()
        cell.contentView.addSubview(second)
        #expect(second.textColor === red)
        withExtendedLifetime(window) {}
    }

    @Test("Changing a proxy leaves views already in a window alone; a view that leaves and enters again takes the new value")
    func changesReachViewsOnReentry() {
        let (red, blue) = (AppearanceTestColors.red, AppearanceTestColors.blue)
        ReenteringLabel.appearance().textColor = red
        let label = ReenteringLabel()
        let window = window(), other = self.window()
        window.addSubview(label)
        #expect(label.textColor === red)
        ReenteringLabel.appearance().textColor = blue
        #expect(label.textColor === red)
        let box = UIView()
        window.addSubview(box)
        box.addSubview(label)
        #expect(label.textColor === red, "moving within the same window is not entering one")
        label.removeFromSuperview()
        #expect(label.textColor === red)
        window.addSubview(label)
        #expect(label.textColor === blue)
        ReenteringLabel.appearance().textColor = red
        other.addSubview(label)
        #expect(label.textColor === red, "moving to another window is entering it")
        withExtendedLifetime((window, other)) {}
    }

    @Test("A proxy is one object per class, containment and traits, reads back what was set, and is never counted, shown, laid out or drawn")
    func proxiesAreInert() {
        let red = AppearanceTestColors.red
        let liveViews = UIView.liveCount
        let proxy = ProxyDrawProbe.appearance()
        #expect(ProxyDrawProbe.appearance() === proxy)
        #expect(ProxyDrawProbe.appearance(for: UITraitCollection(horizontalSizeClass: .compact)) !== proxy)
        #expect(ProxyDrawProbe.appearance(whenContainedInInstancesOf: [OuterBox.self]) !== proxy)
        #expect(type(of: proxy) == ProxyDrawProbe.self)
        proxy.backgroundColor = red
        proxy.setNeedsDisplay()
        proxy.setNeedsLayout()
        #expect(proxy.backgroundColor === red)
        #expect(UIView.liveCount == liveViews)
        let window = window()
        window.makeKeyAndVisible()
        var failures: [String] = []
        UIKitFailure.handler = { failures.append($0) }
        defer { UIKitFailure.handler = nil }
        window.addSubview(proxy)
        #expect(proxy.window == nil)
        #expect(proxy.superview == nil)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("appearance proxy") == true)
        let view = ProxyDrawProbe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = screen.presentFrame()
        #expect(ProxyDrawProbe.drawn.contains(ObjectIdentifier(view)))
        #expect(!ProxyDrawProbe.drawn.contains(ObjectIdentifier(proxy)))
        #expect(view.backgroundColor === red)
        withExtendedLifetime(window) {}
    }

    @Test("A window takes its proxies' settings as it is shown")
    func windowItself() {
        let red = AppearanceTestColors.red
        ThemedWindow.appearance().tintColor = red
        let window = ThemedWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(window.tintColor !== red)
        window.makeKeyAndVisible()
        #expect(window.tintColor === red)
        withExtendedLifetime(window) {}
    }
}
