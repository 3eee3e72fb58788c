import Foundation
import UniformTypeIdentifiers

/// A file dragged from another application (a file manager): its URL as `public.file-url`,
/// and its contents as the type its extension names, read on a background queue.
@MainActor
package final class PlatformFileItem: PlatformIncomingItem {
    package let url: URL
    package let types: [String]

    package init(url: URL) {
        self.url = url
        var types = [UTType.fileURL.identifier]
        if let contentType = UTType(filenameExtension: url.pathExtension), !url.pathExtension.isEmpty {
            types.append(contentType.identifier)
        } else {
            types.append(UTType.data.identifier)
        }
        self.types = types
    }

    package var suggestedName: String? { url.lastPathComponent }

    package func loadData(forType type: String, completion: @escaping @MainActor (Result<Data, Error>) -> Void) -> PlatformLoad {
        let load = FileLoad()
        if type == UTType.fileURL.identifier {
            let bytes = Data(url.absoluteString.utf8)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { if !load.isCancelled { completion(.success(bytes)) } }
            }
            return load
        }
        let url = url
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { try Data(contentsOf: url, options: .mappedIfSafe) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { if !load.isCancelled { completion(result) } }
            }
        }
        return load
    }
}

/// A load that can be cancelled: the completion does not run after.
@MainActor
private final class FileLoad: PlatformLoad {
    private(set) var isCancelled = false
    func cancel() { isCancelled = true }
}
