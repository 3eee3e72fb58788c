import CoreGraphics
import Foundation

/// The look of a dragged link, as UIKit draws one: a rounded card with a link symbol, the
/// title (when there is one) above the address — shortened to its host and path — on one line
/// each, at most 280 points wide.
@MainActor
enum URLDragPreview {
    static let cornerRadius: CGFloat = 10
    private static let maximumWidth: CGFloat = 280
    private static let padding: CGFloat = 10

    static func view(for url: URL, title: String?) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = cornerRadius
        let symbol = UIImageView(image: UIImage(systemName: "link"))
        symbol.tintColor = .secondaryLabel
        symbol.frame = CGRect(x: padding, y: 0, width: 20, height: 20)
        card.addSubview(symbol)
        var lines: [UILabel] = []
        if let title, !title.isEmpty {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            lines.append(label)
        }
        let address = UILabel()
        address.text = shortened(url)
        address.font = .systemFont(ofSize: lines.isEmpty ? 15 : 13)
        address.textColor = lines.isEmpty ? .label : .secondaryLabel
        lines.append(address)
        let textX = symbol.frame.maxX + 8
        let textWidth = maximumWidth - textX - padding
        var y = padding
        var widest: CGFloat = 0
        for label in lines {
            label.lineBreakMode = .byTruncatingTail
            let size = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: textX, y: y, width: min(size.width, textWidth), height: size.height)
            widest = max(widest, label.frame.width)
            y = label.frame.maxY + 2
            card.addSubview(label)
        }
        let height = y - 2 + padding
        card.frame = CGRect(x: 0, y: 0, width: textX + widest + padding, height: height)
        symbol.center.y = height / 2
        return card
    }

    /// "www.apple.com/ipad" for https://www.apple.com/ipad/; the whole string without a host.
    static func shortened(_ url: URL) -> String {
        guard let host = url.host, !host.isEmpty else { return url.absoluteString }
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        return host + path
    }

    static func parameters(for view: UIView) -> UIDragPreviewParameters {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: cornerRadius)
        return parameters
    }
}

extension UIDragPreview {
    /// A one-line preview of a web address (not a file URL).
    public convenience init(forURL url: URL) {
        self.init(forURL: url, title: nil)
    }

    /// A two-line preview: the title, then the address (one line when the title is nil).
    public convenience init(forURL url: URL, title: String?) {
        let view = URLDragPreview.view(for: url, title: title)
        self.init(view: view, parameters: URLDragPreview.parameters(for: view))
    }
}

extension UITargetedDragPreview {
    public convenience init(forURL url: URL, target: UIDragPreviewTarget) {
        self.init(forURL: url, title: nil, target: target)
    }

    public convenience init(forURL url: URL, title: String?, target: UIDragPreviewTarget) {
        let view = URLDragPreview.view(for: url, title: title)
        self.init(view: view, parameters: URLDragPreview.parameters(for: view), target: target)
    }
}
