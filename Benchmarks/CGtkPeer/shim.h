// GTK4 for the peer benchmarks: the same work done by GTK's own snapshot and renderer.
#include <gtk/gtk.h>
#include <string.h>
