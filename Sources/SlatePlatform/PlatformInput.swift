import CoreGraphics
import Foundation

/// Input crossing the host boundary: plain values in the window's coordinates (points, origin
/// top-left), on the host clock. The headless host synthesizes them; the GTK host translates
/// GDK events into them. UIKit turns them into `UIEvent`s (`InputDispatcher`).
package enum PlatformInputEvent: Sendable {
    case pointer(PlatformPointerEvent)
    case touch(PlatformTouchEvent)
    case scroll(PlatformScrollEvent)
    case transform(PlatformTransformEvent)
    case key(PlatformKeyEvent)
    /// Text from an input method: committed text, or the text being composed (preedit).
    case text(PlatformTextEvent)
    /// A media command from the desktop (a media key, its media controls), for an app that
    /// asked for them (`PlatformHost.setReceivesRemoteControlEvents(_:)`).
    case remoteControl(PlatformRemoteControlEvent)
}

/// A media command: what UIKit delivers as a `.remoteControl` event.
package struct PlatformRemoteControlEvent: Sendable {
    package enum Command: Sendable, CaseIterable {
        case play, pause, stop, togglePlayPause, nextTrack, previousTrack
        case beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward
    }

    package var command: Command
    package var timestamp: TimeInterval

    package init(command: Command, timestamp: TimeInterval) {
        self.command = command
        self.timestamp = timestamp
    }
}

/// Keys held, named as Linux names them.
package struct PlatformModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = PlatformModifiers(rawValue: 1 << 0)
    package static let control = PlatformModifiers(rawValue: 1 << 1)
    package static let alt = PlatformModifiers(rawValue: 1 << 2)
    package static let `super` = PlatformModifiers(rawValue: 1 << 3)
    package static let capsLock = PlatformModifiers(rawValue: 1 << 4)
}

/// Phases of continuous pointer gestures (trackpad scrolling and pinching).
package enum PlatformGesturePhase: Sendable {
    case began, changed, ended, cancelled
}

package struct PlatformPointerEvent: Sendable {
    package enum Kind: Sendable {
        case entered, moved, exited
        /// A button went down (1 primary, 2 secondary, 3 middle …).
        case buttonDown(Int)
        case buttonUp(Int)
    }

    package var kind: Kind
    package var location: CGPoint
    package var modifiers: PlatformModifiers
    package var timestamp: TimeInterval
    /// The pen's state when a stylus on a tablet moved the pointer; nil for a mouse or a
    /// touchpad.
    package var stylus: PlatformStylus?

    package init(_ kind: Kind, at location: CGPoint, modifiers: PlatformModifiers = [], timestamp: TimeInterval,
                 stylus: PlatformStylus? = nil) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.stylus = stylus
    }
}

/// A pen on a graphics tablet, as one pointer event saw it: what UIKit reports as an Apple
/// Pencil's force, altitude and azimuth.
package struct PlatformStylus: Equatable, Sendable {
    /// How hard the tip presses, from 0 (not touching) to 1 (the tablet's maximum).
    package var pressure: CGFloat
    /// The pen's angle with the surface: 0 lying flat, π/2 upright (UIKit's altitude).
    package var altitude: CGFloat
    /// The direction the pen's top end leans, in window coordinates (y down): 0 toward +x,
    /// π/2 toward +y (UIKit's azimuth).
    package var azimuth: CGFloat

    package init(pressure: CGFloat, altitude: CGFloat = .pi / 2, azimuth: CGFloat = 0) {
        self.pressure = min(max(pressure, 0), 1)
        self.altitude = min(max(altitude, 0), .pi / 2)
        self.azimuth = azimuth
    }

    /// The state from a tablet's tilts: how far the pen leans from upright toward +x and toward
    /// +y (down), in radians, as libinput and the Wayland tablet protocol report them.
    package init(pressure: CGFloat, tiltX: CGFloat, tiltY: CGFloat) {
        // The pen's direction, tip to top, is (tan tiltX, tan tiltY, 1) in the tablet's frame.
        let x = tan(min(max(tiltX, -1.55), 1.55))
        let y = tan(min(max(tiltY, -1.55), 1.55))
        let lean = (x * x + y * y).squareRoot()
        self.init(pressure: pressure, altitude: atan2(1, lean), azimuth: lean == 0 ? 0 : atan2(y, x))
    }
}

