import Foundation

/// Reads one target's build phases and settings.
struct XcodeTargetReader {
    let graph: PBXObjectGraph
    let resolver: PBXPathResolver
    let project: PBXObject
    let projectName: String

    func read(_ target: PBXObject) -> XcodeAppTarget {
        let name = target.string("name") ?? target.id
        var result = XcodeAppTarget(name: name, buildSettings: settings(of: target, name: name))
        for phase in graph.objects("buildPhases", of: target) {
            for buildFile in graph.objects("files", of: phase) {
                if let product = graph.object(buildFile.string("productRef")) {
                    result.packageProducts.append(product.string("productName") ?? product.id)
                    continue
                }
                guard let file = graph.object(buildFile.string("fileRef")) else { continue }
                switch phase.isa {
                case "PBXSourcesBuildPhase":
                    addSource(file, to: &result)
                case "PBXResourcesBuildPhase":
                    result.resources += resources(of: file)
                case "PBXFrameworksBuildPhase":
                    let path = file.string("path") ?? file.string("name") ?? ""
                    if let name = path.split(separator: "/").last { result.frameworks.append(String(name)) }
                default:
                    break
                }
            }
        }
        for product in graph.objects("packageProductDependencies", of: target) {
            let productName = product.string("productName") ?? product.id
            if !result.packageProducts.contains(productName) { result.packageProducts.append(productName) }
        }
        for group in graph.objects("fileSystemSynchronizedGroups", of: target) {
            readSynchronizedGroup(group, of: target, into: &result)
        }
        return result
    }

    private func addSource(_ file: PBXObject, to target: inout XcodeAppTarget) {
        guard let url = resolver.url(of: file) else {
            target.missingFiles.append(file.string("path") ?? file.string("name") ?? file.id)
            return
        }
        if url.pathExtension == "swift" { target.swiftSources.append(url) } else { target.otherSources.append(url) }
    }

    /// A resources-phase entry: a file, a folder reference, or a variant group (a localized
    /// file: one reference per language, each in its `xx.lproj`).
    private func resources(of file: PBXObject) -> [ProjectResource] {
        if file.isa == "PBXVariantGroup" {
            return graph.objects("children", of: file).compactMap { child in
                resolver.url(of: child).map { ProjectResource(source: $0) }
            }
        }
        return resolver.url(of: file).map { [ProjectResource(source: $0)] } ?? []
    }

    /// Build settings of the Release configuration (else the first), over the project's
    /// configuration of the same name.
    private func settings(of target: PBXObject, name: String) -> BuildSettings {
        let targetConfiguration = configuration(in: graph.object(target.string("buildConfigurationList")), named: nil)
        let configurationName = targetConfiguration?.string("name")
        let projectConfiguration = configuration(in: graph.object(project.string("buildConfigurationList")), named: configurationName)
        let root = resolver.sourceRoot.path
        return BuildSettings(project: projectConfiguration?.dictionary("buildSettings") ?? [:],
                             target: targetConfiguration?.dictionary("buildSettings") ?? [:],
                             defaults: ["TARGET_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": root,
                                        "PROJECT_DIR": root, "SOURCE_ROOT": root, "CONFIGURATION": configurationName ?? "Release"])
    }

    private func configuration(in list: PBXObject?, named name: String?) -> PBXObject? {
        guard let list else { return nil }
        let configurations = graph.objects("buildConfigurations", of: list)
        if let name { return configurations.first { $0.string("name") == name } }
        return configurations.first { $0.string("name") == "Release" } ?? configurations.first
    }

    /// An Xcode 16 folder whose files belong to the target without being listed: Swift files
    /// compile, the rest is bundled, except the exceptions the project names for this target
    /// (usually Info.plist).
    private func readSynchronizedGroup(_ group: PBXObject, of target: PBXObject, into result: inout XcodeAppTarget) {
        guard let folder = resolver.url(of: group) else { return }
        var excluded: Set<String> = []
        for exception in graph.objects("exceptions", of: group) where exception.string("target") == target.id {
            excluded.formUnion(exception.strings("membershipExceptions"))
        }
        let infoPlist = result.infoPlistURL(sourceRoot: resolver.sourceRoot)?.standardizedFileURL.path
        for file in SynchronizedFolder(root: folder).files() {
            let relative = String(file.path.dropFirst(folder.path.count + 1))
            if excluded.contains(relative) || file.standardizedFileURL.path == infoPlist { continue }
            switch file.pathExtension {
            case "swift":
                result.swiftSources.append(file)
            case "m", "mm", "c", "cc", "cpp", "h", "hpp", "metal", "xcdatamodeld", "intentdefinition":
                result.otherSources.append(file)
            case "entitlements", "xcconfig", "md":
                continue
            case "plist" where file.lastPathComponent == "Info.plist":
                continue
            default:
                result.resources.append(ProjectResource(source: file))
            }
        }
    }
}
