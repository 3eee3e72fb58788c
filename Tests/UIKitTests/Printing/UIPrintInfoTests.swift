import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("UIPrintInfo and UIPrintPaper")
struct UIPrintInfoTests {
    @Test("printInfo(): general output, portrait, no duplex, no printer, the app's name as job name")
    func defaults() {
        let info = UIPrintInfo.printInfo()
        #expect(info.outputType == .general)
        #expect(info.orientation == .portrait)
        #expect(info.duplex == .none)
        #expect(info.printerID == nil)
        #expect(!info.jobName.isEmpty)
    }

    @Test("dictionaryRepresentation round-trips through init(dictionary:); unknown keys and wrong types are ignored")
    func dictionaryRoundTrip() {
        let info = UIPrintInfo.printInfo()
        info.jobName = "Invoice 42"
        info.outputType = .photoGrayscale
        info.orientation = .landscape
        info.duplex = .shortEdge
        info.printerID = "ipp://office/printers/laser"
        let copy = UIPrintInfo(dictionary: info.dictionaryRepresentation)
        #expect(copy.jobName == "Invoice 42")
        #expect(copy.outputType == .photoGrayscale)
        #expect(copy.orientation == .landscape)
        #expect(copy.duplex == .shortEdge)
        #expect(copy.printerID == "ipp://office/printers/laser")
        let odd = UIPrintInfo(dictionary: ["orientation": "sideways", "duplex": 99, "jobName": 7, "other": true])
        #expect(odd.orientation == .portrait && odd.duplex == .none && !odd.jobName.isEmpty)
        #expect(UIPrintInfo(dictionary: nil).outputType == .general)
        let cloned = info.copy() as! UIPrintInfo
        cloned.jobName = "Other"
        #expect(info.jobName == "Invoice 42")
    }

    @Test("bestPaper: the smallest paper holding the content (either way round), else the largest")
    func bestPaper() {
        let papers = UIPrintPaper.standardPapers.all
        func best(_ width: CGFloat, _ height: CGFloat) -> CGSize {
            UIPrintPaper.bestPaper(forPageSize: CGSize(width: width, height: height), withPapersFrom: papers).paperSize
        }
        #expect(best(600, 780) == CGSize(width: 612, height: 792), "Letter")
        #expect(best(590, 840).width < 600, "A4: Letter is too short, Legal is bigger")
        #expect(best(792, 612) == CGSize(width: 612, height: 792), "landscape content fits Letter turned")
        #expect(best(200, 300) == CGSize(width: 288, height: 432), "4 × 6 photo")
        #expect(best(2000, 3000) == CGSize(width: 612, height: 1008), "nothing holds it: the largest, Legal")
        #expect(UIPrintPaper.bestPaper(forPageSize: CGSize(width: 10, height: 10), withPapersFrom: []).paperSize.width > 0)
    }

    @Test("Every paper's printable rect lies inside it, a quarter inch in")
    func printableRects() {
        for paper in UIPrintPaper.standardPapers.all {
            #expect(CGRect(origin: .zero, size: paper.paperSize).contains(paper.printableRect))
            #expect(paper.printableRect.minX == 18 && paper.printableRect.minY == 18)
        }
    }
}
