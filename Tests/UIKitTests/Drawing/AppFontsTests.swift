import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A copy of DejaVu Sans renamed "Slate Fonts" ("SlateFonts"), its OS/2 family class set to
/// sans serif (8): a face no machine has installed, with glyphs to compare against.
@MainActor
private enum RenamedFont {
    static let url: URL = {
        var data = try! Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        func replace(_ old: [UInt8], _ new: [UInt8]) {
            precondition(old.count == new.count)
            var index = data.startIndex
            while let found = data[index...].firstRange(of: old) {
                data.replaceSubrange(found, with: new)
                index = found.upperBound
            }
        }
        // The name table's strings, in Macintosh (one byte) and Windows (UTF-16BE) records.
        for (old, new) in [("DejaVu Sans", "Slate Fonts"), ("DejaVuSans", "SlateFonts")] {
            replace(Array(old.utf8), Array(new.utf8))
            replace(Array(old.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                    Array(new.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }
        // sFamilyClass, 30 bytes into the OS/2 table (found through the table directory).
        let tables = Int(data[4]) << 8 | Int(data[5])
        for table in 0..<tables {
            let record = 12 + 16 * table
            if data[record..<record + 4].elementsEqual(Array("OS/2".utf8)) {
                let offset = data[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
                data[offset + 30] = 8
            }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("slate-app-fonts-\(ProcessInfo.processInfo.processIdentifier)/SlateFonts.ttf")
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: url)
        return url
    }()
}

private final class FontAppDelegate: UIResponder, UIApplicationDelegate {
    static var appFonts: [String] { [RenamedFont.url.path, "Fonts/Missing-Regular.ttf"] }
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Info.plist's `UIAppFonts` as the app delegate's `appFonts`.
@MainActor
@Suite("App fonts (UIAppFonts)", .serialized, .exclusiveUIKit)
struct AppFontsTests {
    private static func width(_ text: String, _ font: UIFont) -> CGFloat {
        NSAttributedString(string: text, attributes: [.font: font]).size().width
    }

    @Test("The app's font files join its fonts at launch: UIFont(name:size:) finds the family and its PostScript name, text draws with its glyphs, its class reads from its OS/2 table; a missing file is reported")
    func registeredAtLaunch() throws {
        #expect(UIFont(name: "Slate Fonts", size: 20) == nil, "not installed before launch")
        UIKitLog.clear()
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        screen.launchApplication(delegateClass: FontAppDelegate.self)
        defer { screen.endApplication() }
        let font = try #require(UIFont(name: "Slate Fonts", size: 20))
        #expect(font.familyName == "Slate Fonts")
        #expect(UIFont(name: "SlateFonts-Bold", size: 20) != nil)
        #expect(UIFont.familyNames.contains("Slate Fonts"))
        let dejaVu = try #require(UIFont(name: "DejaVu Sans", size: 20))
        let inter = UIFont.systemFont(ofSize: 20)
        #expect(Self.width("Hamburgefonstiv", font) == Self.width("Hamburgefonstiv", dejaVu), "DejaVu's glyphs under another name")
        #expect(Self.width("Hamburgefonstiv", font) != Self.width("Hamburgefonstiv", inter))
        #expect(font.fontDescriptor.symbolicTraits.intersection(.classMask) == .classSansSerif)
        #expect(UIKitLog.messages.contains { $0.contains("UIAppFonts") && $0.contains("Fonts/Missing-Regular.ttf") })
    }
}
