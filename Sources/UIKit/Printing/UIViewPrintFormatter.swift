import Foundation

/// Prints a view: its drawing (`UIView.draw(_:for:)`) at its size, scaled down to the page
/// width when wider, continued on as many pages as its height takes.
@MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    /// The view printed.
    public let view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    override func makeCopy() -> UIPrintFormatter { UIViewPrintFormatter(view: view) }

    /// Points of the view per point of paper.
    private func scale(for size: CGSize) -> CGFloat {
        let width = view.bounds.width
        return width > size.width && width > 0 ? size.width / width : 1
    }

    override func pageCount(forContentSize size: CGSize) -> Int {
        let height = view.bounds.height * scale(for: size)
        guard height > 0, view.bounds.width > 0 else { return 0 }
        return max(1, Int((height / size.height - 0.0001).rounded(.up)))
    }

    override func drawContent(in rect: CGRect, page: Int) {
        guard let context = UIGraphicsGetCurrentContext(), let size = contentSizePerPage else { return }
        let scale = scale(for: size)
        context.saveGState()
        context.clip(to: CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: size.height)))
        context.translateBy(x: rect.minX, y: rect.minY - CGFloat(page) * size.height)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
        view.draw(view.bounds, for: self)
        context.restoreGState()
    }
}

extension UIView {
    /// A new formatter printing the view, each time it is asked.
    public func viewPrintFormatter() -> UIViewPrintFormatter {
        UIViewPrintFormatter(view: self)
    }
}
