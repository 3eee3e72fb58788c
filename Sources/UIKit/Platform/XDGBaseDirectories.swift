import Foundation

/// The XDG base directories (freedesktop.org's Base Directory Specification) as an environment
/// names them. A variable counts only when set, non-empty and absolute — the specification says
/// a relative one is ignored — and `HOME` likewise, else the account's home directory.
package struct XDGBaseDirectories {
    package let environment: [String: String]

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    package var home: URL {
        absolute("HOME").map { URL(fileURLWithPath: $0, isDirectory: true) } ?? FileManager.default.homeDirectoryForCurrentUser
    }

    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    package var configHome: URL { directory("XDG_CONFIG_HOME", else: ".config") }
    /// `$XDG_DATA_HOME`, else `~/.local/share`.
    package var dataHome: URL { directory("XDG_DATA_HOME", else: ".local/share") }
    /// `$XDG_STATE_HOME`, else `~/.local/state`.
    package var stateHome: URL { directory("XDG_STATE_HOME", else: ".local/state") }

    /// `$XDG_DATA_DIRS`' absolute entries, most important first, else `/usr/local/share` and
    /// `/usr/share`.
    package var dataDirectories: [URL] {
        let entries = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").filter { $0.hasPrefix("/") }.map(String.init)
        return (entries.isEmpty ? ["/usr/local/share", "/usr/share"] : entries).map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The app's own directory in the base directory `base` (`\.stateHome`, `\.dataHome` …).
    package func applicationDirectory(in base: KeyPath<XDGBaseDirectories, URL>, applicationIdentifier: String) -> URL {
        self[keyPath: base].appendingPathComponent(Self.directoryName(forApplicationIdentifier: applicationIdentifier), isDirectory: true)
    }

    /// A user directory as `xdg-user-dirs` records it in `user-dirs.dirs` (`"PICTURES"` reads
    /// `XDG_PICTURES_DIR`, with `$HOME` expanded), else `~/fallback`. Nil when the record names
    /// the home folder itself, which is how a user turns a directory off.
    package func userDirectory(_ name: String, else fallback: String) -> URL? {
        let key = "XDG_\(name)_DIR="
        if let dirs = try? String(contentsOf: configHome.appendingPathComponent("user-dirs.dirs"), encoding: .utf8),
           let line = dirs.split(separator: "\n").last(where: { $0.hasPrefix(key) }) {
            let value = line.dropFirst(key.count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let path = value.replacingOccurrences(of: "$HOME", with: home.path)
            guard path.hasPrefix("/") else { return home.appendingPathComponent(fallback, isDirectory: true) }
            let url = URL(fileURLWithPath: path, isDirectory: true)
            return url.standardizedFileURL.path == home.standardizedFileURL.path ? nil : url
        }
        return home.appendingPathComponent(fallback, isDirectory: true)
    }

    private func absolute(_ variable: String) -> String? {
        environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
    }

    private func directory(_ variable: String, else relative: String) -> URL {
        absolute(variable).map { URL(fileURLWithPath: $0, isDirectory: true) } ?? home.appendingPathComponent(relative, isDirectory: true)
    }

    /// Makes an application identifier safe as one path component: "/", NUL
    /// and control characters become "_", "." and ".." and "" cannot escape or
    /// alias the base directory, and the name fits NAME_MAX (255 bytes).
    package static func directoryName(forApplicationIdentifier identifier: String) -> String {
        var scalars = String.UnicodeScalarView()
        var byteCount = 0
        for scalar in identifier.unicodeScalars {
            let safe: Unicode.Scalar = (scalar == "/" || scalar.properties.generalCategory == .control) ? "_" : scalar
            byteCount += UTF8.width(safe)
            guard byteCount <= 255 else { break }
            scalars.append(safe)
        }
        let name = String(scalars)
        switch name {
        case "": return "_"
        case ".", "..": return String(repeating: "_", count: name.count)
        default: return name
        }
    }
}
