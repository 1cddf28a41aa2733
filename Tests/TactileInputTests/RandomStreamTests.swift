import Testing

@testable import TactileInput

/// Seeded random event streams (plausible codes, hostile values) through every kind of device:
/// nothing traps, and the records always tell a consistent story.
@Suite struct RandomStreamTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    static let devices: [String] = [
        tenSlotPanel,
        """
        N: Protocol A panel
        A: 00 0 4095 0 0
        A: 01 0 4095 0 0
        A: 30 0 4095 0 0
        A: 35 0 4095 0 0
        A: 36 0 4095 0 0
        """,
        """
        N: Single touch
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        A: 00 0 1000 0 0
        A: 01 0 1000 0 0
        """
    ]

    @Test(arguments: 0..<3)
    func recordsStayConsistentUnderRandomEvents(device: Int) throws {
        let description = try #require(try parseEvemu(Self.devices[device]).description)
        var generator = Generator(state: UInt64(device) * 7919 + 1)
        var touches = 0
        for _ in 0..<40 {
            var events: [RawInputEvent] = []
            var time: Int64 = 0
            for _ in 0..<2000 {
                time += Int64(generator.below(20_000))
                let event: RawInputEvent
                switch generator.below(12) {
                case 0, 1, 2:
                    // SYN_REPORT and SYN_MT_REPORT, and now and then SYN_DROPPED.
                    let code: UInt16 = generator.below(40) == 0 ? 3 : UInt16(generator.below(2) * 2)
                    event = RawInputEvent(time: time, type: 0, code: code, value: 0)
                case 3:
                    event = RawInputEvent(time: time, type: 1, code: [0x14a, 0x110, 116, 102][generator.below(4)], value: Int32(generator.below(3)))
                default:
                    let codes: [UInt16] = [0x00, 0x01, 0x2f, 0x30, 0x35, 0x35, 0x36, 0x36, 0x37, 0x39, 0x39, 0x3a, 0x3b]
                    let code = codes[generator.below(codes.count)]
                    let value: Int32
                    switch generator.below(10) {
                    case 0: value = Int32(truncatingIfNeeded: generator.next())  // hostile
                    case 1: value = -1
                    default: value = Int32(generator.below(code == 0x2f ? 12 : 1100))
                    }
                    event = RawInputEvent(time: time, type: 3, code: code, value: value)
                }
                events.append(event)
            }
            let records = try replayRecords(Recording(description: description, events: events))
            var state: [Int: TouchPhase] = [:]
            var lastTime = -1.0
            for record in records {
                #expect(record.timestamp.seconds >= lastTime)
                lastTime = record.timestamp.seconds
                #expect(record.location.x.isFinite && record.location.y.isFinite)
                if let previous = state[record.id] {
                    #expect(!previous.isFinal, "record after the touch's end")
                    #expect(record.phase != .began)
                } else {
                    #expect(record.phase == .began, "a touch must begin first")
                }
                state[record.id] = record.phase
            }
            // Replay ends every touch: all finished.
            #expect(state.values.allSatisfy { $0.isFinal })
            touches += state.count
        }
        // The streams do make touches (the checks above are not vacuous).
        #expect(touches > 100)
    }
}
