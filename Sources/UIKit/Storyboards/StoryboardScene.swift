import Foundation

/// What a view controller made from a storyboard keeps of its scene: the element it was made
/// from, the objects made with it (its items), its segues by identifier, and the objects
/// that trigger segues (kept alive here: controls hold their targets weakly).
@MainActor
final class StoryboardScene {
    let storyboard: UIStoryboard
    /// The view controller's element.
    let element: InterfaceBuilderElement
    /// Objects made with the controller (navigation and tab bar items, bar button items),
    /// by identifier; the view's nib connects to them. The controller itself is not here
    /// (it holds this scene).
    var objectsByID: [String: AnyObject] = [:]
    /// The objects of the controller's view, once loaded, held weakly (the view holds them):
    /// popover anchors and passthrough views are found here.
    var viewObjectsByID: [String: WeakReference<AnyObject>] = [:]
    /// The segues that start from the controller itself (`performSegue(withIdentifier:)`).
    var segues: [StoryboardSegueTemplate] = []
    var triggers: [StoryboardSegueTrigger] = []

    init(storyboard: UIStoryboard, element: InterfaceBuilderElement) {
        self.storyboard = storyboard
        self.element = element
    }

    /// The scene's element (`<scene>`) holding the controller's element.
    var sceneElement: InterfaceBuilderElement? {
        storyboard.document.scenes.first { scene in scene.children(of: "objects").contains { $0 === element } }
    }
}
