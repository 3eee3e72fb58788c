import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("UITraitCollection.imageConfiguration", .serialized)
struct TraitImageConfigurationTests {
    @Test("The traits' image configuration picks an asset's variant for them")
    func picksVariant() {
        let light = UIImage.solid(.white, size: CGSize(width: 1, height: 1))
        let dark = UIImage.solid(.black, size: CGSize(width: 1, height: 1))
        let asset = UIImageAsset()
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light).imageConfiguration)
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark).imageConfiguration)
        let darkTraits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(darkTraits.imageConfiguration.traitCollection?.userInterfaceStyle == .dark)
        #expect(asset.image(with: darkTraits).cgImage === dark.cgImage)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)).cgImage === light.cgImage)
    }
}

private extension UIImage {
    static func solid(_ color: UIColor, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
