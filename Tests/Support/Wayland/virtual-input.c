// A pointer and a keyboard for the GUI tests under a Wayland compositor (sway): a client of
// wlroots' zwlr_virtual_pointer_v1 and of zwp_virtual_keyboard_v1, which sway 1.7 offers to any
// client. It reads one command a line on standard input and answers "ok" once the compositor
// has handled it (a roundtrip):
//
//   move X Y        the pointer to X, Y in the output layout (absolute, in pixels)
//   down B | up B   button B pressed or released (1 left, 2 middle, 3 right, as X numbers them)
//   scroll N        N wheel steps (positive: down, as X's button 5)
//   keydown NAME    the key of keysym NAME (xkb's names: Return, Home, k, 5; ctrl, shift, alt
//   keyup NAME      and super stand for the left modifier keys) pressed or released, on a US
//                   keyboard; the modifiers the pressed keys make are sent with each
//   preedit TEXT    as the seat's input method (zwp_input_method_v2), TEXT as the focused text
//                   field's composition (its preedit), the caret at its end
//   commit TEXT     as the input method, TEXT committed (replacing any preedit); both answer
//                   "error: ..." when no text field has the input method active
//
// The input method is the compositor's side of text-input-v3: sway relays what it sends to the
// text-input-v3 object of the focused client (GTK's Wayland input method context), as a desktop's
// input method (IBus, fcitx) would. It never grabs the keyboard, so keys still go to the app.
//
// One process holds one device of each for the whole test run: a device that comes and goes
// takes the seat's pointer or keyboard capability with it, and GTK drops its pointer (and any
// drag) or its keyboard each time. (Text is typed with wtype, whose keymap has every
// character; this keyboard stays for the held keys and chords.)
//
// The protocols' interfaces are described here by hand (names, opcodes, signatures from
// wlr-protocols' wlr-virtual-pointer-unstable-v1.xml and wlroots' virtual-keyboard-unstable-v1.xml),
// so that neither the XML nor wayland-scanner is needed to build it:
// `cc virtual-input.c -lwayland-client -lxkbcommon`.
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>

static const struct wl_interface *no_types[] = { NULL, NULL, NULL, NULL, NULL };

static const struct wl_message virtual_pointer_requests[] = {
    { "motion", "uff", no_types },
    { "motion_absolute", "uuuuu", no_types },
    { "button", "uuu", no_types },
    { "axis", "uuf", no_types },
    { "frame", "", no_types },
    { "axis_source", "u", no_types },
    { "axis_stop", "uu", no_types },
    { "axis_discrete", "uufi", no_types },
    { "destroy", "", no_types },
};

static const struct wl_interface virtual_pointer_interface = {
    "zwlr_virtual_pointer_v1", 1, 9, virtual_pointer_requests, 0, NULL,
};

static const struct wl_interface *create_types[] = { &wl_seat_interface, &virtual_pointer_interface };

static const struct wl_message manager_requests[] = {
    { "create_virtual_pointer", "?on", create_types },
};

static const struct wl_interface manager_interface = {
    "zwlr_virtual_pointer_manager_v1", 1, 1, manager_requests, 0, NULL,
};

static const struct wl_message virtual_keyboard_requests[] = {
    { "keymap", "uhu", no_types },
    { "key", "uuu", no_types },
    { "modifiers", "uuuu", no_types },
    { "destroy", "", no_types },
};

static const struct wl_interface virtual_keyboard_interface = {
    "zwp_virtual_keyboard_v1", 1, 4, virtual_keyboard_requests, 0, NULL,
};

static const struct wl_interface *create_keyboard_types[] = { &wl_seat_interface, &virtual_keyboard_interface };

static const struct wl_message keyboard_manager_requests[] = {
    { "create_virtual_keyboard", "on", create_keyboard_types },
};

static const struct wl_interface keyboard_manager_interface = {
    "zwp_virtual_keyboard_manager_v1", 1, 1, keyboard_manager_requests, 0, NULL,
};

static const struct wl_message input_method_requests[] = {
    { "commit_string", "s", no_types },
    { "set_preedit_string", "?sii", no_types },
    { "delete_surrounding_text", "uu", no_types },
    { "commit", "u", no_types },
    { "get_input_popup_surface", "no", no_types },
    { "grab_keyboard", "n", no_types },
    { "destroy", "", no_types },
};

