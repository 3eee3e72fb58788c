import Foundation

/// Hears the end of a `UIDocumentPickerViewController`. Every method is optional; the picker
/// has dismissed itself before either is called.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The files chosen (opening), or where the files now are (exporting).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The iOS 8–10 form, called with the first file when `didPickDocumentsAt` is not implemented.
    @available(iOS, deprecated: 11.0, message: "Implement documentPicker(_:didPickDocumentsAt:) instead")
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { controller.callSingleDocumentDelegate(first) }
    }

    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}

    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
