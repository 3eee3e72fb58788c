import Foundation

/// A PDF stream: a dictionary and data.
public typealias CGPDFStreamRef = OpaquePointer

/// How the data `CGPDFStreamCopyData` returns is encoded.
public enum CGPDFDataFormat: Int32, Sendable {
    /// Decoded: what the stream's filters produce.
    case raw
    /// A JPEG image (the stream's last filter is DCTDecode, which is left on).
    case jpegEncoded
    /// A JPEG 2000 image (the last filter is JPXDecode, left on).
    case JPEG2000
}

/// What a `CGPDFStreamRef` points to: its dictionary and its encoded bytes.
final class CGPDFStream: PDFOpaqueObject {
    let dictionary: CGPDFDictionary
    /// A slice of the file's bytes (shared, not copied) or of a content stream's.
    let encoded: ArraySlice<UInt8>
    unowned let store: PDFObjectStore

    init(dictionary: CGPDFDictionary, encoded: ArraySlice<UInt8>, store: PDFObjectStore) {
        self.dictionary = dictionary
        self.encoded = encoded
        self.store = store
    }



    /// The data with every filter undone but a final image filter, and the format that leaves;
    /// nil when a filter is one Slate cannot undo (CCITTFax, JBIG2, Crypt) or the data is
    /// damaged beyond reading.
    func decoded() -> (data: [UInt8], format: CGPDFDataFormat)? {
        let filters: [String]
        let parameters: [CGPDFDictionary?]
        switch dictionary["Filter"]?.value {
        case let .name(name)?:
            filters = [name.string]
            parameters = [dictionary["DecodeParms"]?.dictionary]
        case let .array(array)?:
            // A filter that is not a name would pair the others with the wrong parameters.
            let names = array.elements.indices.map { array[$0]?.nameString }
            guard !names.contains(where: { $0 == nil }) else { return nil }
            filters = names.compactMap { $0 }
            let parameterArray = dictionary["DecodeParms"]?.array
            parameters = filters.indices.map { parameterArray?[$0]?.dictionary }
        default:
            return (Array(encoded), .raw)
        }
        var data = Array(encoded)
        for (index, filter) in filters.enumerated() {
            let isLast = index == filters.count - 1
            switch filter {
            case "DCTDecode", "DCT":
                return isLast ? (data, .jpegEncoded) : nil
            case "JPXDecode":
                return isLast ? (data, .JPEG2000) : nil
            default:
                guard let next = PDFFilter.decode(data, filter: filter, parameters: parameters[index]) else { return nil }
                data = next
            }
        }
        return (data, .raw)
    }
}

/// The stream's dictionary.
public func CGPDFStreamGetDictionary(_ stream: CGPDFStreamRef) -> CGPDFDictionaryRef? {
    CGPDFStream.from(stream).dictionary.reference
}

/// The stream's data, decoded but for a final JPEG or JPEG 2000 filter, which `format` names;
/// nil when it cannot be decoded. Apple's returns a `CFData`; Slate's returns `Data`.
public func CGPDFStreamCopyData(_ stream: CGPDFStreamRef, _ format: UnsafeMutablePointer<CGPDFDataFormat>) -> Data? {
    guard let (data, dataFormat) = CGPDFStream.from(stream).decoded() else { return nil }
    format.pointee = dataFormat
    return Data(data)
}
