import Foundation

/// A drop interaction's answer while a drag moves over its view (DND-12).
@MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
