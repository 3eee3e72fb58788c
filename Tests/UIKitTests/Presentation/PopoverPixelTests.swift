import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Popovers as iOS 14 draws them, light and dark: the arrow on each side, a custom background
/// view, and a popover adapted to a sheet in a compact window (rendered at 1×).
@MainActor
@Suite("Popover pixels", .serialized, .exclusiveUIKit)
struct PopoverPixelTests {
    /// A list-like content: a title and three rows, no background of its own.
    final class Content: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            preferredContentSize = CGSize(width: 240, height: 160)
            for (index, text) in ["Popover", "Copy", "Share", "Delete"].enumerated() {
                let label = UILabel(frame: CGRect(x: 16, y: 12 + CGFloat(index) * 34, width: 200, height: 24))
                label.text = text
                label.font = index == 0 ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .body)
                label.textColor = index == 3 ? .systemRed : .label
                label.autoresizingMask = []
                view.addSubview(label)
            }
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            for (index, label) in view.subviews.enumerated() {
                label.frame.origin = CGPoint(x: view.safeAreaInsets.left + 16, y: view.safeAreaInsets.top + 12 + CGFloat(index) * 34)
            }
        }
    }

    /// A background drawn by the app: a square green frame with a blunt arrow.
    final class GreenBackground: UIPopoverBackgroundView {
        override class func arrowBase() -> CGFloat { 24 }
        override class func arrowHeight() -> CGFloat { 16 }
        override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        override class var wantsDefaultContentAppearance: Bool { false }

        required init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            backgroundColor = nil
        }

        required init?(coder: NSCoder) { nil }

        override var arrowOffset: CGFloat { didSet { setNeedsDisplay() } }
        override var arrowDirection: UIPopoverArrowDirection { didSet { setNeedsDisplay() } }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let height = Self.arrowHeight(), half = Self.arrowBase() / 2
            var body = bounds
            let path = CGMutablePath()
            switch arrowDirection {
            case .up:
                body.origin.y += height; body.size.height -= height
                path.addLines(between: [CGPoint(x: bounds.midX + arrowOffset - half, y: body.minY), CGPoint(x: bounds.midX + arrowOffset, y: 0),
                                        CGPoint(x: bounds.midX + arrowOffset + half, y: body.minY)])
            case .down:
                body.size.height -= height
                path.addLines(between: [CGPoint(x: bounds.midX + arrowOffset - half, y: body.maxY), CGPoint(x: bounds.midX + arrowOffset, y: bounds.maxY),
                                        CGPoint(x: bounds.midX + arrowOffset + half, y: body.maxY)])
            case .left:
                body.origin.x += height; body.size.width -= height
                path.addLines(between: [CGPoint(x: body.minX, y: bounds.midY + arrowOffset - half), CGPoint(x: 0, y: bounds.midY + arrowOffset),
                                        CGPoint(x: body.minX, y: bounds.midY + arrowOffset + half)])
            default:
                body.size.width -= height
                path.addLines(between: [CGPoint(x: body.maxX, y: bounds.midY + arrowOffset - half), CGPoint(x: bounds.maxX, y: bounds.midY + arrowOffset),
                                        CGPoint(x: body.maxX, y: bounds.midY + arrowOffset + half)])
            }
            path.closeSubpath()
            path.addRect(body)
            context.addPath(path)
            context.setFillColor(UIColor.systemGreen.cgColor)
            context.fillPath()
        }
    }

    enum Case: String, CaseIterable, Sendable {
        case up = "popover-arrow-up", down = "popover-arrow-down", left = "popover-arrow-left", right = "popover-arrow-right"
        case customBackground = "popover-custom-background"
        case adaptedToSheet = "popover-adapted-sheet"
        case actionSheet = "action-sheet-popover"
        case compactActionSheet = "action-sheet-compact"
    }

    /// An action sheet with a header, a default, a destructive and a cancel action.
    private func makeActionSheet() -> UIAlertController {
        let sheet = UIAlertController(title: "Photo", message: "What would you like to do with it?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Share…", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }

    private func render(_ which: Case, _ appearance: UIUserInterfaceStyle) -> CGImage? {
        let compact = which == .adaptedToSheet || which == .compactActionSheet
        let size = compact ? CGSize(width: 375, height: 667) : CGSize(width: 800, height: 600)
        let screen = HeadlessScreen(size: size, scale: 1)
        screen.userInterfaceStyle = appearance
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let button = UIButton(type: .system)
        button.setTitle("Source", for: .normal)
        button.backgroundColor = .systemFill
        let center: CGPoint = switch which {
        case .up, .customBackground, .adaptedToSheet, .actionSheet, .compactActionSheet: CGPoint(x: 400, y: 80)
        case .down: CGPoint(x: 300, y: 520)
        case .left: CGPoint(x: 80, y: 300)
        case .right: CGPoint(x: 720, y: 260)
        }
        button.frame = CGRect(x: center.x - 40, y: center.y - 20, width: 80, height: 40)
        if compact { button.frame.origin.x = 147 }
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let content: UIViewController = which == .actionSheet || which == .compactActionSheet ? makeActionSheet() : Content()
        content.modalPresentationStyle = .popover
        // As a sheet the content shows its own background (a popover draws its frame's).
        if which == .adaptedToSheet { content.view.backgroundColor = .systemBackground }
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.sourceRect = button.bounds
        if which == .customBackground { popover.popoverBackgroundViewClass = GreenBackground.self }
        switch which {
        case .down: popover.permittedArrowDirections = .down
        case .left: popover.permittedArrowDirections = .left
        case .right: popover.permittedArrowDirections = .right
        default: break
        }
        root.present(content, animated: true)
        screen.runUntilAnimationsSettle()
        return screen.render(window)
    }

    @Test("POP-05 POP-11 POP-12 ADAPT-05 ALERT-03 the popover's look, light and dark", arguments: Case.allCases)
    func look(_ which: Case) throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(render(which, appearance))
            expectGolden(image, named: "\(which.rawValue)-\(appearance == .dark ? "dark" : "light")")
        }
    }
}
