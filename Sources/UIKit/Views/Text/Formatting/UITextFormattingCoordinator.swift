import Foundation

/// The font panel of a scene, as Mac Catalyst has it: `toggleFontPanel(_:)` (the Format menu's
/// Show Fonts) opens a font picker beside the window — without a search field, so the text
/// being edited keeps the keyboard — which stays open while the user goes on editing; choosing a family there changes the selected text's font to that family, keeping
/// its size, bold and italic, through the coordinator's `delegate` — or, without one, through
/// the window's first responder when it is a text view or field that edits attributes.
/// `setSelectedAttributes(_:isMultiple:)` tells the panel the selection's font, which it marks.
///
/// Slate keeps one coordinator state a scene: `init(for:)` and `init(windowScene:)` give
/// handles on it, so a delegate set on one is every handle's (docs/porting.md).
@preconcurrency @MainActor
open class UITextFormattingCoordinator: NSObject, UIFontPickerViewControllerDelegate {
    /// A scene's font panel: its delegate, what the selection holds, and the picker on show.
    final class SceneState {
        weak var delegate: UITextFormattingCoordinatorDelegate?
        var selectedAttributes: [NSAttributedString.Key: Any] = [:]
        var isMultiple = false
        weak var panel: UIFontPickerViewController?
    }

    private static var states: [ObjectIdentifier: (scene: WeakReference<UIWindowScene>, state: SceneState)] = [:]
    /// The panel of a window that belongs to no scene (made without a scene manifest, as
    /// headless tests may): it has no delegate, so the first responder gets the changes.
    private static let scenelessState = SceneState()

    private static func state(for scene: UIWindowScene) -> SceneState {
        states = states.filter { $0.value.scene.object != nil }
        if let existing = states[ObjectIdentifier(scene)] { return existing.state }
        let state = SceneState()
        states[ObjectIdentifier(scene)] = (WeakReference(scene), state)
        return state
    }

    private weak var windowScene: UIWindowScene?
    private let state: SceneState
    /// The window whose panel this is, when it has no scene.
    private weak var scenelessWindow: UIWindow?

    private init(scenelessWindow window: UIWindow) {
        scenelessWindow = window
        state = Self.scenelessState
        super.init()
    }

    /// A coordinator for `windowScene`'s font panel.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        state = Self.state(for: windowScene)
        super.init()
    }

    /// The coordinator of `windowScene`'s font panel.
    public convenience init(for windowScene: UIWindowScene) {
        self.init(windowScene: windowScene)
    }

    /// Who applies the panel's changes.
    open weak var delegate: UITextFormattingCoordinatorDelegate? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    /// Whether a scene's font panel is on show.
    open class var isFontPanelVisible: Bool {
        (states.values.map(\.state) + [scenelessState]).contains { $0.panel?.presentingViewController != nil }
    }

    /// Tells the panel the selection's attributes (its `.font` is the one marked); `flag` says
    /// the selection holds more than one font, so none is marked.
    open func setSelectedAttributes(_ attributes: [NSAttributedString.Key: Any], isMultiple flag: Bool) {
        state.selectedAttributes = attributes
        state.isMultiple = flag
        state.panel?.selectedFontDescriptor = markedFont
    }

    /// Shows the font panel of the key window's scene, or hides it when it is on show.
    open class func toggleFontPanel(_ sender: Any) {
        let visible = UIWindow.allWindows.filter { !$0.isHidden }
        guard let window = visible.last(where: { $0.isKeyWindow }) ?? visible.last else { return }
        let coordinator = window.windowScene.map { UITextFormattingCoordinator(windowScene: $0) }
            ?? UITextFormattingCoordinator(scenelessWindow: window)
        if let panel = coordinator.state.panel, panel.presentingViewController != nil {
            panel.dismiss(animated: true)
            return
        }
        coordinator.showPanel(in: window)
    }

    /// The panel: a font picker in a popover at the window's top trailing corner. The window
    /// stays live under it (its views pass through), so the user goes on selecting text.
    private func showPanel(in window: UIWindow) {
        guard var top = window.rootViewController else { return }
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        let picker = UIFontPickerViewController()
        picker.isFontPanel = true
        picker.delegate = self
        picker.panelOwner = self
        picker.selectedFontDescriptor = markedFont
        picker.modalPresentationStyle = .popover
        if let popover = picker.popoverPresentationController {
            let bounds = window.bounds
            popover.sourceView = window
            popover.sourceRect = CGRect(x: bounds.maxX - 24, y: bounds.minY + window.safeAreaInsets.top, width: 1, height: 1)
            popover.permittedArrowDirections = .up
            popover.passthroughViews = [window]
        }
        state.panel = picker
        top.present(picker, animated: true)
    }

    /// The font the panel marks: the selection's, unless it holds several.
    private var markedFont: UIFontDescriptor? {
        guard !state.isMultiple, let font = state.selectedAttributes[.font] as? UIFont else { return nil }
        return UIFontDescriptor(fontAttributes: [.family: font.familyName])
    }

    // MARK: UIFontPickerViewControllerDelegate

    /// A family chosen in the panel: each run keeps its size, bold and italic in that family.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let chosen = viewController.selectedFontDescriptor else { return }
        let family = chosen.key.family
        let convert: UITextAttributesConversionHandler = { attributes in
            var converted = attributes
            let font = attributes[.font] as? UIFont ?? .preferredFont(forTextStyle: .body)
            let traits = font.fontDescriptor.symbolicTraits.intersection([.traitBold, .traitItalic])
            var descriptor = font.fontDescriptor.withFamily(family)
            descriptor = descriptor.withSymbolicTraits(traits) ?? descriptor
            converted[.font] = UIFont(descriptor: descriptor, size: font.pointSize)
            return converted
        }
        if let delegate = state.delegate {
            delegate.updateTextAttributes(conversionHandler: convert)
        } else if let responder = (windowScene?.keyWindow ?? scenelessWindow)?.firstResponder as? TextStyleEditing {
            responder.updateTextAttributes(conversionHandler: convert)
        }
    }

    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
