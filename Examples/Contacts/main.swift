import Foundation
import UIKit
import UIKitTesting

// Contacts: a small master–detail app written as an iPad developer writes one — a navigation
// controller over an inset-grouped table; tapping a row pushes a detail page with a text field.
// The GUI tests drive it in a real window and compare what it shows with the headless host.
//
// `--headless-frame FILE [--push ROW]`: the app's frame rendered by the headless host at scale
// 1, 1366×1024, after pushing row ROW's detail (and letting the push finish).

let arguments = CommandLine.arguments
func argument(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

if let path = argument(after: "--headless-frame") {
    let row = argument(after: "--push").flatMap(Int.init)
    let ok = MainActor.assumeIsolated { ContactsHeadlessFrame.render(pushingRow: row, to: URL(fileURLWithPath: path)) }
    exit(ok ? 0 : 1)
}

MainActor.assumeIsolated {
    _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ContactsAppDelegate.self))
}
