import Foundation
import SlatePort

/// `slate`: Slate's command-line tool. Its one command, `port`, turns an Xcode app project
/// into a SwiftPM package that builds against Slate.

/// The Slate checkout this tool was built from (Sources/slate/main.swift, three folders up):
/// the default package a port depends on.
let builtFromSlate = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("slate: \(message)\n".utf8))
    exit(status)
}

let command: PortCommand
do {
    guard let parsed = try PortCommand(arguments: Array(CommandLine.arguments.dropFirst()),
                                       environment: ProcessInfo.processInfo.environment, builtFromSlate: builtFromSlate) else {
        print(PortCommand.usage, terminator: "")
        exit(0)
    }
    command = parsed
} catch {
    fail("\(error)\n\n\(PortCommand.usage)", status: 2)
}

do {
    let result = try Porter(options: command.options).run()
    print("Wrote \(result.output.path) (module \(result.module)); \(result.unconvertedCount) item(s) in PORTING-REPORT.md need attention.")
} catch {
    fail("\(error)", status: 1)
}
