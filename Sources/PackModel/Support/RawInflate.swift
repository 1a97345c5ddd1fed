import CZlibSystem

/// Raw deflate data (no zlib or gzip wrapper) inflated by the system's zlib, bounded: the
/// one inflater of the two readers of hostile compressed bytes, the archive reader
/// (`VettedArchive`) and the PNG decoder (`PNGPixels`).
///
/// zlib is handed exactly the bytes there are, so a stream that runs past its data is
/// told as `truncated`, never read beyond (ZIPFoundation's `Data.decompress` gives zlib a
/// whole buffer's length whatever its provider returned: on truncated data zlib read past
/// the end of the heap block, as the trick harness found). Output is counted as it comes:
/// a stream that inflates past `limit` stops there, so a bomb costs at most `limit` plus
/// one 64 KiB buffer of memory and the time to inflate that much.
enum RawInflate {
    enum Failure: Error, Equatable, Sendable {
        /// The data ends before the deflate stream does.
        case truncated
        /// The stream inflates to more than the limit.
        case pastLimit
        /// Not a deflate stream (a bad block type, code or distance).
        case corrupt
    }

    static let bufferSize = 64 * 1024

    /// The bytes `data` inflates to, at most `limit` of them. Bytes after the end of the
    /// stream (a zlib stream's Adler-32, say) are left unread.
    static func inflate(_ data: ArraySlice<UInt8>, limit: Int) throws(Failure) -> [UInt8] {
        guard data.count <= Int(UInt32.max) else { throw .pastLimit }
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(max(limit, 0), bufferSize * 16))
        var buffer = [UInt8](repeating: 0, count: bufferSize)
        let outcome: Result<Void, Failure> = data.withUnsafeBufferPointer { input in
            stream.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
            stream.avail_in = UInt32(input.count)
            while true {
                let status = buffer.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    defer { stream.next_out = nil }
                    return CZlibSystem.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = bufferSize - Int(stream.avail_out)
                guard produced <= limit - output.count else { return .failure(.pastLimit) }
                output.append(contentsOf: buffer[..<produced])
                switch status {
                case Z_STREAM_END: return .success(())
                case Z_OK: continue
                // No progress was possible with room to write: the input ran out mid-stream.
                case Z_BUF_ERROR: return .failure(.truncated)
                default: return .failure(.corrupt)
                }
            }
        }
        stream.next_in = nil
        try outcome.get()
        return output
    }
}
