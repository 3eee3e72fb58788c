import Foundation
import SlatePlatform

extension NSItemProvider {
    /// The representations other applications may read, in the order registered
    /// (`.ownProcess` ones stay in the app), each made only when a reader asks.
    var desktopRepresentations: [PlatformDragRepresentation] {
        representations.filter { $0.visibility != .ownProcess }.map { representation in
            PlatformDragRepresentation(type: representation.typeIdentifier) { completion in
                let once = CompletionOnce<Data?>(completion)
                _ = representation.load { data, _ in once.complete(data) }
            }
        }
    }

    /// A provider of an item from another application: each type it offers loads from there,
    /// asynchronously, with a `Progress` that cancels the load. `tracking` hears each load
    /// start and end.
    convenience init(desktopItem item: PlatformIncomingItem, tracking loads: DropLoadTracker?) {
        self.init()
        suggestedName = item.suggestedName
        for type in item.types {
            registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { [weak loads] completion in
                let progress = Progress(totalUnitCount: 1)
                let once = CompletionOnce<Result<Data, Error>> { result in
                    progress.completedUnitCount = 1
                    switch result {
                    case .success(let data): completion(data, nil)
                    case .failure(let error): completion(nil, error)
                    }
                    loads?.ended()
                }
                loads?.started()
                // Progress calls its cancellation handler on any thread; the load is main-actor.
                nonisolated(unsafe) let load = item.loadData(forType: type) { once.complete($0) }
                nonisolated(unsafe) let cancelled = once
                progress.cancellationHandler = {
                    Task { @MainActor in
                        load.cancel()
                        cancelled.complete(.failure(CocoaError(.userCancelled)))
                    }
                }
                return progress
            }
        }
    }
}

/// A completion that runs once: later calls (a load finishing after it was cancelled) do
/// nothing.
@MainActor
final class CompletionOnce<Value> {
    private var completion: (@MainActor (Value) -> Void)?

    init(_ completion: @escaping @MainActor (Value) -> Void) {
        self.completion = completion
    }

    func complete(_ value: Value) {
        guard let completion else { return }
        self.completion = nil
        completion(value)
    }
}
