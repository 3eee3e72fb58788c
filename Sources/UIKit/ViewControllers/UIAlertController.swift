import Foundation

/// An alert: a title, a message, optional text fields and buttons, centred over a dimmed
/// window (ALERT-01 … ALERT-06).
///
/// Present it like any view controller. Tapping a button dismisses the alert and then runs
/// the action's handler (ALERT-02). Buttons are ordered as UIKit orders them: destructive
/// first, then default in the order added, cancel last — or, with exactly two buttons side by
/// side, cancel on the leading side (ALERT-05). The preferred action, else the cancel action,
/// is bold (ALERT-06). With a keyboard, Return chooses the preferred action and Escape the
/// cancel action. An action sheet (`.actionSheet`) is a popover in a regular window — give its
/// `popoverPresentationController` an anchor — without its cancel button: tapping outside
/// cancels; in a compact window it rises from the bottom (ALERT-03, ALERT-04).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public let preferredStyle: Style

    open var message: String? {
        didSet { alertViewIfLoaded?.contentDidChange() }
    }

    /// In the order added (ALERT-05: the buttons may show in another order).
    open private(set) var actions: [UIAlertAction] = []

    /// The action shown in bold, and chosen by Return. It must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                UIKitFailure.raise("UIAlertController.preferredAction: the action \"\(preferredAction.title ?? "")\" has not been added; call addAction(_:) first")
                self.preferredAction = oldValue
                return
            }
            alertViewIfLoaded?.contentDidChange()
        }
    }

    private var storedTextFields: [UITextField] = []
    /// The text fields, in the order added; nil when there are none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    /// Set once a button was chosen: the alert is on its way out and takes no second choice.
    private var isPerformingAction = false
    /// Who had the keyboard before the alert took it, given it back when the alert goes.
    private weak var previousFirstResponder: UIResponder?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
    }

    public required init?(coder: NSCoder) { nil }

    open override var title: String? {
        didSet { alertViewIfLoaded?.contentDidChange() }
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitFailure.raise("UIAlertController.addAction(_:): an alert can have only one action with the .cancel style")
            return
        }
        if action.alertController != nil {
            UIKitFailure.raise("UIAlertController.addAction(_:): the action \"\(action.title ?? "")\" already belongs to an alert; make a new UIAlertAction")
            return
        }
        action.alertController = self
        actions.append(action)
        alertViewIfLoaded?.contentDidChange()
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitFailure.raise("UIAlertController.addTextField(configurationHandler:): text fields can only be added to an alert controller of style .alert")
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .preferredFont(forTextStyle: .footnote)
        storedTextFields.append(field)
        configurationHandler?(field)
        alertViewIfLoaded?.contentDidChange()
    }

    // MARK: View

    open override func loadView() {
        view = preferredStyle == .actionSheet ? ActionSheetView(controller: self) : AlertView(controller: self)
    }

    var alertView: AlertView? { view as? AlertView }
    var actionSheetView: ActionSheetView? { viewIfLoaded as? ActionSheetView }
    private var alertViewIfLoaded: AlertViewContent? { viewIfLoaded as? AlertViewContent }

    func actionDidChange() { alertViewIfLoaded?.contentDidChange() }

    /// ALERT-04: a tap outside an action sheet dismisses it and runs the cancel action's
    /// handler (there may be none).
    func cancelFromOutside(completion: (() -> Void)? = nil) {
        guard !isPerformingAction else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled {
            perform(cancel, completion: completion)
        } else {
            isPerformingAction = true
            dismiss(animated: true) { [weak self] in
                self?.isPerformingAction = false
                completion?()
            }
        }
    }

    /// The alert's own presentation: centred, dimmed, never adapted.
    override func makeBuiltInPresentationController(presenting: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: self, presenting: presenting)
    }

    // MARK: Keyboard

    open override var canBecomeFirstResponder: Bool { true }

    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: .alertChooseDefault),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .alertCancel)]
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        previousFirstResponder = view.window?.firstResponder
        if let field = storedTextFields.first {
            _ = field.becomeFirstResponder()
        } else {
            _ = becomeFirstResponder()
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let previous = previousFirstResponder, previous.canBecomeFirstResponder { _ = previous.becomeFirstResponder() }
        previousFirstResponder = nil
    }

    /// Return: the preferred action, or the only action.
    func chooseDefault(_ sender: Any?) {
        if let action = preferredAction ?? (actions.count == 1 ? actions[0] : nil) { perform(action) }
    }

    /// Escape: the cancel action.
    func cancel(_ sender: Any?) {
        if let action = actions.first(where: { $0.style == .cancel }) { perform(action) }
    }

    /// ALERT-02: the alert goes, then the handler runs.
    func perform(_ action: UIAlertAction, completion: (() -> Void)? = nil) {
        guard action.isEnabled, !isPerformingAction else { return }
        isPerformingAction = true
        let finish = { [weak self] in
            action.handler?(action)
            self?.isPerformingAction = false
            completion?()
        }
        if presentingViewController != nil {
            dismiss(animated: true, completion: finish)
        } else {
            finish()
        }
    }
}

/// The alert's and the action sheet's views, which rebuild when the content changes.
@MainActor
protocol AlertViewContent: UIView {
    func contentDidChange()
}

extension AlertView: AlertViewContent {}
extension ActionSheetView: AlertViewContent {}

extension Selector {
    @MainActor static let alertChooseDefault = Selector("_alertChooseDefault:", UIAlertController.chooseDefault)
    @MainActor static let alertCancel = Selector("_alertCancel:", UIAlertController.cancel)
}
