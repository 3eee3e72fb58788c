/// The text of the files a port writes besides the app's own: the manifest, the launch
/// test, the desktop entry and its installer (the shared-mime-info package is
/// `SharedMIMEType.package`).
struct PortedPackageFiles {
    /// The Swift module (and executable) name.
    let module: String
    /// Where Slate's package is (`.package(path:)`).
    let slatePackage: String
    /// Top-level entries of `Sources/<module>/Resources`, each declared with `.copy`.
    let resourceEntries: [String]
    /// Swift 5 language mode for code written before Swift 6.
    let usesSwift5Mode: Bool
    /// The name shown on the desktop.
    let displayName: String
    /// The URL schemes the app opens (Info.plist's `CFBundleURLTypes`).
    var urlSchemes: [String] = []
    /// The MIME types of the documents the app opens (Info.plist's `CFBundleDocumentTypes`).
    var documentMIMETypes: [String] = []
    /// The static quick actions (Info.plist's `UIApplicationShortcutItems`).
    var shortcutItems: [AppManifest.ShortcutItem] = []

    /// SwiftPM's identity of the Slate package: its folder's name, lowercased.
    var slateIdentity: String {
        (slatePackage.split(separator: "/").last.map(String.init) ?? "slate").lowercased()
    }

    /// The desktop's name for the app: the module in lowercase.
    var desktopName: String { module.lowercased() }

    var packageManifest: String {
        // `.copy`: SwiftPM on Linux has no storyboard, nib or asset-catalog compiler, and
        // Slate reads the source forms. (`.process` copies them unchanged as well, but demands
        // `defaultLocalization` as soon as there is an `.lproj` folder.) Each top-level entry
        // lands at the root of the `<Package>_<Module>.resources` bundle beside the executable,
        // where Xcode puts it in the app bundle.
        let resources = resourceEntries.isEmpty ? "" : ",\n            resources: [\n"
            + resourceEntries.map { "                .copy(\(SceneManifestSource.literal("Resources/" + $0))),\n" }.joined() + "            ]"
        return """
            // swift-tools-version: 6.0
            // Written by `slate port`: an iOS app target, rewritten to build on Linux against Slate.
            import PackageDescription

            let package = Package(
                name: \(SceneManifestSource.literal(module)),
                dependencies: [
                    .package(path: \(SceneManifestSource.literal(slatePackage))),
                ],
                targets: [
                    .executableTarget(
                        name: \(SceneManifestSource.literal(module)),
                        // UIKitGTK: real windows (the GTK host registers itself as the app loads).
                        dependencies: [.product(name: "UIKit", package: \(SceneManifestSource.literal(slateIdentity))),
                                       .product(name: "UIKitGTK", package: \(SceneManifestSource.literal(slateIdentity)))]\(resources)
                    ),
                    // Runs the built app headlessly (see LaunchTests.swift).
                    .testTarget(name: \(SceneManifestSource.literal(module + "Tests"))),
                ]\(usesSwift5Mode ? ",\n    // The app was written for Swift 5 (SWIFT_VERSION).\n    swiftLanguageModes: [.v5]" : "")
            )

            """
    }

    /// A test that launches the built executable with the headless host until its first
    /// frame (`SLATE_EXIT_AFTER_FIRST_FRAME=1`): the app must draw it and exit cleanly — it
    /// did not crash while launching and loading its interface. The host reports the root
    /// view controller on standard error, which the test prints.
    var launchTests: String {
        """
        import Foundation
        import Testing

        /// Launches the ported app as a user would, without a display.
        @Suite struct LaunchTests {
            /// The app's executable, built beside this test bundle by `swift test`.
            static var executable: URL {
                let products = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
                return products.appendingPathComponent(\(SceneManifestSource.literal(module)))
            }

            @Test("The app launches headlessly and draws its first frame")
            func launchesHeadlessly() throws {
                try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the app first: swift build")
                let process = Process()
                process.executableURL = Self.executable
                var environment = ProcessInfo.processInfo.environment
                environment["SLATE_HOST"] = "headless"
                environment["SLATE_EXIT_AFTER_FIRST_FRAME"] = "1"
                process.environment = environment
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                print(messages.split(separator: "\\n").filter { $0.hasPrefix("slate: first frame") }.joined(separator: "\\n"))
                #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                        "the app did not draw its first frame (status \\(process.terminationStatus)): \\(messages)")
            }
        }

        """
    }

    var desktopEntry: String {
        """
        [Desktop Entry]
        Type=Application
        Name=\(displayName)
        Exec=\(module) %U
        Icon=\(desktopName)
        Terminal=false
        Categories=Utility;
        \(mimeTypeLine)\(shortcutActions.actionsLine)\(shortcutActions.groups)
        """
    }

    /// The quick actions, in the dock's and launcher's menu for the app.
    private var shortcutActions: DesktopShortcutActions {
        DesktopShortcutActions(module: module, items: shortcutItems)
    }

    /// Links with the app's schemes (`x-scheme-handler/…`) and files of its document types
    /// open in it; none: no line.
    private var mimeTypeLine: String {
        let types = urlSchemes.map { "x-scheme-handler/\($0)" } + documentMIMETypes
        return types.isEmpty ? "" : "MimeType=" + types.map { "\($0);" }.joined() + "\n"
    }

    /// Where the shared-mime-info package of the types the app defines goes, in the package
    /// and (below `share`) in the desktop's data folder.
    var mimePackagePath: String { "share/mime/packages/\(desktopName).xml" }

    var installScript: String {
        """
        #!/usr/bin/env bash
        # Builds the app (release) and installs its desktop entry, icon and document types into
        # ${XDG_DATA_HOME:-~/.local/share}, so that it shows among the desktop's applications and
        # file managers offer it for its documents.
        set -euo pipefail
        cd "$(dirname "$0")/.."
        swift build -c release --product \(module)
        executable="$(swift build -c release --show-bin-path)/\(module)"
        data="${XDG_DATA_HOME:-$HOME/.local/share}"
        mkdir -p "$data/applications" "$data/icons"
        if [[ -d share/icons ]]; then cp -R share/icons/. "$data/icons/"; fi
        sed "s|^Exec=\(module)|Exec=$executable|" share/applications/\(desktopName).desktop > "$data/applications/\(desktopName).desktop"
        if [[ -d share/mime/packages ]]; then
            mkdir -p "$data/mime/packages"
            cp share/mime/packages/*.xml "$data/mime/packages/"
            if command -v update-mime-database >/dev/null; then update-mime-database "$data/mime" || true
            else echo "update-mime-database (shared-mime-info) is not installed: the desktop will not recognise the app's own document types" >&2; fi
        fi
        # The desktop finds the applications for a MIME type (the entry's MimeType=) in the
        # mimeinfo.cache this writes.
        if command -v update-desktop-database >/dev/null; then update-desktop-database "$data/applications" || true
        elif grep -q '^MimeType=' share/applications/\(desktopName).desktop; then
            echo "update-desktop-database (desktop-file-utils) is not installed: file managers will not offer the app for its documents and links until it runs" >&2
        fi
        echo "Installed \(desktopName).desktop (Exec=$executable)"

        """
    }

    var gitignore: String {
        ".build/\nPackage.resolved\n"
    }
}
