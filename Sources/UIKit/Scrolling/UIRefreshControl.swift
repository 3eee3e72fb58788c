import Foundation

/// Pull-to-refresh: set as a scroll view's `refreshControl`, it sits above the content;
/// pulling the content down past `triggerDistance` starts refreshing and sends
/// `.valueChanged`, and the scroll view keeps it in view until `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height the control takes while refreshing.
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled.
    static let triggerDistance: CGFloat = 100

    open private(set) var isRefreshing = false
    /// Shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            appearanceSetting(\.attributedTitle, attributedTitle)
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    weak var scrollView: UIScrollView?

    /// The pull is the scroll view's: a finger on the control does not track it, so the
    /// scroll view's drag may always take the touch.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRefreshControl()
    }

    /// UIKit's coding initializer (Slate makes appearance proxies with it): set up as
    /// `init(frame:)` does, at the default size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.height)
        setUpRefreshControl()
    }

    /// What every initializer sets up.
    private func setUpRefreshControl() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        AppearanceStore.untracked {
            titleLabel.font = .preferredFont(forTextStyle: .footnote)
            titleLabel.textColor = .secondaryLabel
        }
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.height))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// Starts refreshing from code (no `.valueChanged`); the scroll view shows the control.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshControlDidChangeState(animated: true)
    }

    /// Stops refreshing; the content moves back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        UIView.animate(withDuration: 0.3) { self.spinner.alpha = 0 }
        scrollView?.refreshControlDidChangeState(animated: true)
    }

    /// The content was pulled `distance` points past the top: the spinner fades in, and past
    /// the trigger refreshing starts.
    func userPulled(distance: CGFloat) {
        guard !isRefreshing else { return }
        spinner.alpha = min(1, max(0, distance / Self.triggerDistance))
        if distance >= Self.triggerDistance {
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(attributedTitle?.string.isEmpty ?? true)
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 9 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 6, width: bounds.width, height: 18)
        titleLabel.isHidden = !hasTitle
    }
}
