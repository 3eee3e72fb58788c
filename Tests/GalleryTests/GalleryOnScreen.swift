import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Gallery launched as `UIApplicationMain` launches it, on a 1366 × 1024 headless screen
/// at scale 1, showing one page, with its event log kept. `end()` quits it.
@MainActor
final class GalleryOnScreen {
    let screen: HeadlessScreen
    let window: UIWindow
    let split: GallerySplitViewController
    /// The lines the Gallery reported since it launched.
    var log: [String] { lines.lines }
    /// Filled from launch on: the app hands its reporting closure to each page as it makes it.
    private let lines = Lines()
    private final class Lines { var lines: [String] = [] }

    init(showing page: GalleryPage) throws {
        GalleryAppDelegate.report = { [lines] line in lines.lines.append(line) }
        screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        split = try #require(window.rootViewController as? GallerySplitViewController)
        split.show(page)
        screen.runUntilAnimationsSettle()
    }

    func end() {
        GalleryAppDelegate.report = { _ in }
        screen.endApplication()
    }

    /// The first view of type `T` in the window, depth first.
    func view<T: UIView>(_ type: T.Type) -> T? {
        views(type).first
    }

    /// The views of type `T` in the window, depth first.
    func views<T: UIView>(_ type: T.Type) -> [T] {
        func search(_ view: UIView) -> [T] {
            ((view as? T).map { [$0] } ?? []) + view.subviews.flatMap(search)
        }
        return search(window)
    }

    /// The first view controller of type `T` among the split's children and what they present.
    func controller<T: UIViewController>(_ type: T.Type) -> T? {
        func search(_ controller: UIViewController) -> T? {
            if let match = controller as? T { return match }
            return (controller.children + [controller.presentedViewController].compactMap { $0 }).lazy.compactMap(search).first
        }
        return search(split)
    }
}
