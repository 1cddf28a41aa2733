import CTactileLinux
import TactileSystem

/// A virtual kernel input device made through uinput (libevdev's uinput API) from a device
/// description: replaying a recording into it makes the kernel deliver the events through a
/// real /dev/input/event* node, for tests on a board and for reproducing a panel elsewhere.
/// Needs write access to /dev/uinput.
public final class UInputDevice {
    private let device: OpaquePointer
    private let uinput: OpaquePointer
    /// The /dev/input/event* node the kernel created.
    public let devicePath: String

    /// Whether /dev/uinput can be used here.
    public static var isAvailable: Bool { tl_is_writable("/dev/uinput") != 0 }

    /// Creates the virtual device with the name, ids, properties, event codes and axis ranges of `description`.
    public init(description: DeviceDescription) throws(InputError) {
        guard let device = libevdev_new() else { throw .cannotOpen(path: "/dev/uinput", reason: "out of memory") }
        libevdev_set_name(device, description.name)
        libevdev_set_id_bustype(device, Int32(description.busType))
        libevdev_set_id_vendor(device, Int32(description.vendor))
        libevdev_set_id_product(device, Int32(description.product))
        libevdev_set_id_version(device, Int32(description.version))
        for property in 0...EventCode.propertyMaximum where description.hasProperty(property) {
            _ = libevdev_enable_property(device, UInt32(property))
        }
        // Autorepeat and force feedback need data or a driver side; recordings never need them.
        for type in 1...EventType.maximum where type != EventType.autoRepeat && type != EventType.forceFeedback {
            guard description.supports(type: type) else { continue }
            for code in 0...EventType.maximumCode(of: type) where description.supports(type: type, code: code) {
                if type == EventType.absolute, let axis = description.axis(code) {
                    var info = input_absinfo(
                        value: axis.value, minimum: axis.minimum, maximum: axis.maximum,
                        fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
                    _ = libevdev_enable_event_code(device, UInt32(type), UInt32(code), &info)
                } else {
                    _ = libevdev_enable_event_code(device, UInt32(type), UInt32(code), nil)
                }
            }
        }
        var created: OpaquePointer?
        let status = libevdev_uinput_create_from_device(device, Int32(tl_libevdev_uinput_open_managed()), &created)
        guard status == 0, let created else {
            libevdev_free(device)
            throw .cannotOpen(path: "/dev/uinput", reason: SystemErrorText.describe(-status))
        }
        self.device = device
        self.uinput = created
        self.devicePath = libevdev_uinput_get_devnode(created).map { String(cString: $0) } ?? ""
    }

    deinit {
        libevdev_uinput_destroy(uinput)
        libevdev_free(device)
    }

    /// Sends one event (the kernel stamps its own time).
    public func write(_ event: RawInputEvent) throws(InputError) {
        let status = libevdev_uinput_write_event(uinput, UInt32(event.type), UInt32(event.code), event.value)
        guard status == 0 else { throw .cannotOpen(path: devicePath, reason: SystemErrorText.describe(-status)) }
    }

    /// Sends `events` with the recorded gaps between them (blocking; for test tools), once the
    /// programs that read input have opened the new node (`waitForReaders`).
    public func play(_ events: [RawInputEvent], readerTimeout: Interval = .seconds(3)) throws(InputError) {
        waitForReaders(timeout: readerTimeout)
        var last = events.first?.time ?? 0
        for event in events {
            if event.time > last {
                let gap = min(event.time - last, 10_000_000)  // a hostile gap waits 10 s at most
                usleep(UInt32(gap))
                last = event.time
            }
            try write(event)
        }
    }

    /// Waits until readers have opened the node: the first open (IN_OPEN, inotify), then until no
    /// other opens for `quiet` (several programs open a new device at about the same time), then
    /// `quiet` once more for the last one to set up before events flow. Gives up after `timeout`
    /// when nobody opens it (no reader, or it opened before the watch began). A fixed wait
    /// instead lost the start of gestures when a loaded machine made a reader slow to open.
    public func waitForReaders(timeout: Interval, quiet: Interval = .milliseconds(150)) {
        let watch = tl_inotify_watch_opens(devicePath)
        guard watch >= 0 else {
            usleep(UInt32(clamping: timeout.nanoseconds / 1000))
            return
        }
        defer { close(watch) }
        let deadline = tl_monotonic_ns() + timeout.nanoseconds
        var opened = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let now = tl_monotonic_ns()
            let wait = opened ? quiet.nanoseconds : deadline - now
            if wait <= 0 { break }
            var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: (wait + 999_999) / 1_000_000))
            if ready < 0 && tl_errno() == EINTR { continue }
            guard ready > 0 else { break }  // quiet long enough, or the deadline passed
            // Any event on this watch is an open; drained so poll waits for the next.
            while buffer.withUnsafeMutableBytes({ read(watch, $0.baseAddress, $0.count) }) > 0 {}
            opened = true
        }
        if opened { usleep(UInt32(clamping: quiet.nanoseconds / 1000)) }
    }
}
