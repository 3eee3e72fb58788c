import Foundation

extension CGPDFDocument {
    /// The document catalog (the trailer's `/Root`); nil for an encrypted document (see
    /// docs/porting.md, PDF documents) or one whose structure cannot be read.
    public var catalog: CGPDFDictionaryRef? {
        withObjectStore { $0.catalog?.reference }
    }

    /// The document information dictionary (`/Info`: title, author, dates …).
    public var info: CGPDFDictionaryRef? {
        withObjectStore { $0.trailer["Info"]?.dictionary?.reference }
    }

    /// The file identifier: an array of two byte strings.
    public var fileIdentifier: CGPDFArrayRef? {
        withObjectStore { $0.trailer["ID"]?.array?.reference }
    }

    func withObjectStore<Result>(_ body: (PDFObjectStore) -> Result?) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        guard let store = objectStore else { return nil }
        store.lock.lock()
        defer { store.lock.unlock() }
        return body(store)
    }

    /// The page dictionaries in order: the leaves of the page tree from the catalog's
    /// `/Pages` (PDF 1.7, 7.7.3). A node seen twice is read once, so a looping tree ends.
    func pageDictionary(at pageNumber: Int) -> CGPDFDictionary? {
        withObjectStore { store in
            if store.pages == nil {
                var pages: [CGPDFDictionary] = []
                var seen: Set<ObjectIdentifier> = []
                func visit(_ node: CGPDFDictionary, depth: Int) {
                    guard depth < 64, seen.insert(ObjectIdentifier(node)).inserted else { return }
                    let type = node["Type"]?.nameString
                    if type != "Page", let kids = node["Kids"]?.array {
                        for index in kids.elements.indices {
                            if let kid = kids[index]?.dictionary { visit(kid, depth: depth + 1) }
                        }
                    } else if type == "Page" || type == nil && node["Kids"] == nil {
                        // A leaf is a page; a `/Pages` node without kids is an empty one.
                        pages.append(node)
                    }
                }
                if let root = store.catalog?["Pages"]?.dictionary { visit(root, depth: 0) }
                store.pages = pages
            }
            guard let pages = store.pages, pageNumber >= 1, pageNumber <= pages.count else { return nil }
            return pages[pageNumber - 1]
        }
    }
}

extension CGPDFDictionary {
    /// The value for `key` here or, for the attributes pages inherit (`/Resources`,
    /// `/MediaBox`, `/CropBox`, `/Rotate`), on the nearest ancestor that has it.
    func inherited(_ key: String) -> CGPDFObject? {
        var node: CGPDFDictionary? = self
        var depth = 0
        while let current = node, depth < 64 {
            if let value = current[key], value.type != .null { return value }
            node = current["Parent"]?.dictionary
            depth += 1
        }
        return nil
    }

    /// A rectangle entry (`[llx lly urx ury]`), normalised.
    func rectangle(_ key: String, inherited: Bool) -> CGRect? {
        guard let numbers = (inherited ? self.inherited(key) : self[key])?.array?.numbers, numbers.count == 4 else { return nil }
        return CGRect(x: min(numbers[0], numbers[2]), y: min(numbers[1], numbers[3]),
                      width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    }
}
