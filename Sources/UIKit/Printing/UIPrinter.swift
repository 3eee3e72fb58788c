import Foundation
import SlatePlatform

/// A printer known by its URL (`ipp://…`, or the desktop's printer name), for printing
/// without the dialog (`UIPrintInteractionController.print(to:completionHandler:)`).
@MainActor
open class UIPrinter: NSObject {
    /// The printer's URL, which `init(url:)` accepts again later.
    public let url: URL

    /// A printer for `url`, whether or not it is reachable.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// The printer's name for people: the URL's last path component (a CUPS queue's name),
    /// else its host.
    open var displayName: String { url.printerQueueName }

    /// What the printer said of itself the last time it was reached.
    private var details: PlatformPrinterDetails?

    /// Where the printer stands, for people ("Front Office"); nil when it does not say.
    /// Known once `contactPrinter(_:)` has succeeded (nil before).
    open var displayLocation: String? { details?.location }

    /// The kinds of job the printer takes; empty until `contactPrinter(_:)` has succeeded,
    /// or when the printer does not say.
    open var supportedJobTypes: JobTypes {
        details.map { JobTypes(ippPrinterKinds: $0.kinds) } ?? []
    }

    /// The printer's maker and model ("HP LaserJet 400 M401dne"); nil until
    /// `contactPrinter(_:)` has succeeded, or when it does not say.
    open var makeAndModel: String? { details?.makeAndModel }

    /// Whether the printer prints in colour (false until `contactPrinter(_:)` has succeeded).
    open var supportsColor: Bool { details?.supportsColor ?? false }

    /// Whether the printer prints on both sides (false until `contactPrinter(_:)` has
    /// succeeded).
    open var supportsDuplex: Bool { details?.supportsDuplex ?? false }

    /// Reaches the printer and reads its details (`displayLocation`, `makeAndModel`,
    /// `supportsColor`, `supportsDuplex`, `supportedJobTypes`); `completionHandler` hears
    /// whether it answered, on a later turn. Under the GTK host the local CUPS server is asked
    /// about the queue named by the URL's last path component (the one `print(to:)` prints
    /// to): an IPP Get-Printer-Attributes request, off the main thread.
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) {
        guard let host = UIKitHost.current else {
            UIKitHost.runOnNextTurn { completionHandler?(false) }
            return
        }
        host.contactPrinter(at: url) { [self] details in
            if let details { self.details = details }
            completionHandler?(details != nil)
        }
    }
}

extension UIPrinter {
    /// The kinds of job a printer takes.
    public struct JobTypes: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Documents on standard paper.
        public static let document = JobTypes(rawValue: 1 << 0)
        public static let envelope = JobTypes(rawValue: 1 << 1)
        /// Cut labels.
        public static let label = JobTypes(rawValue: 1 << 2)
        /// Photographic print quality.
        public static let photo = JobTypes(rawValue: 1 << 3)
        /// Receipts on continuous rolls.
        public static let receipt = JobTypes(rawValue: 1 << 4)
        /// Documents or photos on continuous rolls.
        public static let roll = JobTypes(rawValue: 1 << 5)
        /// Larger than ISO A3.
        public static let largeFormat = JobTypes(rawValue: 1 << 6)
        public static let postcard = JobTypes(rawValue: 1 << 7)

        /// Each job type's IPP `printer-kind` keyword.
        private static let ippKeywords: [(type: JobTypes, keyword: String)] = [
            (.document, "document"), (.envelope, "envelope"), (.label, "label"), (.photo, "photo"),
            (.receipt, "receipt"), (.roll, "roll"), (.largeFormat, "large-format"), (.postcard, "postcard"),
        ]

        /// The job types of IPP's `printer-kind` keywords (unknown keywords add none).
        package init(ippPrinterKinds kinds: Set<String>) {
            self = Self.ippKeywords.reduce(into: []) { types, entry in if kinds.contains(entry.keyword) { types.insert(entry.type) } }
        }

        /// These job types as IPP's `printer-kind` keywords.
        package var ippPrinterKinds: Set<String> {
            Set(Self.ippKeywords.filter { contains($0.type) }.map(\.keyword))
        }
    }
}
