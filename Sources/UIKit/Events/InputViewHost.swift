import Foundation

/// Shows the first responder's input view and input accessory view docked at the bottom of
/// its window, as iPadOS shows a custom keyboard, and posts the keyboard notifications for
/// them (spec FR-07, KB-07 … KB-09).
///
/// Linux has no software keyboard: a hardware keyboard is always there, as on an iPad with a
/// keyboard attached. So only responders with an input view or accessory view bring up a
/// "keyboard", and only they cause keyboard notifications. The views slide up from the
/// bottom edge in a 0.25-second ease-in-out animation; the will-notifications are posted
/// inside that animation block, so changes their observers make animate along.
///
/// The views live in a container that is a subview of the window but not one of its
/// `subviews` (in UIKit the keyboard has a window of its own): it draws above everything and
/// hit-tests first.
@MainActor
final class InputViewHost {
    static let animationDuration: TimeInterval = 0.25

    private unowned let window: UIWindow
    let container = InputSetContainerView()
    private var shownInputView: UIView?
    private var shownAccessoryView: UIView?
    /// The docked frame in window coordinates while shown.
    private(set) var dockedFrame: CGRect?

    init(window: UIWindow) {
        self.window = window
        container.layer.zPosition = 100_000
        container.isHidden = true
    }

    /// The responder whose input views are shown.
    private weak var shownResponder: UIResponder?

    /// The first responder changed, or asked for `reloadInputViews()`.
    func reload() {
        let responder = window.firstResponder
        if responder == nil, dockedFrame != nil, let previous = shownResponder, Self.keepsKeyboard(after: previous) { return }
        shownResponder = responder
        let inputView = responder?.inputView
        let accessoryView = responder?.inputAccessoryView
        let width = window.bounds.width
        let inputHeight = inputView.map { Self.height(of: $0, width: width) } ?? 0
        let accessoryHeight = accessoryView.map { Self.height(of: $0, width: width) } ?? 0
        let total = inputHeight + accessoryHeight
        guard total > 0 else {
            hide()
            return
        }
        let bounds = window.bounds
        let docked = CGRect(x: 0, y: bounds.height - total, width: bounds.width, height: total)
        let begin = dockedFrame ?? docked.offsetBy(dx: 0, dy: total)
        let isShowing = dockedFrame == nil
        replaceViews(input: inputView, accessory: accessoryView, inputHeight: inputHeight, accessoryHeight: accessoryHeight)
        if container.superview !== window { window.addSubview(container) }
        container.isHidden = false
        if isShowing {
            UIView.performWithoutAnimation { container.frame = begin }
            UINavigationController.keyboardWillAppear(in: window)
        }
        dockedFrame = docked
        animate(begin: begin, end: docked, will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification) {
            self.container.frame = docked
        } completion: {}
    }

    /// KB-05: in a presented form sheet the keyboard stays when its responder resigns with no
    /// successor, unless the controller says `disablesAutomaticKeyboardDismissal` is false.
    /// The presented controller nearest the responder decides.
    private static func keepsKeyboard(after responder: UIResponder) -> Bool {
        guard responder.responderWindow != nil else { return false }
        var cursor: UIResponder? = responder
        while let current = cursor {
            if let controller = current as? UIViewController, let presentation = controller.activePresentation {
                return presentation.effectiveStyle == .formSheet && !controller.isBeingDismissed && controller.disablesAutomaticKeyboardDismissal
            }
            cursor = current.next
        }
        return false
    }

    private func hide() {
        guard let docked = dockedFrame else { return }
        dockedFrame = nil
        let end = docked.offsetBy(dx: 0, dy: docked.height)
        animate(begin: docked, end: end, will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification) {
            self.container.frame = end
        } completion: { [weak self] in
            guard let self, self.dockedFrame == nil else { return }
            self.replaceViews(input: nil, accessory: nil, inputHeight: 0, accessoryHeight: 0)
            self.container.isHidden = true
        }
    }

    /// Keeps the docked views at the bottom when the window changes size.
    func windowDidResize() {
        guard dockedFrame != nil else { return }
        reload()
    }

    private func replaceViews(input: UIView?, accessory: UIView?, inputHeight: CGFloat, accessoryHeight: CGFloat) {
        if shownInputView !== input, shownInputView?.superview === container { shownInputView?.removeFromSuperview() }
        if shownAccessoryView !== accessory, shownAccessoryView?.superview === container { shownAccessoryView?.removeFromSuperview() }
        shownInputView = input
        shownAccessoryView = accessory
        container.dock(input: input, inputHeight: inputHeight, accessory: accessory, accessoryHeight: accessoryHeight)
    }

    /// Posts the will-notifications inside the animation block and the did-notifications
    /// after it, with frames in screen coordinates (spec KB-08).
    private func animate(begin: CGRect, end: CGRect, will: Notification.Name, did: Notification.Name,
                         changes: @escaping () -> Void, completion: @escaping () -> Void) {
        let info = userInfo(begin: window.convert(begin, to: window.screen.coordinateSpace),
                            end: window.convert(end, to: window.screen.coordinateSpace))
        let center = NotificationCenter.default
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            changes()
            center.post(name: will, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        }, completion: { _ in
            completion()
            center.post(name: did, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        })
    }

    private func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.easeInOut.rawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    /// A docked view's height: its frame's, else its intrinsic height.
    /// A self-sizing `UIInputView`'s height is its constraints' at the dock's width; any other
    /// view's is its frame's, else its intrinsic height.
    private static func height(of view: UIView, width: CGFloat) -> CGFloat {
        if let input = view as? UIInputView, input.allowsSelfSizing {
            let fitting = input.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return max(0, fitting.height)
        }
        if view.frame.height > 0 { return view.frame.height }
        return max(0, view.intrinsicContentSize.height)
    }
}

/// Holds the docked input views. Touches that land on it but on none of them stop here, as
/// they would on the keyboard.
@MainActor
final class InputSetContainerView: UIView {
    private var input: UIView?
    private var accessory: UIView?
    private var inputHeight: CGFloat = 0
    private var accessoryHeight: CGFloat = 0

    /// Shows `accessory` above `input`, each at its height and the container's full width.
    func dock(input: UIView?, inputHeight: CGFloat, accessory: UIView?, accessoryHeight: CGFloat) {
        self.input = input
        self.accessory = accessory
        self.inputHeight = inputHeight
        self.accessoryHeight = accessoryHeight
        UIView.performWithoutAnimation {
            if let accessory, accessory.superview !== self { addSubview(accessory) }
            if let input, input.superview !== self { addSubview(input) }
            layoutDockedViews()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutDockedViews()
    }

    /// The docked views keep their own autoresizing masks; the container places them itself
    /// so that its first sizing (from zero) does not stretch them.
    private func layoutDockedViews() {
        let width = bounds.width
        accessory?.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
        input?.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: inputHeight)
    }
}

extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// An `NSValue` holding the keyboard's frame before the change, in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// An `NSValue` holding the keyboard's frame after the change, in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// An `NSNumber` holding the animation's duration in seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// An `NSNumber` holding the animation's `UIView.AnimationCurve` raw value.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// An `NSNumber` holding true: the keyboard belongs to this application.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
