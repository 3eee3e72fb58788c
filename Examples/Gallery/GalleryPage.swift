import Foundation
import UIKit

/// The Gallery's pages, in the sidebar's order.
enum GalleryPage: Int, CaseIterable {
    case controls, navigation, presentations, drawing, gestures, animations, lists, splitViews, popovers, dragAndDrop, menus, pages, pickers, grid, text, storyboard, files, accessibility, dynamics, color, appearances

    var title: String {
        switch self {
        case .controls: "Controls"
        case .navigation: "Navigation"
        case .presentations: "Presentations"
        case .drawing: "Drawing"
        case .gestures: "Gestures"
        case .animations: "Animations"
        case .dynamics: "Dynamics"
        case .lists: "Lists"
        case .splitViews: "Split Views"
        case .popovers: "Popovers"
        case .dragAndDrop: "Drag and Drop"
        case .menus: "Menus"
        case .pages: "Pages"
        case .pickers: "Pickers"
        case .grid: "Grid"
        case .text: "Text"
        case .storyboard: "Storyboard"
        case .files: "Files"
        case .accessibility: "Accessibility"
        case .color: "Color"
        case .appearances: "Appearances"
        }
    }

    /// The symbol beside the page's row in the sidebar, as iPadOS Settings has.
    var symbolName: String {
        switch self {
        case .controls: "slider.horizontal.3"
        case .navigation: "arrow.forward"
        case .presentations: "macwindow"
        case .drawing: "paintbrush"
        case .gestures: "hand.point.up.left"
        case .animations: "sparkles"
        case .dynamics: "cube"
        case .lists: "list.bullet"
        case .splitViews: "sidebar.left"
        case .popovers: "text.bubble"
        case .dragAndDrop: "tray.and.arrow.down"
        case .menus: "line.3.horizontal"
        case .pages: "square.stack"
        case .pickers: "list.number"
        case .grid: "square.grid.2x2"
        case .text: "doc.text"
        case .storyboard: "list.bullet.rectangle"
        case .files: "folder"
        case .accessibility: "accessibility"
        case .color: "paintpalette"
        case .appearances: "paintbrush.pointed"
        }
    }

    /// The page in a navigation controller of its own, so that choosing another page in the
    /// sidebar replaces it rather than pushing on top (SPLIT-05).
    @MainActor
    func makeController(report: @escaping (String) -> Void) -> UINavigationController {
        let root: UIViewController = switch self {
        case .controls: GalleryViewController(report: report)
        case .navigation: NavigationDemoViewController(report: report)
        case .presentations: PresentationsDemoViewController(report: report)
        case .drawing: DrawingDemoViewController(report: report)
        case .gestures: GesturesDemoViewController(report: report)
        case .animations: AnimationsDemoViewController(report: report)
        case .dynamics: DynamicsDemoViewController(report: report)
        case .appearances: AppearancesDemoViewController(report: report)
        case .lists: ListsDemoViewController(report: report)
        case .splitViews: SplitViewsDemoViewController(report: report)
        case .popovers: PopoversDemoViewController(report: report)
        case .dragAndDrop: DragAndDropDemoViewController(report: report)
        case .menus: MenusDemoViewController(report: report)
        case .pages: PagesDemoViewController(report: report)
        case .pickers: PickersDemoViewController(report: report)
        case .grid: GridDemoViewController(report: report)
        case .text: TextDemoViewController(report: report)
        case .storyboard: RecipeListController.make(report: report)
        case .files: FilesDemoViewController(report: report)
        case .accessibility: AccessibilityDemoViewController(report: report)
        case .color: ColorDemoViewController(report: report)
        }
        root.title = root.title ?? title
        let navigation = UINavigationController(rootViewController: root)
        if self == .navigation { navigation.navigationBar.prefersLargeTitles = true }
        return navigation
    }
}
