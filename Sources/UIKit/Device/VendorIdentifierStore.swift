import Foundation

/// Keeps a vendor's identifier in a file of its own directory: read if there, made and written
/// atomically if not. An unreadable or damaged file is replaced.
struct VendorIdentifierStore {
    let directory: URL

    private var file: URL { directory.appendingPathComponent("identifierForVendor", isDirectory: false) }

    func identifier() -> UUID? {
        if let data = FileManager.default.contents(atPath: file.path), data.count < 64,
           let identifier = UUID(uuidString: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) {
            return identifier
        }
        let identifier = UUID()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try Data((identifier.uuidString + "\n").utf8).write(to: file, options: .atomic)
            return identifier
        } catch {
            return nil
        }
    }
}
