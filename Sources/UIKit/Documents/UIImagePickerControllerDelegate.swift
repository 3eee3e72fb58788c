import Foundation

/// Hears what the user chose in a `UIImagePickerController`. Both methods are optional; the
/// defaults dismiss the picker.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismissPicker()
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismissPicker()
    }
}
