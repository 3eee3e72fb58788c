import Foundation

/// What an app's Info.plist tells UIKit at launch, and what the port carries into code:
/// the scene manifest, the main storyboard, the name shown to the user, and the URLs and
/// documents the app opens (with the types it declares for them).
///
/// Xcode 13 and later generate much of Info.plist from `INFOPLIST_KEY_…` build settings;
/// those are read too (the file's values win, as Xcode merges them).
struct AppManifest: Equatable {
    /// One entry of `UISceneConfigurations`.
    struct SceneConfiguration: Equatable {
        /// The session role key (`UIWindowSceneSessionRoleApplication` …).
        var role: String
        /// `UISceneConfigurationName`.
        var name: String
        /// `UISceneDelegateClassName` without its module (`$(PRODUCT_MODULE_NAME).SceneDelegate`
        /// and `App.SceneDelegate` are both `SceneDelegate`).
        var delegateClassName: String?
        /// `UISceneStoryboardFile`.
        var storyboardName: String?
        /// `UISceneClassName` without its module, when it names a subclass (not `UIWindowScene`).
        var sceneClassName: String? = nil
    }

    /// `CFBundleDisplayName`, else `CFBundleName`.
    var displayName: String?
    /// `UIMainStoryboardFile`: the storyboard of an app without scenes.
    var mainStoryboardFile: String?
    /// Whether the app declares `UIApplicationSceneManifest` at all.
    var hasSceneManifest = false
    /// `UIApplicationSupportsMultipleScenes`.
    var supportsMultipleScenes = false
    var sceneConfigurations: [SceneConfiguration] = []
    /// The schemes of `CFBundleURLTypes` (`CFBundleURLSchemes`): links the app opens.
    var urlSchemes: [String] = []
    /// `LSSupportsOpeningDocumentsInPlace`.
    var supportsOpeningDocumentsInPlace = false
    /// `CFBundleDocumentTypes`: the documents the app opens.
    var documentTypes: [DocumentType] = []
    /// `UTExportedTypeDeclarations`, then `UTImportedTypeDeclarations`.
    var declaredTypes: [DeclaredType] = []
    /// `UIApplicationShortcutItems`: the static quick actions.
    var shortcutItems: [ShortcutItem] = []
    /// `UIAppFonts`: the font files the app bundles, as paths in its bundle.
    var appFonts: [String] = []

    init() {}

    /// Reads the Info.plist at `url` (nil when the target has none), expanding `$(…)`
    /// references with the target's settings.
    init(infoPlist url: URL?, settings: BuildSettings) throws {
        var plist: [String: Any] = [:]
        if let url {
            let data = try Data(contentsOf: url)
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] ?? [:]
        }
        self.init(plist: plist, settings: settings)
    }

    init(plist: [String: Any], settings: BuildSettings) {
        func string(_ key: String) -> String? {
            let value = (plist[key] as? String).map { settings.expand($0) } ?? settings["INFOPLIST_KEY_\(key)"]
            return value?.isEmpty == false ? value : nil
        }
        displayName = string("CFBundleDisplayName") ?? string("CFBundleName")
        mainStoryboardFile = string("UIMainStoryboardFile")
        for type in plist["CFBundleURLTypes"] as? [[String: Any]] ?? [] {
            for scheme in type["CFBundleURLSchemes"] as? [String] ?? [] {
                let expanded = settings.expand(scheme).lowercased()
                if !expanded.isEmpty, !urlSchemes.contains(expanded) { urlSchemes.append(expanded) }
            }
        }
        let inPlace = plist["LSSupportsOpeningDocumentsInPlace"] ?? settings["INFOPLIST_KEY_LSSupportsOpeningDocumentsInPlace"]
        supportsOpeningDocumentsInPlace = (inPlace as? Bool) ?? ["YES", "true", "1"].contains(inPlace as? String ?? "")
        documentTypes = Self.documentTypes(in: plist, settings: settings)
        declaredTypes = Self.declaredTypes(in: plist, settings: settings)
        shortcutItems = Self.shortcutItems(in: plist, settings: settings)
        appFonts = (plist["UIAppFonts"] as? [String] ?? []).map { settings.expand($0) }.filter { !$0.isEmpty }
        guard let manifest = plist["UIApplicationSceneManifest"] as? [String: Any] else { return }
        hasSceneManifest = true
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        let configurations = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        for role in configurations.keys.sorted() {
            for entry in configurations[role] as? [[String: Any]] ?? [] {
                let delegate = (entry["UISceneDelegateClassName"] as? String).map { Self.unqualified(settings.expand($0)) }
                sceneConfigurations.append(SceneConfiguration(
                    role: role,
                    name: (entry["UISceneConfigurationName"] as? String).map { settings.expand($0) } ?? "Default Configuration",
                    delegateClassName: delegate?.isEmpty == false ? delegate : nil,
                    storyboardName: (entry["UISceneStoryboardFile"] as? String).map { settings.expand($0) },
                    sceneClassName: (entry["UISceneClassName"] as? String).map { Self.unqualified(settings.expand($0)) }
                        .flatMap { $0 == "UIWindowScene" || $0.isEmpty ? nil : $0 }))
            }
        }
    }

    /// A class name without the module Objective-C needed in front of Swift classes.
    static func unqualified(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }
}
