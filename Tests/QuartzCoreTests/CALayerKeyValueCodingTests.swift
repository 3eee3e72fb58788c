@testable import QuartzCore
import Testing
import UIKitTesting

/// A layer with a property of its own, written as Slate's porting guide says in place of
/// `@NSManaged var progress: CGFloat`, drawn as a bar `progress` of its width.
@MainActor
private final class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    var drawnProgress: [CGFloat] = []

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? CGFloat(0.1) : super.defaultValue(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        drawnProgress.append(progress)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// The usual custom-property layer: its action animates from what `presentation()` shows.
@MainActor
private final class EasedProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress
        animation.duration = 1
        return animation
    }
}

@MainActor
@Suite("Core Animation: key-value coding of layers and animations, and keys a layer draws", .serialized, .exclusiveUIKit)
struct CALayerKeyValueCodingTests {
    /// A 100×20 progress bar on a 100×100 screen.
    private func shownProgressLayer() -> (HeadlessScreen, ProgressLayer) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        screen.rootLayer.addSublayer(layer)
        return (screen, layer)
    }

    /// "progress" from 0 to 1 in one second.
    private func progressFill() -> CABasicAnimation {
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        return fill
    }

    @Test("value(forKey:) and setValue(_:forKey:) reach CALayer's properties by Core Animation's names, key paths their parts")
    func builtInKeys() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(true, forKey: "hidden")
        layer.setValue(CGFloat(8), forKey: "cornerRadius")
        layer.setValue(NSNumber(value: 2), forKey: "borderWidth")
        layer.setValue(CGColor(gray: 0.5, alpha: 1), forKey: "backgroundColor")
        layer.setValue(CGRect(x: 0, y: 0, width: 40, height: 30), forKey: "bounds")
        layer.setValue("resizeAspect", forKey: "contentsGravity")
        #expect(layer.opacity == 0.5 && layer.isHidden && layer.cornerRadius == 8 && layer.borderWidth == 2)
        #expect(layer.contentsGravity == .resizeAspect)
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        #expect(layer.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 40, height: 30))
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs(layer.transform.m12 - 1) < 1e-9)
        layer.setValue(25, forKeyPath: "position.x")
        #expect(layer.position.x == 25)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 40)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1, "a subclass's own property")
        #expect(CALayer.defaultValue(forKey: "strokeEnd") == nil)
    }

    @Test("A value of the wrong type leaves the property as it was, where Core Animation would raise")
    func wrongType() {
        let layer = CALayer()
        layer.setValue("wide", forKey: "borderWidth")
        layer.setValue(nil, forKey: "opacity")
        #expect(layer.borderWidth == 0 && layer.opacity == 1)
    }

    @Test("Any other key is kept, copied into presentation layers, and reads the class's defaultValue(forKey:) until set")
    func customKeys() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let layer = ProgressLayer()
        screen.rootLayer.addSublayer(layer)
        #expect(layer.progress == 0.1, "the class's default")
        layer.setValue("tag", forKey: "identifier")
        layer.progress = 0.4
        screen.render()
        #expect(layer.value(forKey: "identifier") as? String == "tag")
        #expect(layer.presentation()?.progress == 0.4)
        #expect(CALayer.defaultValue(forKey: "identifier") == nil)
    }

    @Test("A key the class needsDisplay(forKey:) redraws when set, and draws an animation's presented value each frame")
    func drawnKeyAnimates() {
        let (screen, layer) = shownProgressLayer()
        layer.progress = 0
        screen.render()
        #expect(layer.drawnProgress == [0])
        let fill = progressFill()
        layer.add(fill, forKey: "fill")
        layer.progress = 1
        screen.advance(by: 0.5)
        let frame = screen.render()
        #expect(abs((layer.drawnProgress.last ?? 0) - 0.5) < 0.02, "drawn with the presented value")
        #expect(pixel(frame, 40, 10) == Color(r: 255, g: 0, b: 0))
        #expect(pixel(frame, 60, 10) != Color(r: 255, g: 0, b: 0))
        #expect(layer.progress == 1, "the model holds the final value")
        screen.advance(by: 0.6)
        let end = screen.render()
        #expect(layer.drawnProgress.last == 1, "the model's value is drawn when the animation ends")
        #expect(pixel(end, 90, 10) == Color(r: 255, g: 0, b: 0))
    }

    @Test("A number set as an Int or Double for a CGFloat key stays readable as CGFloat, and animates through the values between")
    func numberTypes() {
        let (screen, layer) = shownProgressLayer()
        layer.setValue(0, forKey: "progress")
        #expect(layer.progress == 0 && layer.value(forKey: "progress") is CGFloat)
        layer.setValue(0.5, forKey: "progress")
        #expect(layer.progress == 0.5)
        screen.render()
        let fill = progressFill()
        layer.add(fill, forKey: "fill")
        screen.advance(by: 0.25)
        #expect(abs((layer.presentation()?.progress ?? 0) - 0.25) < 0.01)
    }

    @Test("An animation of a key the layer never set leaves it unset; one kept after it ends is drawn once more, then the model after its removal")
    func unsetAndKeptAnimations() {
        let (screen, layer) = shownProgressLayer()
        screen.render()
        let glow = CABasicAnimation(keyPath: "glow")
        glow.fromValue = 0
        glow.toValue = 1
        glow.duration = 1
        layer.add(glow, forKey: "glow")
        screen.advance(by: 0.5)
        screen.render()
        #expect(abs((layer.presentation()?.value(forKey: "glow") as? CGFloat ?? 0) - 0.5) < 0.01)
        #expect(layer.value(forKey: "glow") == nil, "the model never had the key")
        let fill = progressFill()
        fill.isRemovedOnCompletion = false
        layer.add(fill, forKey: "fill")
        screen.advance(by: 1.2)
        screen.render()
        #expect(layer.drawnProgress.last == 0.1, "ended without filling: the model (the class's default) is drawn")
    }

    @Test("A paused animation of a drawn key draws it once, not frame after frame")
    func pausedDrawnKey() {
        let (screen, layer) = shownProgressLayer()
        screen.render()
        let fill = progressFill()
        fill.speed = 0
        fill.timeOffset = 0.3
        layer.add(fill, forKey: "fill")
        screen.render()
        let draws = layer.drawnProgress.count
        #expect(abs((layer.drawnProgress.last ?? 0) - 0.3) < 0.01)
        screen.render()
        screen.advance(by: 1)
        screen.render()
        #expect(layer.drawnProgress.count == draws)
    }

    @Test("A key of the layer's own runs the action action(forKey:) gives it, and no implicit animation")
    func customKeyActions() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let plain = ProgressLayer()
        let animated = ProgressLayer()
        screen.rootLayer.addSublayer(plain)
        screen.rootLayer.addSublayer(animated)
        screen.render()
        let action = CABasicAnimation()
        action.duration = 1
        animated.actions = ["progress": action]
        plain.progress = 0.8
        animated.progress = 0.8
        #expect(plain.animationKeys() == nil, "no implicit animation for a key of the layer's own")
        #expect(animated.animationKeys() == ["progress"])
        screen.advance(by: 0.5)
        // From the value before the change (the default 0.1) to 0.8.
        #expect(abs((animated.presentation()?.progress ?? 0) - 0.45) < 0.01)
    }

    @Test("During an action's lookup, presentation() still shows the changed key's value from before the change, as Core Animation's last-committed presentation does")
    func presentationDuringAction() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let layer = EasedProgressLayer()
        layer.progress = 0.2
        screen.rootLayer.addSublayer(layer)
        screen.render()
        layer.progress = 1
        #expect((layer.animation(forKey: "progress") as? CABasicAnimation)?.fromValue as? CGFloat == 0.2)
        screen.advance(by: 0.5)
        #expect(abs((layer.presentation()?.progress ?? 0) - 0.6) < 0.01)
        #expect(layer.presentation()?.progress != 1, "outside the lookup, presentation() shows what the animation presents")
    }

    @Test("An animation keeps values for any key through add(_:forKey:)'s copy, and reads its properties by name")
    func animationKeys() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fade-in", forKey: "name")
        fade.setValue(2.0, forKey: "duration")
        fade.setValue(0, forKey: "fromValue")
        #expect(fade.duration == 2)
        #expect(fade.fromValue as? Int == 0)
        #expect(fade.value(forKey: "keyPath") as? String == "opacity")
        layer.add(fade, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.value(forKey: "name") as? String == "fade-in")
        #expect(CABasicAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "name") == nil)
        fade.setValue(nil, forKey: "timingFunction")
        #expect(fade.timingFunction == nil)
        let group = CAAnimationGroup()
        group.setValue(3, forKey: "fromValue")
        #expect(group.value(forKey: "fromValue") as? Int == 3, "a group has no fromValue: the key is kept as any other")
    }
}
