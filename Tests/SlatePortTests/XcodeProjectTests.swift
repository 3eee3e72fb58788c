import Foundation
import Testing
@testable import SlatePort

@Suite("The Xcode project model")
struct XcodeProjectTests {
    @Test("The app target, its Swift and other sources resolved through groups, and non-app targets set aside")
    func sources() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let model = try XcodeProject(contentsOf: project.projectURL)
        #expect(model.name == "Demo")
        #expect(model.appTargets.map(\.name) == ["Demo"])
        #expect(model.otherTargets.map(\.name) == ["DemoTests"])
        let target = try #require(model.appTargets.first)
        let demo = project.root.appendingPathComponent("Demo").standardizedFileURL.path
        #expect(target.swiftSources.map(\.standardizedFileURL.path) == [
            "\(demo)/AppDelegate.swift", "\(demo)/SceneDelegate.swift", "\(demo)/ViewController.swift",
            "\(demo)/Controllers/ViewController+Actions.swift",
        ])
        #expect(target.otherSources.map(\.lastPathComponent) == ["Helper.m"])
    }

    @Test("Resources keep their .lproj folders (variant groups), and SDK frameworks are named")
    func resourcesAndFrameworks() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let target = try #require(try XcodeProject(contentsOf: project.projectURL).appTargets.first)
        #expect(target.resources.map(\.destination) == ["Base.lproj/Main.storyboard", "Assets.xcassets", "en.lproj/Localizable.strings"])
        #expect(target.resources.map(\.kind) == ["storyboard", "asset catalog", "strings"])
        #expect(target.frameworks == ["MapKit.framework"])
    }

    @Test("Build settings: Release over Debug, the project's beneath the target's, names expanded")
    func settings() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let model = try XcodeProject(contentsOf: project.projectURL)
        let target = try #require(model.appTargets.first)
        #expect(target.productName == "Demo App")
        #expect(target.moduleName == "Demo_App")
        #expect(target.swiftVersion == 5.0)
        #expect(target.buildSettings["IPHONEOS_DEPLOYMENT_TARGET"] == "15.0")
        #expect(target.buildSettings["TARGETED_DEVICE_FAMILY"] == "1,2")
        #expect(target.infoPlistURL(sourceRoot: model.sourceRoot)?.path == model.sourceRoot.appendingPathComponent("Demo/Info.plist").path)
    }

    @Test("An Xcode 16 synchronized folder: its Swift files compile, the rest is bundled, its exceptions are left out")
    func synchronizedFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slate-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sync/App.swift": "", "Sync/Views/Row.swift": "", "Sync/Info.plist": "<plist/>", "Sync/Notes.txt": "",
            "Sync/Base.lproj/Main.storyboard": "<document/>", "Sync/Assets.xcassets/Contents.json": "{}",
            "Sync/Legacy.m": "",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let graph = try PBXObjectGraph(text: """
            {
                objects = {
                    S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Sync; sourceTree = "<group>"; };
                    E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Notes.txt, ); target = T1; };
                    G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Sync; productType = "com.apple.product-type.application"; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Sync/Info.plist; }; name = Debug; };
                    R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
                };
                rootObject = R1;
            }
            """)
        let model = XcodeProject(url: root.appendingPathComponent("Sync.xcodeproj"), graph: graph)
        let target = try #require(model.appTargets.first)
        #expect(target.swiftSources.map(\.lastPathComponent) == ["App.swift", "Row.swift"])
        #expect(target.otherSources.map(\.lastPathComponent) == ["Legacy.m"])
        #expect(target.resources.map(\.destination) == ["Assets.xcassets", "Base.lproj/Main.storyboard"])
    }

    @Test("A reference missing at its path is found as a Mac finds it: another letter case, or moved into its group's folder")
    func relocatedReferences() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slate-moved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["TodoList/App.swift", "TodoList/Views/Cell.swift", "TodoList/Views/Cell.xib", "TodoList/Models/Item.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "".write(to: url, atomically: true, encoding: .utf8)
        }
        // As nnascim/TodoList's project has them: Views' files named from the author's own
        // checkout (`ToDoList`), and a folder written in another case.
        let graph = try PBXObjectGraph(text: """
            {
                objects = {
                    F1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; name = Cell.swift; path = ../../../ToDoList/TodoList/Views/Cell.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; name = Cell.xib; path = ../../../ToDoList/TodoList/Views/Cell.xib; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; path = MODELS/Item.swift; sourceTree = "<group>"; };
                    F5 = {isa = PBXFileReference; path = ../Elsewhere/Gone.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    B3 = {isa = PBXBuildFile; fileRef = F3; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    B5 = {isa = PBXBuildFile; fileRef = F5; };
                    G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, F4, F5, G2, ); path = TodoList; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (F2, F3, ); path = Views; sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B4, B5, ); };
                    P2 = {isa = PBXResourcesBuildPhase; files = (B3, ); };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, P2, ); name = TodoList; productType = "com.apple.product-type.application"; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                    R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
                };
                rootObject = R1;
            }
            """)
        let model = XcodeProject(url: root.appendingPathComponent("TodoList.xcodeproj"), graph: graph)
        let target = try #require(model.appTargets.first)
        let base = root.standardizedFileURL.path
        #expect(target.swiftSources.map(\.standardizedFileURL.path) == [
            "\(base)/TodoList/App.swift", "\(base)/TodoList/Views/Cell.swift", "\(base)/TodoList/Models/Item.swift",
            "\(base)/Elsewhere/Gone.swift",
        ])
        #expect(target.resources.map(\.source.standardizedFileURL.path) == ["\(base)/TodoList/Views/Cell.xib"])
    }

    @Test("A folder without project.pbxproj is not a project")
    func notAProject() {
        #expect(throws: XcodeProject.ReadError.self) { try XcodeProject(contentsOf: FileManager.default.temporaryDirectory.appendingPathComponent("None.xcodeproj")) }
    }
}
