import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Value controls", .serialized, .exclusiveUIKit)
struct ValueControlTests {
    @Test("UISwitch is 51×31 whatever its frame; setting isOn sends no action")
    func switches() {
        let control = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        control.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(control.bounds.size == CGSize(width: 51, height: 31))
        #expect(!control.isOn)
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        control.setOn(true, animated: true)
        #expect(control.isOn && sent == 0)
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
    }

    @Test("UISlider clamps its value and keeps minimum ≤ maximum; the thumb travels the track")
    func sliders() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 3
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 5
        slider.minimumValue = 6
        #expect(slider.value == 6)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2)
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.height == 4 && track.width == 228)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 50)
        #expect(thumb.size == CGSize(width: 28, height: 28))
        #expect(thumb.midX == 114)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 0)
        #expect(slider.intrinsicContentSize.height == 31 && slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test("UIStepper clamps, steps and wraps; impossible limits raise with the property's name")
    func steppers() {
        let stepper = UIStepper()
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        stepper.value = 150
        #expect(stepper.value == 100)
        var failures: [String] = []
        UIKitFailure.handler = { failures.append($0) }
        defer { UIKitFailure.handler = nil }
        stepper.minimumValue = 200
        stepper.stepValue = 0
        #expect(failures.count == 2)
        #expect(failures.first?.contains("UIStepper.minimumValue") == true)
        #expect(stepper.minimumValue == 0 && stepper.stepValue == 1)
    }

    @Test("UISegmentedControl: insertion and removal keep the selection on its segment; actions identify segments")
    func segments() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "B")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 9
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let first = UIAction(title: "One", identifier: .init("one")) { _ in }
        let withActions = UISegmentedControl(frame: .zero, actions: [first, UIAction(title: "Two") { _ in }])
        #expect(withActions.segmentIndex(identifiedBy: .init("one")) == 0)
        #expect(withActions.titleForSegment(at: 1) == "Two")
        #expect(withActions.intrinsicContentSize.height == 32)
    }

    @Test("UISegmentedControl shares the width equally, or by content when asked")
    func segmentWidths() {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 2)
        #expect(abs(labels[0].center.x - 75) <= 1 && abs(labels[1].center.x - 225) <= 1)
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < equal)
    }

    @Test("UIProgressView clamps progress to 0…1 and is 4 points high")
    func progress() {
        let view = UIProgressView(progressViewStyle: .default)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(-1, animated: true)
        #expect(view.progress == 0)
        #expect(view.intrinsicContentSize.height == 4)
    }

    @Test("UIActivityIndicatorView is hidden until it animates, turns on the host clock, and hides when stopped")
    func activityIndicator() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let spinnerLayer = spinner.layer.sublayers!.first!
        let before = spinnerLayer.affineTransform()
        screen.advance(by: UIActivityIndicatorView.stepInterval)
        let after = spinnerLayer.affineTransform()
        #expect(before != after)
        #expect(abs(atan2(after.b, after.a) - .pi / 4) < 1e-9)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test("UIPageControl clamps the current page and sizes for its pages")
    func pageControl() {
        let control = UIPageControl()
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.size(forNumberOfPages: 3).width > control.size(forNumberOfPages: 2).width)
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        #expect(control.subviews.allSatisfy { $0.isHidden })
    }

    @Test("UIImageView shows the image's own bitmap, sizes to it, tints templates and swaps for highlighted")
    func imageViews() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8), format: format).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 8))
        }
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 10, height: 8))
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 8))
        #expect((view.layer.contents as? CGImage) === image.cgImage, "no copy for a plain image")
        #expect(view.layer.contentsScale == 2)
        #expect(!view.isUserInteractionEnabled)
        view.image = image.withRenderingMode(.alwaysTemplate)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let tinted = view.layer.contents as? CGImage
        #expect(tinted !== image.cgImage)
        #expect(tinted?.color(x: 3, y: 3) == PixelColor(red: 255, green: 0, blue: 0))
        let highlighted = UIImage(cgImage: image.cgImage!, scale: 1, orientation: .up)
        view.highlightedImage = highlighted
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 16))
        #expect(UIImageView(image: nil).intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test("Fuzz finding: a segmented control squeezed to no width lays out a finite, empty thumb and draws")
    func squeezedSegmentedControl() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 10, y: 10, width: 0, height: 32)
        window.addSubview(control)
        window.makeKeyAndVisible()
        screen.render()
        for layer in control.layer.sublayers ?? [] {
            #expect(layer.position.x.isFinite && layer.position.y.isFinite, "\(layer)")
            #expect(layer.bounds.width >= 0 && layer.bounds.width.isFinite)
        }
        control.frame.size.width = 3
        screen.render()
        #expect((control.layer.sublayers ?? []).allSatisfy { $0.position.x.isFinite })
        window.isHidden = true
    }
}
