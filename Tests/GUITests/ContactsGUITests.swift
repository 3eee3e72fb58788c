import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// The Contacts sample — a navigation controller over an inset-grouped table, as iPad
/// developers write one — in a real GTK window under Xvfb.
///
/// Nested in the Gallery's suite, whose `.serialized` covers it: apps under test share one X
/// display, and two windows at the same place would take each other's clicks.
extension GalleryGUITests {
    @Suite("Contacts sample under the GTK host")
    struct ContactsGUITests {
        /// The third row (Barbara Liskov) and the detail page's name field, in window points.
        static let thirdRow = ("300", "200")
        static let nameField = ("600", "104")

        private func start() throws -> GalleryProcess {
            try GalleryProcess(app: "Contacts", title: "Contacts", logVariable: "SLATE_CONTACTS_LOG")
        }

        /// The frame clock's last tick before a push ends usually comes a few milliseconds early;
        /// the push then has to finish on a frame of its own. It used not to: the pushed page
        /// stopped a few pixels short of the edge (old rows showing in the gap) and the
        /// navigation controller kept ignoring clicks until the pointer moved again.
        @Test("GUI: after each push the window shows exactly what the headless host renders, and the pushed page takes a click at once")
        func pushThenClick() throws {
            let contacts = try start()
            try contacts.waitForLog("list showing")
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-headless-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: url) }
            try GalleryProcess.run(GalleryProcess.executable(named: "Contacts").path, ["--headless-frame", url.path, "--push", "2"])
            let headless = try #require(CGDataProvider(data: try Data(contentsOf: url)).flatMap {
                CGImage(pngDataProviderSource: $0, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
            })
            // The race between the frame clock and the push's end is lost now and then, not every
            // time: push and pop a few times.
            for round in 1...4 {
                try contacts.movePointer(Self.thirdRow.0, Self.thirdRow.1)
                try contacts.click()
                try contacts.waitForLog(timeout: 5, "detail showing #\(round)") { _ in contacts.log.filter { $0 == "detail showing" }.count == round }

                // GTK paints the last frame a moment after the app logs; a frame left short of
                // the end would never match.
                var differences: [(Int, Int)] = []
                let matched = try? contacts.waitForScreen(timeout: 10) { window in
                    differences = differingPixels(window, headless, tolerance: 0)
                    return window.width == headless.width && window.height == headless.height && differences.isEmpty
                }
                #expect(matched != nil, "push \(round): \(differences.count) pixels differ, the first at \(differences.prefix(5).map { "\($0)" })")

                // Move and click in one go, with no pause between them.
                try contacts.movePointer(Self.nameField.0, Self.nameField.1)
                try contacts.click()
                try contacts.waitForLog(timeout: 5, "editing name #\(round)") { _ in contacts.log.filter { $0 == "editing name" }.count == round }
                try contacts.movePointer("40", "24")
                try contacts.click()
                try contacts.waitForLog(timeout: 5, "list showing #\(round + 1)") { _ in contacts.log.filter { $0 == "list showing" }.count == round + 1 }
            }
        }
    }
}
