import Testing
@testable import UIKit
import UIKitTesting

/// `UISlider`'s custom thumb and track images by control state.
@MainActor
@Suite("UISlider, custom images", .serialized, .exclusiveUIKit)
struct SliderImageTests {
    @Test("No custom images by default; a state without its own image has the normal state's; current follows the state")
    func stateLookup() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(slider.currentThumbImage == nil && slider.currentMinimumTrackImage == nil && slider.currentMaximumTrackImage == nil)
        let normal = solidImage(.systemRed, size: CGSize(width: 20, height: 20))
        let pressed = solidImage(.systemOrange, size: CGSize(width: 24, height: 24))
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.thumbImage(for: .normal) === normal)
        #expect(slider.thumbImage(for: .highlighted) === pressed)
        #expect(slider.thumbImage(for: .disabled) === normal)
        #expect(slider.currentThumbImage === normal)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === pressed)
        slider.isHighlighted = false
        slider.setThumbImage(nil, for: .normal)
        #expect(slider.thumbImage(for: .disabled) == nil)
        #expect(slider.thumbImage(for: .highlighted) === pressed)
    }

    @Test("The thumb takes its image's size; the value's travel is the track less that width")
    func thumbGeometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.setThumbImage(solidImage(.systemRed, size: CGSize(width: 40, height: 20)), for: .normal)
        let track = slider.trackRect(forBounds: slider.bounds)
        let start = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        let end = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        #expect(start.size == CGSize(width: 40, height: 20))
        #expect(start.minX == 0 && end.maxX == 300)
        #expect(start.midY == track.midY)
    }

    @Test("Drawn: the thumb image instead of the knob, the minimum track image up to the thumb, the maximum one after")
    func pixels() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 60), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 300, height: 31))
        slider.thumbTintColor = .systemGreen
        slider.value = 0.5
        slider.setThumbImage(solidImage(.red, size: CGSize(width: 20, height: 20)), for: .normal)
        slider.setMinimumTrackImage(solidImage(.blue, size: CGSize(width: 4, height: 6)).resizableImage(withCapInsets: .zero), for: .normal)
        slider.setMaximumTrackImage(solidImage(.black, size: CGSize(width: 4, height: 6)).resizableImage(withCapInsets: .zero), for: .normal)
        window.addSubview(slider)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let image = screen.render()
        let middle = 10 + 31 / 2
        let thumb = image.color(x: 160, y: middle)
        #expect(thumb.red > 240 && thumb.green < 20 && thumb.blue < 20, "the thumb image, not the green knob")
        let minimum = image.color(x: 40, y: middle)
        #expect(minimum.blue > 240 && minimum.red < 20)
        let maximum = image.color(x: 280, y: middle)
        #expect(maximum.red < 20 && maximum.green < 20 && maximum.blue < 20)
        let aboveTrack = image.color(x: 40, y: middle - 5)
        #expect(aboveTrack.red > 240 && aboveTrack.blue > 240, "the track image keeps its 6-point height")
    }

    @Test("UIAppearance: a slider takes the proxy's per-state thumb image, and its own setting wins")
    func appearanceProxy() {
        let image = solidImage(.systemRed, size: CGSize(width: 20, height: 20))
        let own = solidImage(.systemBlue, size: CGSize(width: 20, height: 20))
        UISlider.appearance().setThumbImage(image, for: .highlighted)
        defer { UISlider.appearance().setThumbImage(nil, for: .highlighted) }
        let window = UIWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        let customized = UISlider(frame: CGRect(x: 0, y: 40, width: 300, height: 31))
        customized.setThumbImage(own, for: .highlighted)
        window.addSubview(slider)
        window.addSubview(customized)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        #expect(slider.thumbImage(for: .highlighted) === image)
        #expect(customized.thumbImage(for: .highlighted) === own)
    }
}
