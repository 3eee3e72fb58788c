@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// The app as a media player the desktop knows, while it asks for remote-control events
/// (`UIApplication.beginReceivingRemoteControlEvents()`): an MPRIS 2 player on the session bus
/// (`org.mpris.MediaPlayer2.<app>.instance<pid>`, object `/org/mpris/MediaPlayer2`). GNOME's and
/// KDE's media keys and media controls, and `playerctl`, send their commands there; each
/// becomes a `.remoteControl` input for the host's active window (the last window when none is
/// active: a player is driven from the background too).
///
/// UIKit knows nothing of what plays, so the player says what MPRIS lets it leave open: it
/// can play, pause and skip, cannot seek (UIKit's commands have no position), and is
/// "Stopped" with no track (what plays and where it is are MediaPlayer's
/// `MPNowPlayingInfoCenter`, not UIKit). Without a session bus there is no player.
@MainActor
final class GTKMediaPlayer {
    private unowned let host: GTKHost
    private let connection: OpaquePointer?
    private var nodeInfo: UnsafeMutablePointer<GDBusNodeInfo>?
    private var subtree: UnsafeMutablePointer<SlateDBusSubtree>?
    private var registration: guint = 0
    private var ownership: guint = 0

    static let objectPath = "/org/mpris/MediaPlayer2"

    init(host: GTKHost, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.host = host
        connection = GTKSessionBus.connection(environment: environment)
    }

    var isOffered: Bool { registration != 0 }

