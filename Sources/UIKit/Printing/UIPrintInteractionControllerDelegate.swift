import Foundation

/// What a print interaction controller tells and asks its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    /// The view controller the print dialog belongs to; its window is the dialog's parent.
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController?
    /// The paper to print on, from the printer's `paperList`; the default is
    /// `UIPrintPaper.bestPaper(forPageSize:withPapersFrom:)` for the printer's default paper.
    func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
}

extension UIPrintInteractionControllerDelegate {
    public func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController? { nil }
    public func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
        UIPrintPaper.bestPaper(forPageSize: UIPrintPaper.standardPapers.default.paperSize, withPapersFrom: paperList)
    }
    public func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
}
