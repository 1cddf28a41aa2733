// espeak-ng's own audio output, absent. Debian's static libespeak-ng refers to pcaudio (whose
// static library refers to PulseAudio) for its playback mode; Tactile uses only the synchronous
// mode, where espeak-ng hands samples back and never opens a device (Sources/TactileSpeech plays them
// through ALSA). These definitions satisfy the static link: a playback request would find no
// device and fail, which nothing in Tactile makes.
#include <stddef.h>
#include <stdint.h>

struct audio_object;

struct audio_object *create_audio_device_object(const char *device, const char *application, const char *description) {
    (void)device; (void)application; (void)description;
    return NULL;
}
int audio_object_open(struct audio_object *object, int format, uint32_t rate, uint8_t channels) {
    (void)object; (void)format; (void)rate; (void)channels;
    return -1;
}
void audio_object_close(struct audio_object *object) { (void)object; }
void audio_object_destroy(struct audio_object *object) { (void)object; }
int audio_object_write(struct audio_object *object, const void *data, size_t bytes) {
    (void)object; (void)data; (void)bytes;
    return -1;
}
int audio_object_drain(struct audio_object *object) { (void)object; return 0; }
int audio_object_flush(struct audio_object *object) { (void)object; return 0; }
const char *audio_object_strerror(struct audio_object *object, int error) {
    (void)object; (void)error;
    return "no audio output (Tactile plays speech through ALSA itself)";
}
