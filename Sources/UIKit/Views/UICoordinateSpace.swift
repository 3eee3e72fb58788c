import Foundation

/// A coordinate system points and rectangles can be converted between: views and the
/// screen's two spaces (spec V-24).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// How a Slate coordinate space relates to the screen's interface-oriented space, which is
/// what conversions between unrelated spaces go through.
@MainActor
protocol ScreenRelativeCoordinateSpace: UICoordinateSpace {
    /// Maps this space's coordinates to the screen's (`UIScreen.coordinateSpace`).
    var transformToScreen: CGAffineTransform { get }
}

extension ScreenRelativeCoordinateSpace {
    func transform(to other: UICoordinateSpace) -> CGAffineTransform {
        guard let other = other as? ScreenRelativeCoordinateSpace else { return .identity }
        return transformToScreen.concatenating(other.transformToScreen.inverted())
    }

    // Conversions through the screen (views have their own, which also cross windows).

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        point.applying(transform(to: coordinateSpace))
    }

    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        guard let other = coordinateSpace as? ScreenRelativeCoordinateSpace else { return point }
        return point.applying(other.transform(to: self))
    }

    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        rect.applying(transform(to: coordinateSpace))
    }

    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        guard let other = coordinateSpace as? ScreenRelativeCoordinateSpace else { return rect }
        return rect.applying(other.transform(to: self))
    }
}

extension UIView: ScreenRelativeCoordinateSpace {}
