import Foundation

/// A PDF boolean: 0 or 1.
public typealias CGPDFBoolean = UInt8
/// A PDF integer.
public typealias CGPDFInteger = Int
/// A PDF real number.
public typealias CGPDFReal = CGFloat

/// A PDF object of any type: a value in an array or a dictionary, an operand on a scanner's
/// stack. Valid as long as the document (or the scanner) it came from.
public typealias CGPDFObjectRef = OpaquePointer

/// The type of a PDF object.
public enum CGPDFObjectType: Int32, Sendable {
    case null = 1
    case boolean
    case integer
    case real
    case name
    case string
    case array
    case dictionary
    case stream
}

/// What a `CGPDFObjectRef` points to: one value of a document's object graph.
///
/// Objects belong to their document's `PDFObjectStore` (or to the scanner that read them), which
/// keeps them alive; references handed out are unretained, as Quartz's are.
final class CGPDFObject: PDFOpaqueObject {
    let value: PDFValue
    unowned let store: PDFObjectStore

    init(_ value: PDFValue, store: PDFObjectStore) {
        self.value = value
        self.store = store
    }

    /// This object, or the object an indirect reference names (null when the document has no
    /// such object).
    var resolved: CGPDFObject { store.resolve(self) }

    var type: CGPDFObjectType {
        switch value {
        case .null, .reference: .null
        case .boolean: .boolean
        case .integer: .integer
        case .real: .real
        case .name: .name
        case .string: .string
        case .array: .array
        case .dictionary: .dictionary
        case .stream: .stream
        }
    }



    /// Copies the value into `destination` when it has `type` (an integer reads as a real
    /// too), as `CGPDFObjectGetValue` does.
    func copyValue(as type: CGPDFObjectType, into destination: UnsafeMutableRawPointer?) -> Bool {
        switch (value, type) {
        case (.null, .null):
            return true
        case let (.boolean(flag), .boolean):
            destination?.assumingMemoryBound(to: CGPDFBoolean.self).pointee = flag ? 1 : 0
        case let (.integer(number), .integer):
            destination?.assumingMemoryBound(to: CGPDFInteger.self).pointee = number
        case let (.integer(number), .real):
            destination?.assumingMemoryBound(to: CGPDFReal.self).pointee = CGPDFReal(number)
        case let (.real(number), .real):
            destination?.assumingMemoryBound(to: CGPDFReal.self).pointee = CGPDFReal(number)
        case let (.name(name), .name):
            destination?.assumingMemoryBound(to: UnsafePointer<CChar>?.self).pointee = name.cString
        case let (.string(string), .string):
            destination?.assumingMemoryBound(to: OpaquePointer?.self).pointee = string.reference
        case let (.array(array), .array):
            destination?.assumingMemoryBound(to: OpaquePointer?.self).pointee = array.reference
        case let (.dictionary(dictionary), .dictionary):
            destination?.assumingMemoryBound(to: OpaquePointer?.self).pointee = dictionary.reference
        case let (.stream(stream), .stream):
            destination?.assumingMemoryBound(to: OpaquePointer?.self).pointee = stream.reference
        default:
            return false
        }
        return true
    }

    /// The number, for integers and reals.
    var number: CGFloat? {
        switch value {
        case let .integer(number): CGFloat(number)
        case let .real(number): CGFloat(number)
        default: nil
        }
    }

    var nameString: String? {
        if case let .name(name) = value { return name.string }
        return nil
    }

    var dictionary: CGPDFDictionary? {
        switch value {
        case let .dictionary(dictionary): dictionary
        case let .stream(stream): stream.dictionary
        default: nil
        }
    }

    var array: CGPDFArray? {
        if case let .array(array) = value { return array }
        return nil
    }
}

/// The values PDF objects hold (PDF 1.7, 7.3). References stay unresolved until read.
enum PDFValue {
    case null
    case boolean(Bool)
    case integer(Int)
    case real(Double)
    case name(PDFName)
    case string(CGPDFString)
    case array(CGPDFArray)
    case dictionary(CGPDFDictionary)
    case stream(CGPDFStream)
    case reference(number: Int, generation: Int)
}

/// A PDF name, with a C string that lives as long as the name (what `CGPDF…GetName` hand out).
final class PDFName {
    let bytes: [UInt8]
    let cString: UnsafePointer<CChar>

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A name with a #00 escape ends at it in C, as in Quartz.
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { storage[index] = CChar(bitPattern: byte) }
        storage[bytes.count] = 0
        cString = UnsafePointer(storage)
    }

    deinit { UnsafeMutablePointer(mutating: cString).deallocate() }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// Returns the type of `object`.
public func CGPDFObjectGetType(_ object: CGPDFObjectRef) -> CGPDFObjectType {
    CGPDFObject.from(object).resolved.type
}

/// Copies the value of `object` into `value` when it has `type`, or when it is an integer and
/// `type` is `.real`; returns whether it did. `value` points to a `CGPDFBoolean`,
/// `CGPDFInteger`, `CGPDFReal`, `UnsafePointer<CChar>?` (a name) or a `CGPDF…Ref?`.
public func CGPDFObjectGetValue(_ object: CGPDFObjectRef, _ type: CGPDFObjectType, _ value: UnsafeMutableRawPointer?) -> Bool {
    CGPDFObject.from(object).resolved.copyValue(as: type, into: value)
}