package struct PlatformTouchEvent: Sendable {
    package enum Phase: Sendable { case began, moved, ended, cancelled }

    /// Identifies the finger for the life of its contact.
    package var identifier: Int
    package var phase: Phase
    package var location: CGPoint
    package var timestamp: TimeInterval

    package init(identifier: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        self.identifier = identifier
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}

package struct PlatformScrollEvent: Sendable {
    /// Where the pointer is.
    package var location: CGPoint
    /// Movement in points; positive y scrolls toward the end of the content.
    package var delta: CGVector
    /// Precise (trackpad) scrolling, with phases; false for a wheel's clicks.
    package var isContinuous: Bool
    package var phase: PlatformGesturePhase
    package var modifiers: PlatformModifiers
    package var timestamp: TimeInterval

    package init(location: CGPoint, delta: CGVector, isContinuous: Bool, phase: PlatformGesturePhase = .changed,
                 modifiers: PlatformModifiers = [], timestamp: TimeInterval) {
        self.location = location
        self.delta = delta
        self.isContinuous = isContinuous
        self.phase = phase
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}

/// A trackpad pinch or rotation.
package struct PlatformTransformEvent: Sendable {
    package var location: CGPoint
    /// Scale since the gesture began (1 = none).
    package var scale: CGFloat
    /// Rotation since the gesture began, in radians, clockwise.
    package var rotation: CGFloat
    package var phase: PlatformGesturePhase
    package var timestamp: TimeInterval

    package init(location: CGPoint, scale: CGFloat, rotation: CGFloat, phase: PlatformGesturePhase, timestamp: TimeInterval) {
        self.location = location
        self.scale = scale
        self.rotation = rotation
        self.phase = phase
        self.timestamp = timestamp
    }
}

package struct PlatformKeyEvent: Sendable {
    package var isDown: Bool
    /// The key's position as a USB HID usage (`UIKeyboardHIDUsage` raw value).
    package var hidUsage: Int
    /// The text the key types with the modifiers held, and without them.
    package var characters: String
    package var charactersIgnoringModifiers: String
    package var modifiers: PlatformModifiers
    /// Whether the key is on the numeric keypad.
    package var isKeypad: Bool
    /// An auto-repeat of a key held down.
    package var isRepeat: Bool
    package var timestamp: TimeInterval

    package init(isDown: Bool, hidUsage: Int, characters: String, charactersIgnoringModifiers: String,
                 modifiers: PlatformModifiers = [], isKeypad: Bool = false, isRepeat: Bool = false, timestamp: TimeInterval) {
        self.isDown = isDown
        self.hidUsage = hidUsage
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
        self.isKeypad = isKeypad
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}

package enum PlatformTextEvent: Sendable {
    case commit(String)
    /// Text being composed, with the caret's offset in it (UTF-16 units), and how the input
    /// method styles its parts (the clause being converted apart from the rest); no styles:
    /// the input method leaves the look to the text view.
    case preedit(String, caret: Int, styles: [PlatformPreeditStyle] = [])
}

/// How an input method asks part of its composed text to look (GTK's preedit attributes).
package struct PlatformPreeditStyle: Equatable, Sendable {
    package enum Underline: Equatable, Sendable {
        case single, double, low, error
    }

    /// UTF-16 offsets in the composed text.
    package var range: Range<Int>
    package var underline: Underline?
    /// Red, green, blue, alpha, each 0…1.
    package var foreground: [Double]?
    package var background: [Double]?

    package init(range: Range<Int>, underline: Underline? = nil, foreground: [Double]? = nil, background: [Double]? = nil) {
        self.range = range
        self.underline = underline
        self.foreground = foreground
        self.background = background
    }
}
