import Foundation

/// A content stream: the drawing operators of a page or a form, with their resources.
public typealias CGPDFContentStreamRef = OpaquePointer

/// What a `CGPDFContentStreamRef` points to. It keeps its page (and so its document) alive.
final class CGPDFContentStream: PDFOpaqueObject {
    let streams: [CGPDFStream]
    let resources: CGPDFDictionary?
    let parent: CGPDFContentStream?
    /// What keeps the objects above alive: the page's document's store.
    private let store: PDFObjectStore?
    private let page: CGPDFPage?

    init(streams: [CGPDFStream], resources: CGPDFDictionary?, parent: CGPDFContentStream?, store: PDFObjectStore?, page: CGPDFPage?) {
        self.streams = streams
        self.resources = resources
        self.parent = parent
        self.store = store
        self.page = page
    }



    /// The resource `name` of `category` (`Font`, `XObject` …) here or in a parent's resources.
    func resource(category: String, name: String) -> CGPDFObject? {
        var current: CGPDFContentStream? = self
        while let stream = current {
            if let found = stream.resources?[category]?.dictionary?[name] { return found }
            current = stream.parent
        }
        return nil
    }
}

/// A content stream of `page`'s `/Contents` (one stream or several, read as one) and its
/// (inherited) `/Resources`. Release it with `CGPDFContentStreamRelease`. A page of an
/// encrypted document has an empty content stream (see docs/porting.md).
public func CGPDFContentStreamCreateWithPage(_ page: CGPDFPage) -> CGPDFContentStreamRef {
    let dictionary = page.pageDictionary
    var streams: [CGPDFStream] = []
    switch dictionary?["Contents"]?.value {
    case let .stream(stream)?:
        streams = [stream]
    case let .array(array)?:
        streams = array.elements.indices.compactMap {
            if case let .stream(stream)? = array[$0]?.value { return stream }
            return nil
        }
    default:
        break
    }
    let store = page.document?.withObjectStore { $0 }
    return CGPDFContentStream(streams: streams, resources: dictionary?.inherited("Resources")?.dictionary,
                              parent: nil, store: store, page: page).retainedReference
}

/// A content stream of `stream` (a form XObject, a pattern, a Type 3 glyph) with
/// `streamResources`; `parent`'s resources are looked in for what these lack.
public func CGPDFContentStreamCreateWithStream(_ stream: CGPDFStreamRef, _ streamResources: CGPDFDictionaryRef, _ parent: CGPDFContentStreamRef?) -> CGPDFContentStreamRef {
    let content = CGPDFStream.from(stream)
    return CGPDFContentStream(streams: [content], resources: CGPDFDictionary.from(streamResources),
                              parent: parent.map(CGPDFContentStream.from), store: content.store, page: nil).retainedReference
}

/// Adds a reference to `cs`.
@discardableResult
public func CGPDFContentStreamRetain(_ cs: CGPDFContentStreamRef) -> CGPDFContentStreamRef {
    CGPDFContentStream.retain(cs)
    return cs
}

/// Gives up a reference to `cs`; the last release frees it.
public func CGPDFContentStreamRelease(_ cs: CGPDFContentStreamRef) {
    CGPDFContentStream.release(cs)
}

/// The streams `cs` reads, in order. Apple's returns a `CFArray`; Slate's returns an array of
/// stream references (see docs/porting.md).
public func CGPDFContentStreamGetStreams(_ cs: CGPDFContentStreamRef) -> [CGPDFStreamRef]? {
    CGPDFContentStream.from(cs).streams.map(\.reference)
}

/// The resource `name` of `category` (`"Font"`, `"XObject"`, `"ExtGState"` …) in the
/// resources of `cs` or of its parents; nil when none has it.
public func CGPDFContentStreamGetResource(_ cs: CGPDFContentStreamRef, _ category: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>) -> CGPDFObjectRef? {
    CGPDFContentStream.from(cs).resource(category: String(cString: category), name: String(cString: name))?.reference
}
