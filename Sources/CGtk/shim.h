#ifndef SLATE_CGTK_SHIM_H
#define SLATE_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <string.h>
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

/* Where a surface's top-left is on the screen, in points: X11 knows, other desktops do not
 * tell applications (returns 0). */
static inline int slate_surface_root_origin(GdkSurface *surface, int *x, int *y) {
#ifdef GDK_WINDOWING_X11
    if (surface != NULL && GDK_IS_X11_SURFACE(surface)) {
        Display *display = GDK_SURFACE_XDISPLAY(surface);
        Window child;
        int scale = gdk_surface_get_scale_factor(surface);
        if (!XTranslateCoordinates(display, GDK_SURFACE_XID(surface), DefaultRootWindow(display), 0, 0, x, y, &child)) return 0;
        *x /= scale;
        *y /= scale;
        return 1;
    }
#endif
    return 0;
}

/* Whether a cancelled drag's reason tells a drop over nothing from the others: X11's does
 * (GDK_DRAG_CANCEL_NO_TARGET, USER_CANCELLED, ERROR). Wayland's data source only hears
 * "cancelled" — a drop where no client accepts it, or the compositor's cancel — and GDK reports
 * every one as GDK_DRAG_CANCEL_ERROR (returns 0 there). */
static inline int slate_drag_cancel_names_reason(GdkDrag *drag) {
#ifdef GDK_WINDOWING_X11
    if (drag != NULL && GDK_IS_X11_DRAG(drag)) return 1;
#endif
    return 0;
}

