/// The header that frames a scene-session store file and lets the reader
/// tell *which* kind of damage it is looking at before parsing anything.
///
/// Layout (integers little-endian):
///
///     offset size
///      0      8   magic 89 53 43 4E 0D 0A 1A 0A ("\x89SCN\r\n\x1A\n")
///      8      4   format version
///     12      8   payload length in bytes
///     20      4   CRC-32 of bytes 0..<20
///     24      4   CRC-32 of the payload
///     28      n   payload
///
/// Bytes 0..<24 are fixed for every format version, so any build can say
/// "written by version 7" instead of "corrupted" for a file from a newer
/// build. Everything from byte 24 on belongs to the version. The header has
/// its own CRC so a flipped bit in the version or length is reported as
/// damage, not as a newer format or a truncation. The magic follows PNG's:
/// the high-bit byte, CR LF, ^Z and LF catch text-mode and 7-bit mangling.
package enum SceneStoreEnvelope {
    package static let magic: [UInt8] = [0x89, 0x53, 0x43, 0x4E, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Bytes before the payload in a version-1 file.
    package static let headerSize = 28
    /// The version-independent part of the header.
    private static let fixedHeaderSize = 24

    package enum Failure: Error, Equatable {
        /// Not a scene-session store at all (wrong magic).
        case notAStoreFile(String)
        /// The file ends before the header or payload it promises.
        case truncated(String)
        /// A checksum does not match, or bytes follow the payload.
        case corrupted(String)
        /// A well-formed header from another format version.
        case unsupportedVersion(UInt32)
    }

    package static func wrap(payload: [UInt8], version: UInt32) -> [UInt8] {
        var file = magic
        file.reserveCapacity(headerSize + payload.count)
        append(version, to: &file)
        append(UInt64(payload.count), to: &file)
        append(SceneStoreCRC32.checksum(file[...]), to: &file)
        append(SceneStoreCRC32.checksum(payload[...]), to: &file)
        file.append(contentsOf: payload)
        return file
    }

    /// Checks the header and checksums and returns the payload bytes, a view into `file`.
    package static func unwrap(_ file: UnsafeRawBufferPointer, supportedVersion: UInt32) throws(Failure) -> UnsafeRawBufferPointer {
        guard file.count >= magic.count else {
            if file.elementsEqual(magic.prefix(file.count)) {
                throw .truncated(file.isEmpty ? "the file is empty" : "the file ends after \(file.count) bytes, inside the header")
            }
            throw .notAStoreFile("it does not start with the scene-session file signature")
        }
        guard file.prefix(magic.count).elementsEqual(magic) else {
            throw .notAStoreFile("it does not start with the scene-session file signature")
        }
        guard file.count >= fixedHeaderSize else {
            throw .truncated("the file ends after \(file.count) bytes, inside the header")
        }
        guard SceneStoreCRC32.checksum(UnsafeRawBufferPointer(rebasing: file[0..<20])) == load(UInt32.self, at: 20, of: file) else {
            throw .corrupted("the header checksum does not match")
        }
        let version = load(UInt32.self, at: 8, of: file)
        guard version == supportedVersion else {
            throw .unsupportedVersion(version)
        }
        guard file.count >= headerSize else {
            throw .truncated("the file ends after \(file.count) bytes, inside the header")
        }
        let declaredLength = load(UInt64.self, at: 12, of: file)
        let actualLength = UInt64(file.count - headerSize)
        guard declaredLength <= actualLength else {
            throw .truncated("the header promises \(declaredLength) payload bytes but only \(actualLength) are present")
        }
        guard declaredLength == actualLength else {
            throw .corrupted("\(actualLength - declaredLength) unexpected bytes follow the payload")
        }
        let payload = UnsafeRawBufferPointer(rebasing: file[headerSize...])
        guard SceneStoreCRC32.checksum(payload) == load(UInt32.self, at: 24, of: file) else {
            throw .corrupted("the payload checksum does not match")
        }
        return payload
    }

    private static func load<Integer: FixedWidthInteger>(_: Integer.Type, at offset: Int, of bytes: UnsafeRawBufferPointer) -> Integer {
        Integer(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Integer.self))
    }

    private static func append<Integer: FixedWidthInteger>(_ integer: Integer, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: integer.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
