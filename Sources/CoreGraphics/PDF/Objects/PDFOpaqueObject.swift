/// What a `CGPDF…Ref` points to: a class handed out as an `OpaquePointer` and read back from
/// one. References from documents and scanners are unretained (their owners keep them);
/// content streams, scanners and operator tables are created retained and released by their
/// `…Release` functions.
protocol PDFOpaqueObject: AnyObject {}

extension PDFOpaqueObject {
    /// An unretained reference, valid as long as the object's owner keeps it.
    var reference: OpaquePointer { OpaquePointer(Unmanaged.passUnretained(self).toOpaque()) }

    /// A reference the caller owns (a `…Create` function's result).
    var retainedReference: OpaquePointer { OpaquePointer(Unmanaged.passRetained(self).toOpaque()) }

    static func from(_ reference: OpaquePointer) -> Self {
        Unmanaged<Self>.fromOpaque(UnsafeRawPointer(reference)).takeUnretainedValue()
    }

    static func retain(_ reference: OpaquePointer) {
        _ = Unmanaged<Self>.fromOpaque(UnsafeRawPointer(reference)).retain()
    }

    static func release(_ reference: OpaquePointer) {
        Unmanaged<Self>.fromOpaque(UnsafeRawPointer(reference)).release()
    }
}