    /// The bus name: MPRIS's prefix, the program's name as a bus-name element, and the
    /// process, so that two instances are two players.
    static func busName(program: String, pid: Int32) -> String {
        var element = String(program.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if element.isEmpty || element.first!.isNumber { element = "_" + element }
        // A bus name has at most 255 characters.
        element = String(element.prefix(200))
        return "org.mpris.MediaPlayer2.\(element).instance\(pid)"
    }

    func setOffered(_ offered: Bool) {
        guard let connection, offered != isOffered else { return }
        if offered {
            register(on: connection)
        } else {
            g_bus_unown_name(ownership)
            ownership = 0
            g_dbus_connection_unregister_subtree(connection, registration)
            registration = 0
            // GDBus may still hold the subtree's data for a call in flight: it is small, keep it.
            subtree = nil
        }
    }

    private func register(on connection: OpaquePointer) {
        if nodeInfo == nil { nodeInfo = g_dbus_node_info_new_for_xml(Self.introspection, nil) }
        let interfacesOfNode: SlateDBusInterfaces = { _, node in
            guard let node else { return 0 }
            return String(cString: node) == "MediaPlayer2" ? 0b11 : 0
        }
        let method: SlateDBusMethod = { context, _, interface, method, _, invocation in
            guard let context, let interface, let method, let invocation else { return }
            let player = Unmanaged<GTKMediaPlayer>.fromOpaque(context).takeUnretainedValue()
            MainActor.assumeIsolated {
                player.call(interface: String(cString: interface), method: String(cString: method), invocation: invocation)
            }
        }
        let get: SlateDBusGetProperty = { context, _, interface, property in
            guard let context, let interface, let property else { return nil }
            let player = Unmanaged<GTKMediaPlayer>.fromOpaque(context).takeUnretainedValue()
            let (interfaceName, propertyName) = (String(cString: interface), String(cString: property))
            // As an address: a GVariant pointer is not Sendable.
            let address = MainActor.assumeIsolated { UInt(bitPattern: player.property(interface: interfaceName, name: propertyName)) }
            return OpaquePointer(bitPattern: address)
        }
        let set: SlateDBusSetProperty = { _, _, _, _, _ in 0 }
        let subtree = UnsafeMutablePointer<SlateDBusSubtree>.allocate(capacity: 1)
        subtree.initialize(to: SlateDBusSubtree(context: Unmanaged.passUnretained(self).toOpaque(), info: nodeInfo,
                                                interfaces: interfacesOfNode, method: method, get_property: get, set_property: set))
        var error: UnsafeMutablePointer<GError>?
        let id = slate_dbus_register_subtree(connection, "/org/mpris", subtree, &error)
        guard id != 0 else {
            if let error {
                let message = "slate: the app could not offer itself as a media player (MPRIS): \(String(cString: error.pointee.message))\n"
                FileHandle.standardError.write(Data(message.utf8))
                g_error_free(error)
            }
            subtree.deallocate()
            return
        }
        registration = id
        self.subtree = subtree
        let program = g_get_prgname().map { String(cString: $0) } ?? ProcessInfo.processInfo.processName
        ownership = g_bus_own_name_on_connection(connection, Self.busName(program: program, pid: getpid()),
                                                 G_BUS_NAME_OWNER_FLAGS_NONE, nil, nil, nil, nil)
    }

    // MARK: Methods and properties

    private func call(interface: String, method: String, invocation: OpaquePointer) {
        let commands: [String: PlatformRemoteControlEvent.Command] = [
            "Play": .play, "Pause": .pause, "PlayPause": .togglePlayPause, "Stop": .stop, "Next": .nextTrack, "Previous": .previousTrack,
        ]
        switch (interface, method) {
        case ("org.mpris.MediaPlayer2.Player", _) where commands[method] != nil:
            host.deliverRemoteControl(commands[method]!)
        case ("org.mpris.MediaPlayer2", "Raise"):
            host.raiseLastWindow()
        case ("org.mpris.MediaPlayer2", "Quit"), ("org.mpris.MediaPlayer2.Player", "Seek"), ("org.mpris.MediaPlayer2.Player", "SetPosition"):
            // CanQuit and CanSeek are false: MPRIS says these then do nothing.
            break
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.NotSupported", "Not supported: \(method)")
            return
        }
        g_dbus_method_invocation_return_value(invocation, nil)
    }

    private func property(interface: String, name: String) -> OpaquePointer? {
        switch (interface, name) {
        case ("org.mpris.MediaPlayer2", "CanQuit"), ("org.mpris.MediaPlayer2", "HasTrackList"): return GVariants.bool(false)
        case ("org.mpris.MediaPlayer2", "CanRaise"): return GVariants.bool(true)
        case ("org.mpris.MediaPlayer2", "Identity"):
            let name = g_get_application_name() ?? g_get_prgname()
            return GVariants.string(name.map { String(cString: $0) } ?? ProcessInfo.processInfo.processName)
        case ("org.mpris.MediaPlayer2", "SupportedUriSchemes"), ("org.mpris.MediaPlayer2", "SupportedMimeTypes"):
            return GVariants.array("s", [])
        case ("org.mpris.MediaPlayer2.Player", "PlaybackStatus"): return GVariants.string("Stopped")
        case ("org.mpris.MediaPlayer2.Player", "Rate"), ("org.mpris.MediaPlayer2.Player", "MinimumRate"),
             ("org.mpris.MediaPlayer2.Player", "MaximumRate"), ("org.mpris.MediaPlayer2.Player", "Volume"):
            return GVariants.double(1)
        case ("org.mpris.MediaPlayer2.Player", "Position"): return g_variant_new_int64(0)
        case ("org.mpris.MediaPlayer2.Player", "Metadata"):
            guard let noTrack = g_variant_new_object_path("/org/mpris/MediaPlayer2/TrackList/NoTrack") else { return nil }
            return GVariants.array("{sv}", [g_variant_new_dict_entry(GVariants.string("mpris:trackid"), GVariants.variant(noTrack))])
        case ("org.mpris.MediaPlayer2.Player", "CanGoNext"), ("org.mpris.MediaPlayer2.Player", "CanGoPrevious"),
             ("org.mpris.MediaPlayer2.Player", "CanPlay"), ("org.mpris.MediaPlayer2.Player", "CanPause"),
             ("org.mpris.MediaPlayer2.Player", "CanControl"):
            return GVariants.bool(true)
        case ("org.mpris.MediaPlayer2.Player", "CanSeek"): return GVariants.bool(false)
        default: return nil
        }
    }

    /// MPRIS 2.2's two interfaces, in the order of the bits `interfacesOfNode` reports.
    static let introspection = """
    <node>
     <interface name="org.mpris.MediaPlayer2">
      <method name="Raise"/>
      <method name="Quit"/>
      <property name="CanQuit" type="b" access="read"/>
      <property name="CanRaise" type="b" access="read"/>
      <property name="HasTrackList" type="b" access="read"/>
      <property name="Identity" type="s" access="read"/>
      <property name="SupportedUriSchemes" type="as" access="read"/>
      <property name="SupportedMimeTypes" type="as" access="read"/>
     </interface>
     <interface name="org.mpris.MediaPlayer2.Player">
      <method name="Next"/>
      <method name="Previous"/>
      <method name="Pause"/>
      <method name="PlayPause"/>
      <method name="Stop"/>
      <method name="Play"/>
      <method name="Seek"><arg direction="in" name="Offset" type="x"/></method>
      <method name="SetPosition"><arg direction="in" name="TrackId" type="o"/><arg direction="in" name="Position" type="x"/></method>
      <method name="OpenUri"><arg direction="in" name="Uri" type="s"/></method>
      <signal name="Seeked"><arg name="Position" type="x"/></signal>
      <property name="PlaybackStatus" type="s" access="read"/>
      <property name="Rate" type="d" access="read"/>
      <property name="Metadata" type="a{sv}" access="read"/>
      <property name="Volume" type="d" access="read"/>
      <property name="Position" type="x" access="read"/>
      <property name="MinimumRate" type="d" access="read"/>
      <property name="MaximumRate" type="d" access="read"/>
      <property name="CanGoNext" type="b" access="read"/>
      <property name="CanGoPrevious" type="b" access="read"/>
      <property name="CanPlay" type="b" access="read"/>
      <property name="CanPause" type="b" access="read"/>
      <property name="CanSeek" type="b" access="read"/>
      <property name="CanControl" type="b" access="read"/>
     </interface>
    </node>
    """
}
