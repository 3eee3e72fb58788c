#ifndef SLATE_CCAIRO_SHIM_H
#define SLATE_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>

#endif
