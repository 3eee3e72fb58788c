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
                let (screen, window, _) = launch(style: style)
                screen.apply(preset, to: window)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "controls-\(label(preset))-\(styleName)") }
                screen.endApplication()
            }
            // The other pages, full screen in landscape.
            let pages: [(String, (GallerySplitViewController) -> Void)] = [
                ("navigation", { split in
                    split.show(.navigation)
                    split.pageNavigationController?.pushViewController(
                        NavigationDemoViewController(report: { _ in }, depth: 1), animated: false)
                }),
                ("page-sheet", { split in
                    presentations(split)?.presentPage("Page Sheet", style: .pageSheet, transition: .coverVertical)
                }),
                ("form-sheet", { split in
                    presentations(split)?.presentPage("Form Sheet", style: .formSheet, transition: .coverVertical)
                }),
                ("alert", { split in
                    presentations(split)?.presentAlert(withTextField: true)
                }),
                ("drawing", { split in split.show(.drawing) }),
                ("gestures", { split in split.show(.gestures) }),
                ("animations", { split in split.show(.animations) }),
                ("dynamics", { split in split.show(.dynamics) }),
                ("lists-states", { split in showListDemo(0, in: split) }),
                ("lists-sidebar", { split in showListDemo(1, in: split) }),
                ("lists-editable", { split in showListDemo(2, in: split) }),
                ("split-three-columns", { split in splitViews(split)?.presentDemo(0) }),
                ("split-sidebar-over", { split in splitViews(split)?.presentDemo(2) }),
                ("popover-options", { split in popovers(split)?.presentOptions() }),
                ("popover-arrow-left", { split in popovers(split)?.presentArrow("Arrow Left", direction: .left) }),
                ("popover-custom-background", { split in popovers(split)?.presentCustomBackground() }),
                ("popover-action-sheet", { split in popovers(split)?.presentActionSheet() }),
                ("popover-search", { split in popovers(split)?.search(for: "berry") }),
                ("popover-find", { split in popovers(split)?.presentFind() }),
                ("drag-and-drop", { split in split.show(.dragAndDrop) }),
                ("menus", { split in split.show(.menus) }),
                ("pages", { split in split.show(.pages) }),
                ("pickers", { split in split.show(.pickers) }),
                ("grid", { split in split.show(.grid) }),
                ("grid-featured", { split in grid(split)?.toggleFeatured() }),
                ("text", { split in split.show(.text) }),
                ("storyboard", { split in split.show(.storyboard) }),
                ("storyboard-recipe", { split in showRecipe(in: split) }),
                ("files", { split in split.show(.files) }),
                ("accessibility", { split in split.show(.accessibility) }),
            ]
            // A photo's context menu, opened by a secondary click.
            do {
                let (screen, window, split) = launch(style: style)
                screen.presentFrame()
                split.show(.menus)
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
                let (screen, window, split) = launch(style: style)
                screen.presentFrame()
                split.show(.pages)
                _ = screen.runUntilAnimationsSettle()
                screen.drag(from: CGPoint(x: 1100, y: 500), to: CGPoint(x: 800, y: 500), steps: 12, duration: 0.3, lift: false)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "pages-mid-swipe-\(styleName)") }
                screen.endApplication()
            }
            // The same people as a book: the right page of the spread curling over, Jack on its back.
            do {
                let (screen, window, split) = launch(style: style)
                screen.presentFrame()
                pagesDemo(split)?.toggleStyle()
                _ = screen.runUntilAnimationsSettle()
                screen.drag(from: CGPoint(x: 1300, y: 900), to: CGPoint(x: 1000, y: 650), steps: 12, duration: 0.3, lift: false)
                _ = screen.runUntilAnimationsSettle()
                if let image = screen.render(window) { write(image, "pages-mid-curl-\(styleName)") }
                screen.endApplication()
            }
            // The Pickers page's color well, its picker open in a popover.
            do {
                let (screen, window, split) = launch(style: style)
                screen.presentFrame()
                split.show(.pickers)
                _ = screen.runUntilAnimationsSettle()
                if let well = (split.pageNavigationController?.viewControllers.first as? PickersDemoViewController)?.inkWell {
                    screen.tap(at: well.convert(CGPoint(x: well.bounds.midX, y: well.bounds.midY), to: window))
                    _ = screen.runUntilAnimationsSettle()
                    if let image = screen.render(window) { write(image, "pickers-color-\(styleName)") }
                }
                screen.endApplication()
            }
            // A square lifted and held over the target, badged to copy.
            do {
                let (screen, window, split) = launch(style: style)
                screen.presentFrame()
                split.show(.dragAndDrop)
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
            for (name, show) in pages {
                let (screen, window, split) = launch(style: style)
                screen.presentFrame()
                show(split)
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

    /// Opens one of the Lists page's demos (states, sidebar, editable list).
    private static func showListDemo(_ index: Int, in split: GallerySplitViewController) {
        split.show(.lists)
        guard let navigation = split.pageNavigationController,
              let menu = navigation.viewControllers.first as? ListsDemoViewController else { return }
        navigation.pushViewController(menu.demo(at: index), animated: false)
    }

    /// The Storyboard page's first recipe, shown by its cell's segue as a selection would.
    private static func showRecipe(in split: GallerySplitViewController) {
        split.show(.storyboard)
        guard let list = split.pageNavigationController?.viewControllers.first as? RecipeListController else { return }
        list.view.layoutIfNeeded()
        guard let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) else { return }
        list.performSegue(withIdentifier: "showRecipe", sender: cell)
    }

    /// The label showing `text` in `view`'s hierarchy.
    private static func label(titled text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text { return label }
        for subview in view.subviews { if let found = label(titled: text, in: subview) { return found } }
        return nil
    }

    /// Shows the Split Views page and returns it.
    private static func splitViews(_ split: GallerySplitViewController) -> SplitViewsDemoViewController? {
        split.show(.splitViews)
        split.view.layoutIfNeeded()
        return split.pageNavigationController?.viewControllers.first as? SplitViewsDemoViewController
    }

    /// Shows the Grid page and returns it.
    private static func pagesDemo(_ split: GallerySplitViewController) -> PagesDemoViewController? {
        split.show(.pages)
        split.view.layoutIfNeeded()
        return split.pageNavigationController?.viewControllers.first as? PagesDemoViewController
    }

    private static func grid(_ split: GallerySplitViewController) -> GridDemoViewController? {
        split.show(.grid)
        split.view.layoutIfNeeded()
        return split.pageNavigationController?.viewControllers.first as? GridDemoViewController
    }

    /// Shows the Popovers page and returns it.
    private static func popovers(_ split: GallerySplitViewController) -> PopoversDemoViewController? {
        split.show(.popovers)
        split.view.layoutIfNeeded()
        return split.pageNavigationController?.viewControllers.first as? PopoversDemoViewController
    }

    /// Shows the Presentations page and returns it.
    private static func presentations(_ split: GallerySplitViewController) -> PresentationsDemoViewController? {
        split.show(.presentations)
        split.view.layoutIfNeeded()
        return split.pageNavigationController?.viewControllers.first as? PresentationsDemoViewController
    }

    /// Launches the Gallery on a 12.9-inch iPad screen in landscape at 2×.
    private static func launch(style: UIUserInterfaceStyle) -> (HeadlessScreen, UIWindow, GallerySplitViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        screen.userInterfaceStyle = style
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        let scene = application.connectedScenes.first as! UIWindowScene
        let window = scene.windows[0]
        return (screen, window, window.rootViewController as! GallerySplitViewController)
    }

    /// What the windowed Gallery shows first, rendered headlessly at scale 1.
    static func renderWindowedFrame(size: CGSize, page: GalleryPage = .controls, to url: URL) -> Bool {
        GalleryAppDelegate.report = { _ in }
        let screen = HeadlessScreen(size: size, scale: 1)
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        guard let window = (application.connectedScenes.first as? UIWindowScene)?.windows.first else { return false }
        screen.presentFrame()
        if page != .controls, let split = window.rootViewController as? GallerySplitViewController {
            split.show(page)
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
