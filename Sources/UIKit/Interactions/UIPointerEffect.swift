import Foundation

/// How a view reacts while the pointer is over it (spec PTR-02).
public enum UIPointerEffect: Sendable {
    /// How the hover effect tints the view.
    public enum TintMode: Int, Sendable {
        case none = 0
        /// A translucent tint over the view's content.
        case overlay
        /// A translucent platter behind the view.
        case underlay
    }

    /// The system picks: a highlight for views without a background of their own (bar
    /// buttons, glyphs), a lift for views with one.
    case automatic(UITargetedPreview)
    /// The pointer slides under the view and becomes a platter in its shape; no shadow.
    case highlight(UITargetedPreview)
    /// The pointer hides behind the view, which scales up with a shadow.
    case lift(UITargetedPreview)
    /// The pointer stays in front; the view is scaled, tinted and shadowed as asked.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}

extension UITargetedPreview: @unchecked Sendable {}
