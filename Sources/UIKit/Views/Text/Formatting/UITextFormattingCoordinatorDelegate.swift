import Foundation

/// Applies the font panel's changes (`UITextFormattingCoordinator`): usually a text view, or an
/// object that hands the change to one.
@preconcurrency @MainActor
public protocol UITextFormattingCoordinatorDelegate: AnyObject {
    /// Changes the selected text's attributes (or the typing attributes) as `conversionHandler`
    /// maps each run's.
    func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler)
}
