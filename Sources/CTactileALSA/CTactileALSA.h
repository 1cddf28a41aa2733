// ALSA's libasound, as a system library: where speech and cues are played (Sources/TactileSpeech).
#include <alsa/asoundlib.h>
