@_implementationOnly import CGtk
import CoreGraphics
import Foundation
import SlatePlatform

/// The GTK host's windows' accessibility trees on the AT-SPI bus, as objects of their own.
///
/// GTK 4.8 can expose only widgets, so the bridge speaks AT-SPI itself (see
/// docs/accessibility.md): while an assistive technology listens (`ATSPIStatus`) it opens a
/// connection to the accessibility bus, serves every element of every window's tree under
/// `/org/a11y/atspi/accessible/` (the application at `root`, element `id` of window `w` at
/// `w<w>_<id>`), embeds the application with the registry, and turns each new tree into the
/// events that tell clients what changed. When nobody listens it holds no connection and
/// does nothing with trees.
@MainActor
final class ATSPIBridge {
    private unowned let host: GTKHost
    let status = ATSPIStatus()
    /// What clients asked the registry for (whether anyone hears announcements).
    private let eventListeners = ATSPIEventListeners()
    /// Called after the bridge has connected (true) or disconnected (false).
    var listeningHandler: ((Bool) -> Void)?

    private var connection: OpaquePointer?
    private var busName = ""
    private var registration: guint = 0
    private var nodeInfo: UnsafeMutablePointer<GDBusNodeInfo>?
    private var subtree: UnsafeMutablePointer<SlateDBusSubtree>?
    private var desktop = ("", "/org/a11y/atspi/null")
    private var applicationID = 0
    /// The trees the bridge serves, by window serial.
    private var trees: [Int: WindowTree] = [:]
    /// The element last reported focused: window serial and element id.
    private var lastFocus: (window: Int, id: PlatformAccessibilityNode.ID)?

    static let basePath = "/org/a11y/atspi/accessible"
    static let rootPath = basePath + "/root"
    private static let nullPath = "/org/a11y/atspi/null"

    init(host: GTKHost) {
        self.host = host
        status.changeHandler = { [weak self] listening in self?.listeningChanged(listening) }
    }

    var isConnected: Bool { connection != nil }

    func start() { status.start() }

    private func listeningChanged(_ listening: Bool) {
        if listening { connect() } else { disconnect() }
        listeningHandler?(isConnected)
    }

    // MARK: Connection

