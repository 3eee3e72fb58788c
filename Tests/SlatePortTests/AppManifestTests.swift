import Foundation
import Testing
@testable import SlatePort

@Suite("Info.plist: scene manifest, main storyboard, display name")
struct AppManifestTests {
    @Test("The scene manifest's configurations, with $(PRODUCT_MODULE_NAME).SceneDelegate resolved to the class")
    func sceneManifest() throws {
        let settings = BuildSettings(target: ["PRODUCT_NAME": "Demo"], defaults: ["TARGET_NAME": "Demo"])
        let plist = try PropertyListSerialization.propertyList(from: Data(SyntheticProject.infoPlist.utf8), format: nil) as? [String: Any]
        let manifest = AppManifest(plist: try #require(plist), settings: settings)
        #expect(manifest.hasSceneManifest)
        #expect(manifest.supportsMultipleScenes)
        #expect(manifest.sceneConfigurations == [AppManifest.SceneConfiguration(
            role: "UIWindowSceneSessionRoleApplication", name: "Default Configuration", delegateClassName: "SceneDelegate", storyboardName: "Main")])
        #expect(manifest.mainStoryboardFile == nil)
    }

    @Test("Keys Xcode generates from INFOPLIST_KEY_ settings are read; the file's own values win")
    func generatedKeys() {
        let settings = BuildSettings(target: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main", "INFOPLIST_KEY_CFBundleDisplayName": "Generated"])
        let manifest = AppManifest(plist: ["CFBundleDisplayName": "From the file"], settings: settings)
        #expect(manifest.mainStoryboardFile == "Main")
        #expect(manifest.displayName == "From the file")
        #expect(!manifest.hasSceneManifest)
    }

    @Test("UIAppFonts becomes the app delegate's appFonts, each path as Info.plist gives it")
    func appFonts() {
        let manifest = AppManifest(plist: ["UIAppFonts": ["Fonts/Lato-Regular.ttf", "Lato-Bold.ttf", ""]], settings: BuildSettings(target: [:]))
        #expect(manifest.appFonts == ["Fonts/Lato-Regular.ttf", "Lato-Bold.ttf"])
        var report = PortReport()
        let text = SceneManifestSource(appDelegate: "AppDelegate", manifest: manifest, isPublic: false).text(report: &report)
        #expect(text?.contains(#"    static var appFonts: [String] { ["Fonts/Lato-Regular.ttf", "Lato-Bold.ttf"] }"#) == true)
    }

    @Test("Class names lose their module prefix")
    func unqualified() {
        #expect(AppManifest.unqualified("My_App.SceneDelegate") == "SceneDelegate")
        #expect(AppManifest.unqualified("SceneDelegate") == "SceneDelegate")
    }

    @Test("SceneManifest.swift: every configuration with its role, scene class and storyboard; one without a delegate is reported")
    func sceneManifestSource() {
        var manifest = AppManifest()
        manifest.hasSceneManifest = true
        manifest.mainStoryboardFile = "Main"
        manifest.sceneConfigurations = [
            .init(role: "UIWindowSceneSessionRoleApplication", name: "Default Configuration", delegateClassName: "SceneDelegate",
                  storyboardName: "Main", sceneClassName: "DocumentScene"),
            .init(role: "UIWindowSceneSessionRoleExternalDisplayNonInteractive", name: "External", delegateClassName: "ExternalDelegate"),
            .init(role: "UIWindowSceneSessionRoleApplication", name: "Broken", delegateClassName: nil),
        ]
        var report = PortReport()
        let text = SceneManifestSource(appDelegate: "AppDelegate", manifest: manifest, isPublic: false).text(report: &report)
        #expect(text?.contains("""
            extension AppDelegate {
                static var sceneManifest: UIApplicationSceneManifest? {
                    UIApplicationSceneManifest(supportsMultipleScenes: false, sceneConfigurations: [
                        .init(name: "Default Configuration", delegateClass: SceneDelegate.self, sceneClass: DocumentScene.self, storyboardName: "Main"),
                        .init(name: "External", role: .init(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive"), delegateClass: ExternalDelegate.self),
                    ])
                }

                static var mainStoryboardFile: String? { "Main" }
            }
            """) == true)
        #expect(report.items.map(\.message) == ["Info.plist's scene configuration \"Broken\" names no scene delegate class; Slate needs one: left out of the manifest"])
        #expect(SceneManifestSource(appDelegate: "AppDelegate", manifest: AppManifest(), isPublic: false).text(report: &report) == nil)
    }
}
