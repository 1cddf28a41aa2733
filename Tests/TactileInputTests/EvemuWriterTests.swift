import Foundation
import TactilePlatform
import TactileSystem
import Testing

@testable import TactileInput

/// `tactile record`'s writer: the events of a fixture written one by one read back as the same
/// recording, and an existing file is replaced whole only when the recording finishes.
@Suite struct EvemuWriterTests {
    private func scratchPath(_ name: String) -> String {
        let directory = NSTemporaryDirectory() + "tactile-evemu-writer-\(getpid())-\(name)"
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aWrittenRecordingReadsBackAsTheSameEvents() throws {
        let file = try #require(Fixtures.eventFiles.first { $0.events.contains("EP0430M09.2-finger-scroll-down") })
        let source = try EvemuFormat.read(eventsPath: file.events, descriptionPath: file.description)
        let description = try #require(source.description)
        let directory = scratchPath("same")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/scroll.evemu"
        try FileBytes.writeAtomically(Array("an older recording\n".utf8), to: path)

        let writer = try EvemuWriter(path: path, description: description)
        for event in source.events { try writer.write(event) }
        // Until it finishes, the older file is whole and the new one waits beside it.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "an older recording\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 2)
        try writer.finish()

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["scroll.evemu"])
        let written = try EvemuFormat.read(path: path)
        #expect(written.description == description)
        #expect(written.events.count == source.events.count)
        let start = try #require(source.events.first).time
        #expect(written.events.map(\.time) == source.events.map { $0.time - start })
        #expect(written.events.map(\.type) == source.events.map(\.type))
        #expect(written.events.map(\.code) == source.events.map(\.code))
        #expect(written.events.map(\.value) == source.events.map(\.value))
    }

    @Test func anUnfinishedRecordingLeavesTheOlderFile() throws {
        let description = try #require(try EvemuFormat.read(path: Fixtures.path("Atmel maXTouch Touchscreen.desc")).description)
        let directory = scratchPath("unfinished")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/kept.evemu"
        try FileBytes.writeAtomically(Array("kept\n".utf8), to: path)
        do {
            let writer = try EvemuWriter(path: path, description: description)
            try writer.write(RawInputEvent(time: 5, type: EventType.synchronization, code: 0, value: 0))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["kept.evemu"])
        #expect(throws: FileError(path: "/dev/full", problem: .notRegularFile)) {
            try EvemuWriter(path: "/dev/full", description: description)
        }
    }
}
