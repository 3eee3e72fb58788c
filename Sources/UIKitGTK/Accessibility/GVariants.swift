@_implementationOnly import CGtk

/// Building and reading GLib's `GVariant` values from Swift (`g_variant_new` is variadic and
/// does not import). New values are floating references: a container or a D-Bus reply takes
/// them over.
@MainActor
enum GVariants {
    /// Types by their signature, made once (`G_VARIANT_TYPE` is a macro).
    private static var types: [String: OpaquePointer] = [:]

    static func type(_ signature: String) -> OpaquePointer {
        if let type = types[signature] { return type }
        let type = g_variant_type_new(signature)!
        types[signature] = type
        return type
    }

    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func int32(_ value: Int) -> OpaquePointer { g_variant_new_int32(Int32(clamping: value)) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func int16(_ value: Int16) -> OpaquePointer { g_variant_new_int16(value) }
    static func bool(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    static func variant(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    static func tuple(_ children: [OpaquePointer]) -> OpaquePointer {
        let items: [OpaquePointer?] = children
        return items.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `elementType` (needed for empty arrays).
    static func array(_ elementType: String, _ children: [OpaquePointer]) -> OpaquePointer {
        let items: [OpaquePointer?] = children
        return items.withUnsafeBufferPointer { g_variant_new_array(type(elementType), $0.baseAddress, gsize($0.count)) }
    }

    /// An object reference, `(so)`: a bus name and an object path.
    static func reference(_ bus: String, _ path: String) -> OpaquePointer {
        tuple([string(bus), g_variant_new_object_path(path)])
    }

    /// A string-to-string dictionary, `a{ss}`.
    static func stringDictionary(_ pairs: [(String, String)]) -> OpaquePointer {
        array("{ss}", pairs.map { g_variant_new_dict_entry(string($0.0), string($0.1)) })
    }

    // MARK: Reading

    private static func child(_ value: OpaquePointer?, _ index: Int) -> OpaquePointer? {
        guard let value, index < Int(g_variant_n_children(value)) else { return nil }
        return g_variant_get_child_value(value, gsize(index))
    }

    static func int32(in value: OpaquePointer?, at index: Int) -> Int {
        guard let item = child(value, index) else { return 0 }
        defer { g_variant_unref(item) }
        return Int(g_variant_get_int32(item))
    }

    static func uint32(in value: OpaquePointer?, at index: Int) -> UInt32 {
        guard let item = child(value, index) else { return 0 }
        defer { g_variant_unref(item) }
        return g_variant_get_uint32(item)
    }

    static func string(in value: OpaquePointer?, at index: Int) -> String {
        guard let item = child(value, index) else { return "" }
        defer { g_variant_unref(item) }
        return string(of: item)
    }

    /// A string or object path's text.
    static func string(of value: OpaquePointer) -> String {
        guard let text = g_variant_get_string(value, nil) else { return "" }
        return String(cString: text)
    }

    /// The child at `index`, a reference the caller releases with `g_variant_unref`.
    static func child(in value: OpaquePointer?, at index: Int) -> OpaquePointer? { child(value, index) }

    /// A boolean in an `a{sv}` dictionary.
    static func bool(in dictionary: OpaquePointer, key: String) -> Bool? {
        guard let found = g_variant_lookup_value(dictionary, key, type("b")) else { return nil }
        defer { g_variant_unref(found) }
        return g_variant_get_boolean(found) != 0
    }
}
