import CLinux

/// Text for errno values, without `strerror` (whose buffer is not ours to keep).
public enum SystemErrorText {
    /// A short lowercase description of an errno value.
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EPERM: return "operation not permitted"
        case ENODEV: return "no such device"
        case ENXIO: return "no such device or address"
        case ENOTTY: return "inappropriate ioctl for device"
        case EINVAL: return "invalid argument"
        case EBUSY: return "device or resource busy"
        case ENOMEM: return "out of memory"
        case EMFILE: return "too many open files"
        case EISDIR: return "is a directory"
        case EROFS: return "read-only file system"
        default: return "error \(code)"
        }
    }
}
