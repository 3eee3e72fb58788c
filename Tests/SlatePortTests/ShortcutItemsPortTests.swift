import Foundation
import Testing
@testable import SlatePort

@Suite("slate port: Info.plist's quick actions as the app delegate's static items and the desktop entry's actions")
struct ShortcutItemsPortTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UIApplicationShortcutItems</key>
            <array>
                <dict>
                    <key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).search</string>
                    <key>UIApplicationShortcutItemTitle</key><string>Search</string>
                    <key>UIApplicationShortcutItemSubtitle</key><string>All notes</string>
                    <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string>
                    <key>UIApplicationShortcutItemUserInfo</key>
                    <dict>
                        <key>scope</key><string>all</string>
                        <key>limit</key><integer>1</integer>
                        <key>pinned</key><true/>
                        <key>weight</key><real>0.5</real>
                        <key>tags</key><array><string>a</string></array>
                    </dict>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemType</key><string>new "draft" 100%</string>
                    <key>UIApplicationShortcutItemTitle</key><string>New Draft</string>
                    <key>UIApplicationShortcutItemIconSymbolName</key><string>square.and.pencil</string>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemType</key><string>org.example.search</string>
                    <key>UIApplicationShortcutItemTitle</key><string>Search Again</string>
                    <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeNoSuchIcon</string>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemTitle</key><string>No type: left out</string>
                </dict>
            </array>
        </dict>
        </plist>
        """

    static func manifest() throws -> AppManifest {
        let settings = BuildSettings(target: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example"])
        let plist = try PropertyListSerialization.propertyList(from: Data(Self.plist.utf8), format: nil) as? [String: Any]
        return AppManifest(plist: try #require(plist), settings: settings)
    }

    @Test("Info.plist's items are read with $(…) expanded; scalar userInfo values kept in key order, others noted; an unknown icon type gives no icon; an item without a type is left out")
    func read() throws {
        let items = try Self.manifest().shortcutItems
        #expect(items.map(\.type) == ["org.example.search", "new \"draft\" 100%", "org.example.search"])
        let search = try #require(items.first)
        #expect(search.title == "Search")
        #expect(search.subtitle == "All notes")
        #expect(search.iconType == "Search")
        #expect(search.userInfo.map(\.key) == ["limit", "pinned", "scope", "weight"])
        #expect(search.userInfo.map(\.value) == [.integer(1), .boolean(true), .string("all"), .real(0.5)])
        #expect(search.unportedUserInfoKeys == ["tags"])
        #expect(items[1].iconSymbolName == "square.and.pencil")
        #expect(items[2].iconType == nil)
    }

    @Test("SceneManifest.swift declares them as applicationShortcutItems; the userInfo left out is reported")
    func source() throws {
        var report = PortReport()
        let text = try #require(SceneManifestSource(appDelegate: "AppDelegate", manifest: try Self.manifest(), isPublic: false).text(report: &report))
        #expect(text.contains("""
                static var applicationShortcutItems: [UIApplicationShortcutItem] {
                    [
                        UIApplicationShortcutItem(type: "org.example.search", localizedTitle: "Search", localizedSubtitle: "All notes", icon: UIApplicationShortcutIcon(type: .search), userInfo: ["limit": NSNumber(value: 1), "pinned": NSNumber(value: true), "scope": NSString(string: "all"), "weight": NSNumber(value: 0.5 as Double)]),
                        UIApplicationShortcutItem(type: "new \\"draft\\" 100%", localizedTitle: "New Draft", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"), userInfo: nil),
                        UIApplicationShortcutItem(type: "org.example.search", localizedTitle: "Search Again", localizedSubtitle: nil, icon: nil, userInfo: nil),
                    ]
                }
            """))
        #expect(report.items.map(\.message) == [
            "quick action \"org.example.search\": its userInfo's `tags` (arrays, dictionaries, dates or data) were left out of `applicationShortcutItems`; add them by hand",
        ])
    }

    @Test("The desktop entry lists one action per item, Exec launching the app with --slate-shortcut-item=<type> quoted as the specification says, identifiers made distinct")
    func desktopEntry() throws {
        var files = PortedPackageFiles(module: "Notes", slatePackage: "../slate", resourceEntries: [], usesSwift5Mode: false, displayName: "Notes")
        files.urlSchemes = ["notes"]
        files.shortcutItems = try Self.manifest().shortcutItems
        #expect(files.desktopEntry.hasSuffix("""
            Categories=Utility;
            MimeType=x-scheme-handler/notes;
            Actions=org-example-search;new--draft--100-;org-example-search-2;

            [Desktop Action org-example-search]
            Name=Search
            Exec=Notes --slate-shortcut-item=org.example.search
            Icon=edit-find

            [Desktop Action new--draft--100-]
            Name=New Draft
            Exec=Notes "--slate-shortcut-item=new \\\\"draft\\\\" 100%%"

            [Desktop Action org-example-search-2]
            Name=Search Again
            Exec=Notes --slate-shortcut-item=org.example.search

            """))
        // Without items, no Actions= line.
        files.shortcutItems = []
        #expect(!files.desktopEntry.contains("Actions="))
    }

    @Test("Exec arguments: plain ones as they are; reserved characters quoted, with backslashes doubled for the string escape and % doubled")
    func execArgument() {
        #expect(DesktopShortcutActions.execArgument("--slate-shortcut-item=a.b-c") == "--slate-shortcut-item=a.b-c")
        #expect(DesktopShortcutActions.execArgument("a b") == "\"a b\"")
        #expect(DesktopShortcutActions.execArgument("a$b") == "\"a\\\\$b\"")
        #expect(DesktopShortcutActions.execArgument("a\\b") == "\"a\\\\\\\\b\"")
        #expect(DesktopShortcutActions.execArgument("50%") == "50%%")
    }

    @Test("Every icon type of the iOS 14.5 SDK has a freedesktop icon")
    func icons() {
        #expect(DesktopShortcutActions.freedesktopIcons.count == 29)
    }
}
