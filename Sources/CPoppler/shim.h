#ifndef SLATE_CPOPPLER_SHIM_H
#define SLATE_CPOPPLER_SHIM_H

/* PDF images: poppler's GLib interface parses a PDF and draws a page into cairo, as vector
 * art at whatever scale the cairo context has. It needs no display. */
#include <poppler.h>

#endif