static const struct wl_message input_method_events[] = {
    { "activate", "", no_types },
    { "deactivate", "", no_types },
    { "surrounding_text", "suu", no_types },
    { "text_change_cause", "u", no_types },
    { "content_type", "uu", no_types },
    { "done", "", no_types },
    { "unavailable", "", no_types },
};

static const struct wl_interface input_method_interface = {
    "zwp_input_method_v2", 1, 7, input_method_requests, 7, input_method_events,
};

static const struct wl_interface *create_input_method_types[] = { &wl_seat_interface, &input_method_interface };

static const struct wl_message input_method_manager_requests[] = {
    { "get_input_method", "on", create_input_method_types },
    { "destroy", "", no_types },
};

static const struct wl_interface input_method_manager_interface = {
    "zwp_input_method_manager_v2", 1, 2, input_method_manager_requests, 0, NULL,
};

enum { COMMIT_STRING = 0, SET_PREEDIT_STRING = 1, IM_COMMIT = 3 };

// What the compositor told the input method: whether a text field has it, and how many `done`
// events have come (the serial each commit names).
static int im_pending_active, im_active, im_unavailable;
static uint32_t im_done_count;

static void im_activate(void *data, struct wl_proxy *im) { (void)data; (void)im; im_pending_active = 1; }
static void im_deactivate(void *data, struct wl_proxy *im) { (void)data; (void)im; im_pending_active = 0; }
static void im_surrounding_text(void *data, struct wl_proxy *im, const char *text, uint32_t cursor, uint32_t anchor) {
    (void)data; (void)im; (void)text; (void)cursor; (void)anchor;
}
static void im_text_change_cause(void *data, struct wl_proxy *im, uint32_t cause) { (void)data; (void)im; (void)cause; }
static void im_content_type(void *data, struct wl_proxy *im, uint32_t hint, uint32_t purpose) {
    (void)data; (void)im; (void)hint; (void)purpose;
}
static void im_done(void *data, struct wl_proxy *im) {
    (void)data; (void)im;
    im_done_count++;
    im_active = im_pending_active;
}
static void im_unavailable_event(void *data, struct wl_proxy *im) { (void)data; (void)im; im_unavailable = 1; }

static const struct {
    void (*activate)(void *, struct wl_proxy *);
    void (*deactivate)(void *, struct wl_proxy *);
    void (*surrounding_text)(void *, struct wl_proxy *, const char *, uint32_t, uint32_t);
    void (*text_change_cause)(void *, struct wl_proxy *, uint32_t);
    void (*content_type)(void *, struct wl_proxy *, uint32_t, uint32_t);
    void (*done)(void *, struct wl_proxy *);
    void (*unavailable)(void *, struct wl_proxy *);
} input_method_listener = {
    im_activate, im_deactivate, im_surrounding_text, im_text_change_cause, im_content_type, im_done, im_unavailable_event,
};

enum { KEYMAP = 0, KEY = 1, MODIFIERS = 2 };

enum { MOTION_ABSOLUTE = 1, BUTTON = 2, AXIS = 3, FRAME = 4, AXIS_SOURCE = 5, AXIS_DISCRETE = 7 };

static struct wl_proxy *manager;
static struct wl_proxy *keyboard_manager;
static struct wl_proxy *input_method_manager;
static struct wl_seat *seat;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data; (void)version;
    if (strcmp(interface, manager_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &manager_interface, 1);
    } else if (strcmp(interface, keyboard_manager_interface.name) == 0) {
        keyboard_manager = wl_registry_bind(registry, name, &keyboard_manager_interface, 1);
    } else if (strcmp(interface, input_method_manager_interface.name) == 0) {
        input_method_manager = wl_registry_bind(registry, name, &input_method_manager_interface, 1);
    } else if (strcmp(interface, wl_seat_interface.name) == 0 && seat == NULL) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    }
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}

static const struct wl_registry_listener registry_listener = { global, global_remove };

