// libdrm, as a system library: the DRM/KMS display (Sources/TactilePlatform/Display/DRM). The shims
// below do in C what is macros or pointer walks in libdrm's API.
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

static inline uint32_t tl_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
static inline uint32_t tl_drm_format_rgb565(void) { return DRM_FORMAT_RGB565; }

/// Reads the events waiting on `fd` (opened non-blocking): the number of page flips completed,
/// 0 when none is waiting, -1 on a read error (errno says which).
static inline int tl_drm_read_flips(int fd) {
    char buffer[1024];
    int flips = 0;
    for (;;) {
        ssize_t length = read(fd, buffer, sizeof buffer);
        if (length < 0) return (errno == EAGAIN || errno == EINTR) ? flips : -1;
        if (length == 0) return flips;
        ssize_t offset = 0;
        while (offset + (ssize_t)sizeof(struct drm_event) <= length) {
            struct drm_event header;
            memcpy(&header, buffer + offset, sizeof header);
            if (header.length < sizeof header) return flips;
            if (header.type == DRM_EVENT_FLIP_COMPLETE) flips++;
            offset += header.length;
        }
    }
}

/// Waits up to `milliseconds` for `fd` to be readable: 1 when it is, 0 on time out, -1 on error.
static inline int tl_drm_wait_readable(int fd, int milliseconds) {
    struct pollfd entry = { .fd = fd, .events = POLLIN };
    int status;
    do { status = poll(&entry, 1, milliseconds); } while (status < 0 && errno == EINTR);
    return status;
}

/// A frame buffer object for one dumb buffer's handle: 0 and its id in `*id`, or an errno.
static inline int tl_drm_add_framebuffer(int fd, uint32_t width, uint32_t height, uint32_t format,
                                         uint32_t handle, uint32_t pitch, uint32_t *id) {
    uint32_t handles[4] = { handle, 0, 0, 0 }, pitches[4] = { pitch, 0, 0, 0 }, offsets[4] = { 0, 0, 0, 0 };
    return drmModeAddFB2(fd, width, height, format, handles, pitches, offsets, id, 0) == 0 ? 0 : errno;
}

/// Maps `size` bytes of a dumb buffer at the fake `offset` DRM_IOCTL_MODE_MAP_DUMB gave: the
/// mapping, or MAP_FAILED. On 32-bit ARM the offset may not fit mmap's 32-bit off_t, so the
/// mmap2 system call takes it in pages (libdrm's own drmMap does the same through mmap64).
static inline void *tl_drm_map(int fd, size_t size, uint64_t offset) {
#if defined(__arm__)
    return (void *)syscall(SYS_mmap2, NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (unsigned long)(offset >> 12));
#else
    return mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (off_t)offset);
#endif
}

/// The value of the connector's "panel orientation" property: 0 normal, 1 upside down, 2 left
/// side up, 3 right side up (the kernel's DRM_MODE_PANEL_ORIENTATION_*); -1 when it has none.
static inline int tl_drm_panel_orientation(int fd, uint32_t connector) {
    drmModeObjectPropertiesPtr properties = drmModeObjectGetProperties(fd, connector, DRM_MODE_OBJECT_CONNECTOR);
    if (!properties) return -1;
    int orientation = -1;
    for (uint32_t i = 0; i < properties->count_props && orientation < 0; i++) {
        drmModePropertyPtr property = drmModeGetProperty(fd, properties->props[i]);
        if (!property) continue;
        if (strcmp(property->name, "panel orientation") == 0 && (property->flags & DRM_MODE_PROP_ENUM)) {
            for (int e = 0; e < property->count_enums; e++) {
                if (property->enums[e].value != properties->prop_values[i]) continue;
                const char *name = property->enums[e].name;
                orientation = strcmp(name, "Upside Down") == 0 ? 1 : strcmp(name, "Left Side Up") == 0 ? 2
                    : strcmp(name, "Right Side Up") == 0 ? 3 : 0;
            }
            if (orientation < 0) orientation = 0;
        }
        drmModeFreeProperty(property);
    }
    drmModeFreeObjectProperties(properties);
    return orientation;
}

/// The id of the property called `name` on object `object` of `type`, 0 when it has none.
static inline uint32_t tl_drm_property_id(int fd, uint32_t object, uint32_t type, const char *name, uint64_t *value) {
    drmModeObjectPropertiesPtr properties = drmModeObjectGetProperties(fd, object, type);
    if (!properties) return 0;
    uint32_t id = 0;
    for (uint32_t i = 0; i < properties->count_props && id == 0; i++) {
        drmModePropertyPtr property = drmModeGetProperty(fd, properties->props[i]);
        if (!property) continue;
        if (strcmp(property->name, name) == 0) {
            id = property->prop_id;
            if (value) *value = properties->prop_values[i];
        }
        drmModeFreeProperty(property);
    }
    drmModeFreeObjectProperties(properties);
    return id;
}

