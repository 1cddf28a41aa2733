import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

/// Every writer (`FileBytes.write`, `writeAtomically`, and a recorder's `checkReplaceable`)
/// refuses a target it did not create, before writing anything, and leaves it as it was: a
/// symbolic link to elsewhere, a directory, a FIFO, /dev/null and /dev/full.
@Suite struct RefusedTargetTests {
    private let directory = "/tmp/tactile-refused-\(getpid())"

    private func fileType(_ path: String) -> UInt32 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return UInt32(info.st_mode) & UInt32(S_IFMT)
    }

    private func entries(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = String(cString: tl_dirent_name(entry))
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    @Test func targetsTheProgramDidNotCreateAreRefusedAndUnchanged() throws {
        mkdir(directory, 0o755)
        let elsewhere = directory + "/elsewhere", link = directory + "/link", sub = directory + "/sub",
            fifo = directory + "/fifo"
        defer {
            for path in [elsewhere, link, fifo, sub + "/inside"] { unlink(path) }
            rmdir(sub)
            rmdir(directory)
        }
        try FileBytes.writeAtomically(Array("kept".utf8), to: elsewhere)
        #expect(symlink(elsewhere, link) == 0)
        #expect(mkdir(sub, 0o755) == 0)
        try FileBytes.writeAtomically(Array("inside".utf8), to: sub + "/inside")
        #expect(mkfifo(fifo, 0o644) == 0)

        let cases: [(String, FileError.Problem)] = [
            (link, .isSymbolicLink), (sub, .isDirectory), (fifo, .notRegularFile),
            ("/dev/null", .notRegularFile), ("/dev/full", .notRegularFile)
        ]
        for (path, problem) in cases {
            let expected = FileError(path: path, problem: problem)
            #expect(throws: expected) { try FileBytes.write([1, 2, 3], to: path) }
            #expect(throws: expected) { try FileBytes.writeAtomically([1, 2, 3], to: path) }
            #expect(throws: expected) { try FileBytes.checkReplaceable(path) }
        }
        // Each is as it was: the link still a link to the untouched file, the directory and
        // its file, the FIFO, the devices; and no temporary file was left anywhere.
        #expect(fileType(link) == UInt32(S_IFLNK))
        #expect(try FileBytes.read(elsewhere) == Array("kept".utf8))
        #expect(fileType(sub) == UInt32(S_IFDIR))
        #expect(entries(sub) == ["inside"])
        #expect(fileType(fifo) == UInt32(S_IFIFO))
        #expect(fileType("/dev/null") == UInt32(S_IFCHR))
        #expect(fileType("/dev/full") == UInt32(S_IFCHR))
        #expect(entries(directory) == ["elsewhere", "fifo", "link", "sub"])
        // One clear line for each.
        #expect(FileError(path: "/dev/full", problem: .notRegularFile).message == "/dev/full: not a regular file")
        #expect(FileError(path: link, problem: .isSymbolicLink).message == link + ": is a symbolic link")
        // A missing file or a regular one may be written.
        try FileBytes.checkReplaceable(directory + "/new")
        try FileBytes.checkReplaceable(elsewhere)
    }
}
