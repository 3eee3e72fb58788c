import Foundation

/// The domain of the errors scene requests report (`UISceneError`).
public let UISceneErrorDomain = "UISceneErrorDomain"

/// Why a scene request failed: passed to the error handlers of
/// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` and
/// `requestSceneSessionDestruction(_:options:errorHandler:)`.
public struct UISceneError: Error, LocalizedError, CustomNSError, CustomStringConvertible, Sendable {
    public static let errorDomain = UISceneErrorDomain

    public enum Code: Int, Sendable {
        /// The app asked for a second scene without declaring multiple-scene support (SCN-05).
        case multipleScenesNotSupported = 0
        /// The request named a session that is not one of the app's open sessions.
        case requestDenied = 1
    }

    public let code: Code
    let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var errorDescription: String? { message }
    public var description: String { "UISceneError(\(code)): \(message)" }
}
