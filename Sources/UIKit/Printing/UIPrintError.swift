import Foundation

/// The domain of printing errors (`UIPrintError`).
public let UIPrintErrorDomain = "UIPrintErrorDomain"

/// Why printing failed, as a print interaction controller's completion handler reports it.
public struct UIPrintError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        /// The desktop cannot print.
        case notAvailable = 1
        /// There was nothing to print.
        case noContent = 2
        /// An image to print was in a format that cannot be read.
        case unknownImageFormat = 3
        /// The printer or the desktop refused the job.
        case jobFailed = 4
    }

    public let code: Code
    /// What the desktop said, when it said why.
    let message: String?

    init(_ code: Code, message: String? = nil) {
        self.code = code
        self.message = message
    }

    public static var notAvailable: Code { .notAvailable }
    public static var noContent: Code { .noContent }
    public static var unknownImageFormat: Code { .unknownImageFormat }
    public static var jobFailed: Code { .jobFailed }

    public static var errorDomain: String { UIPrintErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        message.map { [NSLocalizedFailureReasonErrorKey: $0] } ?? [:]
    }
}
