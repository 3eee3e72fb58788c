#ifndef SLATE_CGTK_SHIM_H
#define SLATE_CGTK_SHIM_H

#include <gtk/gtk.h>

#endif
