// Input to photon in a real window (issue 43): the time from an input event entering the X
// server to the first frame whose pixels show its result. Scripts/input-latency builds it,
// starts the Gallery and its GTK4 twin under Xvfb and runs it against each.
//
//   cc -O2 Benchmarks/InputLatency/input-latency.c -o input-latency -lX11 -lXtst -lXdamage
//   input-latency WINDOW KIND COUNT X Y RX RY RW RH [X2 Y2]
//
// WINDOW is the application's top-level X window (decimal or 0x hex). KIND is what each
// event is, sent through XTest at (X, Y), in window pixels:
//   click   a left click (press and release); with X2 Y2, clicks alternate between the two
//           points (a stepper's + and −, so its value goes back and forth). The pointer moves
//           to the point before the wait below, so what hovering shows is not timed;
//   key     a key press and release at the focused field, alternately `a` and BackSpace (so
//           the text stays short); the first click at (X, Y) focuses the field;
//   scroll  one wheel step with the pointer at (X, Y), alternately down and up.
// RX RY RW RH is the watched rectangle (window pixels): the event's result is on screen when
// any of its pixels differs from before the event.
//
// The clock starts as the XTest request is flushed to the server (the server, on this machine,
// reads it at once) and stops when the watched pixels are read back changed. Reading back is
// paced by XDamage: the window's damage wakes the probe, which then reads the rectangle with
// XGetImage — the pixels the server holds, what a screen would show. Before each event the
// rectangle must hold still for 50 ms (an animation from the previous event has ended), then
// the probe waits a further random 40–160 ms, so events do not fall in step with the
// application's frame clock. Both waits stay within the half second a text caret is held solid
// after a change (iOS and GTK), so a caret's blink is not taken for the event's result.
//
// Output: one line per event, its latency in microseconds, then `p50 p99 count` in milliseconds.
// An event whose result has not shown after two seconds ends the run with exit status 2.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xdamage.h>
#include <X11/keysym.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static Display *display;
static Window window;
static int damageEventBase;
static Damage damage;
static int rx, ry, rw, rh;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void pause_ms(double ms) {
    struct timespec t = {(time_t)(ms / 1000), (long)((ms - 1000 * (long)(ms / 1000)) * 1e6)};
    nanosleep(&t, NULL);
}

/// The watched rectangle's pixels, as the server holds them now.
static XImage *grab(void) {
    return XGetImage(display, window, rx, ry, (unsigned)rw, (unsigned)rh, AllPlanes, ZPixmap);
}

static int same(XImage *a, XImage *b) {
    for (int y = 0; y < rh; y++) {
        if (memcmp(a->data + (long)y * a->bytes_per_line, b->data + (long)y * b->bytes_per_line,
                   (size_t)rw * (size_t)(a->bits_per_pixel / 8)) != 0) return 0;
    }
    return 1;
}

/// Waits until the window is damaged or `deadline` passes; clears the damage seen. Returns 0 at
/// the deadline.
static int wait_for_damage(double deadline) {
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == damageEventBase + XDamageNotify) {
                XDamageSubtract(display, damage, None, None);
                return 1;
            }
        }
        double left = deadline - now();
        if (left <= 0) return 0;
        struct pollfd fd = {ConnectionNumber(display), POLLIN, 0};
        poll(&fd, 1, (int)(left * 1000) + 1);
    }
}

