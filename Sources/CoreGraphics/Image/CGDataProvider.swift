/// A source of bytes for images.
///
/// Apple's initializers take `CFData` and `CFURL`; Slate's take `Data` and `URL` (Linux has
/// no CoreFoundation bridging). See docs/porting.md.
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes.
    public let data: Data?

    public init?(data: Data) {
        self.data = data
    }

    public init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        data = contents
    }

    public init?(filename: String) {
        guard let contents = FileManager.default.contents(atPath: filename) else { return nil }
        data = contents
    }
}
