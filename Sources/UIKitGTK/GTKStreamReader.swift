@_implementationOnly import CGtk
import Foundation

/// Reads a GIO input stream — another application's data, from the clipboard or a drop —
/// into memory asynchronously: GIO splices it while the GLib loop goes on, and `completion`
/// runs on the main actor with the bytes, or nil when the read failed or was cancelled.
@MainActor
enum GTKStreamReader {
    private final class Read {
        let completion: @MainActor (Data?) -> Void
        init(_ completion: @escaping @MainActor (Data?) -> Void) { self.completion = completion }
    }

    /// Takes over `input` (its reference is released).
    static func readAll(_ input: UnsafeMutablePointer<GInputStream>, cancellable: UnsafeMutablePointer<GCancellable>?,
                        completion: @escaping @MainActor (Data?) -> Void) {
        let read = Unmanaged.passRetained(Read(completion))
        let output = g_memory_output_stream_new_resizable()
        let flags = GOutputStreamSpliceFlags(rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue)
        g_output_stream_splice_async(output, input, flags, G_PRIORITY_DEFAULT, cancellable, { stream, result, data in
            guard let data else { return }
            let read = Unmanaged<Read>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let output = UnsafeMutableRawPointer(stream)?.assumingMemoryBound(to: GOutputStream.self)
            var bytes: Data?
            if g_output_stream_splice_finish(output, result, &error) >= 0, let output {
                let memory = UnsafeMutableRawPointer(output).assumingMemoryBound(to: GMemoryOutputStream.self)
                let size = Int(g_memory_output_stream_get_data_size(memory))
                if let pointer = g_memory_output_stream_get_data(memory) { bytes = Data(bytes: pointer, count: size) } else { bytes = Data() }
            }
            if let error { g_error_free(error) }
            if let output { g_object_unref(UnsafeMutableRawPointer(output)) }
            MainActor.assumeIsolated { read.completion(bytes) }
        }, read.toOpaque())
        g_object_unref(UnsafeMutableRawPointer(input))
    }
}
