import Foundation

extension UIDocument {
    /// What a document is doing, as `documentState` reports it.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Open, no conflicts, saving succeeds, editing allowed.
        public static let normal = State([])
        /// Not opened successfully yet, or closed since.
        public static let closed = State(rawValue: 1 << 0)
        /// Other versions of the file conflict with this one. Slate never sets it: Linux has
        /// no `NSFileVersion` and no iCloud to bring conflicting versions.
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// Editing is unsafe right now (a revert is in progress).
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// The document is busy reading or writing; `progress` is valid.
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// Posted (object: the document) whenever `documentState` changes.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")
}
