@_implementationOnly import CZlib
import Foundation

/// PDF's standard stream filters (PDF 1.7, 7.4), undone. Damaged data decodes as far as it
/// reads, as Acrobat and Quartz do with a truncated Flate stream.
enum PDFFilter {
    /// The most a stream decodes to (256 MB): a small hostile stream cannot inflate to
    /// gigabytes. Data past it is cut off.
    static let maximumOutput = 256 << 20

    static func decode(_ data: [UInt8], filter: String, parameters: CGPDFDictionary?) -> [UInt8]? {
        switch filter {
        case "FlateDecode", "Fl":
            guard let inflated = inflate(data) else { return nil }
            return unpredict(inflated, parameters: parameters)
        case "LZWDecode", "LZW":
            var earlyChange = 1
            if case let .integer(value)? = parameters?["EarlyChange"]?.value { earlyChange = value }
            return unpredict(lzw(data, earlyChange: earlyChange != 0), parameters: parameters)
        case "ASCIIHexDecode", "AHx": return asciiHex(data)
        case "ASCII85Decode", "A85": return ascii85(data)
        case "RunLengthDecode", "RL": return runLength(data)
        default: return nil
        }
    }

    /// zlib's inflate; nil when not even the header reads.
    static func inflate(_ data: [UInt8]) -> [UInt8]? {
        guard !data.isEmpty else { return [] }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status: Int32 = Z_OK
        var input = data
        input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = uInt(chunkBuffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: chunkBuffer[0..<(chunkBuffer.count - Int(stream.avail_out))])
                }
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0) && output.count < maximumOutput
        }
        if status == Z_STREAM_END || status == Z_OK || status == Z_BUF_ERROR { return output }
        // A damaged stream keeps what inflated before the damage; a stream that is not zlib
        // data at all is an error.
        return output.isEmpty ? nil : output
    }

    /// Undoes a PNG (10–15) or TIFF (2) predictor (PDF 1.7, 7.4.4.4).
    static func unpredict(_ data: [UInt8], parameters: CGPDFDictionary?) -> [UInt8]? {
        func integer(_ key: String, _ fallback: Int) -> Int {
            if case let .integer(value)? = parameters?[key]?.value { return value }
            return fallback
        }
        let predictor = integer("Predictor", 1)
        // 2 is TIFF's; 10–15 are PNG's (each row says which); the rest mean none.
        guard predictor == 2 || predictor >= 10 else { return data }
        let colors = min(max(1, integer("Colors", 1)), 32)
        let bitsPerComponent = min(max(1, integer("BitsPerComponent", 8)), 16)
        let columns = max(1, integer("Columns", 1))
        let bitsPerPixel = colors * bitsPerComponent
        let bytesPerPixel = max(1, (bitsPerPixel + 7) / 8)
        // A row longer than the data is as long as the data (a hostile /Columns).
        let (rowBits, overflow) = bitsPerPixel.multipliedReportingOverflow(by: columns)
        let rowLength = overflow ? data.count : min((rowBits + 7) / 8, max(data.count, 1))
        guard rowLength > 0 else { return nil }
        if predictor == 2 {
            guard bitsPerComponent == 8 else { return data }
            var output = data
            var rowStart = 0
            while rowStart < output.count {
                let rowEnd = min(rowStart + rowLength, output.count)
                if rowStart + bytesPerPixel < rowEnd {
                    for index in (rowStart + bytesPerPixel)..<rowEnd {
                        output[index] = output[index] &+ output[index - bytesPerPixel]
                    }
                }
                rowStart += rowLength
            }
            return output
        }
        // PNG: each row starts with its own filter type byte.
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: rowLength)
        var position = 0
        while position < data.count {
            let type = data[position]
            position += 1
            var row = [UInt8](repeating: 0, count: rowLength)
            let available = min(rowLength, data.count - position)
            for index in 0..<available { row[index] = data[position + index] }
            position += rowLength
            for index in 0..<rowLength {
                let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
                let up = previous[index]
                let upLeft = index >= bytesPerPixel ? previous[index - bytesPerPixel] : 0
                switch type {
                case 1: row[index] = row[index] &+ left
                case 2: row[index] = row[index] &+ up
                case 3: row[index] = row[index] &+ UInt8((Int(left) + Int(up)) / 2)
                case 4:
                    let estimate = Int(left) + Int(up) - Int(upLeft)
                    let distances = (abs(estimate - Int(left)), abs(estimate - Int(up)), abs(estimate - Int(upLeft)))
                    let paeth = distances.0 <= distances.1 && distances.0 <= distances.2 ? left : (distances.1 <= distances.2 ? up : upLeft)
                    row[index] = row[index] &+ paeth
                default: break
                }
            }
            output.append(contentsOf: row[0..<available])
            previous = row
        }
        return output
    }

    static func lzw(_ data: [UInt8], earlyChange: Bool) -> [UInt8] {
        var output: [UInt8] = []
        var table: [[UInt8]] = (0..<256).map { [UInt8($0)] } + [[], []]
        var codeLength = 9
        var bitBuffer = 0
        var bitCount = 0
        var previous: [UInt8]?
        for byte in data {
            bitBuffer = (bitBuffer << 8) | Int(byte)
            bitCount += 8
            while bitCount >= codeLength {
                let code = (bitBuffer >> (bitCount - codeLength)) & ((1 << codeLength) - 1)
                bitCount -= codeLength
                bitBuffer &= (1 << bitCount) - 1
                if code == 256 {
                    table.removeSubrange(258...)
                    codeLength = 9
                    previous = nil
                    continue
                }
                if code == 257 { return output }
                let entry: [UInt8]
                if code < table.count {
                    entry = table[code]
                } else if let previous, code == table.count {
                    entry = previous + [previous[0]]
                } else {
                    return output
                }
                output.append(contentsOf: entry)
                if output.count > maximumOutput { return output }
                if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
                previous = entry
                let limit = (1 << codeLength) - (earlyChange ? 1 : 0)
                if table.count >= limit, codeLength < 12 { codeLength += 1 }
            }
        }
        return output
    }

    static func asciiHex(_ data: [UInt8]) -> [UInt8] {
        PDFLexer.hexBytes(data)
    }

    static func ascii85(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var group: [UInt32] = []
        var index = 0
        if data.starts(with: Array("<~".utf8)) { index = 2 }
        func flush(_ digits: [UInt32]) {
            guard digits.count > 1 else { return }
            let padded = digits + [UInt32](repeating: 84, count: 5 - digits.count)
            var value: UInt32 = 0
            for digit in padded { value = value &* 85 &+ digit }
            let bytes = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            output.append(contentsOf: bytes[0..<(digits.count - 1)])
        }
        while index < data.count {
            let byte = data[index]
            index += 1
            if byte == UInt8(ascii: "~") { break }
            if byte == UInt8(ascii: "z"), group.isEmpty {
                output.append(contentsOf: [0, 0, 0, 0])
                continue
            }
            guard byte >= 0x21, byte <= 0x75 else { continue }
            group.append(UInt32(byte - 0x21))
            if group.count == 5 {
                flush(group)
                group.removeAll()
            }
        }
        flush(group)
        return output
    }

    static func runLength(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < data.count {
            let length = Int(data[index])
            index += 1
            if length == 128 { break }
            if length < 128 {
                let end = min(index + length + 1, data.count)
                output.append(contentsOf: data[index..<end])
                index = end
            } else if index < data.count {
                output.append(contentsOf: [UInt8](repeating: data[index], count: 257 - length))
                index += 1
            }
        }
        return output
    }
}
