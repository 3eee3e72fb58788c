import Foundation

/// A small storyboard app written by the tests into a temporary folder: an Xcode project
/// (`Demo.xcodeproj`) with an app delegate, a scene delegate, a view controller whose actions
/// live in an extension in another file, an Objective-C file, a storyboard in Base.lproj, a
/// localized strings file, an asset catalog with an app icon and an XML Info.plist (with
/// document types, an exported type and imported ones).
struct SyntheticProject {
    let root: URL
    var projectURL: URL { root.appendingPathComponent("Demo.xcodeproj") }

    static let pbxproj = #"""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 56;
            objects = {

        /* Begin PBXBuildFile section */
                B001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* AppDelegate.swift */; };
                B002 /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* SceneDelegate.swift */; };
                B003 /* ViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003; };
                B004 /* ViewController+Actions.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004; };
                B005 /* Helper.m in Sources */ = {isa = PBXBuildFile; fileRef = F005; };
                B006 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V001 /* Main.storyboard */; };
                B007 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F007; };
                B008 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V002; };
                B009 /* MapKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F009; };
        /* End PBXBuildFile section */

                F001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                F002 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SceneDelegate.swift; sourceTree = "<group>"; };
                F003 = {isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
                F004 = {isa = PBXFileReference; path = "Controllers/ViewController+Actions.swift"; sourceTree = "<group>"; };
                F005 = {isa = PBXFileReference; path = Helper.m; sourceTree = "<group>"; };
                F006 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                F007 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
                F008 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                F009 = {isa = PBXFileReference; name = MapKit.framework; path = System/Library/Frameworks/MapKit.framework; sourceTree = SDKROOT; };
                F010 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
                F011 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
                V001 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F006 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
                V002 = {isa = PBXVariantGroup; children = (F008, ); name = Localizable.strings; sourceTree = "<group>"; };

                G000 = {isa = PBXGroup; children = (G001, G002, ); sourceTree = "<group>"; };
                G001 /* Demo */ = {isa = PBXGroup; children = (F001, F002, F003, F004, F005, V001, F007, V002, F010, ); path = Demo; sourceTree = "<group>"; };
                G002 /* Products */ = {isa = PBXGroup; children = (F011, ); name = Products; sourceTree = "<group>"; };

                P001 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B001, B002, B003, B004, B005, ); runOnlyForDeploymentPostprocessing = 0; };
                P002 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B006, B007, B008, ); };
                P003 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (B009, ); };

                T001 /* Demo */ = {isa = PBXNativeTarget; buildConfigurationList = L002; buildPhases = (P001, P003, P002, ); name = Demo; productName = Demo; productReference = F011; productType = "com.apple.product-type.application"; };
                T002 /* DemoTests */ = {isa = PBXNativeTarget; buildPhases = (); name = DemoTests; productType = "com.apple.product-type.bundle.unit-test"; };

                R001 /* Project object */ = {isa = PBXProject; buildConfigurationList = L001; mainGroup = G000; productRefGroup = G002; projectDirPath = ""; projectRoot = ""; targets = (T001, T002, ); };

                L001 = {isa = XCConfigurationList; buildConfigurations = (C001, C002, ); defaultConfigurationName = Release; };
                L002 = {isa = XCConfigurationList; buildConfigurations = (C003, C004, ); defaultConfigurationName = Release; };
                C001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 14.0; SWIFT_VERSION = 4.2; }; name = Debug; };
                C002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; SWIFT_VERSION = 5.0; }; name = Release; };
                C003 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Demo/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                C004 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
                    INFOPLIST_FILE = Demo/Info.plist;
                    INFOPLIST_KEY_CFBundleDisplayName = "Demo \"App\"";
                    PRODUCT_BUNDLE_IDENTIFIER = org.example.Demo;
                    PRODUCT_NAME = "$(TARGET_NAME) App";
                    SWIFT_OBJC_BRIDGING_HEADER = "Demo/Demo-Bridging-Header.h";
                    TARGETED_DEVICE_FAMILY = "1,2";
                }; name = Release; };
            };
            rootObject = R001 /* Project object */;
        }
        """#

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleDocumentTypes</key>
            <array>
                <dict>
                    <key>CFBundleTypeName</key>
                    <string>Recipe</string>
                    <key>CFBundleTypeRole</key>
                    <string>Editor</string>
                    <key>LSHandlerRank</key>
                    <string>Owner</string>
                    <key>LSItemContentTypes</key>
                    <array>
                        <string>$(PRODUCT_BUNDLE_IDENTIFIER).recipe</string>
                    </array>
                </dict>
                <dict>
                    <key>CFBundleTypeName</key>
                    <string>Text and data</string>
                    <key>CFBundleTypeRole</key>
                    <string>Viewer</string>
                    <key>LSHandlerRank</key>
                    <string>Default</string>
                    <key>LSItemContentTypes</key>
                    <array>
                        <string>public.plain-text</string>
                        <string>net.daringfireball.markdown</string>
                        <string>public.json</string>
                        <string>com.adobe.pdf</string>
                        <string>public.png</string>
                    </array>
                </dict>
                <dict>
                    <key>CFBundleTypeName</key>
                    <string>Images</string>
                    <key>CFBundleTypeRole</key>
                    <string>Viewer</string>
                    <key>LSHandlerRank</key>
                    <string>Alternate</string>
                    <key>LSItemContentTypes</key>
                    <array>
                        <string>public.image</string>
                    </array>
                </dict>
                <dict>
                    <key>CFBundleTypeName</key>
                    <string>Legacy</string>
                    <key>LSItemContentTypes</key>
                    <array>
                        <string>com.example.legacy-format</string>
                    </array>
                </dict>
                <dict>
                    <key>CFBundleTypeName</key>
                    <string>Shapes &amp; "figures"</string>
                    <key>LSItemContentTypes</key>
                    <array>
                        <string>org.example.shape</string>
                    </array>
                </dict>
            </array>
            <key>UTExportedTypeDeclarations</key>
            <array>
                <dict>
                    <key>UTTypeIdentifier</key>
                    <string>$(PRODUCT_BUNDLE_IDENTIFIER).recipe</string>
                    <key>UTTypeConformsTo</key>
                    <array>
                        <string>public.json</string>
                        <string>public.data</string>
                    </array>
                    <key>UTTypeDescription</key>
                    <string>Demo Recipe</string>
                    <key>UTTypeTagSpecification</key>
                    <dict>
                        <key>public.filename-extension</key>
                        <array>
                            <string>recipe</string>
                        </array>
                    </dict>
                </dict>
            </array>
            <key>UTImportedTypeDeclarations</key>
            <array>
                <dict>
                    <key>UTTypeIdentifier</key>
                    <string>net.daringfireball.markdown</string>
                    <key>UTTypeConformsTo</key>
                    <array>
                        <string>public.plain-text</string>
                    </array>
                    <key>UTTypeDescription</key>
                    <string>Markdown</string>
                    <key>UTTypeTagSpecification</key>
                    <dict>
                        <key>public.filename-extension</key>
                        <array>
                            <string>md</string>
                            <string>markdown</string>
                        </array>
                        <key>public.mime-type</key>
                        <string>text/markdown</string>
                    </dict>
                </dict>
                <dict>
                    <key>UTTypeIdentifier</key>
                    <string>org.example.shape</string>
                    <key>UTTypeConformsTo</key>
                    <string>public.xml</string>
                    <key>UTTypeTagSpecification</key>
                    <dict>
                        <key>public.filename-extension</key>
                        <string>shape</string>
                    </dict>
                </dict>
            </array>
            <key>CFBundleURLTypes</key>
            <array>
                <dict>
                    <key>CFBundleURLName</key>
                    <string>org.example.demo</string>
                    <key>CFBundleURLSchemes</key>
                    <array>
                        <string>Demo-App</string>
                    </array>
                </dict>
            </array>
            <key>LSSupportsOpeningDocumentsInPlace</key>
            <true/>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <true/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                            <key>UISceneStoryboardFile</key>
                            <string>Main</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    static let files: [String: String] = [
        "Demo/AppDelegate.swift": """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """,
        "Demo/SceneDelegate.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }

            """,
        "Demo/ViewController.swift": """
            import UIKit
            import MapKit

            class ViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                @IBOutlet var buttons: [UIButton]!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    buttons.first?.addTarget(self, action: #selector(reset), for: .touchUpInside)
                }

                @objc func reset() {
                    label.text = ""
                }
            }

            """,
        "Demo/Controllers/ViewController+Actions.swift": """
            import UIKit

            extension ViewController {
                @IBAction private func tapped(_ sender: UIButton) {
                    label.text = sender.title(for: .normal)
                }

                @IBAction func tappedWithEvent(_ sender: Any, forEvent event: UIEvent) {}
            }

            """,
        "Demo/Helper.m": "// Objective-C\n",
        "Demo/Base.lproj/Main.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n",
        "Demo/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
        "Demo/Assets.xcassets/Contents.json": "{}\n",
        "Demo/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}\n",
        "Demo/Info.plist": infoPlist,
        "Demo.xcodeproj/project.pbxproj": pbxproj,
    ]

    /// Writes the project into a new temporary folder.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("slate-port-\(UUID().uuidString)")
        for (path, text) in Self.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let icons = root.appendingPathComponent("Demo/Assets.xcassets/AppIcon.appiconset")
        try Self.png(width: 120).write(to: icons.appendingPathComponent("icon-60@2x.png"))
        try Self.png(width: 1024).write(to: icons.appendingPathComponent("icon-1024.png"))
    }

    /// The first bytes of a PNG of `width` × `width` pixels: signature and header chunk,
    /// enough for the icon picker, which reads only the header.
    static func png(width: Int) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for value in [width, width] { data += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        data += [8, 6, 0, 0, 0]
        return data
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
