import Testing
@testable import SlatePort

@Suite("slate port's command line")
struct PortCommandTests {
    private func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> PortCommand? {
        try PortCommand(arguments: arguments, environment: environment, builtFromSlate: "/src/Slate")
    }

    @Test("The project, --output, --force, --target and --slate, in any order")
    func options() throws {
        let command = try #require(try parse(["port", "--force", "--output", "Out", "App.xcodeproj", "--target", "Pad", "--slate", "/s"]))
        #expect(command.project == "App.xcodeproj")
        #expect(command.output == "Out")
        #expect(command.force)
        #expect(command.target == "Pad")
        #expect(command.slate == "/s")
    }

    @Test("Slate defaults to SLATE_PACKAGE, else the checkout the tool was built from")
    func slateDefault() throws {
        #expect(try parse(["port", "A.xcodeproj"])?.slate == "/src/Slate")
        #expect(try parse(["port", "A.xcodeproj"], environment: ["SLATE_PACKAGE": "/elsewhere"])?.slate == "/elsewhere")
        #expect(try parse(["port", "A.xcodeproj"], environment: ["SLATE_PACKAGE": ""])?.slate == "/src/Slate")
    }

    @Test("Mistakes are refused: another command, a missing value, an unknown option, two projects, no project")
    func mistakes() {
        #expect(throws: PortCommand.ParseError.notPort) { try parse(["build"]) }
        #expect(throws: PortCommand.ParseError.missingValue("--output")) { try parse(["port", "A.xcodeproj", "--output"]) }
        #expect(throws: PortCommand.ParseError.missingValue("--output")) { try parse(["port", "--output", "--force", "A.xcodeproj"]) }
        #expect(throws: PortCommand.ParseError.unexpected("--verbose")) { try parse(["port", "A.xcodeproj", "--verbose"]) }
        #expect(throws: PortCommand.ParseError.unexpected("B.xcodeproj")) { try parse(["port", "A.xcodeproj", "B.xcodeproj"]) }
        #expect(throws: PortCommand.ParseError.noProject) { try parse(["port", "--force"]) }
    }

    @Test("--help asks for the usage")
    func help() throws {
        #expect(try parse(["--help"]) == nil)
        #expect(try parse(["port", "--help"]) == nil)
        #expect(PortCommand.usage.contains("--force"))
    }
}
