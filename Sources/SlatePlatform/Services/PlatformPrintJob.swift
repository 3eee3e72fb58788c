import Foundation

/// A document UIKit has laid out and rendered for printing, handed to the desktop's print
/// dialog: GTK's under the GTK host (the user picks a printer, or Print to File), a virtual
/// printer that keeps the job under the headless host. Mac Catalyst shows the macOS print
/// panel the same way.
package struct PlatformPrintJob {
    package enum Orientation: Sendable { case portrait, landscape }
    package enum Duplex: Sendable { case none, longEdge, shortEdge }

    /// The job's name, shown in the dialog and the printer's queue.
    package var name: String
    /// The pages, as a PDF document (one PDF page per printed page).
    package var pdf: Data
    package var pageCount: Int
    /// The paper the pages were laid out for, in points (portrait: width ≤ height).
    package var paperSize: CGSize
    package var orientation: Orientation = .portrait
    package var duplex: Duplex = .none
    /// Whether the pages should print in gray.
    package var grayscale = false
    /// A printer the app chose (`UIPrinter`): print without a dialog when the host knows it.
    package var printerURL: URL?
    /// Whether the dialog offers the number of copies (`showsNumberOfCopies`).
    package var showsNumberOfCopies = true
    /// The window the dialog belongs to; nil for none.
    package var window: PlatformWindow?

    package init(name: String, pdf: Data, pageCount: Int, paperSize: CGSize) {
        self.name = name
        self.pdf = pdf
        self.pageCount = pageCount
        self.paperSize = paperSize
    }
}

/// How a print job ended.
package enum PlatformPrintResult: Equatable, Sendable {
    /// Sent to the printer (or written to a file).
    case printed
    /// The user closed the dialog without printing.
    case cancelled
    /// The printer or the desktop refused the job; the message says why.
    case failed(String)
}

package typealias PlatformPrintCompletion = @MainActor (PlatformPrintResult) -> Void
