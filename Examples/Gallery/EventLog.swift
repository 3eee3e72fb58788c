import Foundation

/// What the user did in the Gallery, one line per event, for people and for the GUI tests:
/// written to standard error and, when `SLATE_GALLERY_LOG` names a file, appended there.
final class EventLog: Sendable {
    private let file: FileHandle?

    init(path: String?) {
        if let path {
            FileManager.default.createFile(atPath: path, contents: nil)
            file = FileHandle(forWritingAtPath: path)
        } else {
            file = nil
        }
    }

    func write(_ line: String) {
        let data = Data((line + "\n").utf8)
        FileHandle.standardError.write(data)
        file?.write(data)
    }
}