    private func connect() {
        guard connection == nil, let address = status.accessibilityBusAddress() else { return }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            if let error { g_error_free(error) }
            return
        }
        if nodeInfo == nil {
            nodeInfo = g_dbus_node_info_new_for_xml(ATSPIVocabulary.introspection, nil)
        }
        let interfacesOfNode: SlateDBusInterfaces = { (context: UnsafeMutableRawPointer?, node: UnsafePointer<CChar>?) -> guint64 in
            guard let context, let node else { return 0 }
            let bridge = Unmanaged<ATSPIBridge>.fromOpaque(context).takeUnretainedValue()
            let name = String(cString: node)
            return guint64(MainActor.assumeIsolated { bridge.interfaces(ofNode: name) })
        }
        let method: SlateDBusMethod = { context, node, interface, method, parameters, invocation in
            guard let context, let node, let interface, let method, let invocation else { return }
            let bridge = Unmanaged<ATSPIBridge>.fromOpaque(context).takeUnretainedValue()
            MainActor.assumeIsolated {
                bridge.call(node: String(cString: node), interface: String(cString: interface), method: String(cString: method),
                            parameters: parameters, invocation: invocation)
            }
        }
        let get: SlateDBusGetProperty = { context, node, interface, property in
            guard let context, let node, let interface, let property else { return nil }
            let bridge = Unmanaged<ATSPIBridge>.fromOpaque(context).takeUnretainedValue()
            let (nodeName, interfaceName, propertyName) = (String(cString: node), String(cString: interface), String(cString: property))
            // As an address: a GVariant pointer is not Sendable.
            let address = MainActor.assumeIsolated {
                UInt(bitPattern: bridge.property(node: nodeName, interface: interfaceName, name: propertyName))
            }
            return OpaquePointer(bitPattern: address)
        }
        let set: SlateDBusSetProperty = { context, node, interface, property, value in
            guard let context, let node, let interface, let property, let value else { return 0 }
            let bridge = Unmanaged<ATSPIBridge>.fromOpaque(context).takeUnretainedValue()
            return MainActor.assumeIsolated {
                bridge.setProperty(node: String(cString: node), interface: String(cString: interface), name: String(cString: property),
                                   value: value) ? 1 : 0
            }
        }
        let subtree = UnsafeMutablePointer<SlateDBusSubtree>.allocate(capacity: 1)
        subtree.initialize(to: SlateDBusSubtree(context: Unmanaged.passUnretained(self).toOpaque(), info: nodeInfo,
                                                interfaces: interfacesOfNode, method: method, get_property: get, set_property: set))
        let id = slate_dbus_register_subtree(bus, Self.basePath, subtree, &error)
        guard id != 0 else {
            if let error { g_error_free(error) }
            subtree.deallocate()
            g_object_unref(UnsafeMutableRawPointer(bus))
            return
        }
        connection = bus
        busName = String(cString: g_dbus_connection_get_unique_name(bus))
        registration = id
        self.subtree = subtree
        eventListeners.start(on: bus)
        embed()
    }

    /// Tells the registry the application is here (`Socket.Embed`); its answer is the desktop,
    /// the application's parent.
    private func embed() {
        guard let connection else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        let replied: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let bridge = Unmanaged<ATSPIBridge>.fromOpaque(data).takeUnretainedValue()
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                if let error { g_error_free(error) }
                return
            }
            if let reference = GVariants.child(in: reply, at: 0) {
                let bus = GVariants.string(in: reference, at: 0), path = GVariants.string(in: reference, at: 1)
                MainActor.assumeIsolated { bridge.desktop = (bus, path) }
                g_variant_unref(reference)
            }
            g_variant_unref(reply)
        }
        g_dbus_connection_call(connection, "org.a11y.atspi.Registry", Self.rootPath, "org.a11y.atspi.Socket", "Embed",
                               GVariants.tuple([GVariants.reference(busName, Self.rootPath)]), GVariants.type("((so))"),
                               G_DBUS_CALL_FLAGS_NONE, 5000, nil, replied, me)
    }

    private func disconnect() {
        guard let connection else { return }
        eventListeners.stop()
        g_dbus_connection_unregister_subtree(connection, registration)
        g_dbus_connection_close(connection, nil, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
        self.connection = nil
        registration = 0
        // GDBus may still hold the subtree's vtable data for a call in flight: it is small, keep it.
        subtree = nil
        trees = [:]
        pendingTrees = [:]
        if idleSource != 0 {
            g_source_remove(idleSource)
            idleSource = 0
        }
        lastFocus = nil
    }

    // MARK: Trees

    /// One window's tree, indexed by element.
    final class WindowTree {
        struct Entry {
            var node: PlatformAccessibilityNode
            var parent: PlatformAccessibilityNode.ID?
            var index: Int
        }

        weak var window: GTKWindow?
        let serial: Int
        let root: PlatformAccessibilityNode
        private(set) var entries: [PlatformAccessibilityNode.ID: Entry] = [:]
        /// The last element in reading order with the focused state.
        private(set) var focused: PlatformAccessibilityNode.ID?

        init(window: GTKWindow, root: PlatformAccessibilityNode, capacity: Int) {
            self.window = window
            serial = window.accessibilitySerial
            self.root = root
            entries.reserveCapacity(capacity)
            add(root, parent: nil, index: 0)
        }

        private func add(_ node: PlatformAccessibilityNode, parent: PlatformAccessibilityNode.ID?, index: Int) {
            entries[node.id] = Entry(node: node, parent: parent, index: index)
            if node.states.contains(.focused) { focused = node.id }
            for (offset, child) in node.children.enumerated() { add(child, parent: node.id, index: offset) }
        }
    }

    /// Trees handed over since the bridge last caught up, by window serial.
    private struct PendingTree {
        weak var window: GTKWindow?
        var root: PlatformAccessibilityNode?
    }
    private var pendingTrees: [Int: PendingTree] = [:]
    private var idleSource: guint = 0

    /// A window's tree changed. The turn that made it pays only for keeping it: the bridge
    /// indexes it, compares it with the last and tells clients at idle priority, after the
    /// frame — or at once when a client asks something or UIKit posts an event, so that both
    /// always see the newest tree. Trees set meanwhile collapse into one comparison.
    func treeDidChange(in window: GTKWindow) {
        guard connection != nil else { return }
        pendingTrees[window.accessibilitySerial] = PendingTree(window: window, root: window.accessibilityTree)
        guard idleSource == 0 else { return }
        let caughtUp: GSourceFunc = { data in
            guard let data else { return 0 }
            let bridge = Unmanaged<ATSPIBridge>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                bridge.idleSource = 0
                bridge.catchUp()
            }
            return 0
        }
        idleSource = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, caughtUp, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Applies the trees handed over since the last time.
    private func catchUp() {
        guard !pendingTrees.isEmpty else { return }
        if idleSource != 0 {
            g_source_remove(idleSource)
            idleSource = 0
        }
        let pending = pendingTrees
        pendingTrees = [:]
        let start = Self.tracesCatchUp ? DispatchTime.now().uptimeNanoseconds : 0
        for serial in pending.keys.sorted() {
            apply(pending[serial]!.root, window: pending[serial]!.window, serial: serial)
        }
        if Self.tracesCatchUp {
            let nodes = pending.keys.reduce(0) { $0 + (trees[$1]?.entries.count ?? 0) }
            FileHandle.standardError.write(Data("atspi: caught up with \(pending.count) tree(s), \(nodes) nodes, in \((DispatchTime.now().uptimeNanoseconds - start) / 1000) µs\n".utf8))
        }
    }

    /// `SLATE_ATSPI_TRACE=1` logs how long each catch-up took (indexing, comparing, emitting).
    private static let tracesCatchUp = ProcessInfo.processInfo.environment["SLATE_ATSPI_TRACE"] == "1"

    /// Serves `root` for window `serial` and tells clients what differs from the last tree.
    private func apply(_ root: PlatformAccessibilityNode?, window: GTKWindow?, serial: Int) {
        let old = trees[serial]
        guard let root, let window else {
            if let old {
                let index = windowIndex(serial)
                trees[serial] = nil
                emitChildrenChanged(Self.rootPath, "remove", index: index, child: reference(window: serial, id: old.root.id))
            }
            return
        }
        // UIKit hands a tree only when it differs from the last; comparing them whole here
        // would cost as much as the diff below, which emits nothing for equal trees anyway.
        let tree = WindowTree(window: window, root: root, capacity: old?.entries.count ?? 64)
        trees[serial] = tree
        if let old {
            emitDifferences(from: old, to: tree)
        } else {
            emitChildrenChanged(Self.rootPath, "add", index: windowIndex(serial), child: reference(window: serial, id: root.id))
        }
        // Focus moves when UIKit's focus does — not back from where a screen or layout change
        // put the reader (VoiceOver leaves it there until the user or the focus moves).
        if old == nil || old?.focused != tree.focused { updateFocus(in: tree) }
    }

    func windowDidClose(_ window: GTKWindow) {
        guard connection != nil, window.accessibilityTree != nil || trees[window.accessibilitySerial] != nil else { return }
        window.accessibilityTree = nil
    }

    func windowActivationChanged(_ window: GTKWindow, isActive: Bool) {
        catchUp()
        guard connection != nil, let tree = trees[window.accessibilitySerial] else { return }
        let frame = path(window: tree.serial, id: tree.root.id)
        emit(frame, "org.a11y.atspi.Event.Object", "StateChanged", detail: "active", isActive ? 1 : 0, 0, GVariants.int32(0))
        emit(frame, "org.a11y.atspi.Event.Window", isActive ? "Activate" : "Deactivate", detail: "", 0, 0, GVariants.string(""))
        if isActive, let focused = tree.focused {
            lastFocus = nil
            moveFocus(to: (tree.serial, focused))
        }
    }

    func post(_ event: PlatformAccessibilityEvent, in window: GTKWindow) {
        guard connection != nil else { return }
        catchUp()
        let serial = window.accessibilitySerial
        switch event {
        case .announcement(let message, let queued):
            announce(message, politeness: queued ? Self.livePolite : Self.liveAssertive, window: serial)
        case .pageScrolled(let message):
            announce(message, politeness: Self.livePolite, window: serial)
        case .screenChanged(let focus), .layoutChanged(let focus):
            if let focus, trees[serial]?.entries[focus] != nil {
                lastFocus = nil
                moveFocus(to: (serial, focus))
            }
        case .focusChanged(let id):
            if trees[serial]?.entries[id] != nil { moveFocus(to: (serial, id)) }
        }
    }

    /// An announcement. Clients that listen for AT-SPI 2.46's `object:announcement` (what
    /// ATK's `announcement` signal becomes in at-spi2-core's bridge) get that, from the
    /// window's frame. Screen readers that predate it (Debian 12's Orca 43) speak
    /// notifications instead: for them the frame shows a notification named with the
    /// message for a few seconds (`object:state-changed:showing`, which Orca reads). The
    /// registry's list of listened events tells which; a client never gets both.
    /// Its first number is the politeness (`AtspiLive`, as at-spi2-core's bridge sends it):
    /// UIKit's announcements cut in (assertive) unless queued (polite).
    private func announce(_ message: String, politeness: Int, window serial: Int) {
        guard let tree = trees[serial] else {
            emit(Self.rootPath, "org.a11y.atspi.Event.Object", "Announcement", detail: "", politeness, 0, GVariants.string(message))
            return
        }
        let frame = path(window: serial, id: tree.root.id)
        if eventListeners.listensForAnnouncements {
            emit(frame, "org.a11y.atspi.Event.Object", "Announcement", detail: "", politeness, 0, GVariants.string(message))
            return
        }
        hideAnnouncement(window: serial)
        shownAnnouncements[serial] = message
        let notification = Self.basePath + "/" + Self.announcementNodeName(window: serial)
        emitChildrenChanged(frame, "add", index: tree.root.children.count, child: GVariants.reference(busName, notification))
        emit(notification, "org.a11y.atspi.Event.Object", "StateChanged", detail: "showing", 1, 0, GVariants.int32(0))
        let hide: GSourceFunc = { data in
            let serial = Int(bitPattern: data)
            MainActor.assumeIsolated { ATSPIBridge.current?.hideAnnouncement(window: serial, fromTimeout: true) }
            return 0
        }
        Self.current = self
        announcementTimeouts[serial] = g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, 5, hide, UnsafeMutableRawPointer(bitPattern: serial), nil)
    }

    /// `AtspiLive`'s values.
    private static let livePolite = 1
    private static let liveAssertive = 2

    /// The bridge a timeout's callback reaches (one per host; a host per process).
    private static weak var current: ATSPIBridge?

    /// Per window serial: the message of the notification showing for the last announcement.
    private var shownAnnouncements: [Int: String] = [:]
    private var announcementTimeouts: [Int: guint] = [:]

    static func announcementNodeName(window: Int) -> String { "w\(window)_a" }

    private func hideAnnouncement(window serial: Int, fromTimeout: Bool = false) {
        if let timeout = announcementTimeouts.removeValue(forKey: serial), !fromTimeout { g_source_remove(timeout) }
        guard shownAnnouncements.removeValue(forKey: serial) != nil, let tree = trees[serial] else { return }
        let notification = Self.basePath + "/" + Self.announcementNodeName(window: serial)
        emit(notification, "org.a11y.atspi.Event.Object", "StateChanged", detail: "showing", 0, 0, GVariants.int32(0))
        emitChildrenChanged(path(window: serial, id: tree.root.id), "remove", index: tree.root.children.count,
                            child: GVariants.reference(busName, notification))
    }

    private func updateFocus(in tree: WindowTree) {
        guard let focused = tree.focused else {
            if let lastFocus, lastFocus.window == tree.serial, tree.entries[lastFocus.id] == nil { self.lastFocus = nil }
            return
        }
        moveFocus(to: (tree.serial, focused))
    }

    private func moveFocus(to target: (window: Int, id: PlatformAccessibilityNode.ID)) {
        if let lastFocus, lastFocus == target { return }
        if let lastFocus, trees[lastFocus.window]?.entries[lastFocus.id] != nil {
            emit(path(window: lastFocus.window, id: lastFocus.id), "org.a11y.atspi.Event.Object", "StateChanged", detail: "focused", 0, 0,
                 GVariants.int32(0))
        }
        lastFocus = target
        emit(path(window: target.window, id: target.id), "org.a11y.atspi.Event.Object", "StateChanged", detail: "focused", 1, 0,
             GVariants.int32(0))
    }

    private func emitDifferences(from old: WindowTree, to new: WindowTree) {
        let object = "org.a11y.atspi.Event.Object"
        let serial = new.serial
        for (id, entry) in new.entries {
            guard let previous = old.entries[id]?.node else { continue }
            let node = entry.node
            // Each node on its own: its subtree's nodes are compared as entries of their own.
            if Self.sameAttributes(previous, node), previous.children.count == node.children.count,
               zip(previous.children, node.children).allSatisfy({ $0.id == $1.id }) { continue }
            let path = self.path(window: serial, id: id)
            if previous.children.count != node.children.count || !zip(previous.children, node.children).allSatisfy({ $0.id == $1.id }) {
                let kept = Set(node.children.map(\.id))
                let before = Set(previous.children.map(\.id))
                for (index, child) in previous.children.enumerated().reversed() where !kept.contains(child.id) {
                    emitChildrenChanged(path, "remove", index: index, child: reference(window: serial, id: child.id))
                }
                for (index, child) in node.children.enumerated() where !before.contains(child.id) {
                    emitChildrenChanged(path, "add", index: index, child: reference(window: serial, id: child.id))
                }
            }
            if previous.name != node.name {
                emit(path, object, "PropertyChange", detail: "accessible-name", 0, 0, GVariants.string(node.name))
            }
            if previous.hint != node.hint {
                emit(path, object, "PropertyChange", detail: "accessible-description", 0, 0, GVariants.string(node.hint))
            }
            if node.range != nil, previous.value != node.value || previous.range != node.range {
                emit(path, object, "PropertyChange", detail: "accessible-value", 0, 0, GVariants.double(node.range?.current ?? 0))
            }
            let states = ATSPIVocabulary.states(of: node), oldStates = ATSPIVocabulary.states(of: previous)
            if states != oldStates {
                for state in ATSPIVocabulary.State.allCases where state != .focused {
                    let bit: UInt64 = 1 << UInt64(state.rawValue)
                    if states & bit != oldStates & bit {
                        emit(path, object, "StateChanged", detail: state.name, states & bit != 0 ? 1 : 0, 0, GVariants.int32(0))
                    }
                }
            }
            if previous.text != node.text, let text = node.text {
                emitTextChanges(path, from: previous.text ?? PlatformAccessibilityText(string: "", caret: 0), to: text)
            }
        }
    }

    /// Whether two versions of a node say the same, apart from their children (and frame,
    /// which no event reports: clients ask for extents).
    private static func sameAttributes(_ a: PlatformAccessibilityNode, _ b: PlatformAccessibilityNode) -> Bool {
        a.role == b.role && a.states == b.states && a.name == b.name && a.hint == b.hint && a.value == b.value && a.range == b.range
            && a.text == b.text && a.actions == b.actions && a.language == b.language && a.identifier == b.identifier
            && a.headingLevel == b.headingLevel
    }

    private func emitTextChanges(_ path: String, from old: PlatformAccessibilityText, to new: PlatformAccessibilityText) {
        let object = "org.a11y.atspi.Event.Object"
        if old.string != new.string {
            let a = Array(old.string.unicodeScalars), b = Array(new.string.unicodeScalars)
            var prefix = 0
            while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
            let deleted = String(String.UnicodeScalarView(a[prefix..<(a.count - suffix)]))
            let inserted = String(String.UnicodeScalarView(b[prefix..<(b.count - suffix)]))
            if !deleted.isEmpty {
                emit(path, object, "TextChanged", detail: "delete", prefix, deleted.unicodeScalars.count, GVariants.string(deleted))
            }
            if !inserted.isEmpty {
                emit(path, object, "TextChanged", detail: "insert", prefix, inserted.unicodeScalars.count, GVariants.string(inserted))
            }
        }
        if old.caret != new.caret {
            emit(path, object, "TextCaretMoved", detail: "", new.caret, 0, GVariants.int32(0))
        }
        if old.selection != new.selection {
            emit(path, object, "TextSelectionChanged", detail: "", 0, 0, GVariants.int32(0))
        }
    }

    private func emitChildrenChanged(_ path: String, _ operation: String, index: Int, child: OpaquePointer) {
        emit(path, "org.a11y.atspi.Event.Object", "ChildrenChanged", detail: operation, index, 0, child)
    }

    /// One AT-SPI event: `(detail, detail1, detail2, any_data, properties)`.
    private func emit(_ path: String, _ interface: String, _ signal: String, detail: String, _ detail1: Int, _ detail2: Int,
                      _ value: OpaquePointer) {
        guard let connection else {
            g_variant_unref(g_variant_ref_sink(value))
            return
        }
        let parameters = GVariants.tuple([GVariants.string(detail), GVariants.int32(detail1), GVariants.int32(detail2),
                                          GVariants.variant(value), GVariants.array("{sv}", [])])
        g_dbus_connection_emit_signal(connection, nil, path, interface, signal, parameters, nil)
    }

    // MARK: Objects

    private enum Object {
        case application
        case element(WindowTree, WindowTree.Entry)
        /// The notification an announcement shows (see `announce`), with its message.
        case announcement(WindowTree, String)
    }

    private func path(window: Int, id: PlatformAccessibilityNode.ID) -> String {
        Self.basePath + "/" + Self.nodeName(window: window, id: id)
    }

    static func nodeName(window: Int, id: PlatformAccessibilityNode.ID) -> String {
        id < 0 ? "w\(window)_m\(-id)" : "w\(window)_\(id)"
    }

    private func object(named node: String) -> Object? {
        if node == "root" { return .application }
        guard node.hasPrefix("w"), let separator = node.firstIndex(of: "_"),
              let serial = Int(node[node.index(after: node.startIndex)..<separator]) else { return nil }
        var idText = node[node.index(after: separator)...]
        if idText == "a" {
            guard let tree = trees[serial], let message = shownAnnouncements[serial] else { return nil }
            return .announcement(tree, message)
        }
        var sign = 1
        if idText.hasPrefix("m") { sign = -1; idText = idText.dropFirst() }
        guard let id = Int(idText), let tree = trees[serial], let entry = tree.entries[sign * id] else { return nil }
        return .element(tree, entry)
    }

    func reference(window: Int, id: PlatformAccessibilityNode.ID) -> OpaquePointer {
        GVariants.reference(busName, path(window: window, id: id))
    }

    private var rootReference: OpaquePointer { GVariants.reference(busName, Self.rootPath) }
    var nullReference: OpaquePointer { GVariants.reference("", Self.nullPath) }

    /// The windows' trees in the order of their windows.
    private var orderedTrees: [WindowTree] { trees.keys.sorted().compactMap { trees[$0] } }

    private func windowIndex(_ serial: Int) -> Int { trees.keys.sorted().firstIndex(of: serial) ?? trees.count }

    private func interfaces(ofNode node: String) -> UInt64 {
        catchUp()
        guard let object = object(named: node) else { return 0 }
        typealias I = ATSPIVocabulary.Interface
        switch object {
        case .application:
            return I.accessible.bit | I.application.bit
        case .announcement:
            return I.accessible.bit
        case .element(_, let entry):
            var bits = I.accessible.bit | I.component.bit
            // Always: actions come and go (a screen reader's drag offers drops while in
            // flight), and clients cache an object's interfaces.
            bits |= I.action.bit
            if entry.node.range != nil { bits |= I.value.bit }
            if entry.node.text != nil { bits |= I.text.bit }
            if entry.node.table != nil { bits |= I.table.bit }
            if entry.node.cell != nil { bits |= I.tableCell.bit }
            return bits
        }
    }

    private func interfaceNames(ofNode node: String) -> [String] {
        let bits = interfaces(ofNode: node)
        return ATSPIVocabulary.Interface.allCases.filter { bits & $0.bit != 0 }.map(\.name)
    }

    // MARK: Properties

    private static var applicationName: String {
        if let name = g_get_prgname() { return String(cString: name) }
        return ProcessInfo.processInfo.processName
    }

    private func name(of tree: WindowTree, _ node: PlatformAccessibilityNode) -> String {
        if node.id == tree.root.id, node.name.isEmpty { return tree.window?.title ?? "" }
        return node.name
    }

    private func property(node: String, interface: String, name: String) -> OpaquePointer? {
        catchUp()
        guard let object = object(named: node) else { return nil }
        switch (object, interface, name) {
        case (.application, "org.a11y.atspi.Accessible", "Name"): return GVariants.string(Self.applicationName)
        case (.application, "org.a11y.atspi.Accessible", "Description"): return GVariants.string("")
        case (.application, "org.a11y.atspi.Accessible", "Parent"): return GVariants.reference(desktop.0, desktop.1)
        case (.application, "org.a11y.atspi.Accessible", "ChildCount"): return GVariants.int32(trees.count)
        case (.application, "org.a11y.atspi.Accessible", "Locale"): return GVariants.string(Self.locale)
        case (.application, "org.a11y.atspi.Accessible", "AccessibleId"): return GVariants.string("")
        case (.application, "org.a11y.atspi.Application", "ToolkitName"): return GVariants.string("Slate")
        case (.application, "org.a11y.atspi.Application", "Version"): return GVariants.string("1.0")
        case (.application, "org.a11y.atspi.Application", "AtspiVersion"): return GVariants.string("2.1")
        case (.application, "org.a11y.atspi.Application", "Id"): return GVariants.int32(applicationID)
        case (.announcement(let tree, let message), "org.a11y.atspi.Accessible", _):
            switch name {
            case "Name": return GVariants.string(message)
            case "Description", "AccessibleId": return GVariants.string("")
            case "Parent": return reference(window: tree.serial, id: tree.root.id)
            case "ChildCount": return GVariants.int32(0)
            case "Locale": return GVariants.string(Self.locale)
            default: return nil
            }
        case (.element(let tree, let entry), "org.a11y.atspi.Accessible", _):
            let node = entry.node
            switch name {
            case "Name": return GVariants.string(self.name(of: tree, node))
            case "Description": return GVariants.string(node.hint)
            case "Parent": return entry.parent.map { reference(window: tree.serial, id: $0) } ?? rootReference
            case "ChildCount": return GVariants.int32(node.children.count + (entry.parent == nil && shownAnnouncements[tree.serial] != nil ? 1 : 0))
            case "Locale": return GVariants.string(node.language ?? Self.locale)
            case "AccessibleId": return GVariants.string(node.identifier ?? "")
            default: return nil
            }
        case (.element(_, let entry), "org.a11y.atspi.Action", "NActions"): return GVariants.int32(entry.node.actions.count)
        case (.element(_, let entry), "org.a11y.atspi.Value", _):
            let range = entry.node.range ?? PlatformAccessibilityRange(current: 0, minimum: 0, maximum: 0)
            switch name {
            case "MinimumValue": return GVariants.double(range.minimum)
            case "MaximumValue": return GVariants.double(range.maximum)
            case "MinimumIncrement": return GVariants.double(range.step)
            case "CurrentValue": return GVariants.double(range.current)
            case "Text": return GVariants.string(entry.node.value)
            default: return nil
            }
        case (.element(_, let entry), "org.a11y.atspi.Text", "CharacterCount"):
            return GVariants.int32(entry.node.text?.string.unicodeScalars.count ?? 0)
        case (.element(_, let entry), "org.a11y.atspi.Text", "CaretOffset"):
            return GVariants.int32(entry.node.text?.caret ?? 0)
        case (.element(let tree, let entry), "org.a11y.atspi.Table", _): return tableProperty(name, tree, entry)
        case (.element(let tree, let entry), "org.a11y.atspi.TableCell", _): return tableCellProperty(name, tree, entry)
        default: return nil
        }
    }

    private func setProperty(node: String, interface: String, name: String, value: OpaquePointer) -> Bool {
        catchUp()
        guard let object = object(named: node) else { return false }
        switch (object, interface, name) {
        case (.application, "org.a11y.atspi.Application", "Id"):
            applicationID = Int(g_variant_get_int32(value))
            return true
        case (.element(let tree, let entry), "org.a11y.atspi.Value", "CurrentValue"):
            return request(.setValue(g_variant_get_double(value)), tree, entry)
        default:
            return false
        }
    }

    private static var locale: String {
        let environment = ProcessInfo.processInfo.environment
        let value = environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? "C"
        return String(value.prefix { $0 != "." && $0 != "@" })
    }

    private func request(_ request: PlatformAccessibilityRequest, _ tree: WindowTree, _ entry: WindowTree.Entry) -> Bool {
        guard let window = tree.window, let handler = window.accessibilityRequestHandler else { return false }
        return handler(entry.node.id, request)
    }

    // MARK: Methods

    private func call(node: String, interface: String, method: String, parameters: OpaquePointer?, invocation: OpaquePointer) {
        catchUp()
        guard let object = object(named: node) else {
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownObject", "The element is gone")
            return
        }
        let result: [OpaquePointer]?
        switch object {
        case .application:
            result = applicationCall(node: node, interface: interface, method: method, parameters: parameters)
        case .announcement(let tree, _):
            result = interface == "org.a11y.atspi.Accessible" ? announcementCall(node, tree, method, parameters) : nil
        case .element(let tree, let entry):
            switch interface {
            case "org.a11y.atspi.Accessible": result = accessibleCall(node, tree, entry, method, parameters)
            case "org.a11y.atspi.Component": result = componentCall(tree, entry, method, parameters)
            case "org.a11y.atspi.Action": result = actionCall(tree, entry, method, parameters)
            case "org.a11y.atspi.Text": result = textCall(tree, entry, method, parameters)
            case "org.a11y.atspi.Table": result = tableCall(tree, entry, method, parameters)
            case "org.a11y.atspi.TableCell": result = tableCellCall(tree, entry, method)
            default: result = nil
            }
        }
        guard let result else {
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "Not supported: \(method)")
            return
        }
        g_dbus_method_invocation_return_value(invocation, GVariants.tuple(result))
    }

    private func stateSet(_ bits: UInt64) -> OpaquePointer {
        GVariants.array("u", [GVariants.uint32(UInt32(truncatingIfNeeded: bits)), GVariants.uint32(UInt32(truncatingIfNeeded: bits >> 32))])
    }

    private func applicationCall(node: String, interface: String, method: String, parameters: OpaquePointer?) -> [OpaquePointer]? {
        switch (interface, method) {
        case ("org.a11y.atspi.Accessible", "GetChildAtIndex"):
            let index = GVariants.int32(in: parameters, at: 0)
            let ordered = orderedTrees
            guard ordered.indices.contains(index) else { return [nullReference] }
            return [reference(window: ordered[index].serial, id: ordered[index].root.id)]
        case ("org.a11y.atspi.Accessible", "GetChildren"):
            return [GVariants.array("(so)", orderedTrees.map { reference(window: $0.serial, id: $0.root.id) })]
        case ("org.a11y.atspi.Accessible", "GetIndexInParent"): return [GVariants.int32(-1)]
        case ("org.a11y.atspi.Accessible", "GetRelationSet"): return [GVariants.array("(ua(so))", [])]
        case ("org.a11y.atspi.Accessible", "GetRole"): return [GVariants.uint32(ATSPIVocabulary.applicationRole.number)]
        case ("org.a11y.atspi.Accessible", "GetRoleName"), ("org.a11y.atspi.Accessible", "GetLocalizedRoleName"):
            return [GVariants.string(ATSPIVocabulary.applicationRole.name)]
        case ("org.a11y.atspi.Accessible", "GetState"): return [stateSet(0)]
        case ("org.a11y.atspi.Accessible", "GetAttributes"): return [GVariants.stringDictionary([("toolkit", "Slate")])]
        case ("org.a11y.atspi.Accessible", "GetApplication"): return [rootReference]
        case ("org.a11y.atspi.Accessible", "GetInterfaces"):
            return [GVariants.array("s", interfaceNames(ofNode: node).map(GVariants.string))]
        case ("org.a11y.atspi.Application", "GetLocale"): return [GVariants.string(Self.locale)]
        default: return nil
        }
    }

    private func accessibleCall(_ nodeName: String, _ tree: WindowTree, _ entry: WindowTree.Entry, _ method: String,
                                _ parameters: OpaquePointer?) -> [OpaquePointer]? {
        let node = entry.node
        switch method {
        case "GetChildAtIndex":
            let index = GVariants.int32(in: parameters, at: 0)
            if index == node.children.count, entry.parent == nil, shownAnnouncements[tree.serial] != nil {
                return [GVariants.reference(busName, Self.basePath + "/" + Self.announcementNodeName(window: tree.serial))]
            }
            guard node.children.indices.contains(index) else { return [nullReference] }
            return [reference(window: tree.serial, id: node.children[index].id)]
        case "GetChildren":
            var children = node.children.map { reference(window: tree.serial, id: $0.id) }
            if entry.parent == nil, shownAnnouncements[tree.serial] != nil {
                children.append(GVariants.reference(busName, Self.basePath + "/" + Self.announcementNodeName(window: tree.serial)))
            }
            return [GVariants.array("(so)", children)]
        case "GetIndexInParent":
            return [GVariants.int32(entry.parent == nil ? windowIndex(tree.serial) : entry.index)]
        case "GetRelationSet": return [GVariants.array("(ua(so))", [])]
        case "GetRole": return [GVariants.uint32(ATSPIVocabulary.role(node.role).number)]
        case "GetRoleName", "GetLocalizedRoleName": return [GVariants.string(ATSPIVocabulary.role(node.role).name)]
        case "GetState":
            var bits = ATSPIVocabulary.states(of: node)
            if entry.parent == nil, let window = tree.window, window.isActive {
                bits |= 1 << UInt64(ATSPIVocabulary.State.active.rawValue)
            }
            return [stateSet(bits)]
        case "GetAttributes":
            var attributes = [("toolkit", "Slate")]
            if let identifier = node.identifier { attributes.append(("id", identifier)) }
            // ARIA's and GTK's name for a heading's level, which Orca reads ("heading level 2").
            if let level = node.headingLevel { attributes.append(("level", String(level))) }
            return [GVariants.stringDictionary(attributes)]
        case "GetApplication": return [rootReference]
        case "GetInterfaces": return [GVariants.array("s", interfaceNames(ofNode: nodeName).map(GVariants.string))]
        default: return nil
        }
    }

    /// The announcement's notification: a leaf of the frame, shown, named with the message.
    private func announcementCall(_ nodeName: String, _ tree: WindowTree, _ method: String, _ parameters: OpaquePointer?) -> [OpaquePointer]? {
        switch method {
        case "GetChildAtIndex": return [nullReference]
        case "GetChildren": return [GVariants.array("(so)", [])]
        case "GetIndexInParent": return [GVariants.int32(tree.root.children.count)]
        case "GetRelationSet": return [GVariants.array("(ua(so))", [])]
        case "GetRole": return [GVariants.uint32(ATSPIVocabulary.notificationRole.number)]
        case "GetRoleName", "GetLocalizedRoleName": return [GVariants.string(ATSPIVocabulary.notificationRole.name)]
        case "GetState":
            typealias State = ATSPIVocabulary.State
            return [stateSet([State.enabled, .sensitive, .showing, .visible].reduce(0) { $0 | 1 << UInt64($1.rawValue) })]
        case "GetAttributes": return [GVariants.stringDictionary([("toolkit", "Slate"), ("container-live", "polite")])]
        case "GetApplication": return [rootReference]
        case "GetInterfaces": return [GVariants.array("s", [GVariants.string(ATSPIVocabulary.Interface.accessible.name)])]
        default: return nil
        }
    }

    // MARK: Component

    private enum CoordinateType: UInt32 { case screen = 0, window = 1, parent = 2 }

    /// Where a rectangle in window points is, in `type`'s coordinates.
    private func convert(_ rect: CGRect, in tree: WindowTree, _ entry: WindowTree.Entry, to type: UInt32) -> CGRect {
        guard let window = tree.window else { return rect }
        switch CoordinateType(rawValue: type) ?? .screen {
        case .screen: return rect.offsetBy(dx: window.origin.x, dy: window.origin.y)
        case .window: return rect.offsetBy(dx: window.contentOffset.x, dy: window.contentOffset.y)
        case .parent:
            guard let parent = entry.parent, let frame = tree.entries[parent]?.node.frame else {
                return rect.offsetBy(dx: window.origin.x, dy: window.origin.y)
            }
            return rect.offsetBy(dx: -frame.minX, dy: -frame.minY)
        }
    }

    /// A point in `type`'s coordinates, in window points.
    private func windowPoint(x: Int, y: Int, type: UInt32, in tree: WindowTree, _ entry: WindowTree.Entry) -> CGPoint {
        let zero = convert(.zero, in: tree, entry, to: type).origin
        return CGPoint(x: CGFloat(x) - zero.x, y: CGFloat(y) - zero.y)
    }

    private func extents(_ rect: CGRect) -> [OpaquePointer] {
        [GVariants.int32(Int(rect.minX.rounded())), GVariants.int32(Int(rect.minY.rounded())),
         GVariants.int32(Int(rect.width.rounded())), GVariants.int32(Int(rect.height.rounded()))]
    }

    /// The deepest showing element under `point` (window points), later siblings first (drawn on top).
    private func element(at point: CGPoint, in node: PlatformAccessibilityNode) -> PlatformAccessibilityNode? {
        guard node.frame.contains(point) || node.frame.isEmpty else { return nil }
        for child in node.children.reversed() where !child.states.contains(.offscreen) {
            if let found = element(at: point, in: child) { return found }
        }
        return node.frame.contains(point) ? node : nil
    }

    private func componentCall(_ tree: WindowTree, _ entry: WindowTree.Entry, _ method: String, _ parameters: OpaquePointer?) -> [OpaquePointer]? {
        let node = entry.node
        switch method {
        case "Contains":
            let point = windowPoint(x: GVariants.int32(in: parameters, at: 0), y: GVariants.int32(in: parameters, at: 1),
                                    type: GVariants.uint32(in: parameters, at: 2), in: tree, entry)
            return [GVariants.bool(node.frame.contains(point))]
        case "GetAccessibleAtPoint":
            let point = windowPoint(x: GVariants.int32(in: parameters, at: 0), y: GVariants.int32(in: parameters, at: 1),
                                    type: GVariants.uint32(in: parameters, at: 2), in: tree, entry)
            let found = node.children.reversed().lazy.compactMap { self.element(at: point, in: $0) }.first
            return [found.map { reference(window: tree.serial, id: $0.id) } ?? nullReference]
        case "GetExtents":
            return [GVariants.tuple(extents(convert(node.frame, in: tree, entry, to: GVariants.uint32(in: parameters, at: 0))))]
        case "GetPosition":
            let rect = convert(node.frame, in: tree, entry, to: GVariants.uint32(in: parameters, at: 0))
            return Array(extents(rect).prefix(2))
        case "GetSize":
            return Array(extents(node.frame).suffix(2))
        case "GetLayer": return [GVariants.uint32(entry.parent == nil ? 7 : 3)]
        case "GetMDIZOrder": return [GVariants.int16(0)]
        case "GrabFocus": return [GVariants.bool(request(.focus, tree, entry))]
        case "GetAlpha": return [GVariants.double(1)]
        case "SetExtents", "SetPosition", "SetSize": return [GVariants.bool(false)]
        case "ScrollTo", "ScrollToPoint": return [GVariants.bool(request(.scrollIntoView, tree, entry))]
        default: return nil
        }
    }

    // MARK: Action

    private func actionCall(_ tree: WindowTree, _ entry: WindowTree.Entry, _ method: String, _ parameters: OpaquePointer?) -> [OpaquePointer]? {
        let actions = entry.node.actions
        if method == "GetActions" {
            return [GVariants.array("(sss)", actions.map {
                GVariants.tuple([GVariants.string($0.name), GVariants.string(description(of: $0, entry.node)), GVariants.string("")])
            })]
        }
        let index = GVariants.int32(in: parameters, at: 0)
        guard actions.indices.contains(index) else {
            return method == "DoAction" ? [GVariants.bool(false)] : [GVariants.string("")]
        }
        switch method {
        case "GetName", "GetLocalizedName": return [GVariants.string(actions[index].name)]
        case "GetDescription": return [GVariants.string(description(of: actions[index], entry.node))]
        case "GetKeyBinding": return [GVariants.string("")]
        case "DoAction": return [GVariants.bool(request(.perform(actions[index]), tree, entry))]
        default: return nil
        }
    }

    private func description(of action: PlatformAccessibilityAction, _ node: PlatformAccessibilityNode) -> String {
        action == .activate ? node.hint : ""
    }

    // MARK: Text

    /// AT-SPI's text boundaries (`AtspiTextBoundaryType`) and granularities (`AtspiTextGranularity`).
    private enum Unit { case character, word, sentence, line, paragraph }

    /// The frames of the lines a range of text read by lines touches, united; nil for other text.
    private func lineFrame(of text: PlatformAccessibilityText, touching range: Range<Int>) -> CGRect? {
        guard let frames = text.lineFrames else { return nil }
        // A line covers its characters and the break after it.
        let touched = zip(text.lineRanges, frames).filter { line, _ in (line.lowerBound..<(line.upperBound + 1)).overlaps(range) }.map(\.1)
        return touched.dropFirst().reduce(touched.first) { $0?.union($1) }
    }

    private func textCall(_ tree: WindowTree, _ entry: WindowTree.Entry, _ method: String, _ parameters: OpaquePointer?) -> [OpaquePointer]? {
        let text = entry.node.text ?? PlatformAccessibilityText(string: "", caret: 0)
        let scalars = Array(text.string.unicodeScalars)
        let count = scalars.count
        func clamp(_ offset: Int) -> Int { min(max(0, offset), count) }
        func substring(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        func segment(_ range: Range<Int>) -> [OpaquePointer] {
            [GVariants.string(substring(range)), GVariants.int32(range.lowerBound), GVariants.int32(range.upperBound)]
        }
        switch method {
        case "GetText":
            let start = clamp(GVariants.int32(in: parameters, at: 0))
            let end = GVariants.int32(in: parameters, at: 1)
            let upper = end < 0 ? count : clamp(end)
            return [GVariants.string(start <= upper ? substring(start..<upper) : "")]
        case "SetCaretOffset":
            return [GVariants.bool(request(.setCaret(clamp(GVariants.int32(in: parameters, at: 0))), tree, entry))]
        case "GetStringAtOffset":
            let offset = GVariants.int32(in: parameters, at: 0)
            let unit: Unit = switch GVariants.uint32(in: parameters, at: 1) {
            case 0: .character
            case 1: .word
            case 2: .sentence
            case 3: .line
            default: .paragraph
            }
            return segment(Self.range(of: unit, at: clamp(offset), in: scalars))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let offset = clamp(GVariants.int32(in: parameters, at: 0))
            let unit: Unit = switch GVariants.uint32(in: parameters, at: 1) {
            case 0: .character
            case 1, 2: .word
            case 3, 4: .sentence
            default: .line
            }
            var range = Self.range(of: unit, at: offset, in: scalars)
            if method == "GetTextBeforeOffset" {
                range = range.lowerBound > 0 ? Self.range(of: unit, at: range.lowerBound - 1, in: scalars) : 0..<0
            } else if method == "GetTextAfterOffset" {
                range = range.upperBound < count ? Self.range(of: unit, at: range.upperBound, in: scalars) : count..<count
            }
            return segment(range)
        case "GetCharacterAtOffset":
            let offset = GVariants.int32(in: parameters, at: 0)
            return [GVariants.int32(scalars.indices.contains(offset) ? Int(scalars[offset].value) : 0)]
        case "GetAttributeValue": return [GVariants.string("")]
        case "GetAttributes", "GetAttributeRun": return [GVariants.stringDictionary([]), GVariants.int32(0), GVariants.int32(count)]
        case "GetDefaultAttributes", "GetDefaultAttributeSet": return [GVariants.stringDictionary([])]
        case "GetCharacterExtents":
            // The contract carries no glyph geometry: a line's frame for text read by lines,
            // else the element's own extents.
            let offset = GVariants.int32(in: parameters, at: 0)
            return extents(convert(lineFrame(of: text, touching: offset..<(offset + 1)) ?? entry.node.frame, in: tree, entry,
                                   to: GVariants.uint32(in: parameters, at: 1)))
        case "GetRangeExtents":
            // An end of -1 is the end of the text, as for GetText.
            let start = GVariants.int32(in: parameters, at: 0), given = GVariants.int32(in: parameters, at: 1)
            let end = given < 0 ? count : given
            return extents(convert(lineFrame(of: text, touching: min(start, end)..<max(start, end, start + 1)) ?? entry.node.frame,
                                   in: tree, entry, to: GVariants.uint32(in: parameters, at: 2)))
        case "GetOffsetAtPoint":
            // The start of the line under the point, for text read by lines.
            let point = windowPoint(x: GVariants.int32(in: parameters, at: 0), y: GVariants.int32(in: parameters, at: 1),
                                    type: GVariants.uint32(in: parameters, at: 2), in: tree, entry)
            guard let frames = text.lineFrames, let line = frames.firstIndex(where: { $0.contains(point) }) else { return [GVariants.int32(-1)] }
            let ranges = text.lineRanges
            return [GVariants.int32(ranges.indices.contains(line) ? ranges[line].lowerBound : -1)]
        case "GetNSelections": return [GVariants.int32(text.selection.isEmpty ? 0 : 1)]
        case "GetSelection":
            let index = GVariants.int32(in: parameters, at: 0)
            guard index == 0, !text.selection.isEmpty else { return [GVariants.int32(0), GVariants.int32(0)] }
            return [GVariants.int32(text.selection.lowerBound), GVariants.int32(text.selection.upperBound)]
        case "AddSelection":
            let start = clamp(GVariants.int32(in: parameters, at: 0)), end = clamp(GVariants.int32(in: parameters, at: 1))
            return [GVariants.bool(request(.select(min(start, end)..<max(start, end)), tree, entry))]
        case "SetSelection":
            let start = clamp(GVariants.int32(in: parameters, at: 1)), end = clamp(GVariants.int32(in: parameters, at: 2))
            guard GVariants.int32(in: parameters, at: 0) == 0 else { return [GVariants.bool(false)] }
            return [GVariants.bool(request(.select(min(start, end)..<max(start, end)), tree, entry))]
        case "RemoveSelection":
            guard GVariants.int32(in: parameters, at: 0) == 0, !text.selection.isEmpty else { return [GVariants.bool(false)] }
            return [GVariants.bool(request(.setCaret(text.caret), tree, entry))]
        case "ScrollSubstringTo": return [GVariants.bool(request(.scrollIntoView, tree, entry))]
        default: return nil
        }
    }

    /// The unit of text around `offset`: a word runs to the start of the next (AT-SPI's
    /// word-start boundary), a line through its newline; sentences and paragraphs are lines.
    private static func range(of unit: Unit, at offset: Int, in scalars: [Unicode.Scalar]) -> Range<Int> {
        let count = scalars.count
        guard offset < count else { return count..<count }
        func isSpace(_ index: Int) -> Bool { scalars[index].properties.isWhitespace }
        switch unit {
        case .character:
            return offset..<(offset + 1)
        case .word:
            var start = offset
            while start > 0, isSpace(start) { start -= 1 }
            while start > 0, !isSpace(start - 1) { start -= 1 }
            var end = offset
            while end < count, !isSpace(end) { end += 1 }
            while end < count, isSpace(end) { end += 1 }
            return start..<end
        case .sentence, .line, .paragraph:
            var start = offset
            while start > 0, scalars[start - 1] != "\n" { start -= 1 }
            var end = offset
            while end < count, scalars[end] != "\n" { end += 1 }
            if end < count { end += 1 }
            return start..<end
        }
    }
}
