import Foundation
import Testing
@testable import SlatePort

@Suite("Reading project.pbxproj (old-style property lists)")
struct PBXObjectGraphTests {
    @Test("Block and line comments are skipped, wherever they stand")
    func comments() throws {
        let graph = try PBXObjectGraph(text: """
            // !$*UTF8*$!
            {
                /* a comment before the objects */
                objects = {
                    A1 /* Demo.swift */ = {isa = PBXFileReference; /* inline */ path = Demo.swift; // to the end of the line
                        sourceTree = "<group>"; };
                    R1 = {isa = PBXProject; targets = (/* none */); };
                };
                rootObject = R1 /* Project object */;
            }
            """)
        #expect(graph.rootObjectID == "R1")
        #expect(graph.object("A1")?.string("path") == "Demo.swift")
        #expect(graph.object("A1")?.string("sourceTree") == "<group>")
        #expect(graph.object("R1")?.strings("targets") == [])
    }

    @Test("Quoted strings keep escaped quotes, backslashes, newlines and \\U escapes; unquoted tokens keep $, /, . and -")
    func escapes() throws {
        let graph = try PBXObjectGraph(text: #"""
            {
                objects = {
                    A1 = {isa = PBXFileReference; name = "say \"hi\"\\ there\nnext"; path = "Caf\U00e9.swift"; };
                    A2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_FILE = $SRCROOT/Demo/Info-iOS.plist; }; };
                    R1 = {isa = PBXProject; };
                };
                rootObject = R1;
            }
            """#)
        #expect(graph.object("A1")?.string("name") == "say \"hi\"\\ there\nnext")
        #expect(graph.object("A1")?.string("path") == "Café.swift")
        let settings = graph.object("A2")?.dictionary("buildSettings")
        #expect(settings?["PRODUCT_NAME"] as? String == "$(TARGET_NAME)")
        #expect(settings?["INFOPLIST_FILE"] as? String == "$SRCROOT/Demo/Info-iOS.plist")
    }

    @Test("Nested dictionaries and arrays, with trailing commas, come back as dictionaries and arrays")
    func nested() throws {
        let graph = try PBXObjectGraph(text: """
            {
                objects = {
                    C1 = {isa = XCBuildConfiguration; buildSettings = {
                        LD_RUNPATH_SEARCH_PATHS = ("$(inherited)", "@executable_path/Frameworks", );
                        OTHER = {DEEP = {DEEPER = (a, (b, c), ); }; };
                    }; name = Release; };
                    R1 = {isa = PBXProject; };
                };
                rootObject = R1;
            }
            """)
        let settings = try #require(graph.object("C1")?.dictionary("buildSettings"))
        #expect(settings["LD_RUNPATH_SEARCH_PATHS"] as? [String] == ["$(inherited)", "@executable_path/Frameworks"])
        let deeper = ((settings["OTHER"] as? [String: Any])?["DEEP"] as? [String: Any])?["DEEPER"] as? [Any]
        #expect(deeper?.first as? String == "a")
        #expect(deeper?.last as? [String] == ["b", "c"])
        #expect(graph.objects(isa: "XCBuildConfiguration").map(\.id) == ["C1"])
    }

    @Test("A file that is not a property list, or lacks its objects or root, is refused with a reason")
    func malformed() {
        #expect(throws: PBXObjectGraph.ReadError.self) { try PBXObjectGraph(text: "{ objects = { A = {isa = X; }; ") }
        #expect(throws: PBXObjectGraph.ReadError.self) { try PBXObjectGraph(text: "{ rootObject = R1; }") }
        #expect(throws: PBXObjectGraph.ReadError.self) { try PBXObjectGraph(text: "{ objects = {}; rootObject = R1; }") }
    }
}
