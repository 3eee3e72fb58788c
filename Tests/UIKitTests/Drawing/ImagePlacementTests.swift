import Testing
@testable import UIKit
import UIKitTesting

/// `UIImage`'s alignment insets, baseline and right-to-left mirroring, and what image views
/// make of them.
@MainActor
@Suite("UIImage, placement for layout", .serialized, .exclusiveUIKit)
struct ImagePlacementTests {
    /// Red on the left half, blue on the right.
    func halves() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
    }

    @Test("Defaults: no alignment insets, no baseline, no mirroring; each with… method changes its own and keeps the rest")
    func derivedImages() {
        let image = halves()
        #expect(image.alignmentRectInsets == .zero)
        #expect(image.baselineOffsetFromBottom == nil)
        #expect(!image.flipsForRightToLeftLayoutDirection)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let aligned = image.withAlignmentRectInsets(insets).withBaselineOffset(fromBottom: 0).imageFlippedForRightToLeftLayoutDirection()
        #expect(aligned.alignmentRectInsets == insets)
        #expect(aligned.baselineOffsetFromBottom == 0, "a baseline of 0 is a baseline")
        #expect(aligned.flipsForRightToLeftLayoutDirection)
        #expect(aligned.imageOrientation == .up, "flipping for right to left leaves the orientation alone")
        let unbased = aligned.imageWithoutBaseline()
        #expect(unbased.baselineOffsetFromBottom == nil && unbased.alignmentRectInsets == insets)
        let resizable = aligned.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(resizable.alignmentRectInsets == insets && resizable.flipsForRightToLeftLayoutDirection)
        let mirrored = image.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored && !mirrored.flipsForRightToLeftLayoutDirection)
        #expect(mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
        #expect(UIImage(cgImage: image.cgImage!, scale: 1, orientation: .left).withHorizontallyFlippedOrientation().imageOrientation == .rightMirrored)
    }

    @Test("An image view's alignment rect leaves out the image's alignment insets, and so does its intrinsic size")
    func imageViewAlignment() {
        let image = halves().withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 5, bottom: 4, right: 5))
        let view = UIImageView(image: image)
        #expect(view.alignmentRectInsets == UIEdgeInsets(top: 0, left: 5, bottom: 4, right: 5))
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 16))

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 15, y: 20, width: 40, height: 20), "the frame is the whole image, its content at the anchors")
    }

    @Test("A flipped-for-right-to-left image is mirrored by an image view laid out right to left, and not otherwise")
    func mirroredInRightToLeft() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 40), scale: 1)
        let window = UIWindow()
        let view = UIImageView(image: halves().imageFlippedForRightToLeftLayoutDirection())
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let plain = UIImageView(image: halves())
        plain.frame = CGRect(x: 50, y: 0, width: 40, height: 20)
        window.addSubview(view)
        window.addSubview(plain)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var image = screen.render()
        #expect(image.color(x: 5, y: 10).red > 240, "left to right: red first")
        view.semanticContentAttribute = .forceRightToLeft
        plain.semanticContentAttribute = .forceRightToLeft
        image = screen.render()
        #expect(image.color(x: 5, y: 10).blue > 240, "right to left: mirrored, blue first")
        #expect(image.color(x: 55, y: 10).red > 240, "an image that does not flip stays as it is")
    }

    @Test("The renderer format draws at the image's scale; the trait collection carries it")
    func formatAndTraits() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in }
        #expect(image.imageRendererFormat.scale == 3)
        #expect(image.traitCollection.displayScale == 3)
    }

    @Test("stretchableImage(withLeftCapWidth:topCapHeight:) stretches the one column and row after the caps")
    func stretchable() {
        let image = halves().stretchableImage(withLeftCapWidth: 10, topCapHeight: 0)
        #expect(image.leftCapWidth == 10 && image.topCapHeight == 0)
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 29))
        #expect(image.resizingMode == .stretch)
        #expect(halves().leftCapWidth == 0)
    }
}

extension ImagePlacementTests {
    @Test("An image's baseline is its image view's: a label's baseline lines up with it, and an attachment sits on the text's baseline by it")
    func baselines() {
        let image = halves().withBaselineOffset(fromBottom: 5)
        let view = UIImageView(image: image)
        let label = UILabel()
        label.text = "Aligned"
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        for subview in [view, label] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            label.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 8),
            label.firstBaselineAnchor.constraint(equalTo: view.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        // The image's baseline is 5 points above its bottom: at y 50 + 20 - 5.
        let labelBaseline = label.frame.minY + label.font.ascender
        #expect(abs(labelBaseline - 65) < 1, "label baseline at \(labelBaseline)")

        let attachment = NSTextAttachment()
        attachment.image = image
        #expect(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
                == CGRect(x: 0, y: -5, width: 40, height: 20))
    }
}
