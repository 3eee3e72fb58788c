import Foundation
import SlatePlatform

/// The headless desktop's print dialog: open until a test answers it, as a user would — by
/// printing (to the virtual printer) or cancelling. Jobs sent to a printer the app chose
/// (`UIPrintInteractionController.print(to:)`) skip the dialog.
@MainActor
package final class HeadlessPrintDialog {
    package let job: PlatformPrintJob
    private let completion: PlatformPrintCompletion
    private unowned let host: HeadlessHost
    package private(set) var isAnswered = false

    init(job: PlatformPrintJob, host: HeadlessHost, completion: @escaping PlatformPrintCompletion) {
        self.job = job
        self.host = host
        self.completion = completion
    }

    /// The user presses Print: the job goes to the virtual printer.
    package func print() {
        host.printedJobs.append(job)
        answer(.printed)
    }

    /// The user closes the dialog or presses Cancel.
    package func cancel() {
        answer(.cancelled)
    }

    /// The printer refuses the job (out of paper, offline …).
    package func fail(_ message: String) {
        answer(.failed(message))
    }

    fileprivate func answer(_ result: PlatformPrintResult) {
        guard !isAnswered else { return }
        isAnswered = true
        host.openPrintDialogs.removeAll { $0 === self }
        let completion = self.completion
        host.schedule(at: host.currentTime) { completion(result) }
        host.setNeedsTurn()
    }
}

extension HeadlessHost {
    package var isPrintingAvailable: Bool { true }

    package func print(_ job: PlatformPrintJob, completion: @escaping PlatformPrintCompletion) {
        let dialog = HeadlessPrintDialog(job: job, host: self, completion: completion)
        if job.printerURL != nil {
            dialog.print()
        } else {
            openPrintDialogs.append(dialog)
        }
    }

    package func dismissPrintDialog() {
        openPrintDialogs.last?.cancel()
    }

    /// The queue the headless desktop always has.
    package static let virtualPrinterName = "Virtual_Printer"

    /// Answers from `printers`, by the URL's queue name (`printerQueueName`), on the next turn.
    package func contactPrinter(at url: URL, completion: @escaping PlatformPrinterContactCompletion) {
        let details = printers[url.printerQueueName]
        schedule(at: currentTime) { completion(details) }
        setNeedsTurn()
    }
}

extension PlatformPrinterDetails {
    /// The headless desktop's own printer: a colour, two-sided document and photo printer.
    package static let virtualPrinter = PlatformPrinterDetails(
        location: nil, makeAndModel: "Slate Virtual Printer", supportsColor: true, supportsDuplex: true, kinds: ["document", "photo"])
}
