import Foundation
import Testing
import UIKit

/// Golden images: PNGs committed beside the tests, in a `Goldens` folder next to the test
/// file that uses them.
///
/// A mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the golden and fails
/// the test. A missing golden is written from the actual image and fails the test, so it is
/// looked at before it is committed. `SLATE_RECORD_GOLDENS=1` rewrites every golden compared
/// (and fails, to make you look).
public enum GoldenImage {
    public enum Outcome: Equatable, Sendable {
        case matched
        case mismatched(differingPixels: Int, totalPixels: Int, maximumChannelDifference: Int)
        case sizeMismatch(actual: CGSize, expected: CGSize)
        case recorded
    }

    /// The golden's location for a test file.
    public static func url(named name: String, besideTestFile filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(name + ".png")
    }

    /// Compares `image` with the golden `name`, writing the actual and diff images on mismatch.
    public static func verify(_ image: CGImage, named name: String, tolerance: ImageTolerance = .standard,
                              filePath: String = #filePath) -> (outcome: Outcome, message: String) {
        let golden = url(named: name, besideTestFile: filePath)
        let actualURL = golden.deletingPathExtension().appendingPathExtension("actual.png")
        let diffURL = golden.deletingPathExtension().appendingPathExtension("diff.png")
        let recording = ProcessInfo.processInfo.environment["SLATE_RECORD_GOLDENS"] == "1"

        guard !recording, let expected = loadPNG(at: golden) else {
            try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? image.pngData()?.write(to: golden)
            let reason = recording ? "SLATE_RECORD_GOLDENS=1" : "there was no golden image"
            return (.recorded, "Recorded \(golden.path) because \(reason). Look at it; if it is right, commit it and run the test again.")
        }
        let comparison = ImageComparison.compare(image, with: expected, tolerance: tolerance)
        if comparison.passes(tolerance) {
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return (.matched, "matches \(golden.lastPathComponent)")
        }
        try? image.pngData()?.write(to: actualURL)
        try? comparison.diffImage?.pngData()?.write(to: diffURL)
        guard comparison.sizesMatch else {
            let actualSize = CGSize(width: image.width, height: image.height)
            let expectedSize = CGSize(width: expected.width, height: expected.height)
            return (.sizeMismatch(actual: actualSize, expected: expectedSize),
                    "\(name): frame is \(image.width)×\(image.height) px, golden is \(expected.width)×\(expected.height) px. Actual image: \(actualURL.path)")
        }
        return (.mismatched(differingPixels: comparison.differingPixels, totalPixels: comparison.totalPixels,
                            maximumChannelDifference: comparison.maximumChannelDifference),
                "\(name): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ by more than \(tolerance.channel) "
                    + "(largest difference \(comparison.maximumChannelDifference)). Actual: \(actualURL.path) Diff: \(diffURL.path)")
    }
}

/// Records a test issue unless `image` matches the golden image `name` (see `GoldenImage`).
public func expectGolden(_ image: CGImage, named name: String, tolerance: ImageTolerance = .standard,
                         filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let (outcome, message) = GoldenImage.verify(image, named: name, tolerance: tolerance, filePath: filePath)
    if outcome != .matched {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
