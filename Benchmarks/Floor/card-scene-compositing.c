// The full frame of `CardScene` (Benchmarks/Benchmarks/Support/CardScene.swift) drawn straight
// with Cairo, four ways, beside the floor measured in the same run: how fast the frame could be
// if Slate's compositor did no work of its own (docs/performance.md, "The floor").
//
//   cc -O2 Benchmarks/Floor/card-scene-compositing.c -o /tmp/card-scene-compositing
//      $(pkg-config --cflags --libs cairo) -lpthread -lm
//   /tmp/card-scene-compositing THREADS MODE [PNG]   (THREADS 1 or 2; MODE below; PNG: write the frame)
//
// Every mode: the root filled, each card's shadow composited through one A8 mask only where
// the card does not cover it, the card's text as a cached ARGB raster; the frame played in
// two bands on two threads, as Slate plays it. The cards, icons and badges are drawn as
//   0  cached ARGB rasters, composited OVER (every layer a cached raster: pure compositing);
//   1  paths: rounded fills and even-odd border rings, rasterized by Cairo each frame;
//   2  cached A8 coverage masks of the card's outline and ring, the colour composited through;
//   3  nine slices: the card's straight parts as rectangle fills, its corners as cached masks.
// The shadow here is the card's outline unblurred: compositing costs the same per pixel.
#include <cairo.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#define W 2732
#define H 2048
static int direct; /* the MODE above */
static cairo_surface_t *cardM, *ringM, *cornerM[4], *ringCornerM[4];
static cairo_surface_t *frame, *cardR, *iconR[7], *badgeR, *textR, *shadowM;
static void rrect(cairo_t *c, double x, double y, double w, double h, double r) {
  cairo_new_sub_path(c);
  cairo_arc(c, x+w-r, y+r, r, -M_PI/2, 0); cairo_arc(c, x+w-r, y+h-r, r, 0, M_PI/2);
  cairo_arc(c, x+r, y+h-r, r, M_PI/2, M_PI); cairo_arc(c, x+r, y+r, r, M_PI, 1.5*M_PI); cairo_close_path(c);
}
static cairo_surface_t *raster(int w, int h, double r, double g, double b, double rad, double bw, double bg) {
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *c = cairo_create(s);
  rrect(c, 0, 0, w, h, rad); cairo_set_source_rgb(c, r, g, b); cairo_fill_preserve(c);
  if (bw > 0) { cairo_set_line_width(c, bw*2); cairo_clip(c); rrect(c,0,0,w,h,rad); cairo_set_source_rgb(c,bg,bg,bg); cairo_stroke(c); }
  cairo_destroy(c); return s;
}
static double now(void){struct timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec+t.tv_nsec*1e-9;}
typedef struct { int y0, y1; } band_t;
static void draw(cairo_t *c) {
  cairo_set_operator(c, CAIRO_OPERATOR_SOURCE); cairo_set_source_rgb(c, .95,.95,.95); cairo_paint(c);
  cairo_set_operator(c, CAIRO_OPERATOR_OVER);
  for (int i = 0; i < 50; i++) {
    double x = (24 + (i%10)*132)*2, y = (40 + (i/10)*190)*2;
    // shadow ring only (the card covers the rest): four strips of the mask
    cairo_save(c);
    cairo_rectangle(c, x-32, y-32+8, 296, 384); cairo_rectangle(c, x+232, y, -232, 320); // even-odd hole
    cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD); cairo_clip(c);
    cairo_set_source_rgba(c, 0,0,0,0.2); cairo_mask_surface(c, shadowM, x-32, y-32+8);
    cairo_restore(c);
    if (direct == 3) {
      const double r = 28, w = 232, h = 320, b = 2;
      cairo_set_source_rgb(c,1,1,1);
      cairo_rectangle(c, x+r, y, w-2*r, h); cairo_rectangle(c, x, y+r, r, h-2*r); cairo_rectangle(c, x+w-r, y+r, r, h-2*r); cairo_fill(c);
      for (int k = 0; k < 4; k++) { double cx = k&1 ? x+w-r : x, cy = k&2 ? y+h-r : y; cairo_mask_surface(c, cornerM[k], cx, cy); }
      cairo_set_source_rgb(c,.8,.8,.8);
      cairo_rectangle(c, x+r, y, w-2*r, b); cairo_rectangle(c, x+r, y+h-b, w-2*r, b); cairo_rectangle(c, x, y+r, b, h-2*r); cairo_rectangle(c, x+w-b, y+r, b, h-2*r); cairo_fill(c);
      for (int k = 0; k < 4; k++) { double cx = k&1 ? x+w-r : x, cy = k&2 ? y+h-r : y; cairo_mask_surface(c, ringCornerM[k], cx, cy); }
      cairo_set_source_surface(c, iconR[i%7], x+28, y+28); cairo_paint(c);
      cairo_set_source_surface(c, badgeR, x+168, y+20); cairo_paint(c);
    } else if (direct == 2) {
      cairo_set_source_rgb(c,1,1,1); cairo_mask_surface(c, cardM, x, y);
      cairo_set_source_rgb(c,.8,.8,.8); cairo_mask_surface(c, ringM, x, y);
      cairo_set_source_surface(c, iconR[i%7], x+28, y+28); cairo_paint(c);
      cairo_set_source_surface(c, badgeR, x+168, y+20); cairo_paint(c);
    } else if (direct) {
      rrect(c, x, y, 232, 320, 28); cairo_set_source_rgb(c,1,1,1); cairo_fill(c);
      rrect(c, x, y, 232, 320, 28); rrect(c, x+2, y+2, 228, 316, 26); cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD); cairo_set_source_rgb(c,.8,.8,.8); cairo_fill(c);
      rrect(c, x+28, y+28, 96, 96, 24); cairo_set_source_rgb(c,(i%7)/7.0,.5,.9); cairo_fill(c);
      cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING);
      rrect(c, x+168, y+20, 44, 44, 22); cairo_set_source_rgb(c,1,.23,.19); cairo_fill(c);
      rrect(c, x+168, y+20, 44, 44, 22); rrect(c, x+172, y+24, 36, 36, 18); cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD); cairo_set_source_rgb(c,1,1,1); cairo_fill(c);
      cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING);
    } else {
    cairo_set_source_surface(c, cardR, x, y); cairo_paint(c);
    cairo_set_source_surface(c, iconR[i%7], x+28, y+28); cairo_paint(c);
    cairo_set_source_surface(c, badgeR, x+168, y+20); cairo_paint(c);
    }
    cairo_set_source_surface(c, textR, x+28, y+148); cairo_paint(c);
  }
}
static void *run(void *a) { band_t *b = a; cairo_t *c = cairo_create(frame); cairo_rectangle(c, 0, b->y0, W, b->y1-b->y0); cairo_clip(c); draw(c); cairo_destroy(c); return 0; }
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc, char **argv) {
  int threads = argc > 1 ? atoi(argv[1]) : 2; direct = argc > 2 ? atoi(argv[2]) : 0;
  frame = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
  cardR = raster(232, 320, 1,1,1, 28, 2, .8);
  for (int i=0;i<7;i++) iconR[i] = raster(96,96, i/7.0,.5,.9, 24, 0, 0);
  badgeR = raster(44,44, 1,.23,.19, 22, 4, 1);
  textR = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 176, 144);
  { cairo_t *c = cairo_create(textR); cairo_select_font_face(c,"Inter",0,0); cairo_set_font_size(c,26); cairo_set_source_rgb(c,.33,.33,.33);
    cairo_move_to(c,0,30); cairo_show_text(c,"Card 12"); cairo_move_to(c,0,64); cairo_show_text(c,"Rounded, bordered"); cairo_move_to(c,0,98); cairo_show_text(c,"and shadowed"); cairo_destroy(c); }
  cardM = cairo_image_surface_create(CAIRO_FORMAT_A8, 232, 320); ringM = cairo_image_surface_create(CAIRO_FORMAT_A8, 232, 320);
  { cairo_t *c = cairo_create(cardM); rrect(c,0,0,232,320,28); cairo_fill(c); cairo_destroy(c); c = cairo_create(ringM); rrect(c,0,0,232,320,28); rrect(c,2,2,228,316,26); cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD); cairo_fill(c); cairo_destroy(c); }
  for (int k = 0; k < 4; k++) {
    int ox = k&1 ? 232-28 : 0, oy = k&2 ? 320-28 : 0;
    cornerM[k] = cairo_image_surface_create(CAIRO_FORMAT_A8, 28, 28); ringCornerM[k] = cairo_image_surface_create(CAIRO_FORMAT_A8, 28, 28);
    cairo_t *c = cairo_create(cornerM[k]); cairo_translate(c, -ox, -oy); rrect(c,0,0,232,320,28); cairo_fill(c); cairo_destroy(c);
    c = cairo_create(ringCornerM[k]); cairo_translate(c, -ox, -oy); rrect(c,0,0,232,320,28); rrect(c,2,2,228,316,26); cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD); cairo_fill(c); cairo_destroy(c);
  }
  shadowM = cairo_image_surface_create(CAIRO_FORMAT_A8, 296, 384);
  { cairo_t *c = cairo_create(shadowM); rrect(c, 32, 32, 232, 320, 28); cairo_set_source_rgba(c,0,0,0,1); cairo_fill(c); cairo_destroy(c); }
  unsigned char *mem = malloc(W*H*4), *mem2 = malloc(W*H*4); memset(mem2, 1, W*H*4);
  double t[200], m[200], cp[200];
  for (int k = 0; k < 200; k++) {
    double s = now();
    if (threads == 1) { band_t b = {0,H}; run(&b); }
    else { pthread_t th; band_t b0 = {0, H/2}, b1 = {H/2, H}; pthread_create(&th, 0, run, &b1); run(&b0); pthread_join(th, 0); }
    cairo_surface_flush(frame);
    t[k] = now() - s;
    s = now(); memset(mem, k, W*H*4); __asm__ volatile("" ::"r"(mem) : "memory"); m[k] = now() - s;
    s = now(); memcpy(mem, mem2, W*H*4); cp[k] = now() - s;
  }
  qsort(t,200,8,cmp); qsort(m,200,8,cmp); qsort(cp,200,8,cmp);
  printf("%s, %d threads: p50 %.3f ms; memset %.3f ms; memcpy %.3f ms; ratio to memset %.1f\n", direct == 3 ? "nine-slice" : direct == 2 ? "cached A8 masks" : direct ? "direct paths" : "cached rasters", threads, t[100]*1e3, m[100]*1e3, cp[100]*1e3, t[100]/m[100]);
  if (argc > 3) cairo_surface_write_to_png(frame, argv[3]);
}
