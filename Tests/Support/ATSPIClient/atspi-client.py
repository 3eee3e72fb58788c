#!/usr/bin/python3
"""A screen reader's view of a Slate app, for the AT-SPI bridge's GUI test.

Run with /usr/bin/python3 (python3-gi, gir1.2-atspi-2.0, python3-pyatspi) on the session bus
whose accessibility bus the app uses:

    atspi-client.py disable                clear IsEnabled and ScreenReaderEnabled (a test's starting state)
    atspi-client.py enable                 set org.a11y.Status.IsEnabled (what Orca and
                                           gsettings' toolkit-accessibility do)
    atspi-client.py apps PID               list PID's applications on the accessibility bus
                                           (their toolkits), as JSON
    atspi-client.py gallery PID            the same for the Gallery's Controls page: its
                                           elements, a press of Share, a toggle of the
                                           Wi-Fi switch, the name field
    atspi-client.py focus-entry PID        GrabFocus on PID's first entry; JSON: the answer and
                                           the focus events heard
    atspi-client.py read-entry PID         the first entry's text and caret, then its caret
                                           moved to 1 through the Text interface
    atspi-client.py probe PID              find PID's Slate application, walk its tree, drive
                                           it through Action, Value, Text and Component, and
                                           print one JSON object with what it saw and heard

Waits end on what the app reports, with deadlines, never after fixed sleeps.
"""
import json
import sys
import time
import warnings

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

DEADLINE = 10.0
# Atspi.Action.get_action_name is deprecated for get_name, which an Accessible's own get_name
# hides from Python.
warnings.filterwarnings("ignore", category=DeprecationWarning)


def enable(on=True):
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    for name in ("IsEnabled",) if on else ("IsEnabled", "ScreenReaderEnabled"):
        bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                      GLib.Variant("(ssv)", ("org.a11y.Status", name, GLib.Variant("b", on))),
                      None, Gio.DBusCallFlags.NONE, 5000, None)


def pump(until, timeout=DEADLINE):
    """Runs the main loop until `until()` is true; returns whether it became true in time."""
    context = GLib.MainContext.default()
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        if until():
            return True
        context.iteration(False)
        time.sleep(0.02)
    return until()


def find_app(pid):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is None:
            continue
        try:
            if app.get_process_id() == pid and app.get_toolkit_name() == "Slate":
                return app
        except GLib.Error:
            continue
    return None


def states(acc):
    names = []
    state_set = acc.get_state_set()
    for state in state_set.get_states():
        names.append(Atspi.StateType(state).value_nick)
    return sorted(names)


def describe(acc):
    node = {
        "role": acc.get_role_name(),
        "name": acc.get_name(),
        "description": acc.get_description(),
        "states": states(acc),
        "interfaces": sorted(acc.get_interfaces()),
        "id": acc.get_accessible_id(),
    }
    if "Component" in node["interfaces"]:
        rect = acc.get_extents(Atspi.CoordType.SCREEN)
        node["extents"] = [rect.x, rect.y, rect.width, rect.height]
        wrect = acc.get_extents(Atspi.CoordType.WINDOW)
        node["windowExtents"] = [wrect.x, wrect.y, wrect.width, wrect.height]
    if "Action" in node["interfaces"]:
        node["actions"] = [acc.get_action_name(i) for i in range(acc.get_n_actions())]
    if "Value" in node["interfaces"]:
        node["value"] = [acc.get_current_value(), acc.get_minimum_value(), acc.get_maximum_value(),
                         acc.get_minimum_increment()]
    if "Text" in node["interfaces"]:
        node["text"] = acc.get_text(0, -1)
        node["caret"] = acc.get_caret_offset()
        node["characterCount"] = acc.get_character_count()
        word = acc.get_string_at_offset(1, Atspi.TextGranularity.WORD)
        node["wordAt1"] = [word.content, word.start_offset, word.end_offset]
        if acc.get_name() == "Page":
            line = acc.get_string_at_offset(12, Atspi.TextGranularity.LINE)
            node["lineAt12"] = line.content
            node["offsetAt"] = acc.get_offset_at_point(30, 345, Atspi.CoordType.WINDOW)
            rect = acc.get_range_extents(11, 22, Atspi.CoordType.WINDOW)
            node["secondLineExtents"] = [rect.x, rect.y, rect.width, rect.height]
    if "Table" in node["interfaces"]:
        at = Atspi.Table.get_accessible_at(acc, 1, 1)
        header = Atspi.Table.get_column_header(acc, 1)
        node["table"] = {
            "rows": Atspi.Table.get_n_rows(acc),
            "columns": Atspi.Table.get_n_columns(acc),
            "at11": at.get_name() if at else None,
            "columnHeader1": header.get_name() if header else None,
            "columnDescription0": Atspi.Table.get_column_description(acc, 0),
        }
    if "TableCell" in node["interfaces"]:
        span = Atspi.TableCell.get_row_column_span(acc)
        node["cell"] = {
            "span": list(span),
            "columnHeaders": [h.get_name() for h in Atspi.TableCell.get_column_header_cells(acc)],
            "table": Atspi.TableCell.get_table(acc).get_name(),
        }
    node["children"] = [describe(acc.get_child_at_index(i)) for i in range(acc.get_child_count())]
    return node


