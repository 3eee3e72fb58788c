import Foundation
@testable import UIKit
import UIKitTesting

/// A window showing a plain root controller on a headless screen, for presenting pickers, and
/// a scratch folder of files to pick.
@MainActor
struct PickerStage {
    let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
    let window = UIWindow()
    let root = UIViewController()
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("slate-picker-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// Presents `picker` and runs until it is on screen and its dialog is open.
    func present(_ picker: UIViewController) {
        root.present(picker, animated: false)
        screen.presentFrame()
        screen.presentFrame()
    }

    /// Runs turns until dismissals and the answer's delivery are done.
    func settle() {
        screen.presentFrame()
        _ = screen.runUntilAnimationsSettle()
        screen.presentFrame()
    }

    /// A PNG of `size` pixels, one colour, written into the scratch folder.
    func writePNG(named name: String, size: CGSize = CGSize(width: 40, height: 30)) throws -> URL {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: size, format: format).pngData { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    func writeText(_ text: String, named name: String, in folder: URL? = nil) throws -> URL {
        let url = (folder ?? self.folder).appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}
