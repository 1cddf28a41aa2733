// espeak-ng, as a system library: the screen reader's speech (Sources/TactileSpeech).
// Only its synchronous mode is used: samples come back through a callback, and Tactile plays
// them itself through ALSA (CTactileALSA).
#include <espeak-ng/speak_lib.h>