def find(acc, name):
    if acc.get_name() == name:
        return acc
    for i in range(acc.get_child_count()):
        found = find(acc.get_child_at_index(i), name)
        if found is not None:
            return found
    return None


def probe(pid):
    result = {"events": []}
    heard = result["events"]

    def listen(event):
        try:
            name = event.source.get_name()
            role = event.source.get_role_name()
        except GLib.Error:
            name, role = None, None
        any_data = event.any_data if isinstance(event.any_data, (str, int, float, bool)) else None
        heard.append({"type": event.type, "source": name, "role": role, "detail1": event.detail1, "data": any_data})

    listener = Atspi.EventListener.new(listen)
    for kind in ["object:announcement", "object:state-changed:checked", "object:state-changed:focused",
                 "object:text-caret-moved", "object:property-change:accessible-name",
                 "object:property-change:accessible-value", "object:children-changed"]:
        listener.register(kind)

    app = None

    def found():
        nonlocal app
        app = find_app(pid)
        return app is not None and app.get_child_count() > 0
    if not pump(found):
        result["error"] = "no Slate application with pid %d on the accessibility bus" % pid
        return result
    app.set_cache_mask(Atspi.Cache.NONE)
    result["application"] = {"name": app.get_name(), "toolkit": app.get_toolkit_name(), "role": app.get_role_name(),
                             "children": app.get_child_count()}
    result["tree"] = describe(app.get_child_at_index(0))

    def fresh(name):
        app.clear_cache()
        return find(app, name)

    # A press through the Action interface: the app counts it, renames its label and announces.
    button = find(app, "Press me")
    result["pressed"] = button.do_action(0)
    result["labelAfterPress"] = fresh("Pressed 1 times") is not None or pump(lambda: fresh("Pressed 1 times") is not None)
    pump(lambda: any(e["type"] == "object:announcement" for e in heard))

    # A screen reader that does not listen for object:announcement (Orca 43) is shown a
    # notification instead: another press, with only showing changes listened for.
    listener.deregister("object:announcement")
    shown = Atspi.EventListener.new(listen)
    shown.register("object:state-changed:showing")
    button.do_action(0)
    pump(lambda: any(e["type"].startswith("object:state-changed:showing") and e["role"] == "notification" for e in heard))
    notification = fresh("Pressed 2")
    result["notification"] = {"role": notification.get_role_name(), "parent": notification.get_parent().get_role_name()} \
        if notification is not None else None

    # A switch toggled through the Action interface.
    switch = find(app, "Wi-Fi")
    switch.do_action(0)
    pump(lambda: "checked" in states(fresh("Wi-Fi")))
    result["switchStates"] = states(fresh("Wi-Fi"))

    # A slider set through the Value interface.
    slider = find(app, "Volume")
    slider.set_current_value(70.0)
    pump(lambda: fresh("Volume").get_current_value() == 70.0)
    result["sliderValue"] = fresh("Volume").get_current_value()

    # The text field's caret through the Text interface, then its focus through Component.
    field = find(app, "Name")
    field.set_caret_offset(2)
    pump(lambda: fresh("Name").get_caret_offset() == 2)
    result["caretAfterSet"] = fresh("Name").get_caret_offset()
    field.set_selection(0, 0, 5)
    pump(lambda: fresh("Name").get_n_selections() == 1)
    selection = fresh("Name").get_selection(0)
    result["selection"] = [selection.start_offset, selection.end_offset]
    result["grabbedFocus"] = field.grab_focus()
    pump(lambda: "focused" in states(fresh("Name")))
    result["fieldStates"] = states(fresh("Name"))

    # What is under a point of the screen.
    frame = app.get_child_at_index(0)
    extents = frame.get_extents(Atspi.CoordType.SCREEN)
    hit = frame.get_accessible_at_point(extents.x + 30, extents.y + 30, Atspi.CoordType.SCREEN)
    result["atPoint"] = hit.get_name() if hit is not None else None

    pump(lambda: any(e["type"].startswith("object:text-caret-moved") for e in heard)
         and any(e["type"].startswith("object:state-changed:focused") for e in heard), timeout=3)
    return result


