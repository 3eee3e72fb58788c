import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

/// The same work through Slate and through GTK4, in one run, and the floor beneath both:
/// writing every pixel of a 2732×2048 RGBA frame once. `Scripts/peer-table` prints them side
/// by side with ratios (docs/performance.md).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 100
    )

    // MARK: Full frame

    Benchmark("Full frame | Slate") { benchmark in
        await CardScene.measureFrames(benchmark) { $0.invalidateEverything() }
    }

    Benchmark("Full frame | GTK4 (GSK Cairo renderer)") { benchmark in
        GTKCardScene.measureFrames(benchmark) { $0.fullFrame() }
    }

    // MARK: Incremental frame

    Benchmark("Incremental frame | Slate") { benchmark in
        await CardScene.measureFrames(benchmark) { $0.changeOneBadge() }
    }

    Benchmark("Incremental frame | GTK4 (GSK Cairo renderer)") { benchmark in
        GTKCardScene.measureFrames(benchmark) { $0.changeOneBadge() }
    }

    // MARK: Constraint layout (GTK's needs a display: Scripts/peer-table starts Xvfb)

    Benchmark("Constraint layout: build and solve 1,000 views | Slate") { benchmark in
        await ConstraintGrid.measureBuilding(benchmark)
    }

    Benchmark("Constraint layout: change one constant | Slate") { benchmark in
        await ConstraintGrid.measureRelayout(benchmark) { grid, flip in grid.spacings[400].constant = flip ? 12 : 4 }
    }

    Benchmark("Constraint layout: resize the root | Slate") { benchmark in
        await ConstraintGrid.measureRelayout(benchmark) { grid, wide in grid.root.frame.size.width = wide ? 1024 : 1366 }
    }

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        Benchmark("Constraint layout: build and solve 1,000 views | GTK4 (GtkConstraintLayout)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                var grids: [GTKConstraintGrid] = []
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let grid = GTKConstraintGrid()
                    grid.layOut(width: 1366)
                    grids.append(grid)
                }
                benchmark.stopMeasurement()
                blackHole(grids)
            }
        }

        Benchmark("Constraint layout: change one constant | GTK4 (GtkConstraintLayout)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let grid = GTKConstraintGrid()
                grid.layOut(width: 1366)
                var flip = false
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    flip.toggle()
                    grid.setSpacing(400, to: flip ? 12 : 4)
                    grid.layOut(width: 1366)
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("Constraint layout: resize the root | GTK4 (GtkConstraintLayout)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let grid = GTKConstraintGrid()
                grid.layOut(width: 1366)
                // GTK lays out only what is in a mapped window: check it did.
                precondition(grid.firstCellWidth > 0, "GTK did not lay the constraint grid out")
                var wide = false
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    wide.toggle()
                    grid.layOut(width: wide ? 1024 : 1366)
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // MARK: Long lists

    Benchmark("List: scroll 1,000,000 rows one screen per step, layout only | Slate") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = MillionRowTable()
            // As its twin: three steps first, so that the rows a step brings in are reused ones.
            for _ in 0..<3 { table.nextLayout() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.nextLayout() }
            benchmark.stopMeasurement()
        }
    }

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        Benchmark("List: scroll 1,000,000 rows one screen per step, layout only | GTK4 (GtkListView)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let list = GTKMillionRowList()
                let boundBefore = GTKMillionRowList.bound
                // GTK binds the rows a step brings into view at the step after (it keeps about
                // 200 rows bound around the view); check that steps do bind new rows.
                for _ in 0..<3 { list.nextLayout() }
                precondition(GTKMillionRowList.bound > boundBefore && list.offset > 0, "GTK did not scroll the list")
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { list.nextLayout() }
                benchmark.stopMeasurement()
            }
        }
    }

    // End to end: the same steps, each frame also drawn — Slate composites the window's 2732×2048
    // pixels, GTK snapshots it and renders it with GSK's Cairo renderer into a texture that size.
    Benchmark("List: scroll 1,000,000 rows one screen per step, drawn | Slate") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = MillionRowTable()
            for _ in 0..<3 { table.nextFrame() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.nextFrame() }
            benchmark.stopMeasurement()
        }
    }

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        Benchmark("List: scroll 1,000,000 rows one screen per step, drawn | GTK4 (GtkListView, GSK Cairo renderer)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let list = GTKMillionRowList()
                let boundBefore = GTKMillionRowList.bound
                for _ in 0..<3 { list.nextFrame() }
                precondition(GTKMillionRowList.bound > boundBefore && list.offset > 0, "GTK did not scroll the list")
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { list.nextFrame() }
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("List: jump to a random row of 1,000,000, layout only | Slate") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = MillionRowTable()
            let rows = SeededRows.make(benchmark.scaledIterations.count, below: MillionRowTable.rows)
            // As its twin: two jumps first.
            table.jumpLayout(toRow: 500_000)
            table.jumpLayout(toRow: 250_000)
            benchmark.startMeasurement()
            for row in rows { table.jumpLayout(toRow: row) }
            benchmark.stopMeasurement()
        }
    }

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        Benchmark("List: jump to a random row of 1,000,000, layout only | GTK4 (GtkListView)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let list = GTKMillionRowList()
                let rows = SeededRows.make(benchmark.scaledIterations.count, below: MillionRowTable.rows)
                let boundBefore = GTKMillionRowList.bound
                list.jumpLayout(toRow: 500_000)
                list.jumpLayout(toRow: 250_000)
                precondition(GTKMillionRowList.bound > boundBefore && list.offset > 0, "GTK did not jump")
                benchmark.startMeasurement()
                for row in rows { list.jumpLayout(toRow: row) }
                benchmark.stopMeasurement()
            }
        }
    }

    // Resident memory per visible row: what showing the rows (and scrolling three screens)
    // adds to a window that already shows an empty list, over the 24 rows a screen shows.
    // Each side first measures one label's text, so that loading the fonts — once per
    // process, whatever the rows — is not divided among them.
    // Measured for 1,000 and for 1,000,000 rows: it should not depend on the count. One sample
    // each, the first in its process: later ones would reuse memory the first freed.
    let perRow = BenchmarkMetric.custom("Resident per visible row (KB)", useScalingFactor: false)
    let memoryConfiguration = Benchmark.Configuration(metrics: [perRow], warmupIterations: 0, maxIterations: 1)
    for (count, rows) in [(1_000, "1,000"), (1_000_000, "1,000,000")] {
        Benchmark("List: resident memory per visible row, \(rows) rows | Slate", configuration: memoryConfiguration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            let kilobytes = await MainActor.run {
                let table = MillionRowTable(rows: 0)
                TextWarmUp.measureOneLabel()
                let before = ResidentMemory.bytes()
                table.rowCount = count
                table.table.reloadData()
                table.screen.presentFrame()
                for _ in 0..<3 { table.nextFrame() }
                return (ResidentMemory.bytes() - before) / MillionRowTable.visibleRows / 1024
            }
            benchmark.measurement(perRow, kilobytes)
        }

        if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
            Benchmark("List: resident memory per visible row, \(rows) rows | GTK4 (GtkListView)", configuration: memoryConfiguration) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                let kilobytes = await MainActor.run {
                    guard GTKConstraintGrid.isAvailable else { return 0 }
                    let list = GTKMillionRowList(count: count, showingRows: false)
                    list.settle()
                    GTKTextWarmUp.measureOneLabel()
                    let before = ResidentMemory.bytes()
                    list.showRows()
                    for _ in 0..<3 {
                        list.nextLayout()
                        list.settle()
                    }
                    return (ResidentMemory.bytes() - before) / MillionRowTable.visibleRows / 1024
                }
                benchmark.measurement(perRow, kilobytes)
            }
        }
    }

    // MARK: Grids

    Benchmark("Grid: scroll 100,000 items one screen per step, layout only | Slate") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let grid = HundredThousandItemGrid()
            for _ in 0..<3 { grid.nextLayout() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { grid.nextLayout() }
            benchmark.stopMeasurement()
        }
    }

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        Benchmark("Grid: scroll 100,000 items one screen per step, layout only | GTK4 (GtkGridView)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let grid = GTKHundredThousandGrid()
                let boundBefore = GTKHundredThousandGrid.bound
                for _ in 0..<3 { grid.nextLayout() }
                precondition(GTKHundredThousandGrid.bound > boundBefore && grid.offset > 0, "GTK did not scroll the grid")
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { grid.nextLayout() }
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Grid: scroll 100,000 items one screen per step, drawn | Slate") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let grid = HundredThousandItemGrid()
            for _ in 0..<3 { grid.nextFrame() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { grid.nextFrame() }
            benchmark.stopMeasurement()
        }
    }

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        Benchmark("Grid: scroll 100,000 items one screen per step, drawn | GTK4 (GtkGridView, GSK Cairo renderer)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let grid = GTKHundredThousandGrid()
                let boundBefore = GTKHundredThousandGrid.bound
                for _ in 0..<3 { grid.nextFrame() }
                precondition(GTKHundredThousandGrid.bound > boundBefore && grid.offset > 0, "GTK did not scroll the grid")
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { grid.nextFrame() }
                benchmark.stopMeasurement()
            }
        }
    }

    // MARK: Long text, end to end

    Benchmark("Text: scroll a 10,000-line document one screen per step, drawn | Slate") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let document = LongTextDocument()
            for _ in 0..<3 { document.nextFrame() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { document.nextFrame() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Text: type a character in the middle of a 10,000-line document, drawn | Slate") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let document = LongTextDocument()
            document.beginTypingInTheMiddle()
            for _ in 0..<3 { document.typeCharacter() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { document.typeCharacter() }
            benchmark.stopMeasurement()
        }
    }

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        Benchmark("Text: scroll a 10,000-line document one screen per step, drawn | GTK4 (GtkTextView, GSK Cairo renderer)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let document = GTKLongText()
                for _ in 0..<3 { document.nextFrame() }
                precondition(document.offset > 0, "GTK did not scroll the text")
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { document.nextFrame() }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("Text: type a character in the middle of a 10,000-line document, drawn | GTK4 (GtkTextView, GSK Cairo renderer)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                guard GTKConstraintGrid.isAvailable else { return }
                let document = GTKLongText()
                document.beginTypingInTheMiddle()
                precondition(document.offset > 0, "GTK did not scroll to the middle")
                for _ in 0..<3 { document.typeCharacter() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { document.typeCharacter() }
                benchmark.stopMeasurement()
            }
        }
    }

    // MARK: On screen (Scripts/peer-table runs an Xvfb of 2732×2048 pixels with GDK_SCALE=2)

    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
        let onScreen = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 1,
                                               maxDuration: .seconds(20), maxIterations: 20)
        Benchmark("Start to first frame on screen | Slate (the Gallery)", configuration: onScreen) { benchmark in
            _ = GalleryBinary.url
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { precondition(GalleryBinary.startUntilFirstFrame(), "the Gallery did not show a frame") }
            benchmark.stopMeasurement()
        }

        Benchmark("Start to first frame on screen | GTK4 (a page like it in GTK widgets: GTKGalleryTwin)", configuration: onScreen) { benchmark in
            let twin = slateRoot.appendingPathComponent("Benchmarks/.build/release/GTKGalleryTwin")
            precondition(FileManager.default.isExecutableFile(atPath: twin.path),
                         "\(twin.path) is missing: Scripts/peer-table builds it (swift build -c release --product GTKGalleryTwin)")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { precondition(FirstFrameProgram.run(twin), "GTKGalleryTwin did not paint") }
            benchmark.stopMeasurement()
        }

        // Each iteration is one step of a drag between 1366 and 966 points wide, 10 points a
        // step: the X server resizes the window, GTK allocates, the toolkit lays out and draws
        // the 2732×2048-pixel frame, GTK paints it.
        Benchmark("Continuous resize: one frame per step | Slate", configuration: .init(maxIterations: 400)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let session = ResizeSession.shared
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { precondition(session.nextStep(), "no frame after a resize") }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("Continuous resize: one frame per step | GTK4 (the same page in GTK widgets)", configuration: .init(maxIterations: 400)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let session = GTKResizeSession.shared
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { precondition(session.nextStep(), "no paint after a resize") }
                benchmark.stopMeasurement()
            }
        }
    }

    // MARK: The floor

    Benchmark("Floor | write a 2732×2048 RGBA frame (memset)") { benchmark in
        let count = 2732 * 2048 * 4
        let frame = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer { frame.deallocate() }
        memset(frame, 0, count)
        var value: Int32 = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            value = (value + 1) & 0xFF
            memset(frame, value, count)
            blackHole(frame.load(fromByteOffset: count / 2, as: UInt8.self))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Floor | copy a 2732×2048 RGBA frame (memcpy)") { benchmark in
        let count = 2732 * 2048 * 4
        let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        let frame = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer {
            source.deallocate()
            frame.deallocate()
        }
        memset(source, 7, count)
        memset(frame, 0, count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            memcpy(frame, source, count)
            blackHole(frame.load(fromByteOffset: count / 2, as: UInt8.self))
        }
        benchmark.stopMeasurement()
    }
}
