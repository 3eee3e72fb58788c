import Foundation
import Gallery
import UIKit
import UIKitTesting

/// The Gallery without a display: launches the app on headless screens — the same app
/// delegate, scene delegate and interface as the windowed Gallery — and writes PNGs.
@MainActor
enum HeadlessTour {
    /// Every 12.9-inch multitasking configuration (../shared/reference/ipad-geometry.md).
    static let presets = MultitaskingPreset.all(for: .iPadPro12_9)

    static func run(outputDirectory: URL) -> [URL] {
        GalleryTourScript.silenceEventLog()
        var written: [URL] = []
        func write(_ image: CGImage, _ name: String) {
            let url = outputDirectory.appendingPathComponent(name + ".png")
            do {
                try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
                guard let data = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
                try data.write(to: url)
                written.append(url)
            } catch {
                FileHandle.standardError.write(Data("Gallery: could not write \(url.path): \(error)\n".utf8))
                exit(1)
            }
        }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let styleName = style == .dark ? "dark" : "light"
            // The controls page in every configuration, as the window narrows.
            for preset in presets {
                let (screen, window) = launch(style: style)
                screen.apply(preset, to: window)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "controls-\(label(preset))-\(styleName)") }
                screen.endApplication()
            }
            // The other pages, full screen in landscape.
            // A photo's context menu, opened by a secondary click.
            do {
                let (screen, window) = launch(style: style)
                screen.presentFrame()
                GalleryTourScript.showPage(titled: "Menus", in: window)
                _ = screen.runUntilAnimationsSettle()
                if let beach = label(titled: "Beach", in: window) {
                    let point = beach.convert(CGPoint(x: beach.bounds.midX, y: beach.bounds.midY), to: window)
                    screen.movePointer(to: point)
                    screen.click(at: point, button: 2)
                    _ = screen.runUntilAnimationsSettle()
                    if let image = screen.render(window) { write(image, "menus-context-menu-\(styleName)") }
                }
                screen.endApplication()
            }
            // Pages mid-swipe: Manny going, Moe coming, the gap between them.
            do {
                let (screen, window) = launch(style: style)
                screen.presentFrame()
                GalleryTourScript.showPage(titled: "Pages", in: window)
                _ = screen.runUntilAnimationsSettle()
                screen.drag(from: CGPoint(x: 1100, y: 500), to: CGPoint(x: 800, y: 500), steps: 12, duration: 0.3, lift: false)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "pages-mid-swipe-\(styleName)") }
                screen.endApplication()
            }
            // The same people as a book: the right page of the spread curling over, Jack on its back.
            do {
                let (screen, window) = launch(style: style)
                screen.presentFrame()
                GalleryTourScript.showPagesAsBook(in: window)
                _ = screen.runUntilAnimationsSettle()
                screen.drag(from: CGPoint(x: 1300, y: 900), to: CGPoint(x: 1000, y: 650), steps: 12, duration: 0.3, lift: false)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "pages-mid-curl-\(styleName)") }
                screen.endApplication()
            }
            // The Pickers page's color well, its picker open in a popover.
            do {
                let (screen, window) = launch(style: style)
                screen.presentFrame()
                let well = GalleryTourScript.pickersColorWell(in: window)
                _ = screen.runUntilAnimationsSettle()
                if let well {
                    screen.tap(at: well.convert(CGPoint(x: well.bounds.midX, y: well.bounds.midY), to: window))
                    _ = screen.runUntilAnimationsSettle()
                    if let image = screen.render(window) { write(image, "pickers-color-\(styleName)") }
                }
                screen.endApplication()
            }
            // A square lifted and held over the target, badged to copy.
            do {
                let (screen, window) = launch(style: style)
                screen.presentFrame()
                GalleryTourScript.showPage(titled: "Drag and Drop", in: window)
                _ = screen.runUntilAnimationsSettle()
                let red = CGPoint(x: 556, y: 124), target = CGPoint(x: 677, y: 277)
                screen.touchDown(at: red)
                screen.advance(by: 0.6)
                for step in 1...12 {
                    let t = CGFloat(step) / 12
                    screen.touchMove(to: CGPoint(x: red.x + (target.x - red.x) * t, y: red.y + (target.y - red.y) * t))
                    screen.advance(by: 1.0 / 60)
                }
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "drag-and-drop-lifted-\(styleName)") }
                screen.touchUp(at: target)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "drag-and-drop-dropped-\(styleName)") }
                screen.endApplication()
            }
            for (name, reach) in GalleryTourScript.states {
                let (screen, window) = launch(style: style)
                screen.presentFrame()
                reach(window)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "\(name)-\(styleName)") }
                screen.endApplication()
            }
        }
        return written
    }

    private static func label(_ preset: MultitaskingPreset) -> String {
        let configuration = switch preset.configuration {
        case .fullScreen: "full"
        case .splitWide: "two-thirds"
        case .splitEven: "half"
        case .splitNarrow: "one-third"
        case .slideOver: "slide-over"
        }
        return "\(preset.orientation.rawValue)-\(configuration)"
    }

    /// The label showing `text` in `view`'s hierarchy.
    private static func label(titled text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text { return label }
        for subview in view.subviews { if let found = label(titled: text, in: subview) { return found } }
        return nil
    }

    /// Launches the Gallery on a 12.9-inch iPad screen in landscape at 2×.
    private static func launch(style: UIUserInterfaceStyle) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        screen.userInterfaceStyle = style
        let application = screen.launchApplication(delegateClass: GalleryTourScript.appDelegateClass)
        let scene = application.connectedScenes.first as! UIWindowScene
        let window = scene.windows[0]
        return (screen, window)
    }

    /// What the windowed Gallery shows first, rendered headlessly at `scale` (1 by default).
    static func renderWindowedFrame(size: CGSize, scale: CGFloat = 1, pageTitled page: String = "Controls", to url: URL) -> Bool {
        GalleryTourScript.silenceEventLog()
        let screen = HeadlessScreen(size: size, scale: scale)
        let application = screen.launchApplication(delegateClass: GalleryTourScript.appDelegateClass)
        guard let window = (application.connectedScenes.first as? UIWindowScene)?.windows.first else { return false }
        screen.presentFrame()
        if page.lowercased() != "controls", GalleryTourScript.showPage(titled: page, in: window) {
            _ = screen.runUntilAnimationsSettle()
        }
        guard let image = screen.render(window), let data = image.pngData() else { return false }
        do {
            try data.write(to: url)
            return true
        } catch {
            FileHandle.standardError.write(Data("Gallery: could not write \(url.path): \(error)\n".utf8))
            return false
        }
    }
}
