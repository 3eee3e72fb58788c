@_implementationOnly import CGtk
import CoreGraphics
import Foundation
import SlatePlatform

/// The desktop's print dialog for one job: a `GtkPrintOperation`, which shows GTK's print
/// dialog (every CUPS printer, and Print to File as PDF, PostScript or SVG), modal for the
/// app's window, and draws the job's PDF pages (through Poppler) onto the chosen printer's
/// pages. A job for a printer the app chose prints without the dialog.
///
/// It keeps itself alive until GTK says the operation is done; the answer reaches UIKit on
/// the loop's next pass.
@MainActor
final class GTKPrintOperation {
    private static var running: [GTKPrintOperation] = []

    nonisolated(unsafe) private let operation: UnsafeMutablePointer<GtkPrintOperation>
    private let document: CGPDFDocument
    private let completion: PlatformPrintCompletion
    private unowned let host: GTKHost
    private var isDone = false

    private init?(_ job: PlatformPrintJob, host: GTKHost, completion: @escaping PlatformPrintCompletion) {
        guard let provider = CGDataProvider(data: job.pdf), let document = CGPDFDocument(provider) else { return nil }
        self.document = document
        self.host = host
        self.completion = completion
        operation = gtk_print_operation_new()!
        gtk_print_operation_set_job_name(operation, job.name)
        gtk_print_operation_set_n_pages(operation, Int32(job.pageCount))
        gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS)
        gtk_print_operation_set_use_full_page(operation, 1)
        gtk_print_operation_set_allow_async(operation, 1)

        let setup = gtk_page_setup_new()
        let paper = gtk_paper_size_new_custom("slate-paper", "Paper", Double(job.paperSize.width), Double(job.paperSize.height), GTK_UNIT_POINTS)
        gtk_page_setup_set_paper_size(setup, paper)
        gtk_paper_size_free(paper)
        gtk_page_setup_set_orientation(setup, job.orientation == .landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT)
        // The pages carry their own margins (UIKit laid them out inside the printable area).
        gtk_page_setup_set_top_margin(setup, 0, GTK_UNIT_POINTS)
        gtk_page_setup_set_bottom_margin(setup, 0, GTK_UNIT_POINTS)
        gtk_page_setup_set_left_margin(setup, 0, GTK_UNIT_POINTS)
        gtk_page_setup_set_right_margin(setup, 0, GTK_UNIT_POINTS)
        gtk_print_operation_set_default_page_setup(operation, setup)
        g_object_unref(UnsafeMutableRawPointer(setup))

        let settings = gtk_print_settings_new()
        switch job.duplex {
        case .none: gtk_print_settings_set_duplex(settings, GTK_PRINT_DUPLEX_SIMPLEX)
        case .longEdge: gtk_print_settings_set_duplex(settings, GTK_PRINT_DUPLEX_HORIZONTAL)
        case .shortEdge: gtk_print_settings_set_duplex(settings, GTK_PRINT_DUPLEX_VERTICAL)
        }
        if job.grayscale { gtk_print_settings_set_use_color(settings, 0) }
        if let printer = job.printerURL { gtk_print_settings_set_printer(settings, printer.printerQueueName) }
        gtk_print_operation_set_print_settings(operation, settings)
        g_object_unref(UnsafeMutableRawPointer(settings))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(operation))
    }

    static func run(_ job: PlatformPrintJob, host: GTKHost, completion: @escaping PlatformPrintCompletion) {
        guard let print = GTKPrintOperation(job, host: host, completion: completion) else {
            host.schedule(at: host.currentTime) { completion(.failed("The job's pages could not be read.")) }
            host.setNeedsTurn()
            return
        }
        running.append(print)
        let data = Unmanaged.passUnretained(print).toOpaque()
        GLibSignals.connect(OpaquePointer(print.operation), "draw-page", { _, context, page, data in
            guard let data, let context else { return }
            let print = Unmanaged<GTKPrintOperation>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { print.draw(page: Int(page), on: context) }
        }, data)
        GLibSignals.connect(OpaquePointer(print.operation), "done", { _, result, data in
            guard let data else { return }
            let print = Unmanaged<GTKPrintOperation>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { print.finish(result) }
        }, data)
        let parent = (job.window as? GTKWindow)?.gtkWindow
        let action = job.printerURL == nil ? GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG : GTK_PRINT_OPERATION_ACTION_PRINT
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(print.operation, action, parent, &error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            print.answer(.failed(message))
        } else if result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS {
            print.finish(result)
        }
    }

    static func dismissAll() {
        for print in running { gtk_print_operation_cancel(print.operation) }
    }

    /// Draws job page `page` (from 0) on the printer's page.
    private func draw(page: Int, on context: OpaquePointer) {
        guard let pdfPage = document.page(at: page + 1), let cairo = gtk_print_context_get_cairo_context(context) else { return }
        let size = CGSize(width: gtk_print_context_get_width(context), height: gtk_print_context_get_height(context))
        pdfPage.render(intoCairo: cairo, size: size)
    }

    private func finish(_ result: GtkPrintOperationResult) {
        switch result {
        case GTK_PRINT_OPERATION_RESULT_APPLY:
            answer(.printed)
        case GTK_PRINT_OPERATION_RESULT_ERROR:
            var error: UnsafeMutablePointer<GError>?
            gtk_print_operation_get_error(operation, &error)
            let message = error.map { String(cString: $0.pointee.message) } ?? "The print job failed."
            if let error { g_error_free(error) }
            answer(.failed(message))
        default:
            answer(.cancelled)
        }
    }

    private func answer(_ result: PlatformPrintResult) {
        guard !isDone else { return }
        isDone = true
        let completion = self.completion
        host.schedule(at: host.currentTime) {
            completion(result)
            GTKPrintOperation.running.removeAll { $0 === self }
        }
        host.setNeedsTurn()
    }
}

extension GTKHost {
    package var isPrintingAvailable: Bool { true }

    package func print(_ job: PlatformPrintJob, completion: @escaping PlatformPrintCompletion) {
        GTKPrintOperation.run(job, host: self, completion: completion)
    }

    /// CUPS asks the printer on a background thread (it may wait on the network); the answer
    /// comes back on the main actor.
    package func contactPrinter(at url: URL, completion: @escaping PlatformPrinterContactCompletion) {
        DispatchQueue.global(qos: .userInitiated).async {
            let details = CUPSPrinterQuery.details(of: url)
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(details) } }
        }
    }

    package func dismissPrintDialog() {
        GTKPrintOperation.dismissAll()
    }
}
