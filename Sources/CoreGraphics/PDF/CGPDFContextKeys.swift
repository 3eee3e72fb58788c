/// Keys of a PDF context's auxiliary-information dictionary (`CGContext(consumer:mediaBox:_:)`)
/// and of `beginPDFPage(_:)`'s page dictionary.
///
/// Apple's constants are `CFString`; Slate's are `String` (no CoreFoundation bridging), with
/// the same values, so dictionaries written with either the constants or the literal
/// strings ("Title") work. The values are `String`s, except `kCGPDFContextKeywords`, which
/// may also be an array of strings, and `kCGPDFContextMediaBox`, a `CGRect` (Apple boxes it
/// in `CFData`).

/// The document's title.
public let kCGPDFContextTitle = "Title"
/// The document's author.
public let kCGPDFContextAuthor = "Author"
/// The document's subject.
public let kCGPDFContextSubject = "Subject"
/// Keywords: a string or an array of strings.
public let kCGPDFContextKeywords = "Keywords"
/// The application that made the document.
public let kCGPDFContextCreator = "Creator"
/// A page's media box, in `beginPDFPage(_:)`'s dictionary (a `CGRect`).
public let kCGPDFContextMediaBox = "MediaBox"