/* Whether a toplevel surface is minimised (GDK_TOPLEVEL_STATE_MINIMIZED); 0 for other surfaces. */
static inline int slate_toplevel_is_minimized(GdkSurface *surface) {
    if (surface == NULL || !GDK_IS_TOPLEVEL(surface)) return 0;
    return (gdk_toplevel_get_state(GDK_TOPLEVEL(surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0;
}

/* Tells an X11 window manager the largest size a window may take (0: no limit in that
 * dimension), merged into the size hints GTK set. GTK 4 has no API for it; elsewhere this
 * does nothing and returns 0. */
static inline int slate_surface_set_maximum_size(GdkSurface *surface, int width, int height) {
#ifdef GDK_WINDOWING_X11
    if (surface != NULL && GDK_IS_X11_SURFACE(surface)) {
        int scale = gdk_surface_get_scale_factor(surface);
        XSizeHints hints;
        long supplied = 0;
        if (!XGetWMNormalHints(GDK_SURFACE_XDISPLAY(surface), GDK_SURFACE_XID(surface), &hints, &supplied)) hints.flags = 0;
        if (width > 0 || height > 0) {
            hints.flags |= PMaxSize;
            hints.max_width = width > 0 ? width * scale : 32767;
            hints.max_height = height > 0 ? height * scale : 32767;
        } else {
            hints.flags &= ~PMaxSize;
        }
        XSetWMNormalHints(GDK_SURFACE_XDISPLAY(surface), GDK_SURFACE_XID(surface), &hints);
        XFlush(GDK_SURFACE_XDISPLAY(surface));
        return 1;
    }
#endif
    return 0;
}

/* A content provider whose data is made only when a reader asks (the clipboard's lazy items,
 * and drags): it offers `mime_types`, and `write` produces a type's bytes on demand on the
 * main thread. `release` frees `context` when the provider goes. GTK 4's own providers all
 * hold their data up front. */
typedef GBytes *(*SlateLazyWrite)(void *context, const char *mime_type);
typedef void (*SlateLazyRelease)(void *context);

/* A write the provider's owner completes later, with `slate_deferred_write_complete` (drags:
 * the app may make its data asynchronously). */
typedef void (*SlateDeferredWrite)(void *context, const char *mime_type, GTask *task);

typedef struct {
    GdkContentProvider parent;
    GdkContentFormats *formats;
    void *context;
    SlateLazyWrite write;
    SlateDeferredWrite deferred;
    SlateLazyRelease release;
} SlateLazyProvider;

/* What a deferred write needs once its bytes arrive. */
typedef struct {
    GOutputStream *stream;
    int priority;
    GCancellable *cancellable;
    GBytes *bytes;
} SlateDeferredWriteData;

static inline void slate_deferred_write_data_free(gpointer pointer) {
    SlateDeferredWriteData *data = pointer;
    g_object_unref(data->stream);
    if (data->cancellable != NULL) g_object_unref(data->cancellable);
    if (data->bytes != NULL) g_bytes_unref(data->bytes);
    g_free(data);
}

typedef struct {
    GdkContentProviderClass parent_class;
} SlateLazyProviderClass;

static inline GType slate_lazy_provider_get_type(void);
/* A function-local static: Swift's importer emits only the functions a module calls, never
 * a header's file-scope variables. */
static inline GObjectClass **slate_lazy_provider_parent_class(void) {
    static GObjectClass *parent_class = NULL;
    return &parent_class;
}

static inline GdkContentFormats *slate_lazy_provider_ref_formats(GdkContentProvider *provider) {
    return gdk_content_formats_ref(((SlateLazyProvider *)provider)->formats);
}

static inline void slate_lazy_provider_wrote(GObject *stream, GAsyncResult *result, gpointer data) {
    GTask *task = data;
    GError *error = NULL;
    if (!g_output_stream_write_all_finish(G_OUTPUT_STREAM(stream), result, NULL, &error)) {
        g_task_return_error(task, error);
    } else {
        g_task_return_boolean(task, TRUE);
    }
    g_object_unref(task);
}

static inline void slate_lazy_provider_write_async(GdkContentProvider *provider, const char *mime_type, GOutputStream *stream,
                                                   int io_priority, GCancellable *cancellable, GAsyncReadyCallback callback,
                                                   gpointer user_data) {
    SlateLazyProvider *self = (SlateLazyProvider *)provider;
    GTask *task = g_task_new(provider, cancellable, callback, user_data);
    if (self->deferred != NULL) {
        SlateDeferredWriteData *data = g_new0(SlateDeferredWriteData, 1);
        data->stream = g_object_ref(stream);
        data->priority = io_priority;
        data->cancellable = cancellable != NULL ? g_object_ref(cancellable) : NULL;
        g_task_set_task_data(task, data, slate_deferred_write_data_free);
        self->deferred(self->context, mime_type, task);
        return;
    }
    GBytes *bytes = self->write != NULL ? self->write(self->context, mime_type) : NULL;
    if (bytes == NULL) {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "no data for %s", mime_type);
        g_object_unref(task);
        return;
    }
    g_task_set_task_data(task, bytes, (GDestroyNotify)g_bytes_unref);
    gsize size = 0;
    gconstpointer data = g_bytes_get_data(bytes, &size);
    g_output_stream_write_all_async(stream, data, size, io_priority, cancellable, slate_lazy_provider_wrote, task);
}

static inline gboolean slate_lazy_provider_write_finish(GdkContentProvider *provider, GAsyncResult *result, GError **error) {
    return g_task_propagate_boolean(G_TASK(result), error);
}

static inline void slate_lazy_provider_finalize(GObject *object) {
    SlateLazyProvider *self = (SlateLazyProvider *)object;
    gdk_content_formats_unref(self->formats);
    if (self->release != NULL) self->release(self->context);
    (*slate_lazy_provider_parent_class())->finalize(object);
}

static inline void slate_lazy_provider_class_init(gpointer klass, gpointer data) {
    *slate_lazy_provider_parent_class() = g_type_class_peek_parent(klass);
    G_OBJECT_CLASS(klass)->finalize = slate_lazy_provider_finalize;
    GdkContentProviderClass *provider_class = klass;
    provider_class->ref_formats = slate_lazy_provider_ref_formats;
    provider_class->write_mime_type_async = slate_lazy_provider_write_async;
    provider_class->write_mime_type_finish = slate_lazy_provider_write_finish;
}

static inline GType slate_lazy_provider_get_type(void) {
    static GType type = 0;
    if (type == 0) {
        type = g_type_register_static_simple(GDK_TYPE_CONTENT_PROVIDER, "SlateLazyContentProvider", sizeof(SlateLazyProviderClass),
                                             slate_lazy_provider_class_init, sizeof(SlateLazyProvider), NULL, 0);
    }
    return type;
}

/// A provider offering `count` MIME types, each made by `write(context, mime)` when read.
static inline GdkContentProvider *slate_lazy_provider_new(const char **mime_types, int count, void *context,
                                                          SlateLazyWrite write, SlateLazyRelease release) {
    SlateLazyProvider *self = g_object_new(slate_lazy_provider_get_type(), NULL);
    GdkContentFormatsBuilder *builder = gdk_content_formats_builder_new();
    for (int i = 0; i < count; i++) gdk_content_formats_builder_add_mime_type(builder, mime_types[i]);
    self->formats = gdk_content_formats_builder_free_to_formats(builder);
    self->context = context;
    self->write = write;
    self->release = release;
    return GDK_CONTENT_PROVIDER(self);
}

/* A provider offering `count` MIME types whose bytes `deferred(context, mime, task)` makes
 * when a reader asks, completing `task` with `slate_deferred_write_complete`. */
static inline GdkContentProvider *slate_deferred_provider_new(const char **mime_types, int count, void *context,
                                                              SlateDeferredWrite deferred, SlateLazyRelease release) {
    GdkContentProvider *provider = slate_lazy_provider_new(mime_types, count, context, NULL, release);
    ((SlateLazyProvider *)provider)->deferred = deferred;
    return provider;
}

/* Completes a deferred write with `bytes` (taken over; NULL: no data) and releases `task`. */
static inline void slate_deferred_write_complete(GTask *task, GBytes *bytes) {
    if (bytes == NULL) {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "no data");
        g_object_unref(task);
        return;
    }
    SlateDeferredWriteData *data = g_task_get_task_data(task);
    data->bytes = bytes;
    gsize size = 0;
    gconstpointer pointer = g_bytes_get_data(bytes, &size);
    g_output_stream_write_all_async(data->stream, pointer, size, data->priority, data->cancellable, slate_lazy_provider_wrote, task);
}

/* ---- D-Bus objects for the AT-SPI bridge ----
 * One subtree of objects served by Swift: GDBus asks which interfaces (of `info`) the object
 * at `node` (the path's last element) has, and hands method calls and property reads and
 * writes to the callbacks with `context`. GDBus checks calls against the interfaces' XML
 * (unknown methods, wrong argument types) before they reach Swift. */
typedef guint64 (*SlateDBusInterfaces)(void *context, const char *node);
typedef void (*SlateDBusMethod)(void *context, const char *node, const char *interface, const char *method,
                                GVariant *parameters, GDBusMethodInvocation *invocation);
typedef GVariant *(*SlateDBusGetProperty)(void *context, const char *node, const char *interface, const char *property);
typedef gboolean (*SlateDBusSetProperty)(void *context, const char *node, const char *interface, const char *property,
                                         GVariant *value);

typedef struct {
    void *context;
    GDBusNodeInfo *info;
    SlateDBusInterfaces interfaces;
    SlateDBusMethod method;
    SlateDBusGetProperty get_property;
    SlateDBusSetProperty set_property;
} SlateDBusSubtree;

static inline const char *slate_dbus_node_of_path(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash != NULL ? slash + 1 : path;
}

static inline void slate_dbus_method_call(GDBusConnection *connection, const gchar *sender, const gchar *path,
                                          const gchar *interface, const gchar *method, GVariant *parameters,
                                          GDBusMethodInvocation *invocation, gpointer data) {
    SlateDBusSubtree *subtree = data;
    subtree->method(subtree->context, slate_dbus_node_of_path(path), interface, method, parameters, invocation);
}

static inline GVariant *slate_dbus_get_property(GDBusConnection *connection, const gchar *sender, const gchar *path,
                                                const gchar *interface, const gchar *property, GError **error, gpointer data) {
    SlateDBusSubtree *subtree = data;
    GVariant *value = subtree->get_property(subtree->context, slate_dbus_node_of_path(path), interface, property);
    if (value == NULL) g_set_error(error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_PROPERTY, "No property %s", property);
    return value;
}

static inline gboolean slate_dbus_set_property(GDBusConnection *connection, const gchar *sender, const gchar *path,
                                               const gchar *interface, const gchar *property, GVariant *value,
                                               GError **error, gpointer data) {
    SlateDBusSubtree *subtree = data;
    if (subtree->set_property(subtree->context, slate_dbus_node_of_path(path), interface, property, value)) return TRUE;
    g_set_error(error, G_DBUS_ERROR, G_DBUS_ERROR_PROPERTY_READ_ONLY, "Cannot set %s", property);
    return FALSE;
}

static inline const GDBusInterfaceVTable *slate_dbus_interface_vtable(void) {
    static const GDBusInterfaceVTable vtable = {slate_dbus_method_call, slate_dbus_get_property, slate_dbus_set_property, {0}};
    return &vtable;
}

static inline gchar **slate_dbus_subtree_enumerate(GDBusConnection *connection, const gchar *sender, const gchar *path,
                                                   gpointer data) {
    return g_new0(gchar *, 1);
}

static inline GDBusInterfaceInfo **slate_dbus_subtree_introspect(GDBusConnection *connection, const gchar *sender,
                                                                 const gchar *path, const gchar *node, gpointer data) {
    SlateDBusSubtree *subtree = data;
    if (node == NULL) return NULL;
    guint64 mask = subtree->interfaces(subtree->context, node);
    if (mask == 0) return NULL;
    GPtrArray *infos = g_ptr_array_new();
    for (guint i = 0; subtree->info->interfaces[i] != NULL && i < 64; i++) {
        if (mask & ((guint64)1 << i)) g_ptr_array_add(infos, g_dbus_interface_info_ref(subtree->info->interfaces[i]));
    }
    g_ptr_array_add(infos, NULL);
    return (GDBusInterfaceInfo **)g_ptr_array_free(infos, FALSE);
}

static inline const GDBusInterfaceVTable *slate_dbus_subtree_dispatch(GDBusConnection *connection, const gchar *sender,
                                                                      const gchar *path, const gchar *interface,
                                                                      const gchar *node, gpointer *out_data, gpointer data) {
    SlateDBusSubtree *subtree = data;
    if (node == NULL || interface == NULL) return NULL;
    guint64 mask = subtree->interfaces(subtree->context, node);
    for (guint i = 0; subtree->info->interfaces[i] != NULL && i < 64; i++) {
        if ((mask & ((guint64)1 << i)) && strcmp(subtree->info->interfaces[i]->name, interface) == 0) {
            *out_data = subtree;
            return slate_dbus_interface_vtable();
        }
    }
    return NULL;
}

/* Registers `subtree` (which must outlive the registration) at `path`; returns the registration id (0 on failure). */
static inline guint slate_dbus_register_subtree(GDBusConnection *connection, const char *path, SlateDBusSubtree *subtree,
                                                GError **error) {
    static const GDBusSubtreeVTable vtable = {slate_dbus_subtree_enumerate, slate_dbus_subtree_introspect,
                                              slate_dbus_subtree_dispatch, {0}};
    return g_dbus_connection_register_subtree(connection, path, &vtable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
                                              subtree, NULL, error);
}

/* Whether `event` comes from a pen's drawing end (pen, pencil, brush or airbrush; not an
 * eraser, a tablet mouse or a lens) and, if so, its pressure (0..1) and tilts in degrees
 * (positive: the pen's top leans toward +x, toward +y (down)). GDK normalises tilt to -1..1
 * over the device's range: Wayland's tablet protocol is ±90 degrees; X11's wacom and libinput
 * drivers declare ±64. Axes are read only when the event has them: GTK 4.8's
 * gdk_event_get_axis reads a NULL array on a Wayland mouse event. On X11 only the wacom driver
 * names a tool; pens under xf86-input-libinput look like a mouse (docs/porting.md, Pointer). */
static inline int slate_event_stylus(GdkEvent *event, double *pressure, double *tilt_x, double *tilt_y) {
    GdkDeviceTool *tool = gdk_event_get_device_tool(event);
    if (tool == NULL) return 0;
    switch (gdk_device_tool_get_tool_type(tool)) {
    case GDK_DEVICE_TOOL_TYPE_PEN: case GDK_DEVICE_TOOL_TYPE_PENCIL:
    case GDK_DEVICE_TOOL_TYPE_BRUSH: case GDK_DEVICE_TOOL_TYPE_AIRBRUSH:
        break;
    default:
        return 0;
    }
    double *axes = NULL;
    guint count = 0;
    if (!gdk_event_get_axes(event, &axes, &count) || axes == NULL) return 0;
    double range = 90;
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gdk_event_get_display(event);
    if (display != NULL && GDK_IS_X11_DISPLAY(display)) range = 64;
#endif
    /* A pen that senses no pressure presses fully; one that senses no tilt stands upright.
     * Under a degree of tilt is upright too: X11's -64…63 range has no exact zero. */
    GdkAxisFlags measured = gdk_device_tool_get_axes(tool);
    *pressure = (measured & GDK_AXIS_FLAG_PRESSURE) ? axes[GDK_AXIS_PRESSURE] : 1;
    *tilt_x = (measured & GDK_AXIS_FLAG_XTILT) ? axes[GDK_AXIS_XTILT] * range : 0;
    *tilt_y = (measured & GDK_AXIS_FLAG_YTILT) ? axes[GDK_AXIS_YTILT] * range : 0;
    if (*tilt_x > -1 && *tilt_x < 1) *tilt_x = 0;
    if (*tilt_y > -1 && *tilt_y < 1) *tilt_y = 0;
    return 1;
}

/* Hides `widget` (and what it holds) from GTK's accessibility tree: gtk_accessible_update_state
 * is variadic, which Swift cannot call. */
static inline void slate_accessible_hide(GtkWidget *widget) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

#endif
