import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as with Apple's UIKit (Xcode's
/// colour swatches in code): components in the sRGB space. The initializer the literal calls
/// is in the class (`UIColor.init(_colorLiteralRed:green:blue:alpha:)`): a required one must be.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}
