import Foundation

/// The renderer for `printingItem(s)`: each PDF's pages, then each image on a page of its
/// own, fitted to the printable area keeping their proportions. Items that are neither are
/// skipped.
@MainActor
final class PrintingItemsRenderer: UIPrintPageRenderer {
    private enum Page {
        case pdf(CGPDFPage)
        case image(UIImage)
    }

    private let pages: [Page]

    init(items: [Any]) {
        var pages: [Page] = []
        for item in items {
            switch item {
            case let image as UIImage:
                pages.append(.image(image))
            case let url as URL:
                if let data = url.isFileURL ? try? Data(contentsOf: url) : nil { pages += Self.pages(of: data) }
            case let data as Data:
                pages += Self.pages(of: data)
            case let data as NSData:
                pages += Self.pages(of: data as Data)
            default:
                break
            }
        }
        self.pages = pages
        super.init()
    }

    private static func pages(of data: Data) -> [Page] {
        if let document = CGDataProvider(data: data).flatMap(CGPDFDocument.init), document.isUnlocked {
            return (0..<document.numberOfPages).compactMap { document.page(at: $0 + 1).map(Page.pdf) }
        }
        return UIImage(data: data).map { [.image($0)] } ?? []
    }

    override var numberOfPages: Int { pages.count }

    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
        guard pages.indices.contains(pageIndex), contentRect.width > 0, contentRect.height > 0 else { return }
        switch pages[pageIndex] {
        case .image(let image):
            image.draw(in: Self.fit(image.size, in: contentRect))
        case .pdf(let page):
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let box = page.getBoxRect(.cropBox)
            guard box.width > 0, box.height > 0 else { return }
            let target = Self.fit(box.size, in: contentRect)
            context.saveGState()
            // The page's space is y up: flip it into the target rectangle.
            context.translateBy(x: target.minX, y: target.maxY)
            context.scaleBy(x: target.width / box.width, y: -target.height / box.height)
            context.translateBy(x: -box.minX, y: -box.minY)
            context.drawPDFPage(page)
            context.restoreGState()
        }
    }

    /// `size` scaled to fit `rect` keeping its proportions, centred.
    private static func fit(_ size: CGSize, in rect: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return rect }
        let scale = min(rect.width / size.width, rect.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(x: rect.midX - fitted.width / 2, y: rect.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    }
}
