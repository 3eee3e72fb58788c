// zlib: inflate for the Flate-encoded streams of PDF documents (CGPDFStreamCopyData).
#include <zlib.h>
