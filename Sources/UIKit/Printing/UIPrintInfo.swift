import Foundation

/// How a print job should be printed: its name, the kind of output, orientation and duplex,
/// and the printer the user chose.
open class UIPrintInfo: NSObject, NSCopying, @unchecked Sendable {
    /// The kind of content, which sets the print quality and the default paper.
    public enum OutputType: Int, Sendable {
        /// Text, graphics and images in color or black and white.
        case general = 0
        /// Photos, at the best quality.
        case photo = 1
        /// Black-and-white content only.
        case grayscale = 2
        /// Photos in black and white, at the best quality.
        case photoGrayscale = 3
    }

    public enum Orientation: Int, Sendable {
        case portrait = 0
        case landscape = 1
    }

    public enum Duplex: Int, Sendable {
        case none = 0
        /// Flip the back page along the long edge.
        case longEdge = 1
        /// Flip the back page along the short edge.
        case shortEdge = 2
    }

    /// The printer's identifier, set once the user picks a printer; nil by default.
    open var printerID: String?
    /// The job's name in the printer queue; the application's name by default.
    open var jobName: String
    open var outputType: OutputType = .general
    open var orientation: Orientation = .portrait
    open var duplex: Duplex = .none

    public override init() {
        jobName = UIPrintInfo.applicationName
        super.init()
    }

    /// A print info with the defaults.
    open class func printInfo() -> UIPrintInfo { UIPrintInfo() }

    /// A print info from a dictionary made by `dictionaryRepresentation`; unknown keys and
    /// values of the wrong type are ignored.
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        guard let dictionary else { return }
        if let name = dictionary[Key.jobName] as? String { jobName = name }
        if let id = dictionary[Key.printerID] as? String { printerID = id }
        if let raw = Self.integer(dictionary[Key.outputType]), let value = OutputType(rawValue: raw) { outputType = value }
        if let raw = Self.integer(dictionary[Key.orientation]), let value = Orientation(rawValue: raw) { orientation = value }
        if let raw = Self.integer(dictionary[Key.duplex]), let value = Duplex(rawValue: raw) { duplex = value }
    }

    /// The settings as a property-list dictionary, to save and restore with `init(dictionary:)`.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = [
            Key.jobName: jobName, Key.outputType: outputType.rawValue,
            Key.orientation: orientation.rawValue, Key.duplex: duplex.rawValue,
        ]
        if let printerID { dictionary[Key.printerID] = printerID }
        return dictionary
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPrintInfo()
        copy.printerID = printerID
        copy.jobName = jobName
        copy.outputType = outputType
        copy.orientation = orientation
        copy.duplex = duplex
        return copy
    }

    private enum Key {
        static let jobName = "jobName"
        static let printerID = "printerID"
        static let outputType = "outputType"
        static let orientation = "orientation"
        static let duplex = "duplex"
    }

    private static func integer(_ value: Any?) -> Int? {
        switch value {
        case let value as Int: value
        case let value as NSNumber: value.intValue
        default: nil
        }
    }

    private static var applicationName: String { UIApplication.displayName }
}
