import Foundation
import SlatePlatform

/// Asks a printer for its details through the desktop's CUPS library: an IPP
/// Get-Printer-Attributes request, as iOS's printing system sends one when an app contacts a
/// printer. libcups is loaded when first needed (GTK's print backend depends on it, so a
/// desktop that has GTK has it); without it, or without an answer, the printer is unreachable.
///
/// A URL with a host other than this machine's, or with a port other than CUPS's, is asked
/// directly (`ipp://host/…`, `ipps://…`); a queue name, or a `localhost` URL, is asked of the
/// local CUPS server.
enum CUPSPrinterQuery {
    /// Blocks while CUPS asks (call it off the main thread); nil when the printer does not answer.
    static func details(of url: URL) -> PlatformPrinterDetails? {
        guard let cups = CUPSLibrary.shared else { return nil }
        let target = Target(url: url)
        var connection: OpaquePointer?
        if let host = target.remoteHost {
            // HTTP_ENCRYPTION_ALWAYS for ipps, else IF_REQUESTED; AF_UNSPEC; blocking; 10 s.
            connection = cups.httpConnect2(host, Int32(target.port), nil, 0, target.isSecure ? 3 : 0, 1, 10_000, nil)
            guard connection != nil else { return nil }
        }
        defer { if let connection { cups.httpClose(connection) } }
        guard let request = cups.ippNewRequest(0x000B) else { return nil } // IPP_OP_GET_PRINTER_ATTRIBUTES
        // Group IPP_TAG_OPERATION; value tags IPP_TAG_URI and IPP_TAG_KEYWORD.
        _ = cups.ippAddString(request, 0x01, 0x45, "printer-uri", nil, target.printerURI)
        let wanted = ["printer-location", "printer-make-and-model", "color-supported", "sides-supported", "printer-kind"]
        withArrayOfCStrings(wanted) { values in
            _ = cups.ippAddStrings(request, 0x01, 0x44, "requested-attributes", Int32(wanted.count), nil, values)
        }
        // cupsDoRequest frees the request.
        guard let response = cups.cupsDoRequest(connection, request, target.resource) else { return nil }
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

    /// Where to send the request and what to call the printer in it.
    struct Target {
        var remoteHost: String?
        var port = 631
        var isSecure = false
        var printerURI: String
        var resource: String

        init(url: URL) {
            let local: Set<String> = ["localhost", "127.0.0.1", "::1", ProcessInfo.processInfo.hostName]
            // A local host on its own port is a printer of its own, not the CUPS server.
            if let scheme = url.scheme?.lowercased(), ["ipp", "ipps"].contains(scheme), let host = url.host,
               !local.contains(host) || (url.port ?? 631) != 631 {
                remoteHost = host
                port = url.port ?? 631
                isSecure = scheme == "ipps"
                printerURI = url.absoluteString
                resource = url.path.isEmpty ? "/" : url.path
            } else {
                let last = url.lastPathComponent
                let name = (!last.isEmpty && last != "/") ? last : (url.host ?? url.absoluteString)
                let escaped = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
                printerURI = "ipp://localhost/printers/\(escaped)"
                resource = "/printers/\(escaped)"
            }
        }
    }
}

/// The few libcups functions the query calls, found with `dlsym`.
private struct CUPSLibrary: @unchecked Sendable {
    typealias Pointer = OpaquePointer
    let httpConnect2: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?, Int32, Int32, Int32, Int32,
                                      UnsafeMutablePointer<Int32>?) -> Pointer?
    let httpClose: @convention(c) (Pointer?) -> Void
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
        guard let httpConnect2 = symbol("httpConnect2", as: (@convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?, Int32, Int32, Int32, Int32, UnsafeMutablePointer<Int32>?) -> Pointer?).self),
              let httpClose = symbol("httpClose", as: (@convention(c) (Pointer?) -> Void).self),
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
        return CUPSLibrary(httpConnect2: httpConnect2, httpClose: httpClose, ippNewRequest: ippNewRequest, ippAddString: ippAddString,
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
