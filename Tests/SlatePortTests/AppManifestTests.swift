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

    @Test("Class names lose their module prefix")
    func unqualified() {
        #expect(AppManifest.unqualified("My_App.SceneDelegate") == "SceneDelegate")
        #expect(AppManifest.unqualified("SceneDelegate") == "SceneDelegate")
    }
}
