import Foundation

/// The process's resident memory, from `/proc/self/statm`, for the benchmarks that report
/// memory per visible row: a difference of two readings around the work, so that what the
/// process held before (the toolkit, the window, the frame buffer) is left out.
public enum ResidentMemory {
    /// Resident bytes now.
    public static func bytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
