import Foundation
import UIKit

/// Drawing and text: the layer demo (rounded, bordered and shadowed layers; paths,
/// gradients and shadows; text in several scripts; system colours), redrawn for the
/// current appearance. ⌘V (Ctrl+V) pastes an image from the clipboard — from this app or
/// another — into the corner; ⌘C (Ctrl+C) copies a drawing lazily: it is drawn only when
/// someone pastes it.
final class DrawingDemoViewController: GalleryPageViewController, UIScrollViewDelegate {
    private var scene: DemoScene?
    private let pastedImageView = UIImageView()
    /// The drawing zooms: pinch, or double-tap to zoom in on a spot and double-tap to come back.
    private let scrollView = UIScrollView()
    private let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.clipsToBounds = true
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.maximumZoomScale = 4
        scrollView.contentSize = canvas.bounds.size
        scrollView.addSubview(canvas)
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: .galleryZoomToggle)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        pastedImageView.contentMode = .scaleAspectFit
        pastedImageView.layer.zPosition = 1
        view.addSubview(pastedImageView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        pastedImageView.frame = CGRect(x: view.bounds.width - 240, y: 24, width: 216, height: 160)
        let style = traitCollection.userInterfaceStyle
        guard scene == nil || scene?.style != style else { return }
        scene?.rootLayer.removeFromSuperlayer()
        let made = DemoScene(size: CGSize(width: 1366, height: 1024), style: style)
        canvas.layer.insertSublayer(made.rootLayer, at: 0)
        made.rootLayer.position = CGPoint(x: 683, y: 512)
        scene = made
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { canvas }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        report("zoomed to \(String(format: "%.1f", scale))×")
    }

    /// Double-tap: zoom in 2.5× on the spot, or back out.
    func toggleZoom(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > 1 {
            scrollView.setZoomScale(1, animated: true)
        } else {
            let point = recognizer.location(in: canvas)
            let size = CGSize(width: scrollView.bounds.width / 2.5, height: scrollView.bounds.height / 2.5)
            scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), animated: true)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if becomeFirstResponder() { report("drawing takes the keyboard") }
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Copy Drawing", action: .copyDrawing, input: "c", modifierFlags: .command),
         UIKeyCommand(title: "Paste Image", action: .pasteImage, input: "v", modifierFlags: .command)]
    }

    func copyDrawing(_ sender: Any?) {
        let provider = NSItemProvider()
        let report = self.report
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            report("drawing the copied image")
            let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48)).image { context in
                UIColor.systemIndigo.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 64, height: 48))
                UIColor.systemYellow.setFill()
                UIBezierPath(ovalIn: CGRect(x: 16, y: 8, width: 32, height: 32)).fill()
            }
            completion(image.pngData(), nil)
            return nil
        }
        UIPasteboard.general.setItemProviders([provider], localOnly: false, expirationDate: nil)
        report("copied drawing lazily")
    }

    func pasteImage(_ sender: Any?) {
        guard let image = UIPasteboard.general.image else {
            report("no image to paste")
            return
        }
        pastedImageView.image = image
        report("pasted image \(Int(image.size.width))x\(Int(image.size.height))")
    }
}

extension Selector {
    static let pasteImage = Selector("pasteImage:", DrawingDemoViewController.pasteImage)
    static let copyDrawing = Selector("copyDrawing:", DrawingDemoViewController.copyDrawing)
    static let galleryZoomToggle = Selector("toggleZoom:", DrawingDemoViewController.toggleZoom)
}
