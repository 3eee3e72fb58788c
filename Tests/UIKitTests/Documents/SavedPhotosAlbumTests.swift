import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Hears the saves' completion selectors, as an iOS view controller does.
private final class SaveObserver: NSObject {
    var images: [(UIImage, Error?, UnsafeMutableRawPointer?)] = []
    var videos: [(String, Error?)] = []

    func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeMutableRawPointer?) {
        images.append((image, error, contextInfo))
    }

    func video(_ videoPath: String, didFinishSavingWithError error: Error?, contextInfo: UnsafeMutableRawPointer?) {
        videos.append((videoPath, error))
    }
}

/// The same completion declared with an immutable context pointer, as much Swift code does.
private final class ImmutableContextObserver: NSObject {
    var calls = 0
    func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer?) { calls += 1 }
}

extension Selector {
    fileprivate static let imageSavedImmutable = Selector("image:didFinishSavingWithError:contextInfo:", ImmutableContextObserver.image)
    fileprivate static let imageSaved = Selector("image:didFinishSavingWithError:contextInfo:", SaveObserver.image)
    fileprivate static let videoSaved = Selector("video:didFinishSavingWithError:contextInfo:", SaveObserver.video)
}

@MainActor
@Suite("UIImageWriteToSavedPhotosAlbum and saved videos: the Pictures and Videos folders", .serialized, .exclusiveUIKit)
struct SavedPhotosAlbumTests {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("slate-album-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        SavedPhotosAlbum.environment = ["HOME": home.path]
    }

    private func image() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
    }

    private func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    @Test("An image is written as a PNG in ~/Pictures (made if missing); the completion selector gets the image, no error and the context, on a later turn of the main queue")
    func savesImage() async throws {
        defer { SavedPhotosAlbum.environment = nil }
        let observer = SaveObserver()
        let saved = image()
        var marker = 7
        try withUnsafeMutablePointer(to: &marker) { pointer in
            UIImageWriteToSavedPhotosAlbum(saved, observer, .imageSaved, UnsafeMutableRawPointer(pointer))
            #expect(observer.images.isEmpty, "the completion comes later, as UIKit's does")
            let names = files(in: "Pictures")
            #expect(names.count == 1)
            let name = try #require(names.first)
            #expect(name.hasPrefix("Photo ") && name.hasSuffix(".png"))
            let data = try Data(contentsOf: home.appendingPathComponent("Pictures").appendingPathComponent(name))
            #expect(UIImage(data: data)?.size == CGSize(width: 4, height: 3))
        }
        await screen.runLoopTurn()
        #expect(observer.images.count == 1)
        #expect(observer.images.first?.0 === saved)
        #expect(observer.images.first?.1 == nil)
        #expect(observer.images.first?.2 != nil)

        UIImageWriteToSavedPhotosAlbum(saved, nil, nil, nil)
        #expect(files(in: "Pictures").count == 2, "a second save in the same second takes a new name")
    }

    @Test("The folder xdg-user-dirs names is used; a Pictures folder that cannot be made reaches the completion as an error, and nothing is lost or overwritten")
    func userDirsAndFailure() async throws {
        defer { SavedPhotosAlbum.environment = nil }
        let config = home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("XDG_PICTURES_DIR=\"$HOME/Bilder\"\n".utf8).write(to: config.appendingPathComponent("user-dirs.dirs"))
        let observer = SaveObserver()
        UIImageWriteToSavedPhotosAlbum(image(), observer, .imageSaved, nil)
        #expect(files(in: "Bilder").count == 1)

        // A file where the folder should be: the save fails, the file stays as it was.
        try Data("XDG_PICTURES_DIR=\"$HOME/Blocked\"\n".utf8).write(to: config.appendingPathComponent("user-dirs.dirs"))
        try Data("keep".utf8).write(to: home.appendingPathComponent("Blocked"))
        UIImageWriteToSavedPhotosAlbum(image(), observer, .imageSaved, nil)
        await screen.runLoopTurn()
        #expect(observer.images.count == 2)
        #expect(observer.images[0].1 == nil)
        #expect(observer.images[1].1 != nil, "the error reaches the completion selector")
        #expect(try String(contentsOf: home.appendingPathComponent("Blocked"), encoding: .utf8) == "keep")
    }

    @Test("Videos: only readable movie files are compatible; a compatible one is copied into ~/Videos, any other reaches the completion as an error")
    func savesVideo() async throws {
        defer { SavedPhotosAlbum.environment = nil }
        let movie = home.appendingPathComponent("clip.mp4")
        try Data([0, 0, 0, 24]).write(to: movie)
        let text = home.appendingPathComponent("notes.txt")
        try Data("hi".utf8).write(to: text)
        #expect(UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(movie.path))
        #expect(!UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(text.path))
        #expect(!UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(home.appendingPathComponent("missing.mov").path))
        let observer = SaveObserver()
        UISaveVideoAtPathToSavedPhotosAlbum(movie.path, observer, .videoSaved, nil)
        UISaveVideoAtPathToSavedPhotosAlbum(text.path, observer, .videoSaved, nil)
        await screen.runLoopTurn()
        #expect(files(in: "Videos").count == 1)
        #expect(files(in: "Videos").first?.hasSuffix(".mp4") == true)
        #expect(observer.videos.map(\.0) == [movie.path, text.path])
        #expect(observer.videos[0].1 == nil)
        #expect(observer.videos[1].1 != nil)
    }

    @Test("A completion declared with UnsafeRawPointer? for the context is called too")
    func immutableContext() async {
        defer { SavedPhotosAlbum.environment = nil }
        let observer = ImmutableContextObserver()
        UIImageWriteToSavedPhotosAlbum(image(), observer, .imageSavedImmutable, nil)
        var marker = 1
        withUnsafeMutablePointer(to: &marker) { UIImageWriteToSavedPhotosAlbum(image(), observer, .imageSavedImmutable, UnsafeMutableRawPointer($0)) }
        await screen.runLoopTurn()
        #expect(observer.calls == 2)
    }

    @Test("A completion target that does not implement the selector is logged, not crashed on")
    func wrongTarget() async {
        defer { SavedPhotosAlbum.environment = nil }
        UIKitLog.clear()
        UIImageWriteToSavedPhotosAlbum(image(), NSObject(), .imageSaved, nil)
        await screen.runLoopTurn()
        #expect(UIKitLog.messages.contains { $0.contains("image:didFinishSavingWithError:contextInfo:") })
    }
}
