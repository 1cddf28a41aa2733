import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

/// A folder that cannot be listed says why, and names that are not UTF-8 are told apart (no
/// path decoded from them opens the file).
@Suite struct DirectoryListingTests {
    private let directory = "/tmp/tactile-listing-\(getpid())"

    private func reason(_ path: String) -> String? {
        do throws(FileError) {
            _ = try DirectoryListing.read(path)
            return nil
        } catch {
            return DirectoryListing.reason(error)
        }
    }

    @Test func aFolderThatCannotBeListedSaysWhy() throws {
        mkdir(directory, 0o755)
        defer {
            for name in ["a", "b", "file"] { unlink(directory + "/" + name) }
            rmdir(directory)
        }
        symlink(directory + "/b", directory + "/a")
        symlink(directory + "/a", directory + "/b")
        try FileBytes.write([1], to: directory + "/file")
        #expect(reason(directory + "/missing") == "no such file or directory")
        #expect(reason(directory + "/a") == "a loop of symbolic links (too many levels of symbolic links)")
        #expect(reason(directory + "/file") == "not a folder (not a directory)")
        #expect(reason("/dev/zero") == "not a folder (not a directory)")
        #expect(reason(directory) == nil)
        #expect(DirectoryListing.names(in: directory + "/missing") == nil)
    }

    @Test func namesThatAreNotUTF8AreListedApart() throws {
        let folder = directory + "-utf8"
        mkdir(folder, 0o755)
        let raw = Array((folder + "/bad").utf8) + [0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67, 0]
        defer {
            raw.withUnsafeBufferPointer { buffer in
                _ = unlink(UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self))
            }
            unlink(folder + "/good.png")
            rmdir(folder)
        }
        let fd = raw.withUnsafeBufferPointer { buffer in
            tl_create(UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY, 0o644)
        }
        #expect(fd >= 0)
        close(fd)
        try FileBytes.write([1], to: folder + "/good.png")
        let listing = try DirectoryListing.read(folder)
        #expect(listing.names == ["good.png"])
        #expect(listing.undecodableNames == ["bad\u{FFFD}\u{FFFD}.png"])
    }
}
