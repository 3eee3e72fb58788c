import Foundation

/// The tagged binary encoding of a `PropertyListValue` used as the payload of
/// the scene-session store.
///
/// Hand-written rather than `PropertyListSerialization` or
/// `JSONSerialization` because the reader must be provably safe on hostile
/// input: a checksum only catches accidents, and a crafted file with a valid
/// checksum goes straight to the parser. This grammar is small enough to
/// bound completely: every length is checked against the bytes that remain
/// *before* it is used, nothing is allocated on the strength of a declared
/// count, nesting and the number of values are capped, strings must be valid
/// UTF-8, dictionary keys must be unique, and the value must use up the input
/// exactly. It also round-trips what JSON cannot (Data, Date, and Int vs
/// Double vs Bool) bit for bit, with no textual float formatting involved.
///
/// Grammar (all integers little-endian):
///
///     value      = tag body
///     's' string = u32 byteCount, UTF-8 bytes
///     'i' integer= i64
///     'r' double = u64 IEEE-754 bit pattern
///     'd' date   = u64 bit pattern of timeIntervalSinceReferenceDate
///     'b' data   = u32 byteCount, bytes
///     'u' URL    = u32 byteCount, UTF-8 bytes of its absoluteString
///     'U' UUID   = 16 bytes
///     't' / 'f'  = true / false, no body
///     'a' array  = u32 count, count × value
///     'm' map    = u32 count, count × (u32 keyByteCount, UTF-8 key, value)
///
/// The tags are printable letters so a hex dump of a store file reads easily.
package enum SceneStoreCodec {
    /// Levels of values, counting the root as 1. The store's own structure
    /// uses 5; `PropertyListValue.init?(_:)` keeps user data within 33 more.
    package static let maximumDepth = 64
    /// Longest string (or dictionary key) accepted, in UTF-8 bytes. Window
    /// titles and identifiers are tiny; a megabyte string is already damage.
    package static let maximumStringLength = 1 << 20
    /// Most values (scalars and containers) in one payload. Each costs tens of
    /// bytes in memory against one or a few on disk, so this, not the file
    /// size, is what bounds the memory a hostile file can make `decode` use.
    package static let maximumValueCount = 1 << 20

    package struct EncodingError: Error, CustomStringConvertible {
        package var description: String
    }

    package struct DecodingError: Error, CustomStringConvertible {
        /// Byte offset in the payload where the problem was found.
        package var offset: Int
        package var problem: String
        package var description: String { "at payload byte \(offset): \(problem)" }
    }

    private enum Tag: UInt8 {
        case string = 0x73      // s
        case integer = 0x69     // i
        case double = 0x72      // r
        case date = 0x64        // d
        case data = 0x62        // b
        case url = 0x75         // u
        case uuid = 0x55        // U
        case `true` = 0x74      // t
        case `false` = 0x66     // f
        case array = 0x61       // a
        case dictionary = 0x6D  // m
    }

    // MARK: Encoding

    /// Encodes `value`, refusing anything the decoder would refuse so a file
    /// this app writes is always a file it can read back.
    package static func encode(_ value: PropertyListValue) throws(EncodingError) -> [UInt8] {
        var output: [UInt8] = []
        var valuesLeft = maximumValueCount
        try encode(value, depth: 1, valuesLeft: &valuesLeft, into: &output)
        return output
    }

    private static func encode(_ value: PropertyListValue, depth: Int, valuesLeft: inout Int, into output: inout [UInt8]) throws(EncodingError) {
        guard depth <= maximumDepth else {
            throw EncodingError(description: "values are nested more than \(maximumDepth) levels deep")
        }
        guard valuesLeft > 0 else {
            throw EncodingError(description: "there are more than \(maximumValueCount) values")
        }
        valuesLeft -= 1
        switch value {
        case .string(let string):
            output.append(Tag.string.rawValue)
            try appendString(string, to: &output)
        case .integer(let integer):
            output.append(Tag.integer.rawValue)
            append(UInt64(bitPattern: Int64(integer)), to: &output)
        case .double(let double):
            output.append(Tag.double.rawValue)
            append(double.bitPattern, to: &output)
        case .date(let date):
            output.append(Tag.date.rawValue)
            append(date.timeIntervalSinceReferenceDate.bitPattern, to: &output)
        case .data(let data):
            output.append(Tag.data.rawValue)
            try appendCount(data.count, of: "data value", to: &output)
            output.append(contentsOf: data)
        case .url(let url):
            guard URL(string: url.absoluteString) != nil else {
                throw EncodingError(description: "the URL \"\(url.absoluteString)\" does not read back")
            }
            output.append(Tag.url.rawValue)
            try appendString(url.absoluteString, to: &output)
        case .uuid(let uuid):
            output.append(Tag.uuid.rawValue)
            withUnsafeBytes(of: uuid.uuid) { output.append(contentsOf: $0) }
        case .bool(let bool):
            output.append(bool ? Tag.true.rawValue : Tag.false.rawValue)
        case .array(let elements):
            output.append(Tag.array.rawValue)
            try appendCount(elements.count, of: "array", to: &output)
            for element in elements {
                try encode(element, depth: depth + 1, valuesLeft: &valuesLeft, into: &output)
            }
        case .dictionary(let entries):
            output.append(Tag.dictionary.rawValue)
            try appendCount(entries.count, of: "dictionary", to: &output)
            // Sorted so equal contents always produce identical bytes.
            for key in entries.keys.sorted() {
                try appendString(key, to: &output)
                try encode(entries[key]!, depth: depth + 1, valuesLeft: &valuesLeft, into: &output)
            }
        }
    }

    private static func appendString(_ string: String, to output: inout [UInt8]) throws(EncodingError) {
        let utf8 = string.utf8
        guard utf8.count <= maximumStringLength else {
            throw EncodingError(description: "a string of \(utf8.count) bytes exceeds the \(maximumStringLength)-byte limit")
        }
        append(UInt32(utf8.count), to: &output)
        output.append(contentsOf: utf8)
    }

    private static func appendCount(_ count: Int, of what: String, to output: inout [UInt8]) throws(EncodingError) {
        guard let count = UInt32(exactly: count) else {
            throw EncodingError(description: "a \(what) of \(count) elements is too large to store")
        }
        append(count, to: &output)
    }

    private static func append<Integer: FixedWidthInteger>(_ integer: Integer, to output: inout [UInt8]) {
        withUnsafeBytes(of: integer.littleEndian) { output.append(contentsOf: $0) }
    }

    // MARK: Decoding

    /// Decodes exactly one value occupying all of `bytes`.
    package static func decode(_ bytes: UnsafeRawBufferPointer) throws(DecodingError) -> PropertyListValue {
        var reader = Reader(bytes: bytes)
        let value = try reader.readValue(depth: 1)
        guard reader.offset == bytes.count else {
            throw DecodingError(offset: reader.offset, problem: "\(bytes.count - reader.offset) unexpected bytes after the value")
        }
        return value
    }

    /// A cursor that never reads past the end: every read checks what remains first.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        var valuesLeft = maximumValueCount

        var remaining: Int { bytes.count - offset }

        func failure(_ problem: String, at offset: Int? = nil) -> DecodingError {
            DecodingError(offset: offset ?? self.offset, problem: problem)
        }

        mutating func readValue(depth: Int) throws(DecodingError) -> PropertyListValue {
            guard depth <= maximumDepth else {
                throw failure("values are nested more than \(maximumDepth) levels deep")
            }
            guard valuesLeft > 0 else {
                throw failure("there are more than \(maximumValueCount) values")
            }
            valuesLeft -= 1
            let tagOffset = offset
            let rawTag = try readByte()
            guard let tag = Tag(rawValue: rawTag) else {
                throw failure("unknown value tag 0x\(String(rawTag, radix: 16))", at: tagOffset)
            }
            switch tag {
            case .string:
                return .string(try readString())
            case .integer:
                let integerOffset = offset
                guard let integer = Int(exactly: Int64(bitPattern: try readUInt64())) else {
                    throw failure("integer does not fit this platform's Int", at: integerOffset)
                }
                return .integer(integer)
            case .double:
                return .double(Double(bitPattern: try readUInt64()))
            case .date:
                return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: try readUInt64())))
            case .data:
                let count = try readLength(elementSize: 1, of: "data value", unit: "bytes")
                return .data(Data(try readBytes(count)))
            case .url:
                let stringOffset = offset
                guard let url = URL(string: try readString()) else {
                    throw failure("a URL that does not parse", at: stringOffset)
                }
                return .url(url)
            case .uuid:
                let bytes = try readBytes(16)
                var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutableBytes(of: &uuid) { $0.copyBytes(from: bytes) }
                return .uuid(UUID(uuid: uuid))
            case .true:
                return .bool(true)
            case .false:
                return .bool(false)
            case .array:
                // Every element takes at least its one tag byte. No reserveCapacity:
                // nested containers would each reserve for counts not yet backed by bytes.
                let count = try readLength(elementSize: 1, of: "array")
                var elements: [PropertyListValue] = []
                for _ in 0..<count {
                    elements.append(try readValue(depth: depth + 1))
                }
                return .array(elements)
            case .dictionary:
                // Every entry takes at least a 4-byte key length and a 1-byte tag.
                let count = try readLength(elementSize: 5, of: "dictionary")
                var entries: [String: PropertyListValue] = [:]
                for _ in 0..<count {
                    let keyOffset = offset
                    let key = try readString()
                    let value = try readValue(depth: depth + 1)
                    guard entries.updateValue(value, forKey: key) == nil else {
                        throw failure("duplicate dictionary key \(SceneStoreCodec.quoted(key))", at: keyOffset)
                    }
                }
                return .dictionary(entries)
            }
        }

        /// Reads a u32 count and rejects it unless `count × elementSize` bytes
        /// remain, so a forged count can never drive a huge allocation or loop.
        mutating func readLength(elementSize: Int, of what: String, unit: String = "elements") throws(DecodingError) -> Int {
            let lengthOffset = offset
            let declared = try readUInt32()
            guard let count = Int(exactly: declared), count <= remaining / elementSize else {
                throw failure("\(what) declares \(declared) \(unit) but only \(remaining) bytes remain", at: lengthOffset)
            }
            return count
        }

        mutating func readString() throws(DecodingError) -> String {
            let lengthOffset = offset
            let declared = try readUInt32()
            guard let count = Int(exactly: declared), count <= maximumStringLength else {
                throw failure("string of \(declared) bytes exceeds the \(maximumStringLength)-byte limit", at: lengthOffset)
            }
            guard count <= remaining else {
                throw failure("string declares \(count) bytes but only \(remaining) remain", at: lengthOffset)
            }
            let stringOffset = offset
            guard let string = String(validating: try readBytes(count), as: UTF8.self) else {
                throw failure("string is not valid UTF-8", at: stringOffset)
            }
            return string
        }

        mutating func readBytes(_ count: Int) throws(DecodingError) -> UnsafeRawBufferPointer {
            guard count >= 0, count <= remaining else {
                throw failure("needs \(count) bytes but only \(remaining) remain")
            }
            let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
            offset += count
            return slice
        }

        mutating func readByte() throws(DecodingError) -> UInt8 {
            try readBytes(1)[0]
        }

        mutating func readUInt32() throws(DecodingError) -> UInt32 {
            UInt32(littleEndian: try readBytes(4).loadUnaligned(as: UInt32.self))
        }

        mutating func readUInt64() throws(DecodingError) -> UInt64 {
            UInt64(littleEndian: try readBytes(8).loadUnaligned(as: UInt64.self))
        }
    }

    /// A short, escaped rendering of untrusted text for a one-line report.
    package static func quoted(_ text: String, limit: Int = 40) -> String {
        let shortened = text.count > limit ? String(text.prefix(limit)) + "…" : text
        return shortened.debugDescription
    }
}
