#ifndef SLATE_CX11_SHIM_H
#define SLATE_CX11_SHIM_H

// Xlib, for the GUI tests' one need xdotool lacks: asking a window to close as a window
// manager's close button does (a WM_DELETE_WINDOW client message).
#include <X11/Xlib.h>

#endif
