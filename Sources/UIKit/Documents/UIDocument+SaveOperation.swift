extension UIDocument {
    /// Why a document is being saved.
    public enum SaveOperation: Int, Sendable {
        /// The first save, creating the file.
        case forCreating = 0
        /// A save replacing the file's contents.
        case forOverwriting = 1
    }
}
