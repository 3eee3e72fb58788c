import Foundation

/// The coder an appearance proxy is made with (`init?(coder:)`): it decodes nothing, and
/// tells `UIView` and `UIBarItem` that the object is a proxy, so that it is never counted,
/// laid out or drawn.
final class AppearanceProxyCoder: InterfaceBuilderCoder {
    init() {
        super.init(element: InterfaceBuilderElement(name: "appearanceProxy", attributes: [:], children: [], text: "", line: 0), storyboard: nil)
    }
}
