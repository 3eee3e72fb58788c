import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// Every Gallery page at the largest accessibility text size (AX5), light and dark: text
/// grows and wraps, rows and cells grow with it, nothing is cut off or truncated where
/// UIKit would wrap. The size is chosen the way a user chooses it, through the desktop's
/// text setting, before the app launches (rendered at 1×).
@MainActor
@Suite("Gallery pixels at the largest accessibility text size", .serialized, .exclusiveUIKit)
struct GalleryDynamicTypePixelTests {
    @Test("Each page at AX5 grows its text without clipping it, light and dark", arguments: GalleryPage.allCases)
    func largestTextSize(_ page: GalleryPage) throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try GalleryDynamicType.render(page, style: style)
            expectGolden(image, named: "ax5-\(GalleryDynamicType.fileName(page))-\(style == .dark ? "dark" : "light")")
        }
    }
}
