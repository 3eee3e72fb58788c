import Foundation
import UIKit

/// Events as Swift source, for a shrunk failure to be pasted into a test.
extension FuzzEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .tap(let point, let count):
            count == 1 ? ".tap(at: \(source(point)))" : ".tap(at: \(source(point)), count: \(count))"
        case .longPress(let point, let duration):
            ".longPress(at: \(source(point)), duration: \(source(duration)))"
        case .drag(let start, let end, let steps, let duration):
            ".drag(from: \(source(start)), to: \(source(end)), steps: \(steps), duration: \(source(duration)))"
        case .pinch(let center, let start, let end, let rotation):
            ".pinch(center: \(source(center)), from: \(source(start)), to: \(source(end)), rotation: \(source(rotation)))"
        case .movePointer(let point):
            ".movePointer(to: \(source(point)))"
        case .movePointerOutside:
            ".movePointerOutside"
        case .click(let point, let button, let count, let modifiers):
            ".click(at: \(source(point)), button: \(button), count: \(count), modifiers: \(source(modifiers)))"
        case .pointerDrag(let start, let end, let button):
            ".pointerDrag(from: \(source(start)), to: \(source(end)), button: \(button))"
        case .scrollWheel(let point, let delta, let clicks):
            ".scrollWheel(at: \(source(point)), by: \(source(delta)), clicks: \(clicks))"
        case .trackpadScroll(let point, let delta, let frames):
            ".trackpadScroll(at: \(source(point)), delta: \(source(delta)), frames: \(frames))"
        case .trackpadTransform(let point, let scale, let rotation):
            ".trackpadTransform(at: \(source(point)), scale: \(source(scale)), rotation: \(source(rotation)))"
        case .press(let key, let characters, let modifiers):
            ".press(.\(key), characters: \(characters.map(source) ?? "nil"), modifiers: \(source(modifiers)))"
        case .type(let text):
            ".type(\(source(text)))"
        case .commitText(let text):
            ".commitText(\(text))"
        case .composeText(let text):
            ".composeText(\(source(text)))"
        case .paste(let text):
            ".paste(\(text))"
        case .dragFromOtherApp(let mimeType, let data, let end, let delay, let drops):
            ".dragFromOtherApp(mimeType: \(source(mimeType)), data: \(data), to: \(source(end)), delay: \(source(delay)), drops: \(drops))"
        case .chooseMenuItem(let path):
            ".chooseMenuItem([\(path.map(source).joined(separator: ", "))])"
        case .resizeWindows(let size):
            ".resizeWindows(to: CGSize(width: \(source(size.width)), height: \(source(size.height))))"
        case .setAppearance(let style):
            style == .dark ? ".setAppearance(.dark)" : style == .light ? ".setAppearance(.light)" : ".setAppearance(.unspecified)"
        case .setTextSize(let category):
            ".setTextSize(UIContentSizeCategory(rawValue: \(source(category.rawValue))))"
        case .openWindow:
            ".openWindow"
        case .closeWindow(let index):
            ".closeWindow(index: \(index))"
        case .focusWindow(let index):
            ".focusWindow(index: \(index))"
        case .wait(let seconds):
            ".wait(\(source(seconds)))"
        }
    }
}

extension FuzzText: CustomStringConvertible {
    public var description: String {
        switch self {
        case .string(let string): ".string(\(source(string)))"
        case .repeated(let string, let count): ".repeated(\(source(string)), count: \(count))"
        case .bytes(let bytes): ".bytes([\(bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", "))])"
        }
    }
}

/// A number as the shortest literal that reads back to the same value.
private func source(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

private func source(_ value: CGFloat) -> String { source(Double(value)) }

private func source(_ point: CGPoint) -> String { "CGPoint(x: \(source(point.x)), y: \(source(point.y)))" }

private func source(_ vector: CGVector) -> String { "CGVector(dx: \(source(vector.dx)), dy: \(source(vector.dy)))" }

private func source(_ modifiers: UIKeyModifierFlags) -> String {
    let names: [(UIKeyModifierFlags, String)] = [(.alphaShift, ".alphaShift"), (.shift, ".shift"), (.control, ".control"),
                                                 (.alternate, ".alternate"), (.command, ".command"), (.numericPad, ".numericPad")]
    return "[" + names.filter { modifiers.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
}

/// A string literal: printable ASCII as is, everything else as `\u{…}` escapes, so the source
/// survives any editor and shows exactly which scalars the text had.
private func source(_ string: String) -> String {
    var literal = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case " "..."~": literal.unicodeScalars.append(scalar)
        default: literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
    return literal + "\""
}
