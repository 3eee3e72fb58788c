import Foundation
import SwiftParser
import SwiftSyntax

/// `slate port`: reads an Xcode app project and writes a SwiftPM package that builds the app
/// on Linux against Slate, with `PORTING-REPORT.md` saying what is left to do.
package struct Porter {
    package struct Options {
        /// The `.xcodeproj` folder (or its `project.pbxproj`).
        package var project: URL
        /// Where to write; default `<ProjectName>-Slate` beside the project.
        package var output: URL?
        /// Write into a folder that is not empty.
        package var force = false
        /// Slate's package folder, for `.package(path:)`.
        package var slatePackage: String
        /// The app target to port; default the first.
        package var targetName: String?

        package init(project: URL, output: URL? = nil, force: Bool = false, slatePackage: String, targetName: String? = nil) {
            self.project = project
            self.output = output
            self.force = force
            self.slatePackage = slatePackage
            self.targetName = targetName
        }
    }

    package enum Failure: Error, CustomStringConvertible {
        case noAppTarget(String)
        case unknownTarget(String, [String])
        case outputNotEmpty(String)

        package var description: String {
            switch self {
            case .noAppTarget(let project):
                "\(project) has no application target (a PBXNativeTarget of product type com.apple.product-type.application)"
            case .unknownTarget(let name, let names):
                "no application target named \(name); the project has: \(names.joined(separator: ", "))"
            case .outputNotEmpty(let path):
                "\(path) exists and is not empty; choose another --output, or pass --force to write into it"
            }
        }
    }

    /// What a port produced.
    package struct Result {
        package var output: URL
        package var module: String
        package var reportText: String
        /// Items the report lists as not converted.
        package var unconvertedCount: Int
    }

    let options: Options

    package init(options: Options) {
        self.options = options
    }

    package func run() throws -> Result {
        let project = try XcodeProject(contentsOf: options.project)
        guard !project.appTargets.isEmpty else { throw Failure.noAppTarget(project.url.path) }
        let target: XcodeAppTarget
        if let name = options.targetName {
            guard let chosen = project.appTargets.first(where: { $0.name == name }) else {
                throw Failure.unknownTarget(name, project.appTargets.map(\.name))
            }
            target = chosen
        } else {
            target = project.appTargets[0]
        }
        let output = options.output?.standardizedFileURL
            ?? project.url.deletingLastPathComponent().appendingPathComponent("\(project.name)-Slate")
        try prepare(output, module: target.moduleName)

        var report = PortReport()
        report.note("Ported target `\(target.name)` (module `\(target.moduleName)`) of \(project.url.lastPathComponent).")
        for other in project.appTargets where other.name != target.name {
            report.note("Application target `\(other.name)` was not ported (`slate port --target \(other.name)` ports it).")
        }
        for other in project.otherTargets {
            report.note("Target `\(other.name)` (\(other.productType)) was not ported.")
        }
        let module = target.moduleName
        let sourcesFolder = output.appendingPathComponent("Sources/\(module)")
        try FileManager.default.createDirectory(at: sourcesFolder, withIntermediateDirectories: true)

        // Read every Swift file first: a class's outlets may be declared in another file.
        let files = target.swiftSources.map { url in (url: url, path: relativePath(of: url, in: project.sourceRoot)) }
        var trees: [(url: URL, path: String, tree: SourceFileSyntax)] = []
        var declarations = ProjectDeclarations()
        var sources: [(file: (url: URL, path: String), text: String)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.url.path) else {
                report.add("listed in the project but missing on disk: not ported", at: SourcePlace(file: file.path, line: 1))
                continue
            }
            sources.append((file, String(decoding: data, as: UTF8.self)))
        }
        var parsed = sources.map { Parser.parse(source: $0.text) }
        if Swift2Migration.isSwift2(swiftVersionSetting: target.buildSettings["SWIFT_VERSION"], sources: sources.map(\.text)) {
            let migration = Swift2Migration(files: parsed)
            var changes: [String: Int] = [:]
            parsed = parsed.map { tree in
                let (migrated, made) = migration.migrate(tree)
                changes.merge(made, uniquingKeysWith: +)
                return migrated
            }
            report.note("The code is Swift 2 (no SWIFT_VERSION, and names only Swift 2 had): it was brought forward to today's Swift first, as Xcode 8's migrator did (\(changes.values.reduce(0, +)) changes). Review what the compiler still reports: most types that changed with Swift 3 (properties that became optional, `Any` beyond `sender`) are not migrated.")
            for (what, count) in changes { report.count("Swift 2 migration: " + what, count) }
        }
        for (index, (file, _)) in sources.enumerated() {
            let hoisting = OverrideHoisting(parsed[index], path: file.path)
            let tree = hoisting.tree
            if hoisting.moved > 0 { report.count("`override` members moved from extensions into their class (Swift on Linux overrides only there)", hoisting.moved) }
            for left in hoisting.leftInPlace {
                report.add("`override \(left.name)` in an extension of a class declared in another file: Swift on Linux overrides only in the class body; move it there",
                           at: SourcePlace(file: file.path, line: left.line))
            }
            declarations.collect(tree, path: file.path)
            trees.append((file.url, file.path, tree))
        }
        let plan = InterfaceBuilderConnectionPlan(declarations: declarations, report: &report)
        let manifest = try readManifest(of: target, project: project, report: &report)
        let appDelegate = declarations.classes.values.sorted { $0.place < $1.place }
            .first { $0.isMain && $0.inheritedTypes.contains("UIApplicationDelegate") }
            ?? declarations.classes.values.sorted { $0.place < $1.place }.first { $0.inheritedTypes.contains("UIApplicationDelegate") }
        let finalClasses = delegatesToMakeFinal(appDelegate: appDelegate, manifest: manifest, declarations: declarations, report: &report)

        var written: Set<String> = []
        for file in trees {
            let rewriter = SourceRewriter(path: file.path, tree: file.tree, declarations: declarations, plan: plan, finalClasses: finalClasses)
            let rewritten = rewriter.rewrite(file.tree)
            for (what, count) in rewriter.report.conversions { report.count(what, count) }
            for item in rewriter.report.items { report.add(item.message, at: item.place) }
            var destination = file.path
            while written.contains(destination) { destination = "Duplicate-" + destination }
            written.insert(destination)
            let url = sourcesFolder.appendingPathComponent(destination)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rewritten.description.write(to: url, atomically: true, encoding: .utf8)
        }
        report.count("Swift files ported", trees.count)

        for other in target.otherSources {
            report.add("\(other.pathExtension) file in the Sources phase: not carried over (only Swift is ported)",
                       at: SourcePlace(file: relativePath(of: other, in: project.sourceRoot), line: 1))
        }
        if let header = target.buildSettings["SWIFT_OBJC_BRIDGING_HEADER"], !header.isEmpty {
            report.add("SWIFT_OBJC_BRIDGING_HEADER \(header): the Swift code may call the Objective-C it exposes, which is not ported")
        }
        for missing in target.missingFiles {
            report.add("`\(missing)` in the Sources phase lies outside the project (a source tree such as BUILT_PRODUCTS_DIR): not ported")
        }
        let slateFrameworks: Set<String> = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "UniformTypeIdentifiers"]
        for file in target.frameworks {
            let name = file.hasSuffix(".framework") ? String(file.dropLast(".framework".count)) : file
            if slateFrameworks.contains(name) || name.hasPrefix("Pods_") { continue }
            report.add("the target links \(file), which Slate does not provide")
        }
        let podfile = project.url.deletingLastPathComponent().appendingPathComponent("Podfile")
        for pod in CocoaPods.pods(inPodfile: podfile) {
            report.add("CocoaPods pod `\(pod)` (Podfile): not ported; add a Swift package for it to Package.swift if one builds on Linux")
        }
        for product in target.packageProducts {
            report.add("the target uses the Swift package product `\(product)`: add its package to Package.swift if it builds on Linux")
        }

        if let appDelegate {
            let source = SceneManifestSource(appDelegate: appDelegate.name, manifest: manifest, isPublic: appDelegate.isPublic)
            if let text = source.text(report: &report) {
                try text.write(to: sourcesFolder.appendingPathComponent("SceneManifest.swift"), atomically: true, encoding: .utf8)
            }
        } else {
            report.add("no app delegate class (a class adopting `UIApplicationDelegate`) in the Swift sources: Info.plist's scene manifest and main storyboard were not carried over")
        }

        let resourceEntries = try copyResources(target.resources, to: sourcesFolder.appendingPathComponent("Resources"), report: &report)
        let displayName = manifest.displayName ?? target.productName
        let documentTypes = DesktopDocumentTypes(manifest: manifest)
        let packageFiles = PortedPackageFiles(module: module, slatePackage: options.slatePackage, resourceEntries: resourceEntries,
                                       usesSwift5Mode: target.swiftVersion < 6, displayName: displayName,
                                       urlSchemes: manifest.urlSchemes, documentMIMETypes: documentTypes.mimeTypes,
                                       shortcutItems: manifest.shortcutItems)
        try write(packageFiles.packageManifest, to: output.appendingPathComponent("Package.swift"))
        try write(packageFiles.launchTests, to: output.appendingPathComponent("Tests/\(module)Tests/LaunchTests.swift"))
        try write(packageFiles.desktopEntry, to: output.appendingPathComponent("share/applications/\(packageFiles.desktopName).desktop"))
        try write(packageFiles.installScript, to: output.appendingPathComponent("Scripts/install-desktop"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.appendingPathComponent("Scripts/install-desktop").path)
        try write(packageFiles.gitignore, to: output.appendingPathComponent(".gitignore"))
        if !documentTypes.definedTypes.isEmpty {
            try write(SharedMIMEType.package(documentTypes.definedTypes), to: output.appendingPathComponent(packageFiles.mimePackagePath))
        }
        reportDocumentTypes(documentTypes, mimePackagePath: packageFiles.mimePackagePath, report: &report)
        if let icon = AppIcon.find(in: target.resources) {
            let folder = "\(icon.hicolorSize)x\(icon.hicolorSize)"
            let destination = output.appendingPathComponent("share/icons/hicolor/\(folder)/apps/\(packageFiles.desktopName).png")
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: icon.file, to: destination)
            report.note("Desktop icon: \(icon.file.lastPathComponent) (\(icon.size)×\(icon.size)), in the hicolor theme's \(folder) folder.")
        } else {
            report.add("no PNG in an `.appiconset` of the asset catalogs: the desktop entry has no icon")
        }
        let family = target.buildSettings["TARGETED_DEVICE_FAMILY"] ?? "1"
        let deployment = target.buildSettings["IPHONEOS_DEPLOYMENT_TARGET"].map { "iOS \($0)" } ?? "an unstated iOS version"
        report.note("Deployment target: \(deployment); device family \(family)\(family.split(separator: ",").contains("2") ? "" : " (iPhone only: Slate presents itself as an iPad, so the app will see iPad sizes and size classes)").")
        if target.buildSettings["SWIFT_VERSION"] == nil {
            // Xcode 8 began writing SWIFT_VERSION; a project without it may hold Swift 2 code,
            // which Swift 3's renaming (`UIColor.redColor()` → `.red`) breaks on every platform.
            report.note("SWIFT_VERSION is not set (projects last saved by Xcode 7 or earlier have none, and their code may be Swift 2, which needs migrating first): the target builds in Swift 5 language mode.")
        } else if target.swiftVersion < 6 {
            report.note("SWIFT_VERSION is \(target.swiftVersion): the target builds in Swift 5 language mode.")
        }

        let reportText = report.markdown(title: target.name)
        try write(reportText, to: output.appendingPathComponent("PORTING-REPORT.md"))
        return Result(output: output, module: module, reportText: reportText, unconvertedCount: report.items.count)
    }

    /// Refuses a folder that is not empty unless forced; with `--force`, writes over it. A
    /// previous port's sources and tests (a folder with PORTING-REPORT.md) are removed first,
    /// so files renamed or dropped since do not linger; nothing else is.
    private func prepare(_ output: URL, module: String) throws {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if !contents.isEmpty && !options.force { throw Failure.outputNotEmpty(output.path) }
        if contents.contains("PORTING-REPORT.md") {
            for generated in ["Sources/\(module)", "Tests/\(module)Tests", "share"] {
                try? FileManager.default.removeItem(at: output.appendingPathComponent(generated))
            }
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// `url`'s path below `root`, or its name when it lies elsewhere.
    private func relativePath(of url: URL, in root: URL) -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path + "/"
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : url.lastPathComponent
    }

    private func readManifest(of target: XcodeAppTarget, project: XcodeProject, report: inout PortReport) throws -> AppManifest {
        let url = target.infoPlistURL(sourceRoot: project.sourceRoot)
        if let url, !FileManager.default.fileExists(atPath: url.path) {
            report.add("INFOPLIST_FILE names \(url.path), which does not exist: only generated Info.plist keys were read")
            return AppManifest(plist: [:], settings: target.buildSettings)
        }
        do {
            return try AppManifest(infoPlist: url, settings: target.buildSettings)
        } catch {
            report.add("Info.plist could not be read (\(error)): no scene manifest or main storyboard carried over")
            return AppManifest(plist: [:], settings: target.buildSettings)
        }
    }

    /// What became of Info.plist's document types and type declarations on the desktop.
    private func reportDocumentTypes(_ types: DesktopDocumentTypes, mimePackagePath: String, report: inout PortReport) {
        report.count("Info.plist document types → MIME types in the desktop entry's MimeType=", types.mimeTypes.count)
        report.count("Info.plist type declarations → MIME types defined in \(mimePackagePath) (installed by Scripts/install-desktop)",
                     types.definedTypes.count)
        for mapping in types.mapped { report.note("Document type \(mapping).") }
        for defined in types.definedTypes {
            let globs = defined.globs.isEmpty ? "" : " (\(defined.globs.joined(separator: ", ")))"
            let parents = defined.subclassOf.isEmpty ? "" : ", a kind of \(defined.subclassOf.joined(separator: ", "))"
            report.note("Defined \(defined.type)\(globs)\(parents): \(defined.comment).")
        }
        for missing in types.unmapped { report.add(missing) }
        for reason in types.leftOut { report.note(reason.prefix(1).uppercased() + reason.dropFirst() + ".") }
    }

    /// The app delegate and the manifest's scene delegates: Slate creates them through
    /// `init()`, which Swift on Linux can call only on `final` classes (or with
    /// `required init()`).
    private func delegatesToMakeFinal(appDelegate: ProjectClass?, manifest: AppManifest, declarations: ProjectDeclarations,
                                      report: inout PortReport) -> Set<String> {
        var names = manifest.sceneConfigurations.compactMap(\.delegateClassName)
        if let appDelegate { names.insert(appDelegate.name, at: 0) }
        var result: Set<String> = []
        for name in names {
            guard let declared = declarations.classes[name] else {
                report.add("the scene delegate class `\(name)` named in Info.plist is not declared in the Swift sources")
                continue
            }
            if declared.isFinal { continue }
            if declarations.hasSubclasses(name) || declared.isPublic {
                report.add("`\(name)` has subclasses or is public, so it was not made `final`: Slate creates it with `init()`; add `required init()`", at: declared.place)
            } else {
                result.insert(name)
            }
        }
        return result
    }

    /// Copies the resources into `folder`, keeping `xx.lproj/` folders, and returns the
    /// top-level entries to declare.
    private func copyResources(_ resources: [ProjectResource], to folder: URL, report: inout PortReport) throws -> [String] {
        var entries: [String] = []
        var kinds: [String: Int] = [:]
        for resource in resources {
            guard FileManager.default.fileExists(atPath: resource.source.path) else {
                report.add("resource \(resource.destination) is listed in the project but missing on disk: not copied")
                continue
            }
            if resource.source.lastPathComponent == "Info.plist" { continue }
            let destination = folder.appendingPathComponent(resource.destination)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: resource.source, to: destination)
            let entry = String(resource.destination.split(separator: "/").first ?? "")
            if !entries.contains(entry) { entries.append(entry) }
            kinds[resource.kind, default: 0] += 1
        }
        for kind in ["storyboard", "nib", "asset catalog", "strings", "other"] {
            report.count("resources copied: \(kind)", kinds[kind] ?? 0)
        }
        return entries.sorted()
    }
}
