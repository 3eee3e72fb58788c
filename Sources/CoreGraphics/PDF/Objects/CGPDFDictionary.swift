import Foundation

/// A PDF dictionary.
public typealias CGPDFDictionaryRef = OpaquePointer

/// Called with each key and value of a dictionary.
public typealias CGPDFDictionaryApplierFunction = @convention(c) (UnsafePointer<CChar>, CGPDFObjectRef, UnsafeMutableRawPointer?) -> Void

/// Called with each key and value of a dictionary; returns false to stop.
public typealias CGPDFDictionaryApplierBlock = (UnsafePointer<CChar>, CGPDFObjectRef, UnsafeMutableRawPointer?) -> Bool

/// What a `CGPDFDictionaryRef` points to: entries in the order the file has them. Values are
/// read through indirect references; a later duplicate key replaces an earlier one.
final class CGPDFDictionary: PDFOpaqueObject {
    private(set) var entries: [(key: PDFName, value: CGPDFObject)] = []
    private var indexByKey: [[UInt8]: Int] = [:]

    init(_ pairs: [(PDFName, CGPDFObject)]) {
        for (key, value) in pairs {
            if let existing = indexByKey[key.bytes] {
                entries[existing] = (key, value)
            } else {
                indexByKey[key.bytes] = entries.count
                entries.append((key, value))
            }
        }
    }



    /// The value for `key`, resolved.
    subscript(key: String) -> CGPDFObject? {
        indexByKey[Array(key.utf8)].map { entries[$0].value.resolved }
    }

    subscript(cKey key: UnsafePointer<CChar>) -> CGPDFObject? {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(key).assumingMemoryBound(to: UInt8.self), count: strlen(key))
        return indexByKey[Array(bytes)].map { entries[$0].value.resolved }
    }

    /// The value for `key` as it is written: an indirect reference stays one.
    func unresolved(_ key: String) -> CGPDFObject? {
        indexByKey[Array(key.utf8)].map { entries[$0].value }
    }
}

/// How many entries `dict` has.
public func CGPDFDictionaryGetCount(_ dict: CGPDFDictionaryRef) -> Int {
    CGPDFDictionary.from(dict).entries.count
}

/// The value for `key`; false when `dict` has no such key.
public func CGPDFDictionaryGetObject(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFObjectRef?>?) -> Bool {
    guard let object = CGPDFDictionary.from(dict)[cKey: key] else { return false }
    value?.pointee = object.reference
    return true
}

/// The boolean for `key`; false when there is none.
public func CGPDFDictionaryGetBoolean(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFBoolean>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .boolean, into: value) ?? false
}

/// The integer for `key`; false when there is none.
public func CGPDFDictionaryGetInteger(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFInteger>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .integer, into: value) ?? false
}

/// The number (real or integer) for `key`; false when there is none.
public func CGPDFDictionaryGetNumber(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFReal>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .real, into: value) ?? false
}

/// The name for `key`, as a C string valid as long as the dictionary.
public func CGPDFDictionaryGetName(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .name, into: value) ?? false
}

/// The string for `key`.
public func CGPDFDictionaryGetString(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFStringRef?>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .string, into: value) ?? false
}

/// The array for `key`.
public func CGPDFDictionaryGetArray(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFArrayRef?>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .array, into: value) ?? false
}

/// The dictionary for `key`.
public func CGPDFDictionaryGetDictionary(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFDictionaryRef?>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .dictionary, into: value) ?? false
}

/// The stream for `key`.
public func CGPDFDictionaryGetStream(_ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFStreamRef?>?) -> Bool {
    CGPDFDictionary.from(dict)[cKey: key]?.copyValue(as: .stream, into: value) ?? false
}

/// Calls `function` with each key and value, in the file's order.
public func CGPDFDictionaryApplyFunction(_ dict: CGPDFDictionaryRef, _ function: CGPDFDictionaryApplierFunction, _ info: UnsafeMutableRawPointer?) {
    for (key, value) in CGPDFDictionary.from(dict).entries {
        function(key.cString, value.resolved.reference, info)
    }
}

/// Calls `block` with each key and value, in the file's order, until it returns false.
public func CGPDFDictionaryApplyBlock(_ dict: CGPDFDictionaryRef, _ block: CGPDFDictionaryApplierBlock, _ info: UnsafeMutableRawPointer?) {
    for (key, value) in CGPDFDictionary.from(dict).entries {
        guard block(key.cString, value.resolved.reference, info) else { return }
    }
}
