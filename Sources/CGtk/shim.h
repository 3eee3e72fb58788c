#ifndef SLATE_CGTK_SHIM_H
#define SLATE_CGTK_SHIM_H

#include <gtk/gtk.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/// Resizes a mapped toplevel to `width` × `height` points. GTK 4 has no call for it
/// (gtk_window_set_default_size only sizes a window before it is shown): on X11 the window
/// asks the server directly, in device pixels, and GTK follows the ConfigureNotify as it
/// does for a user's resize. Returns 0 where a client cannot resize itself (Wayland).
static inline int slate_gtk_window_resize(GtkWindow *window, int width, int height) {
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

#endif
