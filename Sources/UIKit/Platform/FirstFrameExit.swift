import CoreGraphics
import Foundation

/// `SLATE_EXIT_AFTER_FIRST_FRAME=1` under the headless host: the app runs until its first
/// frame is drawn and then exits, after reporting on standard error, for each window, its
/// size, how many colours its frame has (sampled) and the tree of view controllers from its
/// root — lines beginning `slate: first frame` that scripts read (Scripts/port-corpus).
/// `SLATE_FIRST_FRAME_PNG=path` also writes the first window's frame there (the others beside
/// it as `path-2.png` …); `SLATE_FIRST_FRAME_TIMEOUT` (seconds, default 20) bounds the wait for
/// a window in real time.
@MainActor
struct FirstFrameExit {
    var pngPath: String?
    var timeLimit: TimeInterval

    init?(environment: [String: String]) {
        guard environment["SLATE_EXIT_AFTER_FIRST_FRAME"] == "1" else { return nil }
        pngPath = environment["SLATE_FIRST_FRAME_PNG"].flatMap { $0.isEmpty ? nil : $0 }
        timeLimit = environment["SLATE_FIRST_FRAME_TIMEOUT"].flatMap(TimeInterval.init) ?? 20
    }

    func report(windows: [HeadlessWindow]) {
        var lines = ["slate: first frame of \(windows.count) window(s) drawn"]
        let uiWindows = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
        for (index, window) in windows.enumerated() {
            let frame = window.frame
            var line = "slate: first frame window \(index + 1): \(frame.width)x\(frame.height) px, \(Self.colourCount(frame)) colours"
            if let uiWindow = uiWindows.first(where: { $0.layer === window.rootLayer }) {
                line += ", root view controller: " + (uiWindow.rootViewController.map(Self.tree) ?? "none")
            }
            lines.append(line)
            if let pngPath {
                let path = index == 0 ? pngPath : pngPath.replacingOccurrences(of: ".png", with: "") + "-\(index + 1).png"
                do { try window.writePNG(to: URL(fileURLWithPath: path)) } catch {
                    lines.append("slate: first frame: could not write \(path): \(error)")
                }
            }
        }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// The controller's class and, in brackets, its children's, depth first.
    private static func tree(_ controller: UIViewController) -> String {
        let name = String(describing: type(of: controller))
        let children = controller.children
        return children.isEmpty ? name : name + "[" + children.map(tree).joined(separator: ", ") + "]"
    }

    /// Distinct pixel values among every fourth pixel of every fourth row (at most 1000 counted).
    private static func colourCount(_ image: CGImage) -> Int {
        guard let data = image.dataProvider?.data else { return 0 }
        let bytesPerPixel = image.bitsPerPixel / 8
        var colours = Set<UInt32>()
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            for y in stride(from: 0, to: image.height, by: 4) {
                for x in stride(from: 0, to: image.width, by: 4) {
                    let offset = y * image.bytesPerRow + x * bytesPerPixel
                    guard offset + bytesPerPixel <= buffer.count else { continue }
                    var value: UInt32 = 0
                    for byte in 0..<bytesPerPixel { value = value << 8 | UInt32(buffer[offset + byte]) }
                    colours.insert(value)
                    if colours.count >= 1000 { return }
                }
            }
        }
        return colours.count
    }
}
