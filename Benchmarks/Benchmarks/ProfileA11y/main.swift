import BenchmarkSupport
import UIKitTesting
import Foundation

@MainActor func run() {
    let read = CommandLine.arguments.count > 1
    let table = MillionRowTable()
    if read { _ = table.screen.attachScreenReader() }
    table.screen.presentFrame()
    for _ in 0..<50 { table.nextFrame() }
    let start = Date()
    for _ in 0..<1500 { table.nextFrame() }
    print(read ? "read" : "plain", Date().timeIntervalSince(start) / 1500 * 1000, "ms")
}
MainActor.assumeIsolated { run() }
