import CoreGraphics
import Foundation

/// A share sheet made from an activity items configuration: its providers' items (loaded as
/// the sheet opens; the app's own objects at once), its title as the sheet's title and the
/// subject, its thumbnail preview, and its activities.
extension UIActivityViewController {
    /// A share sheet for the items `activityItemsConfiguration` provides, with the app's
    /// activities it names.
    public convenience init(activityItemsConfiguration: UIActivityItemsConfigurationReading) {
        self.init(activityItemsConfiguration: activityItemsConfiguration, itemsLoaded: nil)
    }

    /// A sheet for the configuration's items that calls `itemsLoaded` once they are all in
    /// (at once when its providers hold the app's own objects).
    convenience init(activityItemsConfiguration: UIActivityItemsConfigurationReading,
                     itemsLoaded: (@MainActor (UIActivityViewController) -> Void)?) {
        self.init(activityItems: [], applicationActivities: activityItemsConfiguration.applicationActivitiesForActivityItemsConfiguration)
        itemsConfiguration = activityItemsConfiguration
        loadConfigurationItems(activityItemsConfiguration, then: itemsLoaded)
    }

    /// Loads each provider's item, in order, and shows the sheet's rows for them once all
    /// have arrived, then calls `itemsLoaded`; and the first item's thumbnail.
    private func loadConfigurationItems(_ configuration: UIActivityItemsConfigurationReading,
                                        then itemsLoaded: (@MainActor (UIActivityViewController) -> Void)?) {
        final class Pending {
            var values: [Any?]
            var remaining: Int
            init(count: Int) { values = Array(repeating: nil, count: count); remaining = count }
        }
        let providers = configuration.itemProvidersForActivityItemsConfiguration
        let pending = Pending(count: providers.count)
        if providers.isEmpty { itemsLoaded?(self) }
        for (index, provider) in providers.enumerated() {
            Self.loadItem(from: provider) { [weak self] value in
                pending.values[index] = value
                pending.remaining -= 1
                guard pending.remaining == 0, let self else { return }
                self.activityItems = pending.values.compactMap { $0 }
                if self.isViewLoaded { self.showActivities() }
                itemsLoaded?(self)
            }
        }
        let side = ActivitySheetMetrics.thumbnailSide
        if let preview = configuration.activityItemsConfigurationPreviewForItem(at: 0, intent: .thumbnail, suggestedSize: CGSize(width: side, height: side)),
           preview.canLoadObject(ofClass: UIImage.self) {
            _ = preview.loadObjectOnMainActor(ofClass: UIImage.self) { [weak self] image, _ in
                guard let self, let image = image as? UIImage else { return }
                self.configurationThumbnail = image
                if self.isViewLoaded { self.showActivities() }
            }
        }
    }

    /// The item a provider holds, as the sheet's activities take items: an image, a URL, a
    /// string, else the data of its first type; nil when it cannot be loaded.
    private static func loadItem(from provider: NSItemProvider, completion: @escaping @MainActor (Any?) -> Void) {
        if provider.canLoadObject(ofClass: UIImage.self) {
            _ = provider.loadObjectOnMainActor(ofClass: UIImage.self) { object, _ in completion(object) }
        } else if provider.hasItemConformingToTypeIdentifier("public.url") {
            _ = provider.loadObjectOnMainActor(ofClass: ItemProviderURL.self) { object, _ in completion((object as? ItemProviderURL)?.url) }
        } else if provider.canLoadObject(ofClass: ItemProviderString.self) {
            _ = provider.loadObjectOnMainActor(ofClass: ItemProviderString.self) { object, _ in completion((object as? ItemProviderString)?.string) }
        } else if let type = provider.registeredTypeIdentifiers.first {
            _ = provider.loadDataOnMainActor(forTypeIdentifier: type) { data, _ in completion(data) }
        } else {
            completion(nil)
        }
    }
}
