import Foundation
import SlatePlatform

/// Asks a printer for its details through the desktop's CUPS library: an IPP
/// Get-Printer-Attributes request, as iOS's printing system sends one when an app contacts a
/// printer. libcups is loaded when first needed (GTK's print backend depends on it, so a
/// desktop that has GTK has it); without it, or without an answer, the printer is unreachable.
///
/// The printer is the local CUPS server's queue named by the URL's last path component (else
/// its host) — the queue `UIPrintInteractionController.print(to:)` sends jobs to, so that
/// contacting a printer and printing to it reach the same one.
enum CUPSPrinterQuery {
    /// Blocks while CUPS asks (call it off the main thread); nil when the printer does not answer.
    static func details(of url: URL) -> PlatformPrinterDetails? {
        guard let cups = CUPSLibrary.shared else { return nil }
        let target = Target(url: url)
        // A server that wants a password is not answered from here: no prompt on a terminal.
        cups.cupsSetPasswordCB2({ _, _, _, _, _ in nil }, nil)
        guard let request = cups.ippNewRequest(0x000B) else { return nil } // IPP_OP_GET_PRINTER_ATTRIBUTES
        // Group IPP_TAG_OPERATION; value tags IPP_TAG_URI and IPP_TAG_KEYWORD.
        _ = cups.ippAddString(request, 0x01, 0x45, "printer-uri", nil, target.printerURI)
        let wanted = ["printer-location", "printer-make-and-model", "color-supported", "sides-supported", "printer-kind"]
        withArrayOfCStrings(wanted) { values in
            _ = cups.ippAddStrings(request, 0x01, 0x44, "requested-attributes", Int32(wanted.count), nil, values)
        }
        // CUPS_HTTP_DEFAULT (the local server); cupsDoRequest frees the request.
        guard let response = cups.cupsDoRequest(nil, request, target.resource) else { return nil }
        defer { cups.ippDelete(response) }
        guard cups.ippGetStatusCode(response) < 0x0100 else { return nil } // successful-ok range

        func strings(_ name: String) -> [String] {
            guard let attribute = cups.ippFindAttribute(response, name, 0) else { return [] }
            return (0..<cups.ippGetCount(attribute)).compactMap { index in
                cups.ippGetString(attribute, index, nil).map { String(cString: $0) }
            }
        }
        var details = PlatformPrinterDetails()
        details.location = strings("printer-location").first.flatMap { $0.isEmpty ? nil : $0 }
        details.makeAndModel = strings("printer-make-and-model").first.flatMap { $0.isEmpty ? nil : $0 }
        if let color = cups.ippFindAttribute(response, "color-supported", 0) {
            details.supportsColor = cups.ippGetBoolean(color, 0) != 0
        }
        details.supportsDuplex = strings("sides-supported").contains { $0.hasPrefix("two-sided") }
        details.kinds = Set(strings("printer-kind"))
        return details
    }

    /// The queue a URL names and how the request names it.
    struct Target: Equatable {
        var queue: String
        var printerURI: String
        var resource: String

        init(url: URL) {
            queue = url.printerQueueName
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove("/")
            let escaped = queue.addingPercentEncoding(withAllowedCharacters: allowed) ?? queue
            printerURI = "ipp://localhost/printers/\(escaped)"
            resource = "/printers/\(escaped)"
        }
    }
}

/// The few libcups functions the query calls, found with `dlsym`.
private struct CUPSLibrary: @unchecked Sendable {
    typealias Pointer = OpaquePointer
    typealias PasswordCallback = @convention(c) (UnsafePointer<CChar>?, Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                                 UnsafeMutableRawPointer?) -> UnsafePointer<CChar>?
    let cupsSetPasswordCB2: @convention(c) (PasswordCallback?, UnsafeMutableRawPointer?) -> Void
    let ippNewRequest: @convention(c) (Int32) -> Pointer?
    let ippAddString: @convention(c) (Pointer?, Int32, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Pointer?
    let ippAddStrings: @convention(c) (Pointer?, Int32, Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?,
                                       UnsafePointer<UnsafePointer<CChar>?>?) -> Pointer?
    let cupsDoRequest: @convention(c) (Pointer?, Pointer?, UnsafePointer<CChar>?) -> Pointer?
    let ippGetStatusCode: @convention(c) (Pointer?) -> Int32
    let ippFindAttribute: @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32) -> Pointer?
    let ippGetCount: @convention(c) (Pointer?) -> Int32
    let ippGetString: @convention(c) (Pointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?
    let ippGetBoolean: @convention(c) (Pointer?, Int32) -> Int32
    let ippDelete: @convention(c) (Pointer?) -> Void

    /// Loaded once; nil when the desktop has no libcups.
    static let shared: CUPSLibrary? = {
        guard let handle = dlopen("libcups.so.2", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let cupsSetPasswordCB2 = symbol("cupsSetPasswordCB2", as: (@convention(c) (PasswordCallback?, UnsafeMutableRawPointer?) -> Void).self),
              let ippNewRequest = symbol("ippNewRequest", as: (@convention(c) (Int32) -> Pointer?).self),
              let ippAddString = symbol("ippAddString", as: (@convention(c) (Pointer?, Int32, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Pointer?).self),
              let ippAddStrings = symbol("ippAddStrings", as: (@convention(c) (Pointer?, Int32, Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<UnsafePointer<CChar>?>?) -> Pointer?).self),
              let cupsDoRequest = symbol("cupsDoRequest", as: (@convention(c) (Pointer?, Pointer?, UnsafePointer<CChar>?) -> Pointer?).self),
              let ippGetStatusCode = symbol("ippGetStatusCode", as: (@convention(c) (Pointer?) -> Int32).self),
              let ippFindAttribute = symbol("ippFindAttribute", as: (@convention(c) (Pointer?, UnsafePointer<CChar>?, Int32) -> Pointer?).self),
              let ippGetCount = symbol("ippGetCount", as: (@convention(c) (Pointer?) -> Int32).self),
              let ippGetString = symbol("ippGetString", as: (@convention(c) (Pointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?).self),
              let ippGetBoolean = symbol("ippGetBoolean", as: (@convention(c) (Pointer?, Int32) -> Int32).self),
              let ippDelete = symbol("ippDelete", as: (@convention(c) (Pointer?) -> Void).self) else { return nil }
        return CUPSLibrary(cupsSetPasswordCB2: cupsSetPasswordCB2, ippNewRequest: ippNewRequest, ippAddString: ippAddString,
                           ippAddStrings: ippAddStrings, cupsDoRequest: cupsDoRequest, ippGetStatusCode: ippGetStatusCode,
                           ippFindAttribute: ippFindAttribute, ippGetCount: ippGetCount, ippGetString: ippGetString,
                           ippGetBoolean: ippGetBoolean, ippDelete: ippDelete)
    }()
}

/// Calls `body` with `strings` as a C array of C strings, valid during the call.
private func withArrayOfCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
