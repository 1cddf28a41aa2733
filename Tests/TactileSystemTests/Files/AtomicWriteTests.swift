import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

@Suite struct AtomicWriteTests {
    /// A fresh empty directory for one test.
    private func scratchDirectory(_ name: String) -> String {
        let path = "/tmp/tactile-atomic-\(getpid())-\(name)"
        removeTree(path)
        mkdir(path, 0o755)
        return path
    }

    private func removeTree(_ path: String) {
        for name in entries(path) { unlink(path + "/" + name); rmdir(path + "/" + name) }
        rmdir(path)
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

    private func mode(_ path: String) -> UInt32 {
        var info = stat()
        _ = stat(path, &info)
        return UInt32(info.st_mode) & 0o777
    }

    @Test func createsAndReplacesLeavingNoTemporaryFile() throws {
        let directory = scratchDirectory("replace")
        defer { removeTree(directory) }
        let path = directory + "/settings.conf"
        try FileBytes.writeAtomically(Array("one\n".utf8), to: path)
        #expect(try FileBytes.read(path) == Array("one\n".utf8))
        #expect(mode(path) == 0o644)
        // A hard link to the old file keeps the old contents: the file was replaced by a rename,
        // not rewritten in place.
        #expect(link(path, directory + "/old") == 0)
        try FileBytes.writeAtomically(Array("two\n".utf8), to: path)
        #expect(try FileBytes.read(path) == Array("two\n".utf8))
        #expect(try FileBytes.read(directory + "/old") == Array("one\n".utf8))
        #expect(entries(directory) == ["old", "settings.conf"])
    }

    @Test func refusesSymbolicLinksDirectoriesAndDevices() throws {
        let directory = scratchDirectory("refuse")
        defer { removeTree(directory) }
        let target = directory + "/target"
        try FileBytes.write(Array("kept".utf8), to: target)
        let link = directory + "/link"
        #expect(symlink(target, link) == 0)
        #expect(throws: FileError(path: link, problem: .isSymbolicLink)) {
            try FileBytes.writeAtomically([1, 2, 3], to: link)
        }
        #expect(try FileBytes.read(target) == Array("kept".utf8))
        let sub = directory + "/sub"
        mkdir(sub, 0o755)
        #expect(throws: FileError(path: sub, problem: .isDirectory)) { try FileBytes.writeAtomically([1], to: sub) }
        #expect(throws: FileError(path: "/dev/null", problem: .notRegularFile)) {
            try FileBytes.writeAtomically([1], to: "/dev/null")
        }
        // Nothing was created beside them: no temporary files left.
        #expect(entries(directory) == ["link", "sub", "target"])
        #expect(entries(sub) == [])
    }

    /// A write that cannot finish leaves the old file whole and no temporary file: in /proc no
    /// file can be created, not even by root; elsewhere a read-only directory (ignored by root).
    @Test func failedWriteKeepsTheOldContents() throws {
        let procFile = "/proc/self/comm"
        let before = try FileBytes.read(procFile, regularFilesOnly: false)
        #expect(throws: FileError.self) { try FileBytes.writeAtomically(Array("new".utf8), to: procFile) }
        #expect(try FileBytes.read(procFile, regularFilesOnly: false) == before)

        guard geteuid() != 0 else { return }
        let directory = scratchDirectory("fail")
        defer { chmod(directory, 0o755); removeTree(directory) }
        let path = directory + "/file"
        try FileBytes.writeAtomically(Array("old".utf8), to: path)
        chmod(directory, 0o555)
        #expect(throws: FileError(path: path, problem: .system(errno: EACCES))) {
            try FileBytes.writeAtomically(Array("new".utf8), to: path)
        }
        chmod(directory, 0o755)
        #expect(try FileBytes.read(path) == Array("old".utf8))
        #expect(entries(directory) == ["file"])
    }

    /// Writes into a missing directory fail without creating it; `createDirectories` makes it.
    @Test func missingDirectories() throws {
        let directory = scratchDirectory("nested")
        defer { removeTree(directory + "/a/b"); removeTree(directory + "/a"); removeTree(directory) }
        let path = directory + "/a/b/file"
        #expect(throws: FileError(path: path, problem: .system(errno: ENOENT))) { try FileBytes.writeAtomically([1], to: path) }
        try FileBytes.createDirectories(directory + "/a/b")
        try FileBytes.writeAtomically([7], to: path)
        #expect(try FileBytes.read(path) == [7])
        unlink(path)
    }

    /// A replacement written in pieces: the old file stays whole until the commit; one dropped
    /// without a commit leaves it and removes its temporary file.
    @Test func replacementInPiecesTakesThePlaceOnlyWhenCommitted() throws {
        let directory = scratchDirectory("pieces")
        defer { removeTree(directory) }
        let path = directory + "/recording.evemu"
        try FileBytes.writeAtomically(Array("old".utf8), to: path)
        do {
            let dropped = try ReplacementFile(replacing: path)
            try dropped.write(Array("half".utf8))
            #expect(entries(directory).count == 2)
        }
        #expect(entries(directory) == ["recording.evemu"])
        #expect(try FileBytes.read(path) == Array("old".utf8))

        let file = try ReplacementFile(replacing: path)
        for piece in ["one ", "two ", "three"] {
            try file.write(Array(piece.utf8))
            #expect(try FileBytes.read(path) == Array("old".utf8))
        }
        try file.commit()
        #expect(try FileBytes.read(path) == Array("one two three".utf8))
        #expect(entries(directory) == ["recording.evemu"])
        #expect(throws: FileError(path: path, problem: .system(errno: EBADF))) {
            try file.write([1])
        }
        #expect(throws: FileError(path: directory, problem: .isDirectory)) { try ReplacementFile(replacing: directory) }
    }

    @Test func directoryNames() {
        #expect(FileBytes.directoryName(of: "/a/b/c") == "/a/b")
        #expect(FileBytes.directoryName(of: "/c") == "/")
        #expect(FileBytes.directoryName(of: "c") == ".")
        #expect(FileBytes.directoryName(of: "a//c") == "a")
    }
}