def flatten(acc, out, limit=3000):
    if len(out) >= limit:
        return
    out.append(acc)
    for i in range(acc.get_child_count()):
        child = acc.get_child_at_index(i)
        if child is not None:
            flatten(child, out, limit)


def summary(acc):
    node = {"role": acc.get_role_name(), "name": acc.get_name(), "states": states(acc)}
    interfaces = acc.get_interfaces()
    if "Component" in interfaces:
        rect = acc.get_extents(Atspi.CoordType.SCREEN)
        node["extents"] = [rect.x, rect.y, rect.width, rect.height]
    if "Action" in interfaces:
        node["actions"] = [acc.get_action_name(i) for i in range(acc.get_n_actions())]
    if "Value" in interfaces:
        node["value"] = acc.get_current_value()
    if "Text" in interfaces:
        node["text"] = acc.get_text(0, -1)
        node["caret"] = acc.get_caret_offset()
    return node


def gallery(pid):
    result = {"events": []}
    heard = result["events"]

    def listen(event):
        try:
            name = event.source.get_name()
            role = event.source.get_role_name()
        except GLib.Error:
            name, role = None, None
        any_data = event.any_data if isinstance(event.any_data, (str, int, float, bool)) else None
        heard.append({"type": event.type, "source": name, "role": role, "detail1": event.detail1, "data": any_data})

    listener = Atspi.EventListener.new(listen)
    for kind in ["object:announcement", "object:state-changed:checked", "object:text-caret-moved"]:
        listener.register(kind)

    app = None

    def ready():
        nonlocal app
        app = find_app(pid)
        if app is None or app.get_child_count() == 0:
            return False
        app.set_cache_mask(Atspi.Cache.NONE)
        nodes = []
        flatten(app.get_child_at_index(0), nodes)
        return any(n.get_role_name() == "push button" and n.get_name() == "Share" for n in nodes)
    if not pump(ready, timeout=20):
        result["error"] = "no Slate application with pid %d and a Share button on the accessibility bus" % pid
        return result
    result["application"] = {"name": app.get_name(), "toolkit": app.get_toolkit_name()}
    frame = app.get_child_at_index(0)
    result["frame"] = summary(frame)
    nodes = []
    flatten(frame, nodes)
    result["nodes"] = [summary(n) for n in nodes]

    def first(role, name=None):
        app.clear_cache()
        found = []
        flatten(app.get_child_at_index(0), found)
        for n in found:
            if n.get_role_name() == role and (name is None or n.get_name() == name):
                return n
        return None

    share = first("push button", "Share")
    result["share"] = summary(share)
    result["sharePressed"] = share.do_action(0)
    pump(lambda: any(e["type"] == "object:announcement" for e in heard))

    switch = first("toggle button")
    result["switchBefore"] = summary(switch)
    was_checked = "checked" in states(switch)
    result["switchToggled"] = switch.do_action(0)
    pump(lambda: ("checked" in states(first("toggle button"))) != was_checked)
    result["switchAfter"] = summary(first("toggle button"))

    field = first("entry")
    result["field"] = summary(field)
    return result


def first_entry(pid):
    app = None

    def found():
        nonlocal app
        app = find_app(pid)
        return app is not None and app.get_child_count() > 0
    if not pump(found):
        return None, None
    app.set_cache_mask(Atspi.Cache.NONE)

    def entry():
        app.clear_cache()
        nodes = []
        flatten(app.get_child_at_index(0), nodes)
        return next((n for n in nodes if n.get_role_name() == "entry"), None)
    return app, entry


