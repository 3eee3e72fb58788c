@_implementationOnly import CGtk
import Foundation

/// Which AT-SPI events clients asked the registry for, kept up to date from the registry's
/// own signals rather than asked each time (a synchronous D-Bus call would hold the main
/// loop up to its timeout while the registry is slow).
///
/// The bridge needs one answer from it: whether a client listens for announcements — if
/// none does (Orca before 45 does not), an announcement is shown as a notification instead,
/// which every reader speaks.
@MainActor
final class ATSPIEventListeners {
    /// (client bus name, event) pairs, as the registry lists them and its signals since.
    private var registered: [(bus: String, event: String)] = []
    /// Whether the registry answered the first question (until then its signals are kept).
    private var isKnown = false
    private var subscriptions: [guint] = []
    private var connection: OpaquePointer?
    /// Bumped at every start and stop, so that an answer to an earlier connection is dropped.
    private var generation = 0

    private static let registry = "org.a11y.atspi.Registry"
    private static let registryPath = "/org/a11y/atspi/registry"

    /// Whether a client listens for `object:announcement`, or for every object event. True
    /// while the registry has not answered: an event nobody hears costs less than a
    /// notification a reader would speak twice.
    var listensForAnnouncements: Bool {
        guard isKnown else { return true }
        return registered.contains { Self.coversAnnouncements($0.event) }
    }

    /// Whether a registration for `event` delivers `object:announcement` (AT-SPI matches
    /// registrations by prefix: "object:", "object" and "" take every object event).
    static func coversAnnouncements(_ event: String) -> Bool {
        let event = event.lowercased()
        return event.hasPrefix("object:announcement") || ["", "object", "object:"].contains(event)
    }

    /// Starts following `connection`'s registry: its signals first, then its current list.
    func start(on connection: OpaquePointer) {
        stop()
        self.connection = connection
        let me = Unmanaged.passUnretained(self).toOpaque()
        let registeredSignal: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            guard let data, let parameters else { return }
            let listeners = Unmanaged<ATSPIEventListeners>.fromOpaque(data).takeUnretainedValue()
            let pair = (GVariants.string(in: parameters, at: 0), GVariants.string(in: parameters, at: 1))
            MainActor.assumeIsolated { listeners.registered.append((bus: pair.0, event: pair.1)) }
        }
        let deregisteredSignal: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            guard let data, let parameters else { return }
            let listeners = Unmanaged<ATSPIEventListeners>.fromOpaque(data).takeUnretainedValue()
            let pair = (GVariants.string(in: parameters, at: 0), GVariants.string(in: parameters, at: 1))
            MainActor.assumeIsolated { listeners.remove(bus: pair.0, event: pair.1) }
        }
        subscriptions = [
            g_dbus_connection_signal_subscribe(connection, Self.registry, Self.registry, "EventListenerRegistered", Self.registryPath,
                                               nil, G_DBUS_SIGNAL_FLAGS_NONE, registeredSignal, me, nil),
            g_dbus_connection_signal_subscribe(connection, Self.registry, Self.registry, "EventListenerDeregistered", Self.registryPath,
                                               nil, G_DBUS_SIGNAL_FLAGS_NONE, deregisteredSignal, me, nil),
        ]
        fetch()
    }

    func stop() {
        if let connection {
            for subscription in subscriptions { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        }
        subscriptions = []
        connection = nil
        registered = []
        isKnown = false
        generation += 1
    }

    /// Asks the registry for its list once, without waiting for the answer. Signals that come
    /// meanwhile are folded in when it arrives (a registration reported by both counts once).
    private func fetch() {
        guard let connection else { return }
        final class Request {
            weak var listeners: ATSPIEventListeners?
            let generation: Int
            init(_ listeners: ATSPIEventListeners, _ generation: Int) { self.listeners = listeners; self.generation = generation }
        }
        let request = Unmanaged.passRetained(Request(self, generation)).toOpaque()
        let replied: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let request = Unmanaged<Request>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            if let error { g_error_free(error) }
            var pairs: [(bus: String, event: String)] = []
            if let reply {
                if let events = GVariants.child(in: reply, at: 0) {
                    for index in 0..<Int(g_variant_n_children(events)) {
                        guard let pair = GVariants.child(in: events, at: index) else { continue }
                        pairs.append((bus: GVariants.string(in: pair, at: 0), event: GVariants.string(in: pair, at: 1)))
                        g_variant_unref(pair)
                    }
                    g_variant_unref(events)
                }
                g_variant_unref(reply)
            }
            let answered = reply != nil
            MainActor.assumeIsolated {
                guard let listeners = request.listeners, listeners.generation == request.generation, answered else { return }
                listeners.received(pairs)
            }
        }
        g_dbus_connection_call(connection, Self.registry, Self.registryPath, Self.registry, "GetRegisteredEvents", nil,
                               GVariants.type("(a(ss))"), G_DBUS_CALL_FLAGS_NONE, 5000, nil, replied, request)
    }

    private func received(_ pairs: [(bus: String, event: String)]) {
        var merged = pairs
        for pair in registered where !merged.contains(where: { $0 == pair }) { merged.append(pair) }
        registered = merged
        isKnown = true
    }

    private func remove(bus: String, event: String) {
        guard let index = registered.firstIndex(where: { $0.bus == bus && $0.event == event }) else { return }
        registered.remove(at: index)
    }
}