// Milliseconds of the monotonic clock: GTK tells a double click from two by these times.
static uint32_t now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint32_t)(time.tv_sec * 1000 + time.tv_nsec / 1000000);
}

// X's button numbers to Linux input codes (BTN_LEFT, BTN_MIDDLE, BTN_RIGHT).
static uint32_t button_code(int button) {
    switch (button) {
    case 2: return 0x112;
    case 3: return 0x111;
    default: return 0x110;
    }
}

static struct xkb_keymap *keymap;
static struct xkb_state *key_state;

// The keycode (xkb's, evdev + 8) that gives `name` at the first or second (Shift) level.
static xkb_keycode_t keycode_for(const char *name, int *shifted) {
    static const char *aliases[][2] = {
        { "ctrl", "Control_L" }, { "shift", "Shift_L" }, { "alt", "Alt_L" }, { "super", "Super_L" },
    };
    for (size_t index = 0; index < sizeof aliases / sizeof aliases[0]; index++) {
        if (strcmp(name, aliases[index][0]) == 0) name = aliases[index][1];
    }
    // One character stands for itself (its Latin-1 keysym): "/", ".", "a".
    xkb_keysym_t wanted = strlen(name) == 1 ? (unsigned char)name[0] : xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS);
    if (wanted == XKB_KEY_NoSymbol) wanted = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE);
    if (wanted == XKB_KEY_NoSymbol) return 0;
    for (int level = 0; level < 2; level++) {
        for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
            const xkb_keysym_t *symbols;
            int count = xkb_keymap_key_get_syms_by_level(keymap, code, 0, (xkb_level_index_t)level, &symbols);
            for (int symbol = 0; symbol < count; symbol++) {
                if (symbols[symbol] == wanted) {
                    *shifted = level;
                    return code;
                }
            }
        }
    }
    return 0;
}

