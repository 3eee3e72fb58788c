import Foundation
import Testing
import UIKit

/// The view-controller restoration archive in the scene-session store (issue 44.12).
@Suite("Restoration archive in the scene-session store")
struct RestorationArchiveStoreTests {
    private let archive = StoredRestorationArchive(
        application: ["note": .value(.string("kept")), "top": .reference(2)],
        objects: [
            StoredRestorableObject(kind: .viewController, identifierPath: ["nav"],
                                   state: ["stack": .references([1, 2, 3])]),
            StoredRestorableObject(kind: .viewController, identifierPath: ["nav", "list"], parentIndex: 0,
                                   state: ["row": .value(.integer(7)), "model": .archive(Data([1, 2, 3]))]),
            StoredRestorableObject(kind: .viewController, identifierPath: ["nav", "detail"], parentIndex: 0,
                                   restorationClassName: "App.DetailController", state: ["item": .value(.string("A"))]),
            // A second controller at the same path: a stack of two details.
            StoredRestorableObject(kind: .viewController, identifierPath: ["nav", "detail"], parentIndex: 0,
                                   restorationClassName: "App.DetailController", state: ["item": .value(.string("B"))]),
            StoredRestorableObject(kind: .view, identifierPath: ["nav", "list", "scroller"], parentIndex: 1,
                                   state: ["offset": .value(.array([.double(0), .double(320)]))]),
        ])

    @Test("(issue 44.12) an archive beside sessions round-trips, references, repeated paths and all")
    func roundTrip() throws {
        let contents = SceneSessionStore.Contents(sessions: [StoredSceneSession(persistentIdentifier: "s")], applicationState: archive)
        let (loaded, problems) = SceneSessionStore.decode(try SceneSessionStore.encode(contents))
        #expect(problems.isEmpty)
        #expect(loaded == contents)
    }

    @Test("(issue 44.12) an archive whose references or parents point nowhere is refused on save, and dropped on load with the sessions kept")
    func danglingIndexes() throws {
        var dangling = archive
        dangling.objects[1].state["peer"] = .reference(9)
        let contents = SceneSessionStore.Contents(sessions: [StoredSceneSession(persistentIdentifier: "s")], applicationState: dangling)
        #expect(throws: (any Error).self) { try SceneSessionStore.encode(contents) }

        // Written by hand, as a damaged or hostile file would be.
        let tree = try SceneStoreSchema.encode([StoredSceneSession(persistentIdentifier: "s")], applicationState: archive)
        guard case .dictionary(var root) = tree, case .dictionary(var state)? = root["applicationState"],
              case .array(var objects)? = state["objects"], case .dictionary(var first) = objects[0] else {
            Issue.record("unexpected tree shape")
            return
        }
        first["parent"] = .integer(3)
        objects[0] = .dictionary(first)
        state["objects"] = .array(objects)
        root["applicationState"] = .dictionary(state)
        let (loaded, problems) = SceneSessionStore.decode(storeFile(tree: .dictionary(root)))
        #expect(loaded.sessions.map(\.persistentIdentifier) == ["s"])
        #expect(loaded.applicationState == nil)
        #expect(problems.map(\.kind) == [.invalidRestorationArchive])
        #expect(problems.first?.detail.contains("parent 3 does not come before it") == true)
    }
}
