// PNG decoding and encoding through libpng, with libpng's longjmp error handling kept inside C.
// (Declarations are added by the PNG implementation in PNGCodec.c.)
#ifndef TACTILE_PNG_CODEC_H
#define TACTILE_PNG_CODEC_H
#endif