def focus_entry(pid):
    heard = []
    listener = Atspi.EventListener.new(lambda e: heard.append(
        {"type": e.type, "role": e.source.get_role_name(), "detail1": e.detail1}))
    listener.register("object:state-changed:focused")
    app, entry = first_entry(pid)
    if app is None:
        return {"error": "no Slate application with pid %d" % pid}
    result = {"grabbed": entry().grab_focus(), "events": heard}
    pump(lambda: "focused" in states(entry()))
    pump(lambda: any(e["role"] == "entry" and e["detail1"] == 1 for e in heard), timeout=3)
    result["states"] = states(entry())
    return result


def read_entry(pid):
    heard = []
    listener = Atspi.EventListener.new(lambda e: heard.append(
        {"type": e.type, "role": e.source.get_role_name(), "detail1": e.detail1}))
    listener.register("object:text-caret-moved")
    app, entry = first_entry(pid)
    if app is None:
        return {"error": "no Slate application with pid %d" % pid}
    field = entry()
    result = {"text": field.get_text(0, -1), "caret": field.get_caret_offset(), "events": heard,
              "caretSet": field.set_caret_offset(1)}
    pump(lambda: entry().get_caret_offset() == 1)
    result["caretAfter"] = entry().get_caret_offset()
    pump(lambda: any(e["detail1"] == 1 for e in heard), timeout=3)
    return result


def apps(pid):
    desktop = Atspi.get_desktop(0)
    found = []
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        try:
            if app is not None and app.get_process_id() == pid:
                found.append(app.get_toolkit_name())
        except GLib.Error:
            continue
    return sorted(found)


def drag(pid, source_name, target_name):
    """Drags by screen reader: the source's "drag" action, then the target's "drop" (offered
    only while the drag is in flight), as VoiceOver's drag and drop actions do."""
    result = {}
    app = None

    # The default cache (interfaces kept): the target's Action interface must be there
    # before the drag offers its drop.
    def ready():
        nonlocal app
        app = find_app(pid)
        if app is None or app.get_child_count() == 0:
            return False
        return find(app, source_name) is not None and find(app, target_name) is not None
    if not pump(ready, timeout=20):
        result["error"] = "no %s and %s in the Slate application with pid %d" % (source_name, target_name, pid)
        return result

    def actions(acc):
        if acc is None or "Action" not in acc.get_interfaces():
            return []
        return [acc.get_action_name(i) for i in range(acc.get_n_actions())]

    def fresh(name):
        return find(app, name)

    source, target = find(app, source_name), find(app, target_name)
    result["sourceActions"] = actions(source)
    result["targetActionsBefore"] = actions(target)
    if "drag" not in result["sourceActions"]:
        return result
    result["dragged"] = source.do_action(result["sourceActions"].index("drag"))
    pump(lambda: "drop" in actions(fresh(target_name)))
    target = fresh(target_name)
    result["targetActionsDuring"] = actions(target)
    result["sourceActionsDuring"] = actions(fresh(source_name))
    if "drop" in result["targetActionsDuring"]:
        result["dropped"] = target.do_action(result["targetActionsDuring"].index("drop"))
    return result


def main():
    Atspi.init()
    if sys.argv[1] == "enable":
        enable()
        return
    if sys.argv[1] == "disable":
        enable(False)
        return
    if sys.argv[1] == "apps":
        print(json.dumps(apps(int(sys.argv[2]))), flush=True)
        return
    if sys.argv[1] == "focus-entry":
        print(json.dumps(focus_entry(int(sys.argv[2]))), flush=True)
        return
    if sys.argv[1] == "read-entry":
        print(json.dumps(read_entry(int(sys.argv[2]))), flush=True)
        return
    if sys.argv[1] == "drag":
        print(json.dumps(drag(int(sys.argv[2]), sys.argv[3], sys.argv[4])), flush=True)
        return
    if sys.argv[1] == "gallery":
        print(json.dumps(gallery(int(sys.argv[2]))), flush=True)
        return
    print(json.dumps(probe(int(sys.argv[2]))), flush=True)


main()
