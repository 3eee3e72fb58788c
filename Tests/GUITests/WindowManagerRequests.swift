import CX11
import Foundation

/// What a window manager would send: the close request its close button makes
/// (`WM_DELETE_WINDOW`), which xdotool cannot send and Xvfb has no window manager to send.
enum WindowManagerRequests {
    static func requestClose(windowID: String, display: String) throws {
        guard let window = Window(windowID), let connection = XOpenDisplay(display) else {
            throw GUITestError.timeout("cannot reach window \(windowID) on \(display)")
        }
        defer { XCloseDisplay(connection) }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(connection, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(connection, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(connection, window, 0, NoEventMask, &event)
        XFlush(connection)
    }
}
