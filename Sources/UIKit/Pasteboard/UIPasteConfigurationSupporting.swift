import Foundation

/// A responder that takes pastes and drops of the types its `pasteConfiguration` names, through
/// `paste(itemProviders:)`. Every `UIResponder` adopts it.
@preconcurrency @MainActor
public protocol UIPasteConfigurationSupporting: NSObjectProtocol {
    var pasteConfiguration: UIPasteConfiguration? { get set }
    /// Takes the pasted or dropped items (optional in UIKit).
    func paste(itemProviders: [NSItemProvider])
    /// Whether to take these items; asked before Paste is offered and before a drop is
    /// accepted (optional in UIKit).
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIResponder: UIPasteConfigurationSupporting {}
