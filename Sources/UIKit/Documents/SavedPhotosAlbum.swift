import Foundation
import UniformTypeIdentifiers

/// The "saved photos album" of `UIImageWriteToSavedPhotosAlbum` and
/// `UISaveVideoAtPathToSavedPhotosAlbum`: on a Linux desktop, the user's Pictures folder for
/// images and Videos folder for videos, as `xdg-user-dirs` names them (as Mac Catalyst adds
/// to the Photos library, these are where the desktop's photo and video apps look).
@MainActor
package enum SavedPhotosAlbum {
    /// The environment the folders are found from; nil for the process's. Tests point `HOME`
    /// at a scratch folder.
    package static var environment: [String: String]?

    static var directories: XDGBaseDirectories {
        XDGBaseDirectories(environment: environment ?? ProcessInfo.processInfo.environment)
    }

    /// Writes `data` as a new file named after `now` (`Photo 2026-12-01 14.05.09.png`, with
    /// ` 2`, ` 3` … when taken) in the user directory `kind`, creating the folder if needed.
    static func add(_ data: Data, kind: String, fallback: String, prefix: String, extension ext: String,
                    now: Date = Date()) throws -> URL {
        try add(kind: kind, fallback: fallback, prefix: prefix, extension: ext, now: now) { url in
            // withoutOverwriting: a file that appeared since the name was chosen is not replaced.
            try data.write(to: url, options: [.withoutOverwriting])
        }
    }

    /// A copy of the file at `source` (read as it is copied, never whole into memory).
    static func addCopy(of source: URL, kind: String, fallback: String, prefix: String) throws -> URL {
        try add(kind: kind, fallback: fallback, prefix: prefix, extension: source.pathExtension.lowercased(), now: Date()) { url in
            try FileManager.default.copyItem(at: source, to: url)
        }
    }

    private static func add(kind: String, fallback: String, prefix: String, extension ext: String, now: Date,
                            write: (URL) throws -> Void) throws -> URL {
        guard let folder = directories.userDirectory(kind, else: fallback) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey:
                "The \(fallback) folder is turned off (XDG_\(kind)_DIR is the home folder in user-dirs.dirs)"])
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH.mm.ss"
        let stem = "\(prefix) \(formatter.string(from: now))"
        var url = folder.appendingPathComponent("\(stem).\(ext)")
        var counter = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = folder.appendingPathComponent("\(stem) \(counter).\(ext)")
            counter += 1
        }
        try write(url)
        return url
    }

    /// Calls the completion selector on the main queue after the save, as UIKit does.
    static func complete(_ target: Any?, _ selector: Selector?, _ arguments: [Any?]) {
        guard let target = target.map({ $0 as AnyObject }), let selector else { return }
        let handoff = SelectorArguments(values: arguments)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if !selector.perform(on: target, arguments: handoff.values) {
                    UIKitLog.write("The completion selector \(selector.name) was not performed: \(type(of: target)) does not implement it with UIKit's arguments")
                }
            }
        }
    }
}

/// Adds `image` to the user's saved photos: on Linux, a PNG file in their Pictures folder
/// (`$XDG_PICTURES_DIR`, else `~/Pictures`). Then, on the main queue, performs
/// `completionSelector` on `completionTarget` with the image, the error (nil when saved) and
/// `contextInfo`: declare it as `Selector("image:didFinishSavingWithError:contextInfo:", T.image)`
/// for a method `image(_:didFinishSavingWithError:contextInfo:)`.
@preconcurrency @MainActor
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    var failure: NSError?
    if let data = image.pngData() {
        do {
            _ = try SavedPhotosAlbum.add(data, kind: "PICTURES", fallback: "Pictures", prefix: "Photo", extension: "png")
        } catch {
            failure = error as NSError
        }
    } else {
        failure = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "The image has no pixels to save"])
    }
    SavedPhotosAlbum.complete(completionTarget, completionSelector, [image, failure, contextInfo])
}

/// Whether the file at `videoPath` can be added to the saved videos: a readable movie file
/// (by its extension's type).
public func UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_ videoPath: String) -> Bool {
    let url = URL(fileURLWithPath: videoPath)
    guard FileManager.default.isReadableFile(atPath: videoPath),
          let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return type.conforms(to: .movie)
}

/// Adds a copy of the video at `videoPath` to the user's saved videos: on Linux, their
/// Videos folder (`$XDG_VIDEOS_DIR`, else `~/Videos`). Then, on the main queue, performs
/// `completionSelector` (`video:didFinishSavingWithError:contextInfo:`) with the path, the
/// error (nil when saved) and `contextInfo`.
@preconcurrency @MainActor
public func UISaveVideoAtPathToSavedPhotosAlbum(_ videoPath: String, _ completionTarget: Any?, _ completionSelector: Selector?,
                                                _ contextInfo: UnsafeMutableRawPointer?) {
    var failure: NSError?
    if UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(videoPath) {
        do {
            _ = try SavedPhotosAlbum.addCopy(of: URL(fileURLWithPath: videoPath), kind: "VIDEOS", fallback: "Videos", prefix: "Video")
        } catch {
            failure = error as NSError
        }
    } else {
        failure = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "\(videoPath) is not a readable video (UIVideoAtPathIsCompatibleWithSavedPhotosAlbum is false)"])
    }
    SavedPhotosAlbum.complete(completionTarget, completionSelector, [videoPath, failure, contextInfo])
}
