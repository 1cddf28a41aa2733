import CLinux
import Raster

/// A Linux framebuffer device mapped into memory. The picture is drawn into a back buffer in
/// normal memory and copied here (`present`), because framebuffer memory is slow to read.
final class Framebuffer {
    let path: String
    let width: Int
    let height: Int
    private let fd: Int32
    private let mapping: UnsafeMutableRawPointer
    private let mappingLength: Int
    /// The visible screen in the device's own pixel format.
    let screen: Bitmap

    init(path: String) throws(FileError) {
        let fd = tl_open(path, O_RDWR)
        guard fd >= 0 else {
            throw FileError(message: "cannot open \(path): \(SystemError.describe(tl_errno()))")
        }
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard tl_ioctl_pointer(fd, tl_fbioget_vscreeninfo(), &variable) == 0,
              tl_ioctl_pointer(fd, tl_fbioget_fscreeninfo(), &fixed) == 0 else {
            close(fd)
            throw FileError(message: "\(path) is not a framebuffer device")
        }
        let format: PixelFormat
        switch (variable.bits_per_pixel, variable.red.offset, variable.green.offset, variable.blue.offset) {
        case (32, 16, 8, 0): format = .xrgb8888
        case (16, 11, 5, 0): format = .rgb565
        default:
            close(fd)
            throw FileError(message: "\(path) has an unsupported pixel format (\(variable.bits_per_pixel) bpp, red at bit \(variable.red.offset)); supported: 32 bpp XRGB, 16 bpp RGB565")
        }
        let length = Int(fixed.smem_len)
        guard let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0),
              tl_mmap_failed(mapping) == 0 else {
            close(fd)
            throw FileError(message: "cannot map \(path): \(SystemError.describe(tl_errno()))")
        }
        self.path = path
        self.fd = fd
        self.mapping = mapping
        self.mappingLength = length
        self.width = Int(variable.xres)
        self.height = Int(variable.yres)
        let visibleRow = Int(variable.yoffset) * Int(fixed.line_length)
        self.screen = Bitmap(borrowing: mapping + visibleRow, width: width, height: height,
                             bytesPerRow: Int(fixed.line_length), format: format)
    }

    deinit {
        munmap(mapping, mappingLength)
        close(fd)
    }

    /// Copies the back buffer (same size) to the screen, converting its format.
    func present(_ backBuffer: Bitmap) {
        let canvas = Canvas(screen)
        canvas.convert(backBuffer)
    }
}
