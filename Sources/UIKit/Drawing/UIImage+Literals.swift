import Foundation

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as with Apple's UIKit (Xcode's image
/// thumbnails in code): the image of that name as `UIImage(named:)` finds it. The initializer
/// the literal calls is in the class (`UIImage.init(imageLiteralResourceName:)`): a required
/// one must be.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
