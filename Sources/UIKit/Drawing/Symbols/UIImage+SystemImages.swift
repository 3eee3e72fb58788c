import Foundation

/// The standard images UIKit names as class properties (iOS 13), from the symbol catalog.
extension UIImage {
    /// "More actions": an ellipsis.
    public class var actions: UIImage { systemImage("ellipsis") }
    public class var add: UIImage { systemImage("plus") }
    public class var remove: UIImage { systemImage("minus") }
    public class var checkmark: UIImage { systemImage("checkmark") }
    /// The checkmark drawn heavier.
    public class var strokedCheckmark: UIImage {
        systemImage("checkmark", configuration: UIImage.SymbolConfiguration(weight: .bold))
    }

    private static func systemImage(_ name: String, configuration: UIImage.SymbolConfiguration? = nil) -> UIImage {
        UIImage(systemName: name, withConfiguration: configuration) ?? UIImage()
    }
}
