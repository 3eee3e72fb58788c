import Foundation

/// Maps scene sessions to and from the property-list tree that
/// `SceneStoreCodec` writes, and owns the rules a stored session must satisfy.
///
/// The tree is `{"sessions": [session, …]}` with one dictionary per session,
/// keyed by the `StoredSceneSession` property names, and, for an app without
/// scenes that preserved its view controllers, `"applicationState"` (laid out
/// by `SceneStoreSchema+RestorationArchive.swift`). Optional properties are
/// omitted when nil (or when `userInfo` is empty). Unknown keys are ignored,
/// so a later build may add keys without a format-version bump; changing the
/// meaning or type of an existing key needs one.
///
/// The same `validate` runs before saving and after loading, so this app
/// never writes a session it would reject on the next launch.
package enum SceneStoreSchema {
    /// Longest persistent identifier, role or activity type, in UTF-8 bytes.
    package static let maximumIdentifierLength = 1024
    /// Largest window width or height accepted, in points. Anything bigger
    /// (or non-finite, or not positive) cannot be a real window.
    package static let maximumWindowDimension = 100_000.0

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    // MARK: Keys

    private enum RootKey {
        static let sessions = "sessions"
        static let applicationState = "applicationState"
    }

    private enum SessionKey {
        static let persistentIdentifier = "persistentIdentifier"
        static let role = "role"
        static let configurationName = "configurationName"
        static let userInfo = "userInfo"
        static let stateRestorationActivity = "stateRestorationActivity"
        static let windowWidth = "windowWidth"
        static let windowHeight = "windowHeight"
        static let title = "title"
        static let isConnected = "isConnected"
    }

    private enum ActivityKey {
        static let activityType = "activityType"
        static let title = "title"
        static let userInfo = "userInfo"
        static let targetContentIdentifier = "targetContentIdentifier"
    }

    // MARK: Encoding

    /// Builds the tree for `sessions` and the app's restoration archive, throwing if any
    /// session or the archive breaks the rules.
    package static func encode(_ sessions: [StoredSceneSession],
                               applicationState: StoredRestorationArchive? = nil) throws(Failure) -> PropertyListValue {
        var seen = Set<String>()
        var encoded: [PropertyListValue] = []
        encoded.reserveCapacity(sessions.count)
        for (index, session) in sessions.enumerated() {
            do throws(Failure) {
                try validate(session)
            } catch {
                throw Failure(description: "session \(index) (\(SceneStoreCodec.quoted(session.persistentIdentifier))): \(error)")
            }
            guard seen.insert(session.persistentIdentifier).inserted else {
                throw Failure(description: "session \(index): persistent identifier \(SceneStoreCodec.quoted(session.persistentIdentifier)) is used twice")
            }
            encoded.append(.dictionary(tree(for: session)))
        }
        var root: [String: PropertyListValue] = [RootKey.sessions: .array(encoded)]
        if let applicationState {
            do throws(Failure) {
                root[RootKey.applicationState] = try tree(for: applicationState)
            } catch {
                throw Failure(description: "the application's restoration archive: \(error)")
            }
        }
        return .dictionary(root)
    }

    private static func tree(for session: StoredSceneSession) -> [String: PropertyListValue] {
        var entries: [String: PropertyListValue] = [
            SessionKey.persistentIdentifier: .string(session.persistentIdentifier),
            SessionKey.role: .string(session.role),
            SessionKey.isConnected: .bool(session.isConnected),
        ]
        entries[SessionKey.configurationName] = session.configurationName.map(PropertyListValue.string)
        entries[SessionKey.userInfo] = session.userInfo.isEmpty ? nil : .dictionary(session.userInfo)
        entries[SessionKey.stateRestorationActivity] = session.stateRestorationActivity.map { .dictionary(tree(for: $0)) }
        entries[SessionKey.windowWidth] = session.windowWidth.map(PropertyListValue.double)
        entries[SessionKey.windowHeight] = session.windowHeight.map(PropertyListValue.double)
        entries[SessionKey.title] = session.title.map(PropertyListValue.string)
        return entries
    }

    package static func tree(for activity: StoredUserActivity) -> [String: PropertyListValue] {
        var entries: [String: PropertyListValue] = [ActivityKey.activityType: .string(activity.activityType)]
        entries[ActivityKey.title] = activity.title.map(PropertyListValue.string)
        entries[ActivityKey.userInfo] = activity.userInfo.isEmpty ? nil : .dictionary(activity.userInfo)
        entries[ActivityKey.targetContentIdentifier] = activity.targetContentIdentifier.map(PropertyListValue.string)
        return entries
    }

    // MARK: Decoding

    /// What `decode` found: the sound sessions and archive, and what it dropped.
    package struct Decoded {
        package var sessions: [StoredSceneSession]
        package var applicationState: StoredRestorationArchive?
        /// One line per dropped session.
        package var dropped: [String]
        /// Why the restoration archive was dropped, if it was.
        package var archiveProblem: String?
    }

    /// Reads the tree. A tree without a session list throws; a session that
    /// breaks the rules is left out and described in `dropped`, because the
    /// payload already passed its checksum and the other sessions are sound.
    /// Later sessions reusing an identifier are dropped, the first one kept. A restoration
    /// archive that breaks the rules is dropped whole (its objects refer to each other).
    package static func decode(_ root: PropertyListValue) throws(Failure) -> Decoded {
        guard case .dictionary(let rootEntries) = root else {
            throw Failure(description: "the top-level value is \(describe(root)), expected a dictionary")
        }
        guard let list = rootEntries[RootKey.sessions] else {
            throw Failure(description: "the \"\(RootKey.sessions)\" list is missing")
        }
        guard case .array(let elements) = list else {
            throw Failure(description: "\"\(RootKey.sessions)\" is \(describe(list)), expected an array")
        }
        var sessions: [StoredSceneSession] = []
        var dropped: [String] = []
        var seen = Set<String>()
        for (index, element) in elements.enumerated() {
            do throws(Failure) {
                let session = try decodeSession(element)
                guard seen.insert(session.persistentIdentifier).inserted else {
                    throw Failure(description: "persistent identifier \(SceneStoreCodec.quoted(session.persistentIdentifier)) repeats an earlier session")
                }
                sessions.append(session)
            } catch {
                dropped.append("session \(index): \(error)")
            }
        }
        var decoded = Decoded(sessions: sessions, dropped: dropped)
        if let archive = rootEntries[RootKey.applicationState] {
            do throws(Failure) {
                decoded.applicationState = try decodeRestorationArchive(archive)
            } catch {
                decoded.archiveProblem = "\(error)"
            }
        }
        return decoded
    }

    private static func decodeSession(_ value: PropertyListValue) throws(Failure) -> StoredSceneSession {
        let fields = try Fields(value, of: "the session")
        var activity: StoredUserActivity?
        if let activityValue = fields.entries[SessionKey.stateRestorationActivity] {
            activity = try decodeActivity(activityValue)
        }
        let session = StoredSceneSession(
            persistentIdentifier: try fields.required(SessionKey.persistentIdentifier, fields.string),
            role: try fields.required(SessionKey.role, fields.string),
            configurationName: try fields.string(SessionKey.configurationName),
            userInfo: try fields.dictionary(SessionKey.userInfo) ?? [:],
            stateRestorationActivity: activity,
            windowWidth: try fields.double(SessionKey.windowWidth),
            windowHeight: try fields.double(SessionKey.windowHeight),
            title: try fields.string(SessionKey.title),
            isConnected: try fields.required(SessionKey.isConnected, fields.bool)
        )
        try validate(session)
        return session
    }

    package static func decodeActivity(_ value: PropertyListValue) throws(Failure) -> StoredUserActivity {
        let fields = try Fields(value, of: "the state-restoration activity")
        return StoredUserActivity(
            activityType: try fields.required(ActivityKey.activityType, fields.string),
            title: try fields.string(ActivityKey.title),
            userInfo: try fields.dictionary(ActivityKey.userInfo) ?? [:],
            targetContentIdentifier: try fields.string(ActivityKey.targetContentIdentifier)
        )
    }

    // MARK: Rules

    /// The rules every stored session obeys, checked on save and on load.
    package static func validate(_ session: StoredSceneSession) throws(Failure) {
        try checkIdentifier(session.persistentIdentifier, named: SessionKey.persistentIdentifier)
        try checkIdentifier(session.role, named: SessionKey.role)
        try checkWindowDimension(session.windowWidth, named: SessionKey.windowWidth)
        try checkWindowDimension(session.windowHeight, named: SessionKey.windowHeight)
        if let activity = session.stateRestorationActivity {
            try checkIdentifier(activity.activityType, named: "\(SessionKey.stateRestorationActivity).\(ActivityKey.activityType)")
        }
    }

    static func checkIdentifier(_ identifier: String, named name: String) throws(Failure) {
        guard !identifier.isEmpty else {
            throw Failure(description: "\"\(name)\" is empty")
        }
        guard identifier.utf8.count <= maximumIdentifierLength else {
            throw Failure(description: "\"\(name)\" is \(identifier.utf8.count) bytes long, more than \(maximumIdentifierLength)")
        }
    }

    private static func checkWindowDimension(_ dimension: Double?, named name: String) throws(Failure) {
        guard let dimension else { return }
        guard dimension.isFinite, dimension > 0, dimension <= maximumWindowDimension else {
            throw Failure(description: "\"\(name)\" is \(dimension), expected a size above 0 and at most \(Int(maximumWindowDimension)) points")
        }
    }

    // MARK: Typed field access

    /// Reads typed fields of one dictionary, naming the field and the type found when it is wrong.
    struct Fields {
        let entries: [String: PropertyListValue]

        init(_ value: PropertyListValue, of owner: String) throws(Failure) {
            guard case .dictionary(let entries) = value else {
                throw Failure(description: "\(owner) is \(describe(value)), expected a dictionary")
            }
            self.entries = entries
        }

        func required<T>(_ key: String, _ read: (String) throws(Failure) -> T?) throws(Failure) -> T {
            guard let value = try read(key) else {
                throw Failure(description: "\"\(key)\" is missing")
            }
            return value
        }

        func string(_ key: String) throws(Failure) -> String? {
            guard let value = entries[key] else { return nil }
            guard case .string(let string) = value else { throw mismatch(key, value, expected: "a string") }
            return string
        }

        func double(_ key: String) throws(Failure) -> Double? {
            guard let value = entries[key] else { return nil }
            guard case .double(let double) = value else { throw mismatch(key, value, expected: "a double") }
            return double
        }

        func integer(_ key: String) throws(Failure) -> Int? {
            guard let value = entries[key] else { return nil }
            guard case .integer(let integer) = value else { throw mismatch(key, value, expected: "an integer") }
            return integer
        }

        func bool(_ key: String) throws(Failure) -> Bool? {
            guard let value = entries[key] else { return nil }
            guard case .bool(let bool) = value else { throw mismatch(key, value, expected: "a boolean") }
            return bool
        }

        func array(_ key: String) throws(Failure) -> [PropertyListValue]? {
            guard let value = entries[key] else { return nil }
            guard case .array(let array) = value else { throw mismatch(key, value, expected: "an array") }
            return array
        }

        func dictionary(_ key: String) throws(Failure) -> [String: PropertyListValue]? {
            guard let value = entries[key] else { return nil }
            guard case .dictionary(let dictionary) = value else { throw mismatch(key, value, expected: "a dictionary") }
            return dictionary
        }

        private func mismatch(_ key: String, _ value: PropertyListValue, expected: String) -> Failure {
            Failure(description: "\"\(key)\" is \(describe(value)), expected \(expected)")
        }
    }

    static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .double: "a double"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .url: "a URL"
        case .uuid: "a UUID"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