/// Waits until the rectangle has not changed for 50 ms; returns its pixels.
static XImage *settled(void) {
    XImage *last = grab();
    double deadline = now() + 5;
    while (now() < deadline) {
        pause_ms(50);
        XImage *next = grab();
        int still = same(last, next);
        XDestroyImage(last);
        last = next;
        if (still) return last;
    }
    return last;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 10 && argc != 12) {
        fprintf(stderr, "usage: %s WINDOW click|key|scroll COUNT X Y RX RY RW RH [X2 Y2]\n", argv[0]);
        return 64;
    }
    window = (Window)strtoul(argv[1], NULL, 0);
    const char *kind = argv[2];
    int count = atoi(argv[3]), x = atoi(argv[4]), y = atoi(argv[5]);
    rx = atoi(argv[6]); ry = atoi(argv[7]); rw = atoi(argv[8]); rh = atoi(argv[9]);
    int x2 = argc == 12 ? atoi(argv[10]) : x, y2 = argc == 12 ? atoi(argv[11]) : y;
    display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "input-latency: cannot open the display\n"); return 1; }
    int eventBase, errorBase, major, minor;
    if (!XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor)) {
        fprintf(stderr, "input-latency: the X server has no XTest\n");
        return 1;
    }
    if (!XDamageQueryExtension(display, &damageEventBase, &errorBase)) {
        fprintf(stderr, "input-latency: the X server has no DAMAGE\n");
        return 1;
    }
    damage = XDamageCreate(display, window, XDamageReportNonEmpty);
    srand(43);

    // The pointer to the window's point: XTest moves it in root coordinates.
    Window child;
    int rootX, rootY;
    XTranslateCoordinates(display, window, DefaultRootWindow(display), x, y, &rootX, &rootY, &child);
    int originX = rootX - x, originY = rootY - y;
    XTestFakeMotionEvent(display, -1, rootX, rootY, CurrentTime);
    if (strcmp(kind, "key") == 0) {
        XTestFakeButtonEvent(display, 1, True, CurrentTime);
        XTestFakeButtonEvent(display, 1, False, CurrentTime);
    }
    XSync(display, False);
    pause_ms(500);
    KeyCode letter = XKeysymToKeycode(display, XK_a), erase = XKeysymToKeycode(display, XK_BackSpace);

    double *latencies = calloc((size_t)count, sizeof(double));
    for (int i = 0; i < count; i++) {
        if (strcmp(kind, "click") == 0) {
            // The pointer goes to the click's point first: what hovering there shows (a
            // highlight) settles before the click, which alone is timed.
            int odd = i % 2;
            XTestFakeMotionEvent(display, -1, originX + (odd ? x2 : x), originY + (odd ? y2 : y), CurrentTime);
            XFlush(display);
        }
        XImage *before = settled();
        pause_ms(40 + rand() % 120);
        XSync(display, False);
        while (XPending(display)) { XEvent event; XNextEvent(display, &event); }
        XDamageSubtract(display, damage, None, None);
        double start = now();
        if (strcmp(kind, "click") == 0) {
            XTestFakeButtonEvent(display, 1, True, CurrentTime);
            XTestFakeButtonEvent(display, 1, False, CurrentTime);
        } else if (strcmp(kind, "key") == 0) {
            KeyCode code = i % 2 ? erase : letter;
            XTestFakeKeyEvent(display, code, True, CurrentTime);
            XTestFakeKeyEvent(display, code, False, CurrentTime);
        } else {
            unsigned button = i % 2 ? 4 : 5;
            XTestFakeButtonEvent(display, button, True, CurrentTime);
            XTestFakeButtonEvent(display, button, False, CurrentTime);
        }
        XFlush(display);
        double deadline = start + 2;
        double shown = 0;
        while (!shown) {
            if (!wait_for_damage(deadline)) break;
            XImage *after = grab();
            if (!same(before, after)) shown = now();
            XDestroyImage(after);
        }
        XDestroyImage(before);
        if (!shown) {
            fprintf(stderr, "input-latency: event %d (%s at %d,%d): nothing changed in %dx%d+%d+%d within 2 s\n",
                    i, kind, x, y, rw, rh, rx, ry);
            return 2;
        }
        latencies[i] = (shown - start) * 1000;
        printf("%.0f\n", latencies[i] * 1000);
    }
    qsort(latencies, (size_t)count, sizeof(double), compare);
    int p99 = (int)(0.99 * (count - 1) + 0.5);
    printf("p50 %.2f ms, p99 %.2f ms, %d events\n", latencies[(count - 1) / 2], latencies[p99], count);
    return 0;
}
