import Foundation

/// Saves generation 1, 2, 3, … of a synthetic store forever, printing
/// "saved <g>" after each save returns. The kill test SIGKILLs this at random
/// moments and checks the store always holds one complete generation.
///
/// Lives in the store's module (not in the probe executable) so it moves with
/// the store and keeps exercising the real save path.
package func runSceneStoreSaveLoop(directory: URL) -> Never {
    let store = SceneSessionStore(directory: directory)
    var generation = 1
    while true {
        do {
            try store.save(SceneStoreSaveLoop.contents(generation: generation))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        FileHandle.standardOutput.write(Data("saved \(generation)\n".utf8))
        generation += 1
    }
}

/// What generation `g` of the save loop contains, and the check that a loaded
/// store is exactly one such generation.
package enum SceneStoreSaveLoop {
    package static func sessionCount(generation: Int) -> Int {
        1 + generation % 7
    }

    /// Bytes of payload per session: a few hundred to ~28 KB, so a whole save
    /// ranges from under 1 KB to about 200 KB and takes a varying time.
    package static func payloadSize(generation: Int) -> Int {
        300 + (generation &* 104_729) % 28_000
    }

    private static func payloadByte(generation: Int, session: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: generation &* 31 &+ session)
    }

    package static func contents(generation: Int) -> SceneSessionStore.Contents {
        let payload = payloadSize(generation: generation)
        let sessions = (0..<sessionCount(generation: generation)).map { index in
            StoredSceneSession(
                persistentIdentifier: "session-\(index)",
                configurationName: "Default Configuration",
                userInfo: [
                    "generation": .integer(generation),
                    "index": .integer(index),
                    "payload": .data(Data(repeating: payloadByte(generation: generation, session: index), count: payload)),
                ],
                stateRestorationActivity: StoredUserActivity(
                    activityType: "org.slate.probe.document",
                    userInfo: ["generation": .integer(generation)]
                ),
                windowWidth: 800 + Double(index),
                windowHeight: 600,
                title: "Window \(index) of generation \(generation)",
                isConnected: index % 2 == 0
            )
        }
        return SceneSessionStore.Contents(sessions: sessions)
    }

    /// The generation `contents` holds, or a description of how it fails to
    /// be one complete, consistent generation.
    package static func generation(of contents: SceneSessionStore.Contents) -> Result<Int, ConsistencyError> {
        guard case .integer(let generation)? = contents.sessions.first?.userInfo["generation"] else {
            return .failure(ConsistencyError(description: "the first session carries no generation"))
        }
        guard generation >= 1 else {
            return .failure(ConsistencyError(description: "generation \(generation) is not positive"))
        }
        let expected = Self.contents(generation: generation)
        guard contents == expected else {
            let counts = "\(contents.sessions.count) sessions, expected \(expected.sessions.count)"
            return .failure(ConsistencyError(description: "the store is not exactly generation \(generation) (\(counts))"))
        }
        return .success(generation)
    }

    package struct ConsistencyError: Error, CustomStringConvertible {
        package var description: String
    }
}
