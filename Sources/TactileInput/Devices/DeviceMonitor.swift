import CTactileLinux
import TactileSystem

/// Watches /dev/input with inotify so devices that appear are picked up and devices that go
/// away are noticed, without polling.
public final class DeviceMonitor {
    /// A change under the watched directory.
    public enum Change: Equatable {
        /// A node appeared or its permissions changed (udev sets them after creating it).
        case appeared(path: String)
        /// A node was deleted.
        case disappeared(path: String)
        /// Events were lost: rescan the directory.
        case overflow
    }

    /// The directory watched, such as /dev/input.
    public let directory: String
    /// The inotify descriptor to poll for reading.
    public let fileDescriptor: Int32

    /// Starts watching `directory` for `event*` nodes that appear, change permissions or go away.
    public init(directory: String = "/dev/input") throws(InputError) {
        let fd = tl_inotify_watch_devices(directory)
        guard fd >= 0 else { throw .cannotOpen(path: directory, reason: SystemErrorText.describe(tl_errno())) }
        self.directory = directory
        self.fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Reads the pending changes (call when the descriptor is readable). Only `event*` nodes.
    public func handleReadable() -> [Change] {
        var changes: [Change] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0, tl_errno() == EINTR { continue }
                return changes
            }
            buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset < count {
                    let event = raw.baseAddress! + offset
                    let mask = tl_inotify_event_mask(event)
                    let name = String(cString: tl_inotify_event_name(event))
                    offset += tl_inotify_event_size(event)
                    if mask & tl_in_overflow() != 0 { changes.append(.overflow); continue }
                    guard name.hasPrefix("event") else { continue }
                    let path = directory + "/" + name
                    if mask & tl_in_delete() != 0 {
                        changes.append(.disappeared(path: path))
                    } else if mask & (tl_in_create() | tl_in_attrib()) != 0 {
                        changes.append(.appeared(path: path))
                    }
                }
            }
        }
    }
}
