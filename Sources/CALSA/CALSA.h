// ALSA's libasound, as a system library: where speech and cues are played (Sources/Speech).
#include <alsa/asoundlib.h>