static void send_key(struct wl_proxy *keyboard, xkb_keycode_t code, int pressed) {
    xkb_state_update_key(key_state, code, pressed ? XKB_KEY_DOWN : XKB_KEY_UP);
    wl_proxy_marshal(keyboard, KEY, now(), code - 8, pressed ? 1u : 0u);
    wl_proxy_marshal(keyboard, MODIFIERS, xkb_state_serialize_mods(key_state, XKB_STATE_MODS_DEPRESSED),
                     xkb_state_serialize_mods(key_state, XKB_STATE_MODS_LATCHED),
                     xkb_state_serialize_mods(key_state, XKB_STATE_MODS_LOCKED),
                     xkb_state_serialize_layout(key_state, XKB_STATE_LAYOUT_EFFECTIVE));
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT (the output layout's extent)\n", argv[0]);
        return 2;
    }
    uint32_t width = (uint32_t)atoi(argv[1]), height = (uint32_t)atoi(argv[2]);
    struct wl_display *display = wl_display_connect(NULL);
    if (display == NULL) {
        fprintf(stderr, "virtual-input: cannot connect to the Wayland display\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (manager == NULL) {
        fprintf(stderr, "virtual-input: the compositor offers no zwlr_virtual_pointer_manager_v1\n");
        return 1;
    }
    if (keyboard_manager == NULL || seat == NULL) {
        fprintf(stderr, "virtual-input: the compositor offers no zwp_virtual_keyboard_manager_v1 or no seat\n");
        return 1;
    }
    struct wl_proxy *pointer = wl_proxy_marshal_constructor(manager, 0, &virtual_pointer_interface, seat, NULL);
    struct wl_proxy *keyboard = wl_proxy_marshal_constructor(keyboard_manager, 0, &virtual_keyboard_interface, seat, NULL);
    // The seat's input method, when the compositor has the protocol (the preedit and commit
    // commands need it; nothing else does).
    struct wl_proxy *input_method = NULL;
    if (input_method_manager != NULL) {
        input_method = wl_proxy_marshal_constructor(input_method_manager, 0, &input_method_interface, seat, NULL);
        wl_proxy_add_listener(input_method, (void (**)(void))&input_method_listener, NULL);
    }
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_rule_names names = { .layout = "us" };
    keymap = context ? xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS) : NULL;
    if (keymap == NULL) {
        fprintf(stderr, "virtual-input: cannot make a US keymap (xkb-data)\n");
        return 1;
    }
    key_state = xkb_state_new(keymap);
    char *text = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1);
    size_t size = strlen(text) + 1;
    int fd = memfd_create("slate-keymap", MFD_CLOEXEC);
    if (fd < 0 || write(fd, text, size) != (ssize_t)size) {
        fprintf(stderr, "virtual-input: cannot write the keymap\n");
        return 1;
    }
    wl_proxy_marshal(keyboard, KEYMAP, 1u /* XKB_V1 */, fd, (uint32_t)size);
    close(fd);
    free(text);
    wl_display_roundtrip(display);
    printf("ready\n");
    fflush(stdout);

    char line[256];
    while (fgets(line, sizeof line, stdin) != NULL) {
        int x, y, value;
        char name[64];
        if (sscanf(line, "move %d %d", &x, &y) == 2) {
            if (x < 0) x = 0;
            if (y < 0) y = 0;
            if ((uint32_t)x > width) x = (int)width;
            if ((uint32_t)y > height) y = (int)height;
            wl_proxy_marshal(pointer, MOTION_ABSOLUTE, now(), (uint32_t)x, (uint32_t)y, width, height);
        } else if (sscanf(line, "down %d", &value) == 1) {
            wl_proxy_marshal(pointer, BUTTON, now(), button_code(value), 1u);
        } else if (sscanf(line, "up %d", &value) == 1) {
            wl_proxy_marshal(pointer, BUTTON, now(), button_code(value), 0u);
        } else if (sscanf(line, "scroll %d", &value) == 1) {
            wl_proxy_marshal(pointer, AXIS_SOURCE, 0u); // wheel
            wl_proxy_marshal(pointer, AXIS_DISCRETE, now(), 0u, wl_fixed_from_int(15 * value), value);
        } else if (strncmp(line, "preedit ", 8) == 0 || strncmp(line, "commit ", 7) == 0) {
            int preedit = line[0] == 'p';
            char *text = line + (preedit ? 8 : 7);
            text[strcspn(text, "\n")] = 0;
            // GTK enables its text input once the field has the focus; the compositor then
            // activates the input method (a few roundtrips at most).
            for (int tries = 0; tries < 50 && input_method != NULL && !im_active && !im_unavailable; tries++) {
                wl_display_roundtrip(display);
                if (!im_active) usleep(20000);
            }
            if (input_method == NULL || !im_active) {
                printf("error: %s\n", input_method == NULL ? "the compositor offers no zwp_input_method_manager_v2"
                       : im_unavailable ? "another input method has the seat" : "no text field has the input method");
                fflush(stdout);
                continue;
            }
            if (preedit) {
                int end = (int)strlen(text);
                wl_proxy_marshal(input_method, SET_PREEDIT_STRING, text, end, end);
            } else {
                wl_proxy_marshal(input_method, COMMIT_STRING, text);
            }
            wl_proxy_marshal(input_method, IM_COMMIT, im_done_count);
            wl_display_roundtrip(display);
            printf("ok\n");
            fflush(stdout);
            continue;
        } else if (sscanf(line, "keydown %63s", name) == 1 || sscanf(line, "keyup %63s", name) == 1) {
            int shifted = 0, pressed = strncmp(line, "keydown", 7) == 0;
            xkb_keycode_t code = keycode_for(name, &shifted), shift = keycode_for("Shift_L", &(int){0});
            if (code == 0) {
                printf("error: no key for %s\n", name);
                fflush(stdout);
                continue;
            }
            if (shifted && pressed) send_key(keyboard, shift, 1);
            send_key(keyboard, code, pressed);
            if (shifted && !pressed) send_key(keyboard, shift, 0);
            wl_display_roundtrip(display);
            printf("ok\n");
            fflush(stdout);
            continue;
        } else {
            printf("error: %s", line);
            fflush(stdout);
            continue;
        }
        wl_proxy_marshal(pointer, FRAME);
        if (wl_display_roundtrip(display) < 0) {
            fprintf(stderr, "virtual-input: the compositor went away\n");
            return 1;
        }
        printf("ok\n");
        fflush(stdout);
    }
    wl_display_disconnect(display);
    return 0;
}
