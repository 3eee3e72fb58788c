import Foundation
import UIKit
import Testing

@Suite("Scene-session store default directory")
struct DefaultDirectoryTests {
    @Test("XDG_STATE_HOME is used when set and absolute")
    func xdgStateHome() {
        let url = SceneSessionStore.defaultDirectory(applicationIdentifier: "org.slate.Notes", environment: ["XDG_STATE_HOME": "/var/state", "HOME": "/home/ann"])
        #expect(url.path == "/var/state/org.slate.Notes")
    }

    @Test("without XDG_STATE_HOME the store lives in ~/.local/state")
    func homeFallback() {
        let url = SceneSessionStore.defaultDirectory(applicationIdentifier: "org.slate.Notes", environment: ["HOME": "/home/ann"])
        #expect(url.path == "/home/ann/.local/state/org.slate.Notes")
        let empty = SceneSessionStore.defaultDirectory(applicationIdentifier: "org.slate.Notes", environment: ["XDG_STATE_HOME": "", "HOME": "/home/ann"])
        #expect(empty.path == "/home/ann/.local/state/org.slate.Notes")
    }

    @Test("a relative XDG_STATE_HOME is ignored, as the spec requires")
    func relativeStateHome() {
        let url = SceneSessionStore.defaultDirectory(applicationIdentifier: "org.slate.Notes", environment: ["XDG_STATE_HOME": "relative/state", "HOME": "/home/ann"])
        #expect(url.path == "/home/ann/.local/state/org.slate.Notes")
    }

    @Test("without any usable environment the account's home directory is used")
    func noEnvironment() {
        let url = SceneSessionStore.defaultDirectory(applicationIdentifier: "org.slate.Notes", environment: [:])
        #expect(url.path.hasSuffix("/.local/state/org.slate.Notes"))
        #expect(url.path.hasPrefix("/"))
    }

    @Test("hostile application identifiers become one safe path component")
    func hostileIdentifiers() {
        let cases: [(String, String)] = [
            ("../../etc", ".._.._etc"),
            ("/absolute", "_absolute"),
            ("a/b", "a_b"),
            (".", "_"),
            ("..", "__"),
            ("", "_"),
            ("tab\there\u{0}nul\nline", "tab_here_nul_line"),
            ("Ünïcødé 世界", "Ünïcødé 世界"),
        ]
        for (identifier, expected) in cases {
            let name = XDGBaseDirectories.directoryName(forApplicationIdentifier: identifier)
            #expect(name == expected)
            let url = SceneSessionStore.defaultDirectory(applicationIdentifier: identifier, environment: ["XDG_STATE_HOME": "/state"])
            #expect(url.deletingLastPathComponent().path == "/state")
            #expect(url.lastPathComponent == expected)
        }
        let long = XDGBaseDirectories.directoryName(forApplicationIdentifier: String(repeating: "é", count: 300))
        #expect(long.utf8.count <= 255)
        #expect(long == String(repeating: "é", count: 127))
    }
}
