import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A window on a headless screen with a share button to anchor the sheet's popover, and a
/// scratch folder for files saved.
@MainActor
struct ActivityStage {
    let screen: HeadlessScreen
    let window: UIWindow
    let root = UIViewController()
    let button = UIButton(type: .system)
    let folder: URL

    init(size: CGSize = CGSize(width: 1024, height: 768), style: UIUserInterfaceStyle = .light) throws {
        screen = HeadlessScreen(size: size, scale: 1)
        screen.userInterfaceStyle = style
        // Made once the screen is UIKit's, so that it takes the screen's size.
        window = UIWindow()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("slate-activity-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        root.view.backgroundColor = .systemBackground
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 60, height: 44)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    var host: HeadlessHost { UIKitHost.current as! HeadlessHost }

    /// Presents `sheet` as a popover from the share button and runs until it is on screen;
    /// the recorder hears its completion handler.
    @discardableResult
    func present(_ sheet: UIActivityViewController) -> CompletionRecorder {
        let recorder = CompletionRecorder()
        recorder.attach(to: sheet, root: root)
        sheet.popoverPresentationController?.sourceView = button
        sheet.popoverPresentationController?.sourceRect = button.bounds
        root.present(sheet, animated: true)
        settle()
        return recorder
    }

    /// Runs turns until presentations, dismissals and answers are done.
    func settle() {
        screen.presentFrame()
        _ = screen.runUntilAnimationsSettle()
        screen.presentFrame()
    }

    /// The rows' titles, in order.
    func titles(of sheet: UIActivityViewController) -> [String] {
        sheet.loadViewIfNeeded()
        return sheet.activityRows.map { $0.titleLabel.text ?? "" }
    }

    /// Taps the row titled `title` as a finger would, then lets the sheet react.
    func tapRow(_ title: String, in sheet: UIActivityViewController, sourceLocation: SourceLocation = #_sourceLocation) throws {
        tap(try #require(sheet.activityRows.first { $0.titleLabel.text == title }, "no row \(title)", sourceLocation: sourceLocation))
    }

    /// Taps the middle of `view` as a finger would, then lets the sheet react.
    func tap(_ view: UIView) {
        screen.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        settle()
    }

    /// Taps the window far from the popover.
    func tapOutside() {
        screen.tap(at: CGPoint(x: screen.size.width - 40, y: screen.size.height - 40))
        settle()
    }
}

/// What a sheet's completion handler heard, and whether the sheet was still presented then.
@MainActor
final class CompletionRecorder {
    struct Call {
        let type: UIActivity.ActivityType?
        let completed: Bool
        let returnedItems: [Any]?
        let error: Error?
        let sheetWasPresented: Bool
    }

    private(set) var calls: [Call] = []

    /// Whether the handler was called once, with `type` and `completed` (and no items or error).
    func heardOnce(_ type: UIActivity.ActivityType?, completed: Bool) -> Bool {
        calls.count == 1 && calls[0].type == type && calls[0].completed == completed
            && calls[0].returnedItems == nil && calls[0].error == nil
    }

    func attach(to sheet: UIActivityViewController, root: UIViewController) {
        sheet.completionWithItemsHandler = { [weak self, weak root] type, completed, items, error in
            self?.calls.append(Call(type: type, completed: completed, returnedItems: items, error: error,
                                    sheetWasPresented: root?.presentedViewController != nil))
        }
    }
}
