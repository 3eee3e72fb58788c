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

enum { KEYMAP = 0, KEY = 1, MODIFIERS = 2 };

enum { MOTION_ABSOLUTE = 1, BUTTON = 2, AXIS = 3, FRAME = 4, AXIS_SOURCE = 5, AXIS_DISCRETE = 7 };

static struct wl_proxy *manager;
static struct wl_proxy *keyboard_manager;
static struct wl_seat *seat;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data; (void)version;
    if (strcmp(interface, manager_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &manager_interface, 1);
    } else if (strcmp(interface, keyboard_manager_interface.name) == 0) {
        keyboard_manager = wl_registry_bind(registry, name, &keyboard_manager_interface, 1);
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
