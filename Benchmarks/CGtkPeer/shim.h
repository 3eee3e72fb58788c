// GTK4 for the peer benchmarks: the same work done by GTK's own snapshot and renderer.
#include <gtk/gtk.h>
#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* Resizes a mapped toplevel to `width` × `height` points, as Slate's GTK host does (GTK 4 has
 * no call for it): on X11 the window asks the server, and GTK follows the ConfigureNotify as
 * for a user's resize. Returns 0 where it cannot (not X11). */
static inline int peer_gtk_window_resize(GtkWindow *window, int width, int height) {
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface != NULL && GDK_IS_X11_SURFACE(surface)) {
        int scale = gdk_surface_get_scale_factor(surface);
        XResizeWindow(GDK_SURFACE_XDISPLAY(surface), GDK_SURFACE_XID(surface), width * scale, height * scale);
        XFlush(GDK_SURFACE_XDISPLAY(surface));
        return 1;
    }
#endif
    return 0;
}
