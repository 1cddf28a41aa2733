#include <pixman.h>
#include <cairo.h>
