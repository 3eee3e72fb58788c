import Testing
@testable import UIKit
import UIKitTesting

/// A view with a fixed natural size, whatever the traits.
@MainActor
private final class FixedSizeView: UIView {
    var size = CGSize(width: 120, height: 30)
    override var intrinsicContentSize: CGSize { size }
}

/// The layout engine replaces solver constraints only when what they say changed: every view
/// hears of a trait change (a display scale, a dark appearance), and most keep their sizes.
@MainActor
@Suite("Unchanged constraints stay in the solver", .serialized, .exclusiveUIKit)
struct UnchangedConstraintTests {
    private func column(in window: UIWindow) -> [FixedSizeView] {
        var views: [FixedSizeView] = []
        var previous: UIView?
        for _ in 0..<20 {
            let view = FixedSizeView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            // Leading and trailing read the layout direction: they are refreshed when the
            // view's size or traits change.
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 8),
            ])
            previous = view
            views.append(view)
        }
        return views
    }

    @Test("A display-scale change that keeps every intrinsic size adds and removes nothing in the solver; the frames stay")
    func scaleChangeKeepsConstraints() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 800), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let views = column(in: window)
        screen.presentFrame()
        let frames = views.map(\.frame)
        let edits = LayoutEngine.main.solverEditCount
        screen.setScale(2, of: window)
        screen.presentFrame()
        #expect(window.traitCollection.displayScale == 2)
        #expect(LayoutEngine.main.solverEditCount == edits)
        #expect(views.map(\.frame) == frames)
    }

    @Test("A changed intrinsic size is still installed: the view and those below it move")
    func changedSizeIsInstalled() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 800), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let views = column(in: window)
        screen.presentFrame()
        let edits = LayoutEngine.main.solverEditCount
        views[0].size = CGSize(width: 200, height: 50)
        views[0].invalidateIntrinsicContentSize()
        screen.presentFrame()
        #expect(LayoutEngine.main.solverEditCount > edits)
        #expect(views[0].frame.size == CGSize(width: 200, height: 50))
        #expect(views[1].frame.minY == views[0].frame.maxY + 8)
        // Invalidated again with the same size: nothing to replace.
        let settled = LayoutEngine.main.solverEditCount
        views[0].invalidateIntrinsicContentSize()
        screen.presentFrame()
        #expect(LayoutEngine.main.solverEditCount == settled)
    }
}
