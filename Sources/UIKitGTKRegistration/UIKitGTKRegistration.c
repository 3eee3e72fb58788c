#include "UIKitGTKRegistration.h"

// Runs before main. It only records a way to open the host; GTK itself starts when
// UIApplicationMain chooses this host and opens a display.
__attribute__((constructor))
static void slate_gtk_host_load(void) {
    slate_register_gtk_host();
}
