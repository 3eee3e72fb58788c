import CoreGraphics
import Foundation

/// A kind of metadata an activity items configuration gives: a title, a message body.
public struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A `String` or `NSAttributedString`: what the items are called (the share sheet's
    /// title, a message's subject).
    public static let title = UIActivityItemsConfigurationMetadataKey("title")
    /// A `String` or `NSAttributedString`: the text of a message the items go in.
    public static let messageBody = UIActivityItemsConfigurationMetadataKey("messageBody")
}

/// What a preview of an item is for.
public struct UIActivityItemsConfigurationPreviewIntent: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fullSize = UIActivityItemsConfigurationPreviewIntent("fullSize")
    public static let thumbnail = UIActivityItemsConfigurationPreviewIntent("thumbnail")
}

/// A way the user can act on the items.
public struct UIActivityItemsConfigurationInteraction: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Sharing them (the share sheet; File ▸ Share… in the main menu).
    public static let share = UIActivityItemsConfigurationInteraction("share")
}

/// What a responder offers to share: item providers, and optionally metadata, previews and
/// activities of the app's own. A responder's `activityItemsConfiguration` enables
/// File ▸ Share… in the main menu, as on Mac Catalyst; `UIActivityViewController` takes one.
@preconcurrency @MainActor
public protocol UIActivityItemsConfigurationReading: AnyObject {
    /// The items, as providers.
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
    /// Whether the items may be used for `interaction`; true unless implemented.
    func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool
    /// Metadata about all the items (a title for the share sheet, a message body).
    func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any?
    /// Metadata about the item at `index`.
    func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?
    /// A preview of the item at `index` (an image provider): the share sheet's thumbnail.
    func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                  suggestedSize: CGSize) -> NSItemProvider?
    /// The app's own activities, offered with the desktop's.
    var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }
}

extension UIActivityItemsConfigurationReading {
    public func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool { true }
    public func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                         suggestedSize: CGSize) -> NSItemProvider? { nil }
    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { nil }
}
