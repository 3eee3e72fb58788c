import Foundation
import SlatePort

/// `slate`: Slate's command-line tool. Arguments are parsed by hand; there is one command.
let usage = """
    usage: slate port PATH/App.xcodeproj [--output DIR] [--force] [--target NAME] [--slate PATH]

    Writes a SwiftPM package that builds the Xcode project's app on Linux against Slate, and
    PORTING-REPORT.md in it listing what could not be converted.

      --output DIR    where to write (default: <ProjectName>-Slate beside the project)
      --force         write into DIR even if it is not empty
      --target NAME   the application target to port (default: the first)
      --slate PATH    the Slate package to depend on (default: $SLATE_PACKAGE, else the
                      checkout this tool was built from)

    """

/// The Slate checkout this tool was built from: three folders above this file.
let builtFromSlate = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("slate: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "port" else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 2)
}
arguments.removeFirst()
var project: String?
var output: String?
var force = false
var target: String?
var slate = ProcessInfo.processInfo.environment["SLATE_PACKAGE"].flatMap { $0.isEmpty ? nil : $0 } ?? builtFromSlate
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { fail("\(argument) needs a value", status: 2) }
        return arguments.removeFirst()
    }
    switch argument {
    case "--output", "-o": output = value()
    case "--force", "-f": force = true
    case "--target": target = value()
    case "--slate": slate = value()
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    default:
        if argument.hasPrefix("-") || project != nil { fail("unexpected argument \(argument)\n\(usage)", status: 2) }
        project = argument
    }
}
guard let project else { fail("which project?\n\(usage)", status: 2) }

let porter = Porter(options: Porter.Options(
    project: URL(fileURLWithPath: project), output: output.map { URL(fileURLWithPath: $0) }, force: force,
    slatePackage: URL(fileURLWithPath: slate).standardizedFileURL.path, targetName: target))
do {
    let result = try porter.run()
    print("Wrote \(result.output.path) (module \(result.module)); \(result.unconvertedCount) item(s) in PORTING-REPORT.md need attention.")
} catch {
    fail("\(error)")
}
