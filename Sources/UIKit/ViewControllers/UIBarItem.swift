import Foundation

/// What bar items share: a title, images and an enabled state. Bar items are not views
/// (spec ITEM-01): a bar draws them and forwards their taps.
@preconcurrency @MainActor
open class UIBarItem: NSObject {

    /// The members storyboards and xibs connect by name (docs/porting.md): a subclass lists
    /// its outlets, actions, segue actions and inspectable properties, and its superclass's.
    open class var interfaceBuilderConnections: [InterfaceBuilderConnection] { [] }
    public override init() {
        super.init()
    }

    /// An item from a storyboard or xib is made with `init()` and then configured; this
    /// initializer (UIKit's `NSCoding` one) makes appearance proxies (`appearance()`).
    public required init?(coder: NSCoder) {
        super.init()
        if coder is AppearanceProxyCoder { appearanceCustomization.role = .proxyUnderConstruction }
    }

    /// Whether this item is an appearance proxy, and the appearance properties the app set on it.
    var appearanceCustomization = AppearanceCustomization()

    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// The image a vertically compact bar uses (spec ITEM-02, TAB-06).
    open var landscapeImagePhone: UIImage? { didSet { if landscapeImagePhone !== oldValue { itemDidChange() } } }
    open var imageInsets: UIEdgeInsets = .zero { didSet { if imageInsets != oldValue { itemDidChange() } } }
    /// The insets of `landscapeImagePhone`, where a vertically compact bar shows it instead of
    /// `image` (and `imageInsets`).
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero {
        didSet { if landscapeImagePhoneInsets != oldValue { itemDidChange() } }
    }
    /// The image the large content viewer shows for the item (at the accessibility text
    /// sizes, a long press on its tab or button), drawn at its own size; nil shows `image`,
    /// scaled up.
    open var largeContentSizeImage: UIImage? { didSet { if largeContentSizeImage !== oldValue { itemDidChange() } } }
    /// The insets of `largeContentSizeImage` in the large content viewer.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero { didSet { if largeContentSizeImageInsets != oldValue { itemDidChange() } } }
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    open var tag = 0

    // MARK: Title attributes

    /// The title's attributes (font, colour, kerning, shadow …) in `state`, for the button or
    /// tab a bar shows for the item. A state without attributes of its own uses `.normal`'s; an
    /// attribute its own lack comes from `.normal`'s too.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setTitleTextAttributes(attributes, for: state) }
        let unchanged = Self.sameAttributes(titleAttributesByState[state.rawValue], attributes)
        titleAttributesByState[state.rawValue] = attributes
        // A bar rebuilds its buttons when an item changes, and a rebuilt button takes its
        // proxy's settings again: only a change is news.
        if !unchanged { itemDidChange() }
    }

    /// Whether two attribute dictionaries hold equal values (`isEqual`, as Foundation compares
    /// them).
    static func sameAttributes(_ first: [NSAttributedString.Key: Any]?, _ second: [NSAttributedString.Key: Any]?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case let (first?, second?): NSDictionary(dictionary: first).isEqual(NSDictionary(dictionary: second))
        default: false
        }
    }

    /// The attributes set for exactly `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Whether any state has title attributes.
    var hasTitleAttributes: Bool { !titleAttributesByState.isEmpty }

    /// What the title shows with in `state`: `.normal`'s attributes under the state's own.
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes = titleAttributesByState[UIControl.State.normal.rawValue] ?? [:]
        if state != .normal, let own = titleAttributesByState[state.rawValue] {
            attributes.merge(own) { _, new in new }
        }
        return attributes
    }

    /// What a screen reader calls the item (UIKit's NSObject accessibility, which bar items
    /// carry to the view the bar draws them with): its title by default.
    open var accessibilityLabel: String? { didSet { if accessibilityLabel != oldValue { itemDidChange() } } }
    open var accessibilityHint: String? { didSet { if accessibilityHint != oldValue { itemDidChange() } } }
    open var accessibilityIdentifier: String? { didSet { if accessibilityIdentifier != oldValue { itemDidChange() } } }

    /// The bars showing this item, told when it changes so that they redraw at once (NAV-15).
    private var observers: [WeakObserver] = []

    final func addObserver(_ observer: AnyObject, _ handler: @escaping @MainActor () -> Void) {  // final: in a @preconcurrency class, a subclass's vtable names an overridable member taking a @MainActor closure with a mangling its definition lacks (Swift 6.3 link error)
        observers.removeAll { $0.object == nil || $0.object === observer }
        observers.append(WeakObserver(object: observer, handler: handler))
    }

    func removeObserver(_ observer: AnyObject) {
        observers.removeAll { $0.object == nil || $0.object === observer }
    }

    func itemDidChange() {
        for observer in observers where observer.object != nil { observer.handler() }
    }
}

struct WeakObserver {
    weak var object: AnyObject?
    let handler: @MainActor () -> Void
}
