import Foundation

/// One file of a data set, and the devices it is for.
struct DataSetEntry: Decodable, Sendable {
    /// The file in the set's folder; absent for a slot Xcode shows empty.
    var filename: String?
    /// `universal`, `ipad`, `iphone`, `mac` …; absent means universal.
    var idiom: String?
    /// The least memory the device must have: `1GB`, `2GB` … `8GB`.
    var memory: String?
    /// The Metal feature set the file is for (`metal2v2`, `apple4` …).
    var graphicsFeatureSet: String?
    var universalTypeIdentifier: String?

    enum CodingKeys: String, CodingKey {
        case filename, idiom, memory
        case graphicsFeatureSet = "graphics-feature-set"
        case universalTypeIdentifier = "universal-type-identifier"
    }

    /// The entry with a file that suits an iPad with `physicalMemory` bytes best: one for no
    /// Metal feature set over one for any (Linux has none), then the iPad's over a universal
    /// one, then the one asking the most memory of those this machine has enough for.
    static func best(of entries: [DataSetEntry], physicalMemory: UInt64) -> DataSetEntry? {
        var best: (entry: DataSetEntry, rank: (Int, Int, UInt64))?
        for entry in entries where entry.filename?.isEmpty == false {
            guard let idiomRank = AssetIdiom.rank(entry.idiom) else { continue }
            var required: UInt64 = 0
            if let memory = entry.memory {
                guard let gigabytes = UInt64(memory.uppercased().replacingOccurrences(of: "GB", with: "")) else { continue }
                required = gigabytes << 30
                guard required <= physicalMemory else { continue }
            }
            let rank = (entry.graphicsFeatureSet == nil ? 1 : 0, idiomRank, required)
            if best == nil || rank > best!.rank { best = (entry, rank) }
        }
        return best?.entry
    }
}
