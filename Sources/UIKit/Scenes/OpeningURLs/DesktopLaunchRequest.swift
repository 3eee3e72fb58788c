import Foundation

/// What a launch of the app from the desktop asks for: URLs to open (`UIApplication+OpeningURLs`)
/// and a quick action to perform (`--slate-shortcut-item=<type>`, what a desktop entry's
/// `[Desktop Action]` launches; UIApplication+Shortcuts.swift).
///
/// A second launch hands the request to the running instance over the launch-forwarding
/// channel, which carries URLs one per line: the quick action travels as the relative reference
/// `--slate-shortcut-item=<percent-encoded type>`. No URL argument can be mistaken for it, as
/// every URL taken from the arguments has a scheme (`urlsToOpen` makes files `file:` URLs).
struct DesktopLaunchRequest: Equatable {
    /// The launch argument naming a quick action: `--slate-shortcut-item=com.example.search`.
    /// An option (it begins with `-`), so it is never taken for a URL or a file.
    static let shortcutOption = "--slate-shortcut-item="

    var urls: [URL]
    /// The type of the quick action the user chose, if any.
    var shortcutType: String?

    init(urls: [URL] = [], shortcutType: String? = nil) {
        self.urls = urls
        self.shortcutType = shortcutType
    }

    /// The request in a launch's arguments (the executable's name excluded). Of several quick
    /// actions the last counts, as the user can choose only one.
    @MainActor
    init(arguments: [String], relativeTo directory: URL) {
        urls = UIApplication.urlsToOpen(inArguments: arguments, relativeTo: directory)
        shortcutType = arguments.last { $0.hasPrefix(Self.shortcutOption) && $0.count > Self.shortcutOption.count }
            .map { String($0.dropFirst(Self.shortcutOption.count)) }
    }

    /// The request a second launch forwarded (`forwarded`).
    init(forwarded: [URL]) {
        urls = forwarded.filter { $0.scheme != nil }
        shortcutType = forwarded.last { $0.scheme == nil && $0.relativeString.hasPrefix(Self.shortcutOption) }
            .flatMap { String($0.relativeString.dropFirst(Self.shortcutOption.count)).removingPercentEncoding }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What the launch-forwarding channel carries for this request.
    var forwarded: [URL] {
        var lines = urls
        if let shortcutType, let encoded = shortcutType.addingPercentEncoding(withAllowedCharacters: Self.unreserved),
           let line = URL(string: Self.shortcutOption + encoded) {
            lines.append(line)
        }
        return lines
    }

    var isEmpty: Bool { urls.isEmpty && shortcutType == nil }

    /// RFC 3986's unreserved characters: everything else in a type is percent-encoded.
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
