#!/usr/bin/python3
"""A stand-in XDG desktop portal for the GUI tests: org.freedesktop.portal.Desktop on the
session bus it is given, offering org.freedesktop.portal.Settings (Read, ReadAll and the
SettingChanged signal) for the org.freedesktop.appearance namespace, and
org.freedesktop.portal.Inhibit: each Inhibit prints "inhibit FLAGS REASON" and answers a
request object whose Close prints "uninhibit".

It prints "ready" once it owns its name. Each line on standard input, "key value" (an
unsigned integer), sets org.freedesktop.appearance's key and emits SettingChanged; it prints
"changed key" after."""
import sys

import gi
gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" name="namespaces" direction="in"/>
      <arg type="a{sa{sv}}" name="value" direction="out"/>
    </method>
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
  <interface name="org.freedesktop.portal.Inhibit">
    <method name="Inhibit">
      <arg type="s" name="window" direction="in"/>
      <arg type="u" name="flags" direction="in"/>
      <arg type="a{sv}" name="options" direction="in"/>
      <arg type="o" name="handle" direction="out"/>
    </method>
  </interface>
</node>
"""
REQUEST_XML = """
<node>
  <interface name="org.freedesktop.portal.Request">
    <method name="Close"/>
  </interface>
</node>
"""
requests = {}
made = [0]
NAMESPACE = "org.freedesktop.appearance"
values = {"color-scheme": 0, "contrast": 0, "reduced-motion": 0}
connection = None


def on_request_call(conn, sender, path, interface, method, parameters, invocation):
    if method == "Close":
        conn.unregister_object(requests.pop(path))
        invocation.return_value(None)
        print("uninhibit", flush=True)


def on_call(conn, sender, path, interface, method, parameters, invocation):
    if method == "Inhibit":
        window, flags, options = parameters.unpack()
        made[0] += 1
        handle = "/org/freedesktop/portal/desktop/request/test/inhibit%d" % made[0]
        info = Gio.DBusNodeInfo.new_for_xml(REQUEST_XML).interfaces[0]
        requests[handle] = conn.register_object(handle, info, on_request_call, None, None)
        invocation.return_value(GLib.Variant("(o)", (handle,)))
        print("inhibit %d %s" % (flags, options.get("reason", "")), flush=True)
    elif method == "ReadAll":
        wanted = parameters.unpack()[0]
        result = {}
        if not wanted or NAMESPACE in wanted:
            result[NAMESPACE] = {key: GLib.Variant("u", value) for key, value in values.items()}
        invocation.return_value(GLib.Variant("(a{sa{sv}})", (result,)))
    elif method == "Read":
        namespace, key = parameters.unpack()
        if namespace == NAMESPACE and key in values:
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", values[key])),)))
        else:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")


def on_property(conn, sender, path, interface, name):
    return GLib.Variant("u", 2)


def on_bus(conn, name):
    global connection
    connection = conn
    for info in Gio.DBusNodeInfo.new_for_xml(XML).interfaces:
        conn.register_object("/org/freedesktop/portal/desktop", info, on_call, on_property, None)


def on_name(conn, name):
    print("ready", flush=True)


def on_input(channel, condition):
    line = sys.stdin.readline()
    if not line:
        loop.quit()
        return False
    key, value = line.split()
    values[key] = int(value)
    connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                           GLib.Variant("(ssv)", (NAMESPACE, key, GLib.Variant("u", values[key]))))
    connection.flush_sync(None)
    print("changed " + key, flush=True)
    return True


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, on_bus, on_name,
                 lambda conn, name: sys.exit(1))
GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT, GLib.IO_IN | GLib.IO_HUP, on_input)
loop = GLib.MainLoop()
loop.run()
