import CTactileDRM
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The kernel's device events as the DRM display reads them (`tl_uevent_read_drm_hotplug`):
/// NUL-separated fields after an "action@path" header, a DRM hotplug only when both
/// SUBSYSTEM=drm and HOTPLUG=1 are in one message. Sent through a datagram socket pair, as the
/// kernel's netlink socket delivers them.
@Suite struct DRMHotplugEventTests {
    static func deliver(_ messages: [String]) -> Int32 {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &pair) == 0 else {
            return -1
        }
        defer { close(pair[0]); close(pair[1]) }
        for message in messages {
            let bytes = Array(message.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\u{0}").utf8)
            _ = bytes.withUnsafeBufferPointer { send(pair[1], $0.baseAddress, $0.count, 0) }
        }
        return tl_uevent_read_drm_hotplug(pair[0])
    }

    @Test func aDRMHotplugIsRecognised() {
        #expect(
            Self.deliver([
                "change@/devices/pci0000:00/drm/card0|ACTION=change|DEVPATH=/devices/drm/card0|"
                    + "SUBSYSTEM=drm|HOTPLUG=1|DEVNAME=dri/card0|SEQNUM=1234|"
            ]) == 1)
    }

    @Test func otherEventsAreNot() {
        #expect(
            Self.deliver([
                "add@/devices/virtual/input/input9|ACTION=add|SUBSYSTEM=input|SEQNUM=1|",
                "change@/devices/drm/card0|ACTION=change|SUBSYSTEM=drm|SEQNUM=2|",
                "change@/devices/x|ACTION=change|SUBSYSTEM=power_supply|HOTPLUG=1|"
            ]) == 0)
        // Fields split across two messages do not make a hotplug; one message among others does.
        #expect(Self.deliver(["a@b|SUBSYSTEM=power_supply|", "c@d|SUBSYSTEM=drm|HOTPLUG=1|", "e@f|ACTION=add|"]) == 1)
        #expect(Self.deliver([]) == 0)
        // A field must match whole: HOTPLUG=10 and SUBSYSTEM=drmx are not.
        #expect(Self.deliver(["a@b|SUBSYSTEM=drmx|HOTPLUG=1|", "a@b|SUBSYSTEM=drm|HOTPLUG=10|"]) == 0)
    }
}
