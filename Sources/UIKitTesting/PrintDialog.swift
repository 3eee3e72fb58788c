import Foundation
import SlatePlatform
import UIKit

/// The desktop's print dialog as a headless test sees it: open until the test answers, as a
/// user would — by printing to the virtual printer, or by cancelling.
///
/// ```swift
/// controller.present(animated: false) { _, completed, _ in … }
/// let dialog = try #require(screen.printDialog)
/// dialog.print()
/// screen.presentFrame()   // the completion handler hears it on this turn
/// let job = try #require(screen.printedJobs.last)
/// ```
@MainActor
public final class PrintDialog {
    let dialog: HeadlessPrintDialog

    init(dialog: HeadlessPrintDialog) {
        self.dialog = dialog
    }

    /// The job on offer.
    public var job: PrintedJob { PrintedJob(dialog.job) }
    /// Whether the dialog was opened for a window (modal for it).
    public var hasParentWindow: Bool { dialog.job.window != nil }

    /// The user presses Print.
    public func print() { dialog.print() }
    /// The user cancels or closes the dialog.
    public func cancel() { dialog.cancel() }
    /// The printer refuses the job.
    public func fail(_ message: String) { dialog.fail(message) }
}

/// A job as the virtual printer received it.
public struct PrintedJob: @unchecked Sendable {
    public let name: String
    /// The pages as a PDF document.
    public let pdf: Data
    public let pageCount: Int
    /// The paper, in points (portrait).
    public let paperSize: CGSize
    public let isLandscape: Bool
    public let isGrayscale: Bool
    /// The printer the app chose, when it printed without the dialog.
    public let printerURL: URL?
    public let showsNumberOfCopies: Bool

    init(_ job: PlatformPrintJob) {
        name = job.name
        pdf = job.pdf
        pageCount = job.pageCount
        paperSize = job.paperSize
        isLandscape = job.orientation == .landscape
        isGrayscale = job.grayscale
        printerURL = job.printerURL
        showsNumberOfCopies = job.showsNumberOfCopies
    }
}

extension HeadlessScreen {
    /// The print dialog on show, or nil.
    public var printDialog: PrintDialog? {
        host.openPrintDialogs.last.map(PrintDialog.init)
    }

    /// Every job the virtual printer printed, in order.
    public var printedJobs: [PrintedJob] { host.printedJobs.map(PrintedJob.init) }
}

/// A printer on the headless desktop, as `UIPrinter.contactPrinter(_:)` finds it.
public struct VirtualPrinter: Sendable {
    /// The queue name: a `UIPrinter` reaches it by a URL ending in it (`ipp://host/printers/NAME`).
    public var name: String
    public var location: String?
    public var makeAndModel: String?
    public var supportsColor: Bool
    public var supportsDuplex: Bool
    public var jobTypes: UIPrinter.JobTypes

    public init(name: String, location: String? = nil, makeAndModel: String? = nil, supportsColor: Bool = false,
                supportsDuplex: Bool = false, jobTypes: UIPrinter.JobTypes = .document) {
        self.name = name
        self.location = location
        self.makeAndModel = makeAndModel
        self.supportsColor = supportsColor
        self.supportsDuplex = supportsDuplex
        self.jobTypes = jobTypes
    }

    var details: PlatformPrinterDetails {
        PlatformPrinterDetails(location: location, makeAndModel: makeAndModel, supportsColor: supportsColor,
                               supportsDuplex: supportsDuplex, kinds: jobTypes.ippPrinterKinds)
    }
}

extension HeadlessScreen {
    /// The queue the headless desktop always has (until a test removes it): a colour,
    /// two-sided document and photo printer, "Slate Virtual Printer".
    public static let virtualPrinterName = HeadlessHost.virtualPrinterName

    /// Puts `printer` on the desktop (replacing one of the same name): contacting it succeeds.
    public func addPrinter(_ printer: VirtualPrinter) {
        host.printers[printer.name] = printer.details
    }

    /// Takes the printer named `name` away: contacting it fails, as an unreachable one does.
    public func removePrinter(named name: String) {
        host.printers[name] = nil
    }
}
