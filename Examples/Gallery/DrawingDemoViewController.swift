import Foundation
import UIKit

/// Drawing and text: the layer demo (rounded, bordered and shadowed layers; paths,
/// gradients and shadows; text in several scripts; system colours), redrawn for the
/// current appearance.
final class DrawingDemoViewController: UIViewController {
    private var scene: DemoScene?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.clipsToBounds = true
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let style = traitCollection.userInterfaceStyle
        guard scene == nil || scene?.style != style else { return }
        scene?.rootLayer.removeFromSuperlayer()
        let made = DemoScene(size: CGSize(width: 1366, height: 1024), style: style)
        view.layer.addSublayer(made.rootLayer)
        made.rootLayer.position = CGPoint(x: 683, y: 512)
        scene = made
    }
}
