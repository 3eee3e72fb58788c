/// CRC-32 (IEEE 802.3, the zlib/PNG polynomial), used by the scene-session
/// store to detect accidental damage.
///
/// Chosen over a hash such as FNV-1a because a CRC *guarantees* detection of
/// every single-bit error and every burst of up to 32 flipped bits, which is
/// exactly the damage a disk or a half-finished copy produces. It is not a
/// defence against a deliberately forged file; the decoder is.
package enum SceneStoreCRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 {
            crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
        }
        return crc
    }

    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
            return crc ^ 0xFFFF_FFFF
        }
    }

    package static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}
