import CoreGraphics
import Foundation

/// Items to share, given up front (objects) or promised (item providers), with closures for
/// their metadata, previews and the app's own activities.
@preconcurrency @MainActor
open class UIActivityItemsConfiguration: NSObject, UIActivityItemsConfigurationReading {
    private let itemProviders: [NSItemProvider]

    /// An object of the app's, kept for its convenience.
    open var localObject: Any?
    /// The interactions the items may be used for; all there are by default.
    open var supportedInteractions: [UIActivityItemsConfigurationInteraction] = [.share]
    /// Metadata about all the items, by key.
    open var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// Metadata about one item, by its index and key.
    open var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// A preview of one item (an image provider), by its index, what it is for and the size
    /// suggested.
    open var previewProvider: ((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)?
    /// The app's own activities.
    open var applicationActivitiesProvider: (() -> [UIActivity])?

    /// Items given up front: each object is written as its provider asks.
    public init(objects: [NSItemProviderWriting]) {
        itemProviders = objects.map { NSItemProvider(object: $0) }
        super.init()
    }

    /// Items promised: each provider loads its item when an activity asks.
    public init(itemProviders: [NSItemProvider]) {
        self.itemProviders = itemProviders
        super.init()
    }

    public var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { itemProviders }

    public func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        supportedInteractions.contains(interaction)
    }

    public func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        metadataProvider?(key)
    }

    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        perItemMetadataProvider?(index, key)
    }

    public func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                         suggestedSize: CGSize) -> NSItemProvider? {
        previewProvider?(index, intent, suggestedSize)
    }

    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { applicationActivitiesProvider?() }
}
