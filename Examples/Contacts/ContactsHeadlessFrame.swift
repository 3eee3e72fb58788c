import Foundation
import UIKit
import UIKitTesting

/// The app on a headless 1366×1024 screen at scale 1, as the GTK window shows it, optionally
/// after a row's detail was pushed.
@MainActor
enum ContactsHeadlessFrame {
    static func render(pushingRow row: Int?, to url: URL) -> Bool {
        ContactsAppDelegate.report = { _ in }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let application = screen.launchApplication(delegateClass: ContactsAppDelegate.self)
        guard let window = (application.connectedScenes.first as? UIWindowScene)?.windows.first,
              let navigation = window.rootViewController as? UINavigationController,
              let list = navigation.viewControllers.first as? ContactsViewController else { return false }
        screen.presentFrame()
        if let row {
            let indexPath = IndexPath(row: row, section: 0)
            guard let cell = list.tableView.cellForRow(at: indexPath) else { return false }
            screen.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
            screen.runUntilAnimationsSettle()
        }
        guard let image = screen.render(window), let data = image.pngData() else { return false }
        do {
            try data.write(to: url)
            return true
        } catch {
            FileHandle.standardError.write(Data("Contacts: could not write \(url.path): \(error)\n".utf8))
            return false
        }
    }
}
