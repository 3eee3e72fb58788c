import Foundation

/// A PDF array.
public typealias CGPDFArrayRef = OpaquePointer

/// Called with each index and value of an array; returns false to stop.
public typealias CGPDFArrayApplierBlock = (Int, CGPDFObjectRef, UnsafeMutableRawPointer?) -> Bool

/// What a `CGPDFArrayRef` points to. Its values are read through indirect references.
final class CGPDFArray: PDFOpaqueObject {
    let elements: [CGPDFObject]

    init(_ elements: [CGPDFObject]) {
        self.elements = elements
    }



    /// The value at `index`, resolved; nil out of range.
    subscript(index: Int) -> CGPDFObject? {
        elements.indices.contains(index) ? elements[index].resolved : nil
    }

    /// The numbers of an array of numbers (a rectangle, a matrix); nil if any is not a number.
    var numbers: [CGFloat]? {
        var numbers: [CGFloat] = []
        for index in elements.indices {
            guard let number = self[index]?.number else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}

/// How many values `array` holds.
public func CGPDFArrayGetCount(_ array: CGPDFArrayRef) -> Int {
    CGPDFArray.from(array).elements.count
}

/// The value at `index`; false when `index` is out of range.
public func CGPDFArrayGetObject(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFObjectRef?>?) -> Bool {
    guard let object = CGPDFArray.from(array)[index] else { return false }
    value?.pointee = object.reference
    return true
}

/// Whether the value at `index` is the null object.
public func CGPDFArrayGetNull(_ array: CGPDFArrayRef, _ index: Int) -> Bool {
    CGPDFArray.from(array)[index]?.type == .null
}

/// The boolean at `index`; false when it is out of range or not a boolean.
public func CGPDFArrayGetBoolean(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFBoolean>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .boolean, into: value) ?? false
}

/// The integer at `index`; false when it is out of range or not an integer.
public func CGPDFArrayGetInteger(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFInteger>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .integer, into: value) ?? false
}

/// The number (real or integer) at `index`; false when it is out of range or not a number.
public func CGPDFArrayGetNumber(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFReal>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .real, into: value) ?? false
}

/// The name at `index`, as a C string valid as long as the array.
public func CGPDFArrayGetName(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .name, into: value) ?? false
}

/// The string at `index`.
public func CGPDFArrayGetString(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFStringRef?>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .string, into: value) ?? false
}

/// The array at `index`.
public func CGPDFArrayGetArray(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFArrayRef?>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .array, into: value) ?? false
}

/// The dictionary at `index`.
public func CGPDFArrayGetDictionary(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFDictionaryRef?>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .dictionary, into: value) ?? false
}

/// The stream at `index`.
public func CGPDFArrayGetStream(_ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFStreamRef?>?) -> Bool {
    CGPDFArray.from(array)[index]?.copyValue(as: .stream, into: value) ?? false
}

/// Calls `block` with each index and value, in order, until it returns false.
public func CGPDFArrayApplyBlock(_ array: CGPDFArrayRef, _ block: CGPDFArrayApplierBlock, _ info: UnsafeMutableRawPointer?) {
    let array = CGPDFArray.from(array)
    for index in array.elements.indices {
        guard let object = array[index], block(index, object.reference, info) else { return }
    }
}
