import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Drags as they look, light and dark (rendered at 1×): a lifted square over a target that
/// proposes copy (the plus badge), three items in one drag (the count badge), and a forbidden
/// proposal.
@MainActor
@Suite("Drag pixels", .serialized, .exclusiveUIKit)
struct DragPixelTests {
    enum Case: String, CaseIterable, Sendable {
        case copy = "drag-lifted-copy"
        case flock = "drag-three-items"
        case forbidden = "drag-forbidden"
    }

    /// A screen in `appearance` and a window whose root view has the grouped background.
    private func makeStage(_ appearance: UIUserInterfaceStyle, size: CGSize = CGSize(width: 480, height: 320)) -> (HeadlessScreen, UIWindow, UIViewController) {
        let screen = HeadlessScreen(size: size, scale: 1)
        screen.userInterfaceStyle = appearance
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        window.rootViewController = root
        return (screen, window, root)
    }

    /// The purple "Plum" square the drags lift.
    private func plumSquare(_ frame: CGRect, cornerRadius: CGFloat) -> UILabel {
        let square = UILabel(frame: frame)
        square.text = "Plum"
        square.textAlignment = .center
        square.textColor = .white
        square.backgroundColor = .systemPurple
        square.layer.cornerRadius = cornerRadius
        square.layer.masksToBounds = cornerRadius > 0
        square.isUserInteractionEnabled = true
        return square
    }

    private func render(_ which: Case, _ appearance: UIUserInterfaceStyle) -> CGImage? {
        let (screen, window, root) = makeStage(appearance)
        let square = plumSquare(CGRect(x: 40, y: 40, width: 100, height: 100), cornerRadius: 12)
        let target = UIView(frame: CGRect(x: 220, y: 60, width: 220, height: 200))
        target.backgroundColor = .secondarySystemGroupedBackground
        target.layer.cornerRadius = 16
        root.view.addSubview(square)
        root.view.addSubview(target)
        let source = DragSourceRecorder()
        if which == .flock { source.strings = ["Plum", "Pear", "Fig"] }
        let drop = DropTargetRecorder()
        drop.operation = which == .forbidden ? .forbidden : .copy
        square.addInteraction(UIDragInteraction(delegate: source))
        target.addInteraction(UIDropInteraction(delegate: drop))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let start = CGPoint(x: 90, y: 90), end = CGPoint(x: 330, y: 160)
        screen.liftAndMove(from: start, to: end)
        screen.runUntilAnimationsSettle()
        let image = screen.render(window)
        screen.touchCancel(at: end)
        screen.runUntilAnimationsSettle()
        return image
    }

    @Test("DND-07 DND-13 a lifted preview and its badges, light and dark", arguments: Case.allCases)
    func look(_ which: Case) throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(render(which, appearance))
            expectGolden(image, named: "\(which.rawValue)-\(appearance == .dark ? "dark" : "light")")
        }
    }

    /// A square dragged over a table that proposes inserting at the destination: the gap
    /// between Banana and Cherry, the copy badge.
    private func renderTableGap(_ appearance: UIUserInterfaceStyle) -> CGImage? {
        let (screen, window, root) = makeStage(appearance)
        let square = plumSquare(CGRect(x: 30, y: 40, width: 100, height: 100), cornerRadius: 0)
        let source = DragSourceRecorder()
        square.addInteraction(UIDragInteraction(delegate: source))
        let fruit = FruitTable(frame: CGRect(x: 200, y: 20, width: 260, height: 280))
        root.view.addSubview(fruit.tableView)
        root.view.addSubview(square)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let start = CGPoint(x: 80, y: 90), end = CGPoint(x: 330, y: 20 + 88 + 10)
        screen.liftAndMove(from: start, to: end)
        screen.runUntilAnimationsSettle()
        let image = screen.render(window)
        screen.touchCancel(at: end)
        screen.runUntilAnimationsSettle()
        return image
    }

    @Test("DND-24 a table opens a gap where a proposed drop would insert, light and dark")
    func tableGap() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(renderTableGap(appearance))
            expectGolden(image, named: "drag-table-gap-\(appearance == .dark ? "dark" : "light")")
        }
    }

    @Test("DND-26 a drop placeholder row while its data loads, light and dark")
    func placeholderRow() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let (screen, window, root) = makeStage(appearance, size: CGSize(width: 800, height: 400))
            let loading = TablePlaceholderTests.LoadingFruit()
            root.view.addSubview(loading.table.tableView)
            let plumView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
            plumView.backgroundColor = .systemPurple
            let plum = DragSourceRecorder()
            plumView.addInteraction(UIDragInteraction(delegate: plum))
            loading.plum = plum
            root.view.addSubview(plumView)
            window.makeKeyAndVisible()
            defer { window.isHidden = true }
            screen.presentFrame()
            TablePlaceholderTests().dropPlum(on: screen, at: CGPoint(x: 600, y: 95))
            let image = try #require(screen.render(window))
            expectGolden(image, named: "drag-table-placeholder-\(appearance == .dark ? "dark" : "light")")
        }
    }
}
