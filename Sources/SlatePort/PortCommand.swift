import Foundation

/// `slate port`'s command line, parsed by hand (one command with four options does not
/// need swift-argument-parser and its build time).
package struct PortCommand: Equatable {
    package static let usage = """
        usage: slate port PATH/App.xcodeproj [--output DIR] [--force] [--target NAME] [--slate PATH]

        Writes a SwiftPM package that builds the Xcode project's app on Linux against Slate, and
        PORTING-REPORT.md in it listing what could not be converted.

          --output DIR    where to write (default: <ProjectName>-Slate beside the project)
          --force         write into DIR even if it is not empty
          --target NAME   the application target to port (default: the first)
          --slate PATH    the Slate package to depend on (default: $SLATE_PACKAGE, else the
                          checkout this tool was built from)

        """

    package enum ParseError: Error, Equatable, CustomStringConvertible {
        case notPort
        case missingValue(String)
        case unexpected(String)
        case noProject

        package var description: String {
            switch self {
            case .notPort: "the only command is port"
            case .missingValue(let option): "\(option) needs a value"
            case .unexpected(let argument): "unexpected argument \(argument)"
            case .noProject: "which project? Name the .xcodeproj"
            }
        }
    }

    package var project: String
    package var output: String?
    package var force = false
    package var target: String?
    package var slate: String

    /// Parses `arguments` (without the program's name). `SLATE_PACKAGE` in `environment`, when
    /// set, replaces `builtFromSlate` as the default Slate package. Nil means help was asked for.
    package init?(arguments: [String], environment: [String: String], builtFromSlate: String) throws {
        var arguments = arguments
        if arguments.first == "--help" || arguments.first == "-h" { return nil }
        guard arguments.first == "port" else { throw ParseError.notPort }
        arguments.removeFirst()
        var project: String?
        slate = environment["SLATE_PACKAGE"].flatMap { $0.isEmpty ? nil : $0 } ?? builtFromSlate
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            func value() throws -> String {
                guard let next = arguments.first, !next.hasPrefix("--") else { throw ParseError.missingValue(argument) }
                return arguments.removeFirst()
            }
            switch argument {
            case "--output", "-o": output = try value()
            case "--force", "-f": force = true
            case "--target": target = try value()
            case "--slate": slate = try value()
            case "--help", "-h": return nil
            default:
                if argument.hasPrefix("-") || project != nil { throw ParseError.unexpected(argument) }
                project = argument
            }
        }
        guard let project else { throw ParseError.noProject }
        self.project = project
    }

    /// The porter's options, paths made absolute against the current directory.
    package var options: Porter.Options {
        Porter.Options(project: URL(fileURLWithPath: project), output: output.map { URL(fileURLWithPath: $0) }, force: force,
                       slatePackage: URL(fileURLWithPath: slate).standardizedFileURL.path, targetName: target)
    }
}
