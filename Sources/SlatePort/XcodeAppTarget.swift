import Foundation

/// An application target of an Xcode project: what it compiles, bundles and links.
struct XcodeAppTarget {
    /// The target's name in Xcode.
    var name: String
    /// The Release configuration's settings (or the first configuration's).
    var buildSettings: BuildSettings
    /// Swift files of the Sources phase (and of synchronized folders), in project order.
    var swiftSources: [URL] = []
    /// Other files the Sources phase compiles (Objective-C, C, Metal, Core Data models …):
    /// the port does not carry them over.
    var otherSources: [URL] = []
    /// What the Resources phase copies into the bundle.
    var resources: [ProjectResource] = []
    /// What the Frameworks phase links, by file name (`MapKit.framework`, `libz.tbd`).
    var frameworks: [String] = []
    /// Swift packages' products the target depends on.
    var packageProducts: [String] = []
    /// Sources-phase entries whose file could not be found (a path outside the project).
    var missingFiles: [String] = []

    /// `PRODUCT_NAME`, else the target's name.
    var productName: String {
        nonEmpty(buildSettings["PRODUCT_NAME"]) ?? name
    }

    /// The Swift module name: `PRODUCT_MODULE_NAME`, else the product name as an identifier.
    var moduleName: String {
        nonEmpty(buildSettings["PRODUCT_MODULE_NAME"]) ?? BuildSettings.c99Identifier(productName)
    }

    /// `SWIFT_VERSION` as a number (5.0 when unset, Xcode's default for iOS app templates).
    var swiftVersion: Double {
        buildSettings["SWIFT_VERSION"].flatMap(Double.init) ?? 5.0
    }

    /// The Info.plist file, when the target names one.
    func infoPlistURL(sourceRoot: URL) -> URL? {
        nonEmpty(buildSettings["INFOPLIST_FILE"]).map { path in
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : sourceRoot.appendingPathComponent(path)
        }
    }

    private func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
