import Foundation

/// A paper size a printer offers, and the part of it the printer can print on.
///
/// Slate's printers are the desktop's; UIKit offers the papers below (the usual sizes a
/// desktop printer takes), each with a quarter-inch unprintable margin. See docs/porting.md.
open class UIPrintPaper: NSObject, @unchecked Sendable {
    /// The paper's size in points, portrait.
    open private(set) var paperSize: CGSize
    /// The printable area, in the paper's coordinates (points, origin top-left).
    open private(set) var printableRect: CGRect

    init(paperSize: CGSize, printableRect: CGRect) {
        self.paperSize = paperSize
        self.printableRect = printableRect
        super.init()
    }

    convenience init(paperSize: CGSize, margin: CGFloat = 18) {
        self.init(paperSize: paperSize,
                  printableRect: CGRect(origin: .zero, size: paperSize).insetBy(dx: margin, dy: margin))
    }

    /// The paper in `paperList` best for content of `contentSize` points: the smallest that
    /// holds it (in either orientation), else the largest. With an empty list, the default
    /// paper.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper {
        guard !paperList.isEmpty else { return standardPapers.default }
        func fits(_ paper: UIPrintPaper) -> Bool {
            let size = paper.paperSize
            return (size.width >= contentSize.width && size.height >= contentSize.height)
                || (size.height >= contentSize.width && size.width >= contentSize.height)
        }
        func area(_ paper: UIPrintPaper) -> CGFloat { paper.paperSize.width * paper.paperSize.height }
        let fitting = paperList.filter(fits)
        if let smallest = fitting.min(by: { area($0) < area($1) }) { return smallest }
        return paperList.max(by: { area($0) < area($1) })!
    }

    open override var description: String {
        "<UIPrintPaper: \(paperSize.width) × \(paperSize.height), printable \(printableRect)>"
    }

    /// The papers a printer offers: US Letter, US Legal, A4, A5 and 4 × 6 in photo paper.
    static var standardPapers: (all: [UIPrintPaper], default: UIPrintPaper) {
        let letter = UIPrintPaper(paperSize: CGSize(width: 612, height: 792))
        let legal = UIPrintPaper(paperSize: CGSize(width: 612, height: 1008))
        let a4 = UIPrintPaper(paperSize: CGSize(width: 595.2756, height: 841.8898))
        let a5 = UIPrintPaper(paperSize: CGSize(width: 419.5276, height: 595.2756))
        let photo = UIPrintPaper(paperSize: CGSize(width: 288, height: 432))
        // Letter where North America and the Philippines use it (and with no region set), A4 elsewhere.
        let letterRegions: Set<String> = ["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "SV", "DO", "PR"]
        let region = Locale.current.region?.identifier
        let preferred = region.map { letterRegions.contains($0) } ?? true ? letter : a4
        return ([letter, legal, a4, a5, photo], preferred)
    }
}
