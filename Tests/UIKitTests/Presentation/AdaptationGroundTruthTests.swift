import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Every non-popover row of `../shared/reference/presentation-adaptation-ios13.tsv`: a root
/// view controller presents a red controller with a style while the adaptive delegate answers
/// a style; the row records the style `willPresentWithAdaptiveStyle` reported, the size of the
/// presented view as shown, and whether the pink substitute from
/// `viewControllerForAdaptivePresentationStyle` was used.
@MainActor
@Suite("Presentation and adaptation: device ground truth (iOS 13)", .exclusiveUIKit)
struct AdaptationGroundTruthTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var environment: String
        var requested: Int
        var answered: Int
        var reported: Int
        var size: CGSize
        var substituted: Bool

        var testDescription: String {
            "\(environment): style \(requested), delegate answers \(answered) → \(reported), \(Int(size.width))×\(Int(size.height))\(substituted ? ", substitute" : "")"
        }

        var screenSize: CGSize {
            switch environment {
            case "iPad": CGSize(width: 1024, height: 1366)
            case "iPhone": CGSize(width: 375, height: 667)
            case "iPhone Landscape": CGSize(width: 667, height: 375)
            default: CGSize(width: 736, height: 414)
            }
        }
    }

    nonisolated static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/reference/presentation-adaptation-ios13.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count >= 7, let requested = Int(fields[1]),
                  let answered = Int(fields[2]), let reported = Int(fields[3]),
                  let width = Double(fields[4]), let height = Double(fields[5]) else { return nil }
            return Row(environment: fields[0], requested: requested, answered: answered, reported: reported,
                       size: CGSize(width: width, height: height), substituted: fields[6].hasSuffix("0.435294 1 1"))
        }
    }()

    final class Harness: UIAdaptivePresentationControllerDelegate {
        let answer: UIModalPresentationStyle
        let substitute = UIViewController()
        var reported: UIModalPresentationStyle?
        init(answer: UIModalPresentationStyle) { self.answer = answer }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            answer
        }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: UIViewControllerTransitionCoordinator?) {
            reported = style
        }
        func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            substitute
        }
    }

    nonisolated static let sheetRows = rows.filter { $0.requested != 7 }
    nonisolated static let popoverRows = rows.filter { $0.requested == 7 }

    @Test("The table is there: 192 non-popover rows and 32 popover rows")
    func tableLoaded() {
        #expect(Self.sheetRows.count == 192)
        #expect(Self.popoverRows.count == 32)
    }

    /// The harness's popover anchor. On the iPad, where the recording app had it (issue 44.9):
    /// a 44-point button at the top left of a navigation controller's root, just under the
    /// bar, in a 12.9" iPad's window (safe area 24 at the top for the status bar, 20 at the
    /// bottom) — there is room below the button for the 667-point popover, but more beside
    /// it, and iPadOS puts it there (arrow left). On an iPhone in portrait, at the top centre;
    /// in landscape, at the middle of the left edge.
    static func popoverSource(for environment: String) -> CGRect {
        switch environment {
        case "iPad": CGRect(x: 20, y: 8, width: 44, height: 44)
        case "iPhone": CGRect(x: 165, y: 20, width: 44, height: 44)
        case "iPhone Landscape": CGRect(x: 0, y: 165, width: 44, height: 44)
        default: CGRect(x: 0, y: 185, width: 44, height: 44)
        }
    }

    @Test("ADAPT-05 ADAPT-06 POP-06 POP-23 POP-25 POP-26 each recorded popover", arguments: popoverRows)
    func reproducePopover(_ row: Row) throws {
        let onIPad = row.environment == "iPad"
        let screen = HeadlessScreen(size: row.screenSize, scale: 1,
                                    safeAreaInsets: onIPad ? UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0) : .zero)
        let window = UIWindow()
        let root = UIViewController()
        let source = UIButton(type: .system)
        source.setTitle("Show", for: .normal)
        root.view.addSubview(source)
        if onIPad {
            // Under the bar: the root's view extends under it; its safe area starts below.
            source.translatesAutoresizingMaskIntoConstraints = false
            let frame = Self.popoverSource(for: row.environment)
            NSLayoutConstraint.activate([
                source.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: frame.minX),
                source.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor, constant: frame.minY),
                source.widthAnchor.constraint(equalToConstant: frame.width),
                source.heightAnchor.constraint(equalToConstant: frame.height),
            ])
            window.rootViewController = UINavigationController(rootViewController: root)
        } else {
            source.frame = Self.popoverSource(for: row.environment)
            window.rootViewController = root
        }
        window.makeKeyAndVisible()
        screen.presentFrame()
        if onIPad {
            let bar = try #require(root.navigationController?.navigationBar)
            #expect(source.convert(source.bounds, to: nil).minY == bar.frame.maxY + 8, "just under the bar")
        }

        let presented = UIViewController()
        presented.view.backgroundColor = .red
        presented.modalPresentationStyle = .popover
        let harness = Harness(answer: try #require(UIModalPresentationStyle(rawValue: row.answered)))
        harness.substitute.view.backgroundColor = UIColor(red: 1, green: 0.435294, blue: 1, alpha: 1)
        let popover = try #require(presented.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = source.bounds
        popover.delegate = harness
        root.present(presented, animated: false)
        screen.presentFrame()

        #expect(harness.reported?.rawValue == row.reported)
        let shown = row.substituted ? harness.substitute : presented
        #expect(shown.view.window === window)
        #expect(shown.view.bounds.size == row.size)
        #expect(root.presentedViewController === shown)
        #expect((popover.arrowDirection == .unknown) == (row.reported != -1), "an arrow exactly when it stays a popover")
        if onIPad, row.reported == -1 {
            #expect(popover.arrowDirection == .left, "beside the button, where there is most room")
        }
        withExtendedLifetime(harness) {}
    }

    @Test("ADAPT-02 ADAPT-03 PRES-15 PRES-16 PRES-18 each recorded presentation", arguments: sheetRows)
    func reproduce(_ row: Row) throws {
        let screen = HeadlessScreen(size: row.screenSize, scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()

        let presented = UIViewController()
        presented.view.backgroundColor = .red
        presented.modalPresentationStyle = try #require(UIModalPresentationStyle(rawValue: row.requested))
        let harness = Harness(answer: try #require(UIModalPresentationStyle(rawValue: row.answered)))
        harness.substitute.view.backgroundColor = UIColor(red: 1, green: 0.435294, blue: 1, alpha: 1)
        presented.presentationController?.delegate = harness
        root.present(presented, animated: false)
        screen.presentFrame()

        #expect(harness.reported?.rawValue == row.reported)
        let shown = row.substituted ? harness.substitute : presented
        #expect(shown.view.window === window)
        #expect(shown.view.bounds.size == row.size)
        if !row.substituted { #expect(harness.substitute.viewIfLoaded?.window == nil) }
        // The substitute is what is presented (UIKit presents it in the original's place);
        // the presentation controller keeps the original.
        #expect(root.presentedViewController === shown)
        #expect(presented.presentationController?.presentedViewController === presented)
        withExtendedLifetime(harness) {}
    }
}