/// The primary plane that can scan out on the CRTC at `crtc_index`, 0 when there is none (or the
/// driver does not offer atomic modesetting).
static inline uint32_t tl_drm_primary_plane(int fd, int crtc_index) {
    drmModePlaneResPtr planes = drmModeGetPlaneResources(fd);
    if (!planes) return 0;
    uint32_t found = 0;
    for (uint32_t i = 0; i < planes->count_planes && found == 0; i++) {
        drmModePlanePtr plane = drmModeGetPlane(fd, planes->planes[i]);
        if (!plane) continue;
        uint64_t type = 0;
        if ((plane->possible_crtcs & (1u << crtc_index))
            && tl_drm_property_id(fd, plane->plane_id, DRM_MODE_OBJECT_PLANE, "type", &type)
            && type == DRM_PLANE_TYPE_PRIMARY) found = plane->plane_id;
        drmModeFreePlane(plane);
    }
    drmModeFreePlaneResources(planes);
    return found;
}

/// Shows frame buffer `framebuffer` on `plane` at the next vertical blank by an atomic commit,
/// with `count` damage rectangles (x1, y1, x2, y2 each) as its FB_DAMAGE_CLIPS when
/// `damage_property` is not 0; the flip-complete event comes on `fd`. 0 or an errno.
static inline int tl_drm_atomic_flip(int fd, uint32_t plane, uint32_t framebuffer_property, uint32_t framebuffer,
                                     uint32_t damage_property, const int32_t *rects, int count) {
    drmModeAtomicReqPtr request = drmModeAtomicAlloc();
    if (!request) return ENOMEM;
    uint32_t blob = 0;
    int status = drmModeAtomicAddProperty(request, plane, framebuffer_property, framebuffer) < 0 ? EINVAL : 0;
    if (status == 0 && damage_property && count > 0) {
        if (drmModeCreatePropertyBlob(fd, rects, (size_t)count * 4 * sizeof(int32_t), &blob) != 0) status = errno;
        else if (drmModeAtomicAddProperty(request, plane, damage_property, blob) < 0) status = EINVAL;
    }
    if (status == 0 && drmModeAtomicCommit(fd, request, DRM_MODE_PAGE_FLIP_EVENT | DRM_MODE_ATOMIC_NONBLOCK, NULL) != 0)
        status = errno;
    // The commit holds its own reference to the blob.
    if (blob) drmModeDestroyPropertyBlob(fd, blob);
    drmModeAtomicFree(request);
    return status;
}

/// Asks for a legacy page flip to `framebuffer` on `crtc` with a flip-complete event: 0 or an errno.
static inline int tl_drm_page_flip(int fd, uint32_t crtc, uint32_t framebuffer) {
    return drmModePageFlip(fd, crtc, framebuffer, DRM_MODE_PAGE_FLIP_EVENT, NULL) == 0 ? 0 : errno;
}

/// Shows `framebuffer` on `crtc` through `connector` in `mode` now: 0 or an errno.
static inline int tl_drm_set_crtc(int fd, uint32_t crtc, uint32_t framebuffer, uint32_t connector, drmModeModeInfo *mode) {
    return drmModeSetCrtc(fd, crtc, framebuffer, 0, 0, &connector, 1, mode) == 0 ? 0 : errno;
}

/// Tells the driver which rectangles (x1, y1, x2, y2 each) of `framebuffer` changed: 0, or an
/// errno (ENOSYS where the driver needs no such call).
static inline int tl_drm_dirty(int fd, uint32_t framebuffer, const int32_t *rects, int count) {
    drmModeClip clips[64];
    if (count > 64) count = 0;  // too many to list: the whole buffer
    for (int i = 0; i < count; i++) {
        clips[i].x1 = (uint16_t)rects[4 * i]; clips[i].y1 = (uint16_t)rects[4 * i + 1];
        clips[i].x2 = (uint16_t)rects[4 * i + 2]; clips[i].y2 = (uint16_t)rects[4 * i + 3];
    }
    int status = drmModeDirtyFB(fd, framebuffer, count ? clips : NULL, (uint32_t)count);
    return status == 0 ? 0 : -status;
}

#include <linux/netlink.h>
#include <sys/socket.h>

/// A socket on the kernel's device events (uevents), non-blocking: its descriptor, or -1.
static inline int tl_uevent_open(void) {
    int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, NETLINK_KOBJECT_UEVENT);
    if (fd < 0) return -1;
    struct sockaddr_nl address;
    memset(&address, 0, sizeof address);
    address.nl_family = AF_NETLINK;
    address.nl_groups = 1;  // the kernel's broadcast group
    if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0) { close(fd); return -1; }
    return fd;
}

/// Reads the waiting device events: 1 when one of them is a DRM hotplug (SUBSYSTEM=drm with
/// HOTPLUG=1), else 0.
static inline int tl_uevent_read_drm_hotplug(int fd) {
    char message[4096];
    int hotplug = 0;
    for (;;) {
        ssize_t length = recv(fd, message, sizeof message - 1, 0);
        if (length <= 0) return hotplug;
        message[length] = 0;
        int drm = 0, plug = 0;
        // NUL-separated KEY=VALUE fields after the "action@path" header.
        for (ssize_t offset = 0; offset < length; offset += (ssize_t)strlen(message + offset) + 1) {
            if (strcmp(message + offset, "SUBSYSTEM=drm") == 0) drm = 1;
            if (strcmp(message + offset, "HOTPLUG=1") == 0) plug = 1;
        }
        if (drm && plug) hotplug = 1;
    }
}
