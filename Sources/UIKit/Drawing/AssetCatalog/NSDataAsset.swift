import Foundation
import UniformTypeIdentifiers

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String

/// The contents of a data set (`.dataset`) in an asset catalog: a JSON file, a model, a
/// sound — any file an app ships beside its images and colours, read by name.
///
/// As with `UIImage(named:)`, Slate reads the catalog's folder where UIKit reads the compiled
/// `Assets.car` (`AssetCatalog`). Of a set's files, one made for a Metal graphics feature set is
/// used only when the set has nothing else — Linux has no Metal (docs/porting.md) — then the
/// one for the iPad wins over a universal one, then the one made for the most memory this
/// machine has.
open class NSDataAsset: NSObject, NSCopying {
    public typealias Name = NSDataAssetName

    /// The data set's name, as it was asked for.
    open var name: NSDataAsset.Name { contents.name }
    /// The chosen file's contents.
    open var data: Data { contents.data }
    /// The chosen file's uniform type identifier: the one the catalog gives it, else the
    /// declared type of its file name extension, else `public.data`.
    open var typeIdentifier: String { contents.typeIdentifier }

    /// What an asset found holds.
    private struct Contents {
        let name: NSDataAsset.Name
        let data: Data
        let typeIdentifier: String
    }

    private let contents: Contents

    /// The data set `name` in the app's catalogs: the main bundle's, then those of the
    /// `*.resources` bundles beside the executable, as `UIImage(named:)` searches on Linux.
    public convenience init?(name: NSDataAsset.Name) {
        guard let contents = Self.find(name, in: nil) else { return nil }
        self.init(contents)
    }

    /// The data set `name` in `bundle`'s catalogs, or nil when none of them has one whose
    /// chosen file reads.
    public init?(name: NSDataAsset.Name, bundle: Bundle) {
        guard let contents = Self.find(name, in: bundle) else { return nil }
        self.contents = contents
        super.init()
    }

    private init(_ contents: Contents) {
        self.contents = contents
        super.init()
    }

    /// The chosen file of the data set `name` in `bundle`'s catalogs (nil: the app's), read.
    private static func find(_ name: NSDataAsset.Name, in bundle: Bundle?) -> Contents? {
        guard let (folder, catalogContents) = AssetCatalog.asset(.data, named: name, in: bundle),
              let entry = DataSetEntry.best(of: catalogContents.data ?? [], physicalMemory: ProcessInfo.processInfo.physicalMemory),
              let filename = entry.filename,
              let data = try? Data(contentsOf: folder.appendingPathComponent(filename)) else { return nil }
        let typeIdentifier = entry.universalTypeIdentifier
            ?? UTType(filenameExtension: (filename as NSString).pathExtension).flatMap { $0.isDynamic ? nil : $0.identifier }
            ?? UTType.data.identifier
        return Contents(name: name, data: data, typeIdentifier: typeIdentifier)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSDataAsset(contents)
    }
}
