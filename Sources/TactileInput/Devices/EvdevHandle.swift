import CTactileLinux
import TactileSystem

/// An open evdev device node read through libevdev (which keeps the device state and
/// resynchronises it after SYN_DROPPED).
public final class EvdevHandle {
    /// The device node's path, such as /dev/input/event0.
    public let path: String
    /// The open node's descriptor, to poll for reading.
    public let fileDescriptor: Int32
    let device: OpaquePointer
    /// In libevdev sync mode: after a SYN_DROPPED, until the state has been replayed.
    private var synchronizing = false

    /// Opens `path` non-blocking. Kernel timestamps are switched to CLOCK_MONOTONIC so they
    /// compare with the run loop's clock.
    public init(path: String) throws(InputError) {
        let fd = tl_open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw .cannotOpen(path: path, reason: SystemErrorText.describe(tl_errno())) }
        var handle: OpaquePointer?
        let status = libevdev_new_from_fd(fd, &handle)
        guard status == 0, let handle else {
            close(fd)
            throw .notAnInputDevice(path: path, reason: SystemErrorText.describe(-status))
        }
        _ = libevdev_set_clock_id(handle, CLOCK_MONOTONIC)
        self.path = path
        self.fileDescriptor = fd
        self.device = handle
    }

    deinit {
        libevdev_free(device)
        close(fileDescriptor)
    }

    /// What the device is, from libevdev's view of it.
    public var description: DeviceDescription {
        var description = DeviceDescription(name: libevdev_get_name(device).map { String(cString: $0) } ?? "")
        description.busType = UInt16(truncatingIfNeeded: libevdev_get_id_bustype(device))
        description.vendor = UInt16(truncatingIfNeeded: libevdev_get_id_vendor(device))
        description.product = UInt16(truncatingIfNeeded: libevdev_get_id_product(device))
        description.version = UInt16(truncatingIfNeeded: libevdev_get_id_version(device))
        for property in 0...EventCode.propertyMaximum where libevdev_has_property(device, UInt32(property)) != 0 {
            description.setProperty(property)
        }
        for type in 1...EventType.maximum where libevdev_has_event_type(device, UInt32(type)) != 0 {
            for code in 0...EventType.maximumCode(of: type) where libevdev_has_event_code(device, UInt32(type), UInt32(code)) != 0 {
                if type == EventType.absolute, let info = libevdev_get_abs_info(device, UInt32(code)) {
                    description.setAxis(
                        code,
                        AxisInfo(
                            minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                            fuzz: info.pointee.fuzz, flat: info.pointee.flat,
                            resolution: info.pointee.resolution, value: info.pointee.value))
                } else {
                    description.enable(type: type, code: code)
                }
            }
        }
        return description
    }

    /// Tracking ids of the slots (−1 for free ones), and the current slot, as libevdev knows them.
    public var slotState: (trackingIDs: [Int32], currentSlot: Int) {
        let count = libevdev_get_num_slots(device)
        guard count > 0 else { return ([], 0) }
        let ids = (0..<count).map { libevdev_get_slot_value(device, UInt32($0), UInt32(EventCode.multitouchTrackingID)) }
        return (ids, Int(libevdev_get_current_slot(device)))
    }

    /// The result of reading what is available.
    public enum ReadResult: Equatable {
        /// Everything available was read.
        case drained
        /// The device is gone (ENODEV) or failed; the errno value.
        case failed(Int32)
    }

    /// Reads every event available now, without blocking, passing each to `body`. After a
    /// SYN_DROPPED (passed on as such) the events libevdev synthesises to bring the state up to
    /// date follow, ending with a SYN_REPORT.
    public func readAvailable(_ body: (RawInputEvent) -> Void) -> ReadResult {
        var event = input_event()
        while true {
            let flags = synchronizing ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
            let status = libevdev_next_event(device, flags, &event)
            if status == Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue) || status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                if status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) { synchronizing = true }
                body(RawInputEvent(time: tl_input_event_microseconds(&event), type: event.type, code: event.code, value: event.value))
            } else if status == -EAGAIN {
                if synchronizing {
                    synchronizing = false
                    continue
                }
                return .drained
            } else if status == -EINTR {
                continue
            } else {
                return .failed(-status)
            }
        }
    }
}
