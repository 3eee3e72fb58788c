import Foundation

/// Reads the machine's battery from the kernel's power-supply class
/// (`/sys/class/power_supply/*/{type,capacity,status}`), what UPower reads too: the first
/// supply of type "Battery". A desktop without one reports none.
package struct PowerSupplyReader {
    package struct Reading: Equatable {
        /// 0…1, or -1 when unknown.
        package var level: Float
        package var state: UIDevice.BatteryState
    }

    /// The power-supply class directory (a test gives one of its own).
    package var directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// What no battery reads as: UIKit's values for a device it cannot measure.
    package static let none = Reading(level: -1, state: .unknown)

    package func read() -> Reading {
        let fileManager = FileManager.default
        guard let supplies = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return Self.none }
        for supply in supplies.sorted() {
            let folder = directory.appendingPathComponent(supply, isDirectory: true)
            guard value(of: "type", in: folder) == "Battery" else { continue }
            let capacity = value(of: "capacity", in: folder).flatMap(Float.init)
            let level = capacity.map { min(max($0, 0), 100) / 100 } ?? -1
            let state: UIDevice.BatteryState = switch value(of: "status", in: folder) {
            case "Charging": .charging
            // Plugged in and held at a charge limit: as full as it will get.
            case "Full", "Not charging": .full
            case "Discharging": .unplugged
            default: .unknown
            }
            return Reading(level: level, state: state)
        }
        return Self.none
    }

    private func value(of attribute: String, in folder: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(attribute).path),
              data.count < 256 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
