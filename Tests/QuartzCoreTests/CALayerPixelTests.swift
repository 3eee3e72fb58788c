import QuartzCore
import Testing
import UIKitTesting

/// Golden images of layer trees composited at scale 2. Each was looked at before it was
/// committed.
@MainActor
@Suite("CALayer pixels", .exclusiveUIKit)
struct CALayerPixelTests {
    private func screen(_ width: CGFloat, _ height: CGFloat) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        return screen
    }

    private func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// A 24×16 image: red top half with a white arrow pointing up-left, blue bottom half.
    private func orientationImage() -> CGImage {
        let surface = ImageSurface(width: 24, height: 16)
        let context = CGContext(uikitSurface: surface, scale: 1)
        context.setFillColor(rgb(1, 0.23, 0.19))
        context.fill(CGRect(x: 0, y: 0, width: 24, height: 8))
        context.setFillColor(rgb(0, 0.48, 1))
        context.fill(CGRect(x: 0, y: 8, width: 24, height: 8))
        context.setFillColor(rgb(1, 1, 1))
        context.addLines(between: [CGPoint(x: 2, y: 2), CGPoint(x: 10, y: 2), CGPoint(x: 2, y: 10)])
        context.fillPath()
        return context.makeImage()!
    }

    @Test("Rounded corners (circular, continuous, masked, capsule) with borders")
    func cornersAndBorders() {
        let screen = screen(320, 100)
        let specs: [(CGFloat, CALayerCornerCurve, CACornerMask, CGFloat)] = [
            (14, .circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 2),
            (14, .continuous, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 2),
            (20, .circular, [.layerMinXMinYCorner, .layerMaxXMaxYCorner], 4),
            (100, .circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 1),
        ]
        for (index, (radius, curve, corners, border)) in specs.enumerated() {
            let card = layer(CGRect(x: 10 + CGFloat(index) * 78, y: 15, width: 68, height: 70), rgb(1, 0.8, 0))
            card.cornerRadius = radius
            card.cornerCurve = curve
            card.maskedCorners = corners
            card.borderWidth = border
            card.borderColor = rgb(0.35, 0.34, 0.84)
            screen.rootLayer.addSublayer(card)
        }
        expectGolden(screen.render(), named: "corners-and-borders")
    }

    @Test("Shadows: the default upward offset, downward offsets, shadowPath, content shadows, masksToBounds hiding them")
    func shadows() {
        let screen = screen(400, 110)
        let defaults = layer(CGRect(x: 15, y: 30, width: 60, height: 60), rgb(1, 1, 1))
        defaults.shadowOpacity = 1
        let down = layer(CGRect(x: 95, y: 20, width: 60, height: 60), rgb(1, 1, 1))
        down.cornerRadius = 10
        down.shadowOpacity = 0.5
        down.shadowOffset = CGSize(width: 0, height: 8)
        down.shadowRadius = 8
        let pathShadow = layer(CGRect(x: 175, y: 20, width: 60, height: 60), rgb(0.2, 0.78, 0.35))
        pathShadow.shadowOpacity = 0.8
        pathShadow.shadowColor = rgb(1, 0.18, 0.33)
        pathShadow.shadowOffset = CGSize(width: 6, height: 6)
        pathShadow.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        let content = layer(CGRect(x: 255, y: 20, width: 60, height: 60))
        content.shadowOpacity = 0.7
        content.shadowOffset = CGSize(width: 3, height: 5)
        content.shadowRadius = 2
        content.addSublayer(layer(CGRect(x: 0, y: 0, width: 25, height: 60), rgb(0, 0.48, 1)))
        content.addSublayer(layer(CGRect(x: 35, y: 20, width: 25, height: 25), rgb(1, 0.58, 0)))
        let clipped = layer(CGRect(x: 335, y: 20, width: 50, height: 60), rgb(0.69, 0.32, 0.87))
        clipped.shadowOpacity = 1
        clipped.shadowOffset = CGSize(width: 0, height: 10)
        clipped.masksToBounds = true
        for item in [defaults, down, pathShadow, content, clipped] { screen.rootLayer.addSublayer(item) }
        expectGolden(screen.render(), named: "layer-shadows")
    }

    @Test("Group opacity, opacity without grouping, mask layers, z order and sublayer transforms")
    func compositing() {
        let screen = screen(400, 110)
        for (index, grouped) in [true, false].enumerated() {
            let group = layer(CGRect(x: 10 + CGFloat(index) * 80, y: 15, width: 70, height: 80))
            group.opacity = 0.5
            group.allowsGroupOpacity = grouped
            group.addSublayer(layer(CGRect(x: 0, y: 0, width: 50, height: 50), rgb(1, 0.23, 0.19)))
            group.addSublayer(layer(CGRect(x: 20, y: 30, width: 50, height: 50), rgb(0, 0.48, 1)))
            screen.rootLayer.addSublayer(group)
        }
        let masked = layer(CGRect(x: 170, y: 15, width: 80, height: 80), rgb(0.2, 0.78, 0.35))
        masked.addSublayer(layer(CGRect(x: 0, y: 40, width: 80, height: 40), rgb(1, 0.8, 0)))
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        mask.backgroundColor = rgb(0, 0, 0)
        mask.cornerRadius = 40
        masked.mask = mask
        screen.rootLayer.addSublayer(masked)

        let stack = layer(CGRect(x: 260, y: 15, width: 60, height: 80))
        let first = layer(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(0.35, 0.34, 0.84))
        let second = layer(CGRect(x: 20, y: 20, width: 40, height: 40), rgb(1, 0.58, 0))
        first.zPosition = 1
        stack.addSublayer(first)
        stack.addSublayer(second)
        screen.rootLayer.addSublayer(stack)

        let tilted = layer(CGRect(x: 330, y: 25, width: 60, height: 60), rgb(0.9, 0.9, 0.92))
        tilted.sublayerTransform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
        tilted.addSublayer(layer(CGRect(x: 15, y: 15, width: 30, height: 30), rgb(1, 0.18, 0.33)))
        screen.rootLayer.addSublayer(tilted)
        expectGolden(screen.render(), named: "layer-compositing")
    }

    @Test("contentsGravity places contents by the layer's y-axis (iOS: .bottom is the top of the screen)")
    func contentsGravity() {
        let screen = screen(410, 150)
        let image = orientationImage()
        let gravities: [CALayerContentsGravity] = [.resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottom,
                                                   .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        for (index, gravity) in gravities.enumerated() {
            let cell = layer(CGRect(x: 10 + CGFloat(index % 6) * 66, y: 10 + CGFloat(index / 6) * 70, width: 58, height: 60),
                             rgb(0.9, 0.9, 0.92))
            cell.contents = image
            cell.contentsGravity = gravity
            cell.masksToBounds = true
            screen.rootLayer.addSublayer(cell)
        }
        expectGolden(screen.render(), named: "contents-gravity")
    }

    @Test("contentsRect shows part of the contents; contentsCenter stretches only the middle")
    func contentsRectAndCenter() {
        let screen = screen(300, 100)
        let image = orientationImage()
        let part = layer(CGRect(x: 10, y: 10, width: 80, height: 80))
        part.contents = image
        part.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        screen.rootLayer.addSublayer(part)

        let frameSurface = ImageSurface(width: 12, height: 12)
        let frameContext = CGContext(uikitSurface: frameSurface, scale: 1)
        frameContext.setFillColor(rgb(0.35, 0.34, 0.84))
        frameContext.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        frameContext.setFillColor(rgb(1, 0.8, 0))
        frameContext.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        let nine = layer(CGRect(x: 110, y: 10, width: 180, height: 80))
        nine.contents = frameContext.makeImage()
        nine.contentsScale = 0.5
        nine.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        nine.magnificationFilter = .nearest
        screen.rootLayer.addSublayer(nine)
        expectGolden(screen.render(), named: "contents-rect-and-center")
    }
}
