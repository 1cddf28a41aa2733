import CTactileLinux
import TactileCore
import TactileRaster
import TactileTestSupport
import Testing

@testable import Tactile

/// A screenshot never writes into, truncates or removes what it did not create: `tactile
/// --screenshot /dev/full` as root used to delete /dev/full after the failed write.
@Suite struct ScreenshotTargetTests {
    @Test func devicesFifosAndLinksAreRefusedWithOneLine() throws {
        let bitmap = Bitmap(width: 4, height: 3, format: .xrgb8888)
        let fifo = "/tmp/tactile-screenshot-fifo-\(getpid()).ppm"
        let link = "/tmp/tactile-screenshot-link-\(getpid()).png"
        defer { unlink(fifo); unlink(link) }
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(symlink("/dev/null", link) == 0)
        let cases = [
            ("/dev/full", "not a regular file"), ("/dev/null", "not a regular file"),
            (fifo, "not a regular file"), (link, "is a symbolic link"), ("/tmp", "is a directory")
        ]
        for (path, reason) in cases {
            do {
                try Screenshot.write(bitmap, to: path)
                Issue.record("wrote a screenshot to \(path)")
            } catch {
                #expect(error.message == "cannot write \(path): \(reason)")
            }
        }
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFCHR))
        #expect(lstat(fifo, &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFIFO))
        #expect(lstat(link, &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFLNK))
    }
}
