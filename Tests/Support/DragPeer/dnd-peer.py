#!/usr/bin/python3
"""Another application for the drag-and-drop GUI tests: a GTK 4 window whose top half takes
dropped text and whose bottom half is a drag source of text, reporting on stdout.

Lines: "ready"; "enter" when a drag enters the drop zone; "received <text>" after a drop;
"drag-end <action>" when its own drag ends (GDK action bits: 1 copy, 2 move, 0 none)."""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, GObject, Gtk  # noqa: E402


def say(line):
    print(line, flush=True)


def build(app):
    window = Gtk.ApplicationWindow(application=app, title="Slate DnD Peer")
    window.set_default_size(300, 400)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)

    drop_zone = Gtk.Label(label="Drop text here")
    drop_zone.set_size_request(300, 200)
    target = Gtk.DropTarget.new(GObject.TYPE_STRING, Gdk.DragAction.COPY | Gdk.DragAction.MOVE)
    target.connect("enter", lambda *_: (say("enter"), Gdk.DragAction.COPY)[1])

    def dropped(_target, value, _x, _y):
        say("received " + value)
        drop_zone.set_label(value)
        return True

    target.connect("drop", dropped)
    drop_zone.add_controller(target)

    drag_zone = Gtk.Label(label="From the peer")
    drag_zone.set_size_request(300, 200)
    source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
    source.connect("prepare", lambda *_: Gdk.ContentProvider.new_for_value("From the peer"))
    source.connect("drag-begin", lambda _s, _d: say("drag-begin"))
    source.connect("drag-end", lambda _s, drag, _delete: say("drag-end %d" % int(drag.get_selected_action())))
    source.connect("drag-cancel", lambda _s, _d, reason: (say("drag-cancel %d" % int(reason)), False)[1])
    drag_zone.add_controller(source)

    box.append(drop_zone)
    box.append(drag_zone)
    window.set_child(box)
    window.present()
    GLib.timeout_add(300, lambda: (say("ready"), False)[1])


app = Gtk.Application(application_id="org.slate.DndPeer")
app.connect("activate", build)
sys.exit(app.run([]))
