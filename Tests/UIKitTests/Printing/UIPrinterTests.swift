import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIPrinter`: a printer known by its URL, and what it says of itself once contacted.
@MainActor
@Suite("UIPrinter", .serialized, .exclusiveUIKit)
struct UIPrinterTests {
    /// The headless desktop's own printer, by an IPP URL on `host`.
    private func theVirtualPrinter(on host: String = "localhost") -> UIPrinter {
        UIPrinter(url: URL(string: "ipp://\(host)/printers/\(HeadlessScreen.virtualPrinterName)")!)
    }

    /// Contacts `printer` and returns what its handler heard once the turn is over.
    private func contact(_ printer: UIPrinter, on stage: PrintStage) -> Bool? {
        var reached: Bool?
        printer.contactPrinter { reached = $0 }
        stage.settle()
        return reached
    }

    @Test("Before it is contacted a printer's details are unknown: no location, make or model, colour, duplex or job types")
    func unknownBeforeContact() {
        let stage = PrintStage()
        let printer = theVirtualPrinter(on: "office.local")
        #expect(printer.displayLocation == nil && printer.makeAndModel == nil)
        #expect(!printer.supportsColor && !printer.supportsDuplex)
        #expect(printer.supportedJobTypes.isEmpty)
        withExtendedLifetime(stage.window) {}
    }

    @Test("contactPrinter reaches a printer on the desktop and reads its details; the handler hears on a later turn")
    func contactReadsDetails() {
        let stage = PrintStage()
        stage.screen.addPrinter(VirtualPrinter(name: "Laser_2", location: "Front Office", makeAndModel: "HP LaserJet 400 M401dne",
                                               supportsColor: false, supportsDuplex: true, jobTypes: [.document, .envelope]))
        let printer = UIPrinter(url: URL(string: "ipp://office.local/printers/Laser_2")!)
        var answers: [Bool] = []
        printer.contactPrinter { answers.append($0) }
        #expect(answers.isEmpty, "never inside the call")
        #expect(printer.makeAndModel == nil)
        stage.settle()
        #expect(answers == [true])
        #expect(printer.displayLocation == "Front Office")
        #expect(printer.makeAndModel == "HP LaserJet 400 M401dne")
        #expect(!printer.supportsColor && printer.supportsDuplex)
        #expect(printer.supportedJobTypes == [.document, .envelope])
        withExtendedLifetime(stage.window) {}
    }

    @Test("The headless desktop's own printer is a colour, two-sided document and photo printer")
    func virtualPrinter() {
        let stage = PrintStage()
        let printer = theVirtualPrinter()
        #expect(contact(printer, on: stage) == true)
        #expect(printer.makeAndModel == "Slate Virtual Printer" && printer.displayLocation == nil)
        #expect(printer.supportsColor && printer.supportsDuplex)
        #expect(printer.supportedJobTypes == [.document, .photo])
        withExtendedLifetime(stage.window) {}
    }

    @Test("A printer that cannot be reached: the handler hears false and the details stay unknown; a nil handler is fine")
    func unreachable() {
        let stage = PrintStage()
        let printer = UIPrinter(url: URL(string: "ipp://nowhere.local/printers/Gone")!)
        var reached: Bool?
        printer.contactPrinter { reached = $0 }
        printer.contactPrinter(nil)
        stage.settle()
        #expect(reached == false)
        #expect(printer.makeAndModel == nil && printer.supportedJobTypes.isEmpty)
        stage.screen.removePrinter(named: HeadlessScreen.virtualPrinterName)
        #expect(contact(theVirtualPrinter(), on: stage) == false, "taken off the desktop")
        withExtendedLifetime(stage.window) {}
    }

    @Test("JobTypes have UIKit's raw values and come from, and go back to, IPP's printer-kind keywords")
    func jobTypes() {
        #expect(UIPrinter.JobTypes.document.rawValue == 1 && UIPrinter.JobTypes.envelope.rawValue == 2)
        #expect(UIPrinter.JobTypes.label.rawValue == 4 && UIPrinter.JobTypes.photo.rawValue == 8)
        #expect(UIPrinter.JobTypes.receipt.rawValue == 16 && UIPrinter.JobTypes.roll.rawValue == 32)
        #expect(UIPrinter.JobTypes.largeFormat.rawValue == 64 && UIPrinter.JobTypes.postcard.rawValue == 128)
        #expect(UIPrinter.JobTypes(ippPrinterKinds: ["large-format", "roll", "unheard-of"]) == [.largeFormat, .roll])
        #expect(UIPrinter.JobTypes(ippPrinterKinds: []).isEmpty)
        #expect(UIPrinter.JobTypes([.largeFormat, .postcard, .document]).ippPrinterKinds == ["large-format", "postcard", "document"])
    }
}
