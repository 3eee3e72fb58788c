import Foundation

/// An Xcode project (`App.xcodeproj`) as the porter reads it: its application targets.
struct XcodeProject {
    /// The `.xcodeproj` folder.
    let url: URL
    /// The folder `SOURCE_ROOT` names: beside the `.xcodeproj`, plus `projectDirPath`.
    let sourceRoot: URL
    /// Targets whose product type is an application, in the project's order.
    let appTargets: [XcodeAppTarget]
    /// Other targets (tests, extensions, frameworks), by name, with their product types:
    /// they are not ported.
    let otherTargets: [(name: String, productType: String)]

    /// The project's name: the `.xcodeproj` folder's without its extension.
    var name: String { url.deletingPathExtension().lastPathComponent }

    enum ReadError: Error, CustomStringConvertible {
        case notAProject(URL)

        var description: String {
            switch self {
            case .notAProject(let url): "\(url.path) is not an Xcode project (no project.pbxproj inside)"
            }
        }
    }

    /// Reads `url` (the `.xcodeproj` folder, or its `project.pbxproj`).
    init(contentsOf url: URL) throws {
        var projectURL = url.standardizedFileURL
        if projectURL.lastPathComponent == "project.pbxproj" { projectURL.deleteLastPathComponent() }
        let file = projectURL.appendingPathComponent("project.pbxproj")
        guard FileManager.default.fileExists(atPath: file.path) else { throw ReadError.notAProject(projectURL) }
        self.init(url: projectURL, graph: try PBXObjectGraph(contentsOf: file))
    }

    init(url: URL, graph: PBXObjectGraph) {
        self.url = url
        let project = graph.object(graph.rootObjectID)!
        var sourceRoot = url.deletingLastPathComponent()
        if let dir = project.string("projectDirPath"), !dir.isEmpty {
            sourceRoot = dir.hasPrefix("/") ? URL(fileURLWithPath: dir) : sourceRoot.appendingPathComponent(dir)
        }
        self.sourceRoot = sourceRoot.standardizedFileURL
        let reader = XcodeTargetReader(graph: graph, resolver: PBXPathResolver(graph: graph, sourceRoot: self.sourceRoot),
                                  project: project, projectName: url.deletingPathExtension().lastPathComponent)
        var appTargets: [XcodeAppTarget] = []
        var otherTargets: [(String, String)] = []
        for target in graph.objects("targets", of: project) {
            let productType = target.string("productType") ?? ""
            let name = target.string("name") ?? target.id
            if target.isa == "PBXNativeTarget", productType == "com.apple.product-type.application" {
                appTargets.append(reader.read(target))
            } else {
                otherTargets.append((name, productType.isEmpty ? target.isa : productType))
            }
        }
        self.appTargets = appTargets
        self.otherTargets = otherTargets
    }
}
