import Foundation

/// What a printer said of itself when it was contacted (`UIPrinter.contactPrinter(_:)`): the
/// IPP attributes UIKit's printer properties come from.
package struct PlatformPrinterDetails: Equatable, Sendable {
    /// `printer-location`: where it stands, for people ("Front Office").
    package var location: String?
    /// `printer-make-and-model`.
    package var makeAndModel: String?
    /// `color-supported`.
    package var supportsColor: Bool
    /// Whether `sides-supported` offers a two-sided mode.
    package var supportsDuplex: Bool
    /// `printer-kind`: the IPP keywords of what it prints on (`document`, `envelope`, `label`,
    /// `large-format`, `photo`, `postcard`, `receipt`, `roll`); empty when it does not say.
    package var kinds: Set<String>

    package init(location: String? = nil, makeAndModel: String? = nil, supportsColor: Bool = false,
                 supportsDuplex: Bool = false, kinds: Set<String> = []) {
        self.location = location
        self.makeAndModel = makeAndModel
        self.supportsColor = supportsColor
        self.supportsDuplex = supportsDuplex
        self.kinds = kinds
    }
}

/// Hears a printer's details, or nil when it could not be reached.
package typealias PlatformPrinterContactCompletion = @MainActor (PlatformPrinterDetails?) -> Void

extension URL {
    /// The desktop printer queue a `UIPrinter` URL names: its last path component
    /// (`ipp://host/printers/NAME`), else its host (`ipp://NAME`) — whichever way the printer
    /// is reached, contacted or printed to.
    package var printerQueueName: String {
        // `lastPathComponent` is already percent-decoded.
        let last = lastPathComponent
        if !last.isEmpty, last != "/" { return last }
        return host ?? absoluteString
    }
}
