import Foundation
import SlatePlatform

/// Media commands from the desktop — play, pause, next track — as UIKit's remote-control
/// events, for an app that plays media.
///
/// As on iOS, an app asks for them (`beginReceivingRemoteControlEvents()`) and they reach the
/// key window's first responder (`remoteControlReceived(with:)`), which passes them up the
/// responder chain to the application and its delegate by default. On the desktop the app is
/// then a media player the desktop knows: under the GTK host it answers MPRIS on the session
/// bus (GNOME's and KDE's media keys and media controls send it their commands) and media keys
/// pressed in its windows become commands too. See docs/porting.md.
extension UIApplication {
    /// Whether the app asked for media commands (not an iOS API: iOS keeps this to itself).
    static var isReceivingRemoteControlEvents = false

    /// Starts the delivery of media commands as remote-control events.
    public func beginReceivingRemoteControlEvents() {
        guard !Self.isReceivingRemoteControlEvents else { return }
        Self.isReceivingRemoteControlEvents = true
        UIKitHost.current?.setReceivesRemoteControlEvents(true)
    }

    /// Stops it: the desktop no longer offers the app as a media player.
    public func endReceivingRemoteControlEvents() {
        guard Self.isReceivingRemoteControlEvents else { return }
        Self.isReceivingRemoteControlEvents = false
        UIKitHost.current?.setReceivesRemoteControlEvents(false)
    }

    /// A new host learns what the old one was told.
    static func remoteControlHostDidChange(from previous: PlatformHost?, to host: PlatformHost?) {
        guard isReceivingRemoteControlEvents else { return }
        previous?.setReceivesRemoteControlEvents(false)
        host?.setReceivesRemoteControlEvents(true)
    }

    /// Sends a command as a `.remoteControl` event through `sendEvent(_:)`, as UIKit does (an
    /// app that overrides it sees the command first), to the key window — the window it
    /// arrived in when no window is key — whose first responder gets it.
    static func deliverRemoteControl(_ remote: PlatformRemoteControlEvent, arrivedIn window: UIWindow) {
        guard isReceivingRemoteControlEvents else { return }
        let event = UIEvent(type: .remoteControl, subtype: UIEvent.EventSubtype(remote.command), timestamp: remote.timestamp)
        event.pointerWindow = UIWindow.keyWindow ?? window
        UIApplication.shared.sendEvent(event)
    }
}

extension UIEvent.EventSubtype {
    /// The subtype of a host's media command.
    init(_ command: PlatformRemoteControlEvent.Command) {
        self = switch command {
        case .play: .remoteControlPlay
        case .pause: .remoteControlPause
        case .stop: .remoteControlStop
        case .togglePlayPause: .remoteControlTogglePlayPause
        case .nextTrack: .remoteControlNextTrack
        case .previousTrack: .remoteControlPreviousTrack
        case .beginSeekingBackward: .remoteControlBeginSeekingBackward
        case .endSeekingBackward: .remoteControlEndSeekingBackward
        case .beginSeekingForward: .remoteControlBeginSeekingForward
        case .endSeekingForward: .remoteControlEndSeekingForward
        }
    }

    /// The host's media command this subtype is; nil for one that is not a remote control's.
    package var remoteControlCommand: PlatformRemoteControlEvent.Command? {
        PlatformRemoteControlEvent.Command.allCases.first { Self($0) == self }
    }
}
