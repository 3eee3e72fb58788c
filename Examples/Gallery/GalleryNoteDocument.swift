import Foundation
import UIKit

/// The Files page's scratch note: a `UIDocument` holding plain text.
final class GalleryNoteDocument: UIDocument {
    var text = ""

    override func contents(forType typeName: String) throws -> Any {
        Data(text.utf8)
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    /// A fresh folder in the temporary directory for this run's note, so that what the page
    /// shows never depends on what an earlier run left on disk.
    static func makeURL() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("slate-gallery-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("Scratch Note.txt")
    }
}
