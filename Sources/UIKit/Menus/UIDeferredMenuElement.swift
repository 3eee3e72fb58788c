import Foundation

/// A placeholder in a menu for elements that take time to make: the menu shows a loading
/// row until the provider hands its elements over, which then take the row's place.
///
/// A cached element (the default) asks its provider once and keeps what it gave; an
/// uncached one (`uncached(_:)`, iOS 15) asks each time its menu shows.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    let isCached: Bool
    /// What a cached element's provider gave.
    private var cachedElements: [UIMenuElement]?
    /// A cached element's provider has been asked and has not answered yet.
    private var isLoading = false

    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = true
        super.init(title: "Loading…", image: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = false
        super.init(title: "Loading…", image: nil)
    }

    /// An element whose provider is asked every time its menu shows.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// The elements already at hand for a menu on show (nil: still loading).
    var cached: [UIMenuElement]? { isCached ? cachedElements : nil }

    /// The elements at hand without waiting: a cached element's, else what the provider gives
    /// before it returns; nil when it answers later (a cached element keeps that answer for
    /// the next time).
    func elementsAtHand() -> [UIMenuElement]? {
        if let cached { return cached }
        // A cached element's provider is asked once; its answer is awaited.
        if isCached, isLoading { return nil }
        final class Answer { var elements: [UIMenuElement]? }
        let answer = Answer()
        load { answer.elements = $0 }
        return answer.elements
    }

    /// Asks the provider for the elements; `completion` runs once, with them (later calls of
    /// the provider's completion are ignored). A cached element keeps them.
    func load(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        var delivered = false
        isLoading = true
        provider { [weak self] elements in
            guard !delivered else { return }
            delivered = true
            if let self {
                self.isLoading = false
                if self.isCached { self.cachedElements = elements }
            }
            completion(elements)
        }
    }
}
