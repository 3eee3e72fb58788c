import Foundation

/// A PDF string: bytes, which may be text (PDFDocEncoding or UTF-16), a date or binary data.
public typealias CGPDFStringRef = OpaquePointer

/// What a `CGPDFStringRef` points to. Its bytes live as long as it does.
final class CGPDFString: PDFOpaqueObject {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: [UInt8]) {
        storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = storage.initialize(from: bytes)
        self.bytes = UnsafeBufferPointer(rebasing: storage[0..<bytes.count])
    }

    deinit { storage.deallocate() }



    /// The string as text (PDF 1.7, 7.9.2.2): UTF-16BE after a byte-order mark, UTF-8 after
    /// one (PDF 2.0), PDFDocEncoding otherwise.
    var text: String? {
        let bytes = Array(self.bytes)
        if bytes.starts(with: [0xFE, 0xFF]) {
            var units: [UInt16] = []
            var index = 2
            while index + 1 < bytes.count {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return String(decoding: bytes.dropFirst(3), as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            scalars.append(Self.pdfDocEncoding(byte))
        }
        return String(scalars)
    }

    /// PDFDocEncoding (PDF 1.7, Annex D): Latin-1 but for 0x18–0x1F and 0x80–0xA0.
    private static func pdfDocEncoding(_ byte: UInt8) -> Unicode.Scalar {
        let value: UInt32
        switch byte {
        case 0x18...0x1F: value = [0x02D8, 0x02C7, 0x02C6, 0x02D9, 0x02DD, 0x02DB, 0x02DA, 0x02DC][Int(byte - 0x18)]
        case 0x80...0x9E:
            value = [0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x0192, 0x2044, 0x2039, 0x203A, 0x2212,
                     0x2030, 0x201E, 0x201C, 0x201D, 0x2018, 0x2019, 0x201A, 0x2122, 0xFB01, 0xFB02, 0x0141,
                     0x0152, 0x0160, 0x0178, 0x017D, 0x0131, 0x0142, 0x0153, 0x0161, 0x017E][Int(byte - 0x80)]
        case 0x9F: value = 0xFFFD
        case 0xA0: value = 0x20AC
        default: value = UInt32(byte)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The string as a date (PDF 1.7, 7.9.4): `D:YYYYMMDDHHmmSSOHH'mm'`, everything after the
    /// year optional; a missing offset is UTC.
    var date: Date? {
        var text = Array(bytes)
        if text.starts(with: Array("D:".utf8)) { text.removeFirst(2) }
        var index = 0
        func field(_ length: Int, default fallback: Int) -> Int? {
            guard index < text.count else { return fallback }
            guard index + length <= text.count else { return nil }
            let digits = text[index..<index + length]
            guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            index += length
            return Int(String(decoding: digits, as: UTF8.self))
        }
        func stopsAtOffset() -> Bool {
            index < text.count && [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "Z")].contains(text[index])
        }
        guard text.count >= 4, let year = field(4, default: 0) else { return nil }
        var parts = [1, 1, 0, 0, 0]
        for (slot, fallback) in zip(0..<5, [1, 1, 0, 0, 0]) {
            if stopsAtOffset() { break }
            guard let value = field(2, default: fallback) else { return nil }
            parts[slot] = value
        }
        var offsetSeconds = 0
        if index < text.count {
            let sign = text[index]
            index += 1
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                let hours = field(2, default: 0) ?? 0
                if index < text.count, text[index] == UInt8(ascii: "'") { index += 1 }
                let minutes = field(2, default: 0) ?? 0
                offsetSeconds = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
            }
        }
        guard (1...12).contains(parts[0]), (1...31).contains(parts[1]), parts[2] < 24, parts[3] < 60, parts[4] < 60 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let components = DateComponents(year: year, month: parts[0], day: parts[1], hour: parts[2], minute: parts[3], second: parts[4])
        return calendar.date(from: components).map { $0.addingTimeInterval(TimeInterval(-offsetSeconds)) }
    }
}

/// The number of bytes in `string`.
public func CGPDFStringGetLength(_ string: CGPDFStringRef) -> Int {
    CGPDFString.from(string).bytes.count
}

/// The bytes of `string`, valid as long as the string.
public func CGPDFStringGetBytePtr(_ string: CGPDFStringRef) -> UnsafePointer<UInt8>? {
    CGPDFString.from(string).bytes.baseAddress
}

/// `string` as text: UTF-16 after a byte-order mark, PDFDocEncoding otherwise. Apple's returns
/// a `CFString`; Slate's returns a `String` (see docs/porting.md).
public func CGPDFStringCopyTextString(_ string: CGPDFStringRef) -> String? {
    CGPDFString.from(string).text
}

/// `string` as a PDF date (`D:20201224183000+01'00'`), or nil when it is not one. Apple's
/// returns a `CFDate`; Slate's returns a `Date`.
public func CGPDFStringCopyDate(_ string: CGPDFStringRef) -> Date? {
    CGPDFString.from(string).date
}
