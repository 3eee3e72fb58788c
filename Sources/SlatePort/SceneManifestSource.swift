/// `SceneManifest.swift` of the ported target: Info.plist's scene manifest, main storyboard,
/// `LSSupportsOpeningDocumentsInPlace`, `UIApplicationShortcutItems` and type declarations as the app delegate's static properties, which is where Slate reads them (an
/// executable built by SwiftPM has no Info.plist).
struct SceneManifestSource {
    let appDelegate: String
    let manifest: AppManifest
    let isPublic: Bool

    /// The file's text, or nil when the Info.plist declares nothing to carry over.
    func text(report: inout PortReport) -> String? {
        var members: [String] = []
        let access = isPublic ? "public " : ""
        if manifest.hasSceneManifest {
            var entries: [String] = []
            for configuration in manifest.sceneConfigurations {
                guard let delegate = configuration.delegateClassName else {
                    report.add("Info.plist's scene configuration \"\(configuration.name)\" names no scene delegate class; Slate needs one: left out of the manifest")
                    continue
                }
                var arguments = ["name: \(Self.literal(configuration.name))"]
                if configuration.role != "UIWindowSceneSessionRoleApplication" {
                    arguments.append("role: .init(rawValue: \(Self.literal(configuration.role)))")
                }
                arguments.append("delegateClass: \(delegate).self")
                if let sceneClass = configuration.sceneClassName { arguments.append("sceneClass: \(sceneClass).self") }
                if let storyboard = configuration.storyboardName { arguments.append("storyboardName: \(Self.literal(storyboard))") }
                entries.append("            .init(\(arguments.joined(separator: ", "))),")
            }
            // Built line by line: a multi-line string literal would indent only the first of
            // the interpolated entries.
            members.append("    \(access)static var sceneManifest: UIApplicationSceneManifest? {\n"
                + "        UIApplicationSceneManifest(supportsMultipleScenes: \(manifest.supportsMultipleScenes), sceneConfigurations: [\n"
                + entries.map { $0 + "\n" }.joined()
                + "        ])\n"
                + "    }")
            report.count("Info.plist scene manifest → `AppDelegate.sceneManifest`")
        }
        if let storyboard = manifest.mainStoryboardFile {
            members.append("    \(access)static var mainStoryboardFile: String? { \(Self.literal(storyboard)) }")
            report.count("Info.plist `UIMainStoryboardFile` → `AppDelegate.mainStoryboardFile`")
        }
        if manifest.supportsOpeningDocumentsInPlace {
            members.append("    \(access)static var supportsOpeningDocumentsInPlace: Bool { true }")
            report.count("Info.plist `LSSupportsOpeningDocumentsInPlace` → `AppDelegate.supportsOpeningDocumentsInPlace`")
        }
        if !manifest.shortcutItems.isEmpty {
            members.append("    \(access)static var applicationShortcutItems: [UIApplicationShortcutItem] {\n"
                + "        [\n" + manifest.shortcutItems.map { "            " + Self.shortcutItem($0) + ",\n" }.joined() + "        ]\n"
                + "    }")
            report.count("Info.plist `UIApplicationShortcutItems` → `AppDelegate.applicationShortcutItems` and the desktop entry's actions",
                         manifest.shortcutItems.count)
            for item in manifest.shortcutItems where !item.unportedUserInfoKeys.isEmpty {
                report.add("quick action \"\(item.type)\": its userInfo's \(item.unportedUserInfoKeys.map { "`\($0)`" }.joined(separator: ", ")) (arrays, dictionaries, dates or data) were left out of `applicationShortcutItems`; add them by hand")
            }
        }
        if !manifest.appFonts.isEmpty {
            members.append("    \(access)static var appFonts: [String] { [\(manifest.appFonts.map(Self.literal).joined(separator: ", "))] }")
            report.count("Info.plist `UIAppFonts` → `AppDelegate.appFonts`", manifest.appFonts.count)
        }
        if let declaredTypes = declaredTypesMember(access: access, report: &report) { members.append(declaredTypes) }
        guard !members.isEmpty else { return nil }
        return """
            import UIKit

            // Info.plist's scene manifest, main storyboard and other keys, in code: an executable built by SwiftPM has
            // no Info.plist (slate port).
            extension \(appDelegate) {
            \(members.joined(separator: "\n\n"))
            }

            """
    }

    /// The Swift expression of a static quick action.
    static func shortcutItem(_ item: AppManifest.ShortcutItem) -> String {
        let icon: String
        if let type = item.iconType, let first = type.first {
            icon = "UIApplicationShortcutIcon(type: .\(first.lowercased() + type.dropFirst()))"
        } else if let name = item.iconSymbolName {
            icon = "UIApplicationShortcutIcon(systemImageName: \(literal(name)))"
        } else if let name = item.iconFile {
            icon = "UIApplicationShortcutIcon(templateImageName: \(literal(name)))"
        } else {
            icon = "nil"
        }
        let userInfo = item.userInfo.isEmpty ? "nil" : "[" + item.userInfo.map { key, value in
            let object = switch value {
            case .string(let string): "NSString(string: \(literal(string)))"
            case .integer(let number): "NSNumber(value: \(number))"
            case .real(let number): "NSNumber(value: \(number) as Double)"
            case .boolean(let flag): "NSNumber(value: \(flag))"
            }
            return "\(literal(key)): \(object)"
        }.joined(separator: ", ") + "]"
        return "UIApplicationShortcutItem(type: \(literal(item.type)), localizedTitle: \(literal(item.title)), "
            + "localizedSubtitle: \(item.subtitle.map(literal) ?? "nil"), icon: \(icon), userInfo: \(userInfo))"
    }

    /// `value` as a Swift string literal.
    static func literal(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
