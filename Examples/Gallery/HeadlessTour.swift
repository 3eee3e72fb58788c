import Foundation
import UIKit
import UIKitTesting

/// The Gallery without a display: launches the app on headless screens — the same app
/// delegate, scene delegate and interface as the windowed Gallery — and writes PNGs.
@MainActor
enum HeadlessTour {
    /// Every 12.9-inch multitasking configuration (../shared/reference/ipad-geometry.md).
    static let presets = MultitaskingPreset.all(for: .iPadPro12_9)

    static func run(outputDirectory: URL) -> [URL] {
        GalleryAppDelegate.report = { _ in }
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
                let (screen, window, tabs) = launch(style: style)
                screen.apply(preset, to: window)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "controls-\(label(preset))-\(styleName)") }
                _ = tabs
                screen.endApplication()
            }
            // The other pages, full screen in landscape.
            let pages: [(String, (GalleryTabBarController) -> Void)] = [
                ("navigation", { tabs in
                    tabs.selectedIndex = 1
                    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
                        NavigationDemoViewController(report: { _ in }, depth: 1), animated: false)
                }),
                ("page-sheet", { tabs in
                    tabs.selectedIndex = 2
                    presentations(tabs)?.presentPage("Page Sheet", style: .pageSheet, transition: .coverVertical)
                }),
                ("form-sheet", { tabs in
                    tabs.selectedIndex = 2
                    presentations(tabs)?.presentPage("Form Sheet", style: .formSheet, transition: .coverVertical)
                }),
                ("alert", { tabs in
                    tabs.selectedIndex = 2
                    presentations(tabs)?.presentAlert(withTextField: true)
                }),
                ("drawing", { tabs in tabs.selectedIndex = 3 }),
                ("gestures", { tabs in tabs.selectedIndex = 4 }),
                ("animations", { tabs in tabs.selectedIndex = 5 }),
                ("lists-states", { tabs in showListDemo(0, in: tabs) }),
                ("lists-sidebar", { tabs in showListDemo(1, in: tabs) }),
                ("lists-editable", { tabs in showListDemo(2, in: tabs) }),
            ]
            for (name, show) in pages {
                let (screen, window, tabs) = launch(style: style)
                screen.presentFrame()
                show(tabs)
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

    /// Opens one of the Lists tab's demos (states, sidebar, editable list).
    private static func showListDemo(_ index: Int, in tabs: GalleryTabBarController) {
        tabs.selectedIndex = 6
        guard let navigation = tabs.selectedViewController as? UINavigationController,
              let menu = navigation.viewControllers.first as? ListsDemoViewController else { return }
        navigation.pushViewController(menu.demo(at: index), animated: false)
    }

    private static func presentations(_ tabs: GalleryTabBarController) -> PresentationsDemoViewController? {
        (tabs.selectedViewController as? UINavigationController)?.viewControllers.first as? PresentationsDemoViewController
    }

    /// Launches the Gallery on a 12.9-inch iPad screen in landscape at 2×.
    private static func launch(style: UIUserInterfaceStyle) -> (HeadlessScreen, UIWindow, GalleryTabBarController) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        screen.userInterfaceStyle = style
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        let scene = application.connectedScenes.first as! UIWindowScene
        let window = scene.windows[0]
        return (screen, window, window.rootViewController as! GalleryTabBarController)
    }

    /// What the windowed Gallery shows first, rendered headlessly at scale 1.
    static func renderWindowedFrame(size: CGSize, to url: URL) -> Bool {
        GalleryAppDelegate.report = { _ in }
        let screen = HeadlessScreen(size: size, scale: 1)
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        guard let window = (application.connectedScenes.first as? UIWindowScene)?.windows.first else { return false }
        screen.presentFrame()
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
