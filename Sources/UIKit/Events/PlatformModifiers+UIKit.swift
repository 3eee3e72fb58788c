import Foundation
import SlatePlatform

extension PlatformModifiers {
    /// UIKit's modifiers for Linux keys (see `UIKeyModifierFlags`).
    var uiKitFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if contains(.shift) { flags.insert(.shift) }
        if contains(.control) { flags.insert(.command) }
        if contains(.super) { flags.insert(.control) }
        if contains(.alt) { flags.insert(.alternate) }
        if contains(.capsLock) { flags.insert(.alphaShift) }
        return flags
    }
}
