#ifndef SLATE_CIMAGING_SHIM_H
#define SLATE_CIMAGING_SHIM_H

/* Images beyond PNG: librsvg draws SVG (symbol images) into cairo; gdk-pixbuf decodes JPEG,
 * GIF, WebP, TIFF, BMP, HEIF, AVIF and SVG through its loaders. Neither needs a display. */
#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

#endif
