import Foundation
import Testing
import UIKit

@Suite("XDG base directories")
struct XDGBaseDirectoriesTests {
    @Test("Absolute variables count; unset, empty or relative ones fall back to HOME's defaults")
    func homes() {
        let set = XDGBaseDirectories(environment: ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data"])
        #expect(set.configHome.path == "/cfg")
        #expect(set.dataHome.path == "/data")
        #expect(set.stateHome.path == "/home/ann/.local/state")
        let relative = XDGBaseDirectories(environment: ["HOME": "/home/ann", "XDG_CONFIG_HOME": "cfg", "XDG_DATA_HOME": ""])
        #expect(relative.configHome.path == "/home/ann/.config")
        #expect(relative.dataHome.path == "/home/ann/.local/share")
        #expect(relative.applicationDirectory(in: \.dataHome, applicationIdentifier: "org.slate.Notes").path == "/home/ann/.local/share/org.slate.Notes")
    }

    @Test("XDG_DATA_DIRS keeps its absolute entries in order, else the specification's two")
    func dataDirectories() {
        #expect(XDGBaseDirectories(environment: ["XDG_DATA_DIRS": "/opt/share:rel:/usr/share"]).dataDirectories.map(\.path) == ["/opt/share", "/usr/share"])
        #expect(XDGBaseDirectories(environment: ["XDG_DATA_DIRS": ""]).dataDirectories.map(\.path) == ["/usr/local/share", "/usr/share"])
        #expect(XDGBaseDirectories(environment: [:]).dataDirectories.map(\.path) == ["/usr/local/share", "/usr/share"])
    }
}
