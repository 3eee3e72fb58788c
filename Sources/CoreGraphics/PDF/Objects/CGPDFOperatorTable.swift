import Foundation

/// The callbacks a scanner calls, by operator.
public typealias CGPDFOperatorTableRef = OpaquePointer

/// Called when a scanner reads the operator it is registered for; the operator's operands are
/// on the scanner's stack, last operand on top.
public typealias CGPDFOperatorCallback = @convention(c) (CGPDFScannerRef, UnsafeMutableRawPointer?) -> Void

/// What a `CGPDFOperatorTableRef` points to.
final class CGPDFOperatorTable: PDFOpaqueObject {
    var callbacks: [[UInt8]: CGPDFOperatorCallback] = [:]

}

/// A new, empty operator table. Release it with `CGPDFOperatorTableRelease`.
public func CGPDFOperatorTableCreate() -> CGPDFOperatorTableRef? {
    CGPDFOperatorTable().retainedReference
}

/// Adds a reference to `table`.
@discardableResult
public func CGPDFOperatorTableRetain(_ table: CGPDFOperatorTableRef) -> CGPDFOperatorTableRef {
    CGPDFOperatorTable.retain(table)
    return table
}

/// Gives up a reference to `table`; the last release frees it.
public func CGPDFOperatorTableRelease(_ table: CGPDFOperatorTableRef) {
    CGPDFOperatorTable.release(table)
}

/// Registers `callback` for the operator `name` (`"Tj"`, `"re"`, `"Do"` …), replacing any
/// callback it had.
public func CGPDFOperatorTableSetCallback(_ table: CGPDFOperatorTableRef, _ name: UnsafePointer<CChar>, _ callback: CGPDFOperatorCallback) {
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
    CGPDFOperatorTable.from(table).callbacks[Array(bytes)] = callback
}
