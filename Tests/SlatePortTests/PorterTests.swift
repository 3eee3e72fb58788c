import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwiftParser
import SwiftSyntax
import Testing
@testable import SlatePort

@Suite("slate port: the generated package")
struct PorterTests {
    private func port(_ project: SyntheticProject, output: URL? = nil, force: Bool = false) throws -> Porter.Result {
        try Porter(options: Porter.Options(project: project.projectURL, output: output, force: force, slatePackage: "/opt/Slate")).run()
    }

    private func read(_ url: URL, _ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("The package's layout: manifest, rewritten sources, scene manifest, resources, launch test, desktop entry, icon, MIME types, installer, report")
    func layout() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let result = try port(project)
        #expect(result.output.path == project.root.appendingPathComponent("Demo-Slate").path)
        #expect(result.module == "Demo_App")
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: result.output.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: result.output.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { files.append(path) }
        }
        #expect(files.sorted() == [
            ".gitignore", "PORTING-REPORT.md", "Package.swift", "Scripts/install-desktop",
            "Sources/Demo_App/Demo/AppDelegate.swift", "Sources/Demo_App/Demo/Controllers/ViewController+Actions.swift",
            "Sources/Demo_App/Demo/SceneDelegate.swift", "Sources/Demo_App/Demo/ViewController.swift",
            "Sources/Demo_App/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json",
            "Sources/Demo_App/Resources/Assets.xcassets/AppIcon.appiconset/icon-1024.png",
            "Sources/Demo_App/Resources/Assets.xcassets/AppIcon.appiconset/icon-60@2x.png",
            "Sources/Demo_App/Resources/Assets.xcassets/Contents.json",
            "Sources/Demo_App/Resources/Base.lproj/Main.storyboard",
            "Sources/Demo_App/Resources/en.lproj/Localizable.strings",
            "Sources/Demo_App/SceneManifest.swift",
            "Tests/Demo_AppTests/LaunchTests.swift",
            "share/applications/demo_app.desktop",
            "share/icons/hicolor/512x512/apps/demo_app.png",
            "share/mime/packages/demo_app.xml",
        ])
        let attributes = try FileManager.default.attributesOfItem(atPath: result.output.appendingPathComponent("Scripts/install-desktop").path)
        #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o111 != 0)
    }

    @Test("Package.swift: Slate by path, resources copied, Swift 5 mode for a Swift 5 app, the launch test target")
    func manifest() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let manifest = try read(try port(project).output, "Package.swift")
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(manifest.contains(#".package(path: "/opt/Slate")"#))
        #expect(manifest.contains(#".product(name: "UIKit", package: "slate")"#))
        // Windows: the ported app links the GTK host, which UIKit does not.
        #expect(manifest.contains(#".product(name: "UIKitGTK", package: "slate")"#))
        #expect(manifest.contains("""
                        resources: [
                            .copy("Resources/Assets.xcassets"),
                            .copy("Resources/Base.lproj"),
                            .copy("Resources/en.lproj"),
                        ]
            """))
        #expect(manifest.contains("swiftLanguageModes: [.v5]"))
        #expect(manifest.contains(#".testTarget(name: "Demo_AppTests")"#))
    }

    @Test("The scene manifest, opening documents in place, the declared types and the desktop entry (its URL schemes) come from Info.plist and the build settings")
    func sceneManifestAndDesktop() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let output = try port(project).output
        #expect(try read(output, "Sources/Demo_App/SceneManifest.swift").contains("""
            extension AppDelegate {
                static var sceneManifest: UIApplicationSceneManifest? {
                    UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [
                        .init(name: "Default Configuration", delegateClass: SceneDelegate.self, storyboardName: "Main"),
                    ])
                }

                static var supportsOpeningDocumentsInPlace: Bool { true }

                static var declaredTypes: [UTType] {
                    [
                        .declare("org.example.Demo.recipe", conformingTo: [UTType("public.json")!, UTType("public.data")!], filenameExtensions: ["recipe"], description: "Demo Recipe"),
                        .declare("net.daringfireball.markdown", conformingTo: [UTType("public.plain-text")!], filenameExtensions: ["md", "markdown"], mimeTypes: ["text/markdown"], description: "Markdown", exported: false),
                        .declare("org.example.shape", conformingTo: [UTType("public.xml")!], filenameExtensions: ["shape"], exported: false),
                    ]
                }
            }
            """))
        let desktop = try read(output, "share/applications/demo_app.desktop")
        #expect(desktop.contains("Name=Demo \"App\"\n"))
        // The desktop launches the app with the files and links to open (%U); the app's
        // scheme, lowercased as the desktop's MIME types are, opens in it, and so do its
        // documents (see documentTypes()).
        #expect(desktop.contains("Exec=Demo_App %U\n"))
        #expect(desktop.contains("\nMimeType=x-scheme-handler/demo-app;"))
        #expect(desktop.contains("Icon=demo_app\n"))
        #expect(try read(output, "Sources/Demo_App/Demo/AppDelegate.swift").contains("@main\nfinal class AppDelegate"))
        #expect(try read(output, "Sources/Demo_App/Demo/SceneDelegate.swift").contains("final class SceneDelegate"))
    }

    @Test("A folder that is not empty is refused, and the message says --force; with --force it is written")
    func refusesNonEmptyOutput() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("Busy")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "mine".write(to: output.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let error = #expect(throws: Porter.Failure.self) { try port(project, output: output) }
        #expect(error?.description.contains("--force") == true)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Package.swift").path))
        _ = try port(project, output: output, force: true)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Package.swift").path))
        #expect(try read(output, "notes.txt") == "mine")
    }

    @Test("The report counts what was converted and lists what was not, with file and line")
    func report() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let result = try port(project)
        let report = try read(result.output, "PORTING-REPORT.md")
        #expect(report == result.reportText)
        #expect(report.hasPrefix("# Porting report: Demo\n"))
        for line in [
            "- `@IBOutlet` removed: 2\n",
            "- `interfaceBuilderConnections` added to classes: 1\n",
            "- `@UIApplicationMain` → `@main`: 1\n",
            "- `#selector(…)` → `Selector(\"name\", Type.method)`: 1\n",
            "- resources copied: storyboard: 1\n",
            "- `Demo/ViewController.swift:2`: `import MapKit`: Slate has no MapKit",
            "- `Demo/Helper.m:1`: m file in the Sources phase: not carried over",
            "- `Demo/Controllers/ViewController+Actions.swift:8`: `@IBAction tappedWithEvent(_:forEvent:)` takes 2 parameters",
            "- the target links MapKit.framework, which Slate does not provide\n",
            "- SWIFT_OBJC_BRIDGING_HEADER Demo/Demo-Bridging-Header.h: the Swift code may call the Objective-C it exposes, which is not ported\n",
            "- Target `DemoTests` (com.apple.product-type.bundle.unit-test) was not ported.\n",
        ] {
            #expect(report.contains(line), "\(line)")
        }
        // The six above and the unknown document type (see documentTypes()).
        #expect(result.unconvertedCount == 7)
    }

    @Test("A project without an application target is refused")
    func noAppTarget() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slate-noapp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let projectURL = root.appendingPathComponent("Lib.xcodeproj")
        try FileManager.default.createDirectory(at: projectURL, withIntermediateDirectories: true)
        try """
            { objects = { T1 = {isa = PBXNativeTarget; name = Lib; productType = "com.apple.product-type.framework"; };
                          R1 = {isa = PBXProject; targets = (T1, ); }; }; rootObject = R1; }
            """.write(to: projectURL.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(throws: Porter.Failure.self) {
            try Porter(options: Porter.Options(project: projectURL, slatePackage: "/opt/Slate")).run()
        }
    }

    @Test("Porting again with --force replaces the previous port's sources (a file removed from the project goes) and keeps the developer's own files")
    func portingAgain() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let output = try port(project).output
        let stale = output.appendingPathComponent("Sources/Demo_App/Demo/Removed.swift")
        try "// gone from the project".write(to: stale, atomically: true, encoding: .utf8)
        try "mine".write(to: output.appendingPathComponent("NOTES.md"), atomically: true, encoding: .utf8)
        #expect(throws: Porter.Failure.self) { try port(project) }
        _ = try port(project, force: true)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/Demo_App/Demo/AppDelegate.swift").path))
        #expect(try read(output, "NOTES.md") == "mine")
    }

    @Test("The report notes the deployment target and device family, and which targets were left")
    func notes() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let report = try port(project).reportText
        #expect(report.contains("- Deployment target: iOS 15.0; device family 1,2.\n"))
        #expect(report.contains("- SWIFT_VERSION is 5.0: the target builds in Swift 5 language mode.\n"))
    }

    @Test("The launch test runs the app headlessly to its first frame and is valid Swift")
    func launchTest() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let result = try port(project)
        let text = try read(result.output, "Tests/Demo_AppTests/LaunchTests.swift")
        #expect(text.contains(#"environment["SLATE_EXIT_AFTER_FIRST_FRAME"] = "1""#))
        #expect(text.contains(#"appendingPathComponent("Demo_App")"#))
        #expect(text.contains(#"split(separator: "\n")"#))
        #expect(!Parser.parse(source: text).hasError)
    }

    @Test("A project without SWIFT_VERSION (Xcode 7 or earlier) is noted as possibly Swift 2")
    func swiftVersionUnset() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let pbxproj = project.projectURL.appendingPathComponent("project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "SWIFT_VERSION = 4.2; ", with: "").replacingOccurrences(of: "SWIFT_VERSION = 5.0; ", with: "")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let report = try port(project).reportText
        #expect(report.contains("- SWIFT_VERSION is not set (projects last saved by Xcode 7 or earlier have none"))
        #expect(!report.contains("SWIFT_VERSION is 5.0"))
    }

    @Test("A Podfile's pods are reported one by one, and the Pods_ framework is not")
    func cocoaPods() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        try """
            platform :ios, '13.0'
            target 'Demo' do
              use_frameworks!
              pod 'Alamofire', '~> 5.0'
              pod "SnapKit"
              # pod 'Commented'
            end
            """.write(to: project.root.appendingPathComponent("Podfile"), atomically: true, encoding: .utf8)
        #expect(CocoaPods.pods(inPodfile: project.root.appendingPathComponent("Podfile")) == ["Alamofire", "SnapKit"])
        let report = try port(project).reportText
        #expect(report.contains("- CocoaPods pod `Alamofire` (Podfile): not ported"))
        #expect(report.contains("- CocoaPods pod `SnapKit` (Podfile): not ported"))
        #expect(!report.contains("Commented"))
    }

    @Test("Scripts/install-desktop installs the desktop entry (Exec the built executable), the icon and the app's MIME types under XDG_DATA_HOME")
    func installDesktop() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let output = try port(project).output
        // A stand-in for `swift` that builds nothing and names a products folder.
        let tools = project.root.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try "#!/bin/sh\ncase \"$*\" in *--show-bin-path*) echo /opt/products ;; esac\n"
            .write(to: tools.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent("swift").path)
        let data = project.root.appendingPathComponent("data")
        let process = Process()
        process.executableURL = output.appendingPathComponent("Scripts/install-desktop")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["XDG_DATA_HOME"] = data.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let entry = try read(data, "applications/demo_app.desktop")
        #expect(entry.contains("Exec=/opt/products/Demo_App %U\n"))
        #expect(entry.contains("Icon=demo_app\n"))
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("icons/hicolor/512x512/apps/demo_app.png").path))
        // The types the app defines, and the desktop's database rebuilt from them where
        // shared-mime-info is installed (as on every desktop): `*.recipe` is the app's type, a
        // kind of JSON.
        #expect(try read(data, "mime/packages/demo_app.xml") == (try read(output, "share/mime/packages/demo_app.xml")))
        if Self.hasUpdateMIMEDatabase {
            let recipe = try read(data, "mime/application/x-org.example.demo.recipe.xml")
            #expect(recipe.contains("<comment>Demo Recipe</comment>"))
            #expect(try read(data, "mime/globs2").contains(":application/x-org.example.demo.recipe:*.recipe\n"))
            #expect(try read(data, "mime/subclasses").contains("application/x-org.example.demo.recipe application/json\n"))
            #expect(try read(data, "mime/globs2").contains(":application/x-org.example.shape:*.shape\n"))
        } else {
            #expect(messages.contains("update-mime-database (shared-mime-info) is not installed"))
        }
        // The desktop finds the app for a type in update-desktop-database's cache; without the
        // tool the installer says so.
        if Self.hasTool("update-desktop-database") {
            #expect(try read(data, "applications/mimeinfo.cache").contains("application/x-org.example.demo.recipe=demo_app.desktop;"))
        } else {
            #expect(messages.contains("update-desktop-database (desktop-file-utils) is not installed: file managers will not offer the app"))
        }
    }

    static var hasUpdateMIMEDatabase: Bool { hasTool("update-mime-database") }

    static func hasTool(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    @Test("Document types: standard types through Slate's UniformTypeIdentifiers, the app's own through its declarations; alternates and unknown types left out and reported")
    func documentTypes() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let result = try port(project)
        let desktop = try read(result.output, "share/applications/demo_app.desktop")
        // In Info.plist's order: the exported recipe (no MIME type declared: one defined from its
        // identifier), the standard types, the imported Markdown's own MIME type, the imported
        // shape (defined). "Images" is an alternate handler and com.example.legacy-format is unknown.
        #expect(desktop.hasSuffix("MimeType=x-scheme-handler/demo-app;application/x-org.example.demo.recipe;text/plain;text/markdown;"
            + "application/json;application/pdf;image/png;application/x-org.example.shape;\n"))
        #expect(!desktop.contains("image/jpeg"))

        let xml = try read(result.output, "share/mime/packages/demo_app.xml")
        #expect(xml.contains("""
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
              <mime-type type="application/x-org.example.demo.recipe">
                <comment>Demo Recipe</comment>
                <sub-class-of type="application/json"/>
                <glob pattern="*.recipe"/>
              </mime-type>
              <mime-type type="application/x-org.example.shape">
                <comment>Shapes &amp; &quot;figures&quot;</comment>
                <sub-class-of type="application/xml"/>
                <glob pattern="*.shape"/>
              </mime-type>
            </mime-info>
            """))
        // Markdown belongs to another application, which defines text/markdown.
        #expect(!xml.contains("text/markdown"))
        // Well-formed, in shared-mime-info's namespace, as update-mime-database reads it.
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "mime-info" && root.uri == "http://www.freedesktop.org/standards/shared-mime-info")
        let namespace = "http://www.freedesktop.org/standards/shared-mime-info"
        let types = root.elements(forLocalName: "mime-type", uri: namespace)
        // (FoundationXML's attribute(forName:) finds no unprefixed attribute of an element in a namespace.)
        #expect(types.compactMap { $0.attributes?.first { $0.name == "type" }?.stringValue }
            == ["application/x-org.example.demo.recipe", "application/x-org.example.shape"])
        #expect(types.last?.elements(forLocalName: "comment", uri: namespace).first?.stringValue == "Shapes & \"figures\"")

        let report = result.reportText
        #expect(report.contains("- Info.plist document types → MIME types in the desktop entry's MimeType=: 7\n"))
        #expect(report.contains("- Info.plist type declarations → MIME types defined in share/mime/packages/demo_app.xml (installed by Scripts/install-desktop): 2\n"))
        #expect(report.contains("- Document type `public.plain-text` → text/plain.\n"))
        #expect(report.contains("- Document type `org.example.Demo.recipe` → application/x-org.example.demo.recipe.\n"))
        #expect(report.contains("- Defined application/x-org.example.demo.recipe (*.recipe), a kind of application/json: Demo Recipe.\n"))
        #expect(report.contains("- `com.example.legacy-format` (document type \"Legacy\") has no MIME type: it is neither among Slate's standard types nor declared"))
        #expect(report.contains("- Document type \"Images\" (LSHandlerRank Alternate): not in the desktop entry, which has no ranks"))
        #expect(report.contains("- Imported type `net.daringfireball.markdown` is text/markdown, which the application that owns it defines: not defined again.\n"))
    }

    @Test("--target chooses an application target by name; an unknown name is refused with the names there are")
    func choosingTarget() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let error = #expect(throws: Porter.Failure.self) {
            try Porter(options: Porter.Options(project: project.projectURL, slatePackage: "/opt/Slate", targetName: "Nope")).run()
        }
        #expect(error?.description == "no application target named Nope; the project has: Demo")
        let result = try Porter(options: Porter.Options(project: project.projectURL, slatePackage: "/opt/Slate", targetName: "Demo")).run()
        #expect(result.module == "Demo_App")
    }

    @Test("The icon is the largest PNG of AppIcon.appiconset, filed under the largest hicolor size not above its own")
    func icon() throws {
        let project = try SyntheticProject()
        defer { project.remove() }
        let target = try #require(try XcodeProject(contentsOf: project.projectURL).appTargets.first)
        let icon = try #require(AppIcon.find(in: target.resources))
        #expect(icon.file.lastPathComponent == "icon-1024.png")
        #expect(icon.size == 1024)
        #expect(icon.hicolorSize == 512)
        #expect(AppIcon(file: icon.file, size: 180).hicolorSize == 128)
        #expect(AppIcon(file: icon.file, size: 10).hicolorSize == 16)
        #expect(AppIcon.pngWidth(of: project.root.appendingPathComponent("Demo/Info.plist")) == nil)
    }
}
