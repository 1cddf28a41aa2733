import TactileSystem

/// The `evemu-record` / `evemu-describe` text format: `N:` name, `I:` ids, `P:` properties,
/// `B:` event bitmasks, `A:` axes, `L:`/`S:` LED and switch states, `E:` events, `#` comments.
/// A file may hold a description, events, or both (description first).
public enum EvemuFormat {
    /// Parses evemu text. Every malformed line is reported with its line number; nothing traps.
    public static func parse(_ bytes: [UInt8]) throws(RecordingError) -> Recording {
        var parser = Parser()
        try TextScanner.forEachLine(bytes) { (line, number) throws(RecordingError) in
            try parser.consume(line, line: number)
        }
        return try parser.finish()
    }

    /// The longest time from a recording's first event to its last, in microseconds (a day):
    /// a later time is a broken clock or file, and would make a replay wait for years.
    public static let maximumSpan: Int64 = 86_400 * 1_000_000

    /// Reads a recording from a file.
    public static func read(path: String) throws(RecordingError) -> Recording {
        let bytes: [UInt8]
        do throws(FileError) { bytes = try FileBytes.read(path, limit: .recording, regularFilesOnly: false) } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        return try parse(bytes)
    }

    /// Reads events from `eventsPath` and, when given, the device from `descriptionPath` (whose
    /// description wins over one in the events file).
    public static func read(eventsPath: String, descriptionPath: String?) throws(RecordingError) -> Recording {
        var recording = try read(path: eventsPath)
        if let descriptionPath {
            let description = try read(path: descriptionPath)
            guard let device = description.description else { throw .missingDescription }
            recording.description = device
        }
        return recording
    }

    // MARK: Writing

    /// The description block, as evemu-describe writes it (comments included).
    public static func text(for description: DeviceDescription) -> String {
        var text = "# EVEMU 1.3\n# Input device name: \"\(description.name)\"\n"
        text += "N: \(description.name)\n"
        text +=
            "I: "
            + [description.busType, description.vendor, description.product, description.version]
            .map { TextScanner.hexText(UInt32($0), width: 4) }.joined(separator: " ") + "\n"
        text += byteLines(prefix: "P:", bytes: description.propertyBits, minimumCount: 8)
        for type in 0...EventType.maximum {
            guard type == 0 || description.supports(type: type) else { continue }
            let count = Int(EventType.maximumCode(of: type)) / 8 + 1
            text += byteLines(
                prefix: "B: " + TextScanner.hexText(UInt32(type), width: 2),
                bytes: description.codeBits[Int(type)], minimumCount: max(8, count))
        }
        for code in 0..<description.axes.count {
            guard let axis = description.axes[code] else { continue }
            text += "A: \(TextScanner.hexText(UInt32(code), width: 2)) \(axis.minimum) \(axis.maximum) \(axis.fuzz) \(axis.flat) \(axis.resolution)\n"
        }
        for led in description.ledStates { text += "L: \(TextScanner.hexText(UInt32(led.code), width: 2)) \(led.value)\n" }
        for state in description.switchStates { text += "S: \(TextScanner.hexText(UInt32(state.code), width: 2)) \(state.value)\n" }
        return text
    }

    /// One `E:` line (with its newline), as evemu-record writes it.
    public static func line(for event: RawInputEvent) -> String {
        let seconds = event.time / 1_000_000
        var micros = "\(event.time % 1_000_000)"
        while micros.count < 6 { micros = "0" + micros }
        return "E: \(seconds).\(micros) \(TextScanner.hexText(UInt32(event.type), width: 4)) "
            + "\(TextScanner.hexText(UInt32(event.code), width: 4)) \(TextScanner.paddedDecimal(event.value, width: 4))\n"
    }

    /// A whole recording as text.
    public static func text(for recording: Recording) -> String {
        var text = recording.description.map { self.text(for: $0) } ?? ""
        for event in recording.events { text += line(for: event) }
        return text
    }

    static func byteLines(prefix: String, bytes: [UInt8], minimumCount: Int) -> String {
        var padded = bytes
        while padded.count < minimumCount || padded.count % 8 != 0 { padded.append(0) }
        var text = ""
        var index = 0
        while index < padded.count {
            text += prefix
            for byte in padded[index..<index + 8] { text += " " + TextScanner.hexText(UInt32(byte), width: 2) }
            text += "\n"
            index += 8
        }
        return text
    }
}

/// Line-by-line state of `EvemuFormat.parse`.
private struct Parser {
    var description: DeviceDescription?
    var sawDescriptionLine = false
    var codeBytes: [[UInt8]] = Array(repeating: [], count: Int(EventType.maximum) + 1)
    var propertyBytes: [UInt8] = []
    var axes: [(UInt16, AxisInfo)] = []
    var events: [RawInputEvent] = []
    var lastTime: Int64 = 0

    mutating func consume(_ raw: ArraySlice<UInt8>, line: Int) throws(RecordingError) {
        var end = raw.endIndex
        while end > raw.startIndex, TextScanner.isSpace(raw[end - 1]) { end -= 1 }
        var start = raw.startIndex
        while start < end, TextScanner.isSpace(raw[start]) { start += 1 }
        let text = raw[start..<end]
        if text.isEmpty || text.first == 0x23 { return }  // blank or # comment
        guard text.count >= 2, text[text.startIndex + 1] == 0x3A else {
            throw .malformed(line: line, reason: "not an evemu line (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)")
        }
        let kind = text[text.startIndex]
        var body = text[(text.startIndex + 2)...]
        if kind == 0x4E {  // N: the name is the rest of the line, spaces and commas included
            while let first = body.first, TextScanner.isSpace(first) { body = body.dropFirst() }
            guard description == nil else { throw .malformed(line: line, reason: "a second N: line") }
            guard events.isEmpty else { throw .malformed(line: line, reason: "a device description after events") }
            description = DeviceDescription(name: String(decoding: body, as: UTF8.self))
            return
        }
        if let comment = body.firstIndex(of: 0x23) { body = body[..<comment] }
        let fields = TextScanner.fields(body)
        switch kind {
        case 0x45: try event(fields, line: line)  // E:
        case 0x49: try ids(fields, line: line)  // I:
        case 0x50: propertyBytes += try bytes(fields, line: line)  // P:
        case 0x42:  // B:
            guard let first = fields.first, let type = TextScanner.hex(first, maximum: UInt32(EventType.maximum)) else {
                throw .malformed(line: line, reason: "B: needs an event type 00...1f in hex")
            }
            try descriptionLine(line: line)
            let data = try bytes(Array(fields.dropFirst()), line: line)
            let limit = Int(EventType.maximumCode(of: UInt16(type))) / 8 + 1
            guard codeBytes[Int(type)].count + data.count <= max(limit, 8) + 8 else {
                throw .malformed(line: line, reason: "too many B: bytes for event type \(type)")
            }
            codeBytes[Int(type)] += data
        case 0x41: try axis(fields, line: line)  // A:
        case 0x4C, 0x53:  // L:, S:
            try descriptionLine(line: line)
            guard fields.count == 2, let code = TextScanner.hex(fields[0], maximum: 0x2ff), let value = TextScanner.int32(fields[1]) else {
                throw .malformed(line: line, reason: "L:/S: lines need a hex code and a value")
            }
            if kind == 0x4C { ledStates.append((UInt16(code), value)) } else { switchStates.append((UInt16(code), value)) }
        default:
            throw .malformed(line: line, reason: "unknown line type \(String(decoding: text.prefix(2), as: UTF8.self))")
        }
    }

    var ledStates: [(code: UInt16, value: Int32)] = []
    var switchStates: [(code: UInt16, value: Int32)] = []

    mutating func descriptionLine(line: Int) throws(RecordingError) {
        guard events.isEmpty else { throw .malformed(line: line, reason: "a device description line after events") }
        sawDescriptionLine = true
    }

    mutating func ids(_ fields: [ArraySlice<UInt8>], line: Int) throws(RecordingError) {
        try descriptionLine(line: line)
        guard fields.count == 4 else { throw .malformed(line: line, reason: "I: needs bus, vendor, product and version in hex") }
        var values: [UInt16] = []
        for field in fields {
            guard let value = TextScanner.hex(field, maximum: 0xFFFF) else {
                throw .malformed(line: line, reason: "I: values must be hex numbers up to ffff")
            }
            values.append(UInt16(value))
        }
        idValues = values
    }

    var idValues: [UInt16] = [0, 0, 0, 0]

    func bytes(_ fields: [ArraySlice<UInt8>], line: Int) throws(RecordingError) -> [UInt8] {
        var result: [UInt8] = []
        for field in fields {
            guard let value = TextScanner.hex(field, maximum: 0xFF) else {
                throw .malformed(line: line, reason: "bitmask bytes must be hex numbers 00...ff")
            }
            result.append(UInt8(value))
        }
        guard result.count <= 64 else { throw .malformed(line: line, reason: "too many bytes on one line") }
        return result
    }

    mutating func axis(_ fields: [ArraySlice<UInt8>], line: Int) throws(RecordingError) {
        try descriptionLine(line: line)
        guard fields.count == 5 || fields.count == 6 else {
            throw .malformed(line: line, reason: "A: needs code, min, max, fuzz, flat and optionally resolution")
        }
        guard let code = TextScanner.hex(fields[0], maximum: UInt32(EventType.maximumCode(of: EventType.absolute))) else {
            throw .malformed(line: line, reason: "A: code must be an axis 00...3f in hex")
        }
        var numbers: [Int32] = []
        for field in fields.dropFirst() {
            guard let value = TextScanner.int32(field) else {
                throw .malformed(line: line, reason: "A: values must be 32-bit integers")
            }
            numbers.append(value)
        }
        guard numbers[0] <= numbers[1] else { throw .malformed(line: line, reason: "A: minimum is above maximum") }
        axes.append(
            (
                UInt16(code),
                AxisInfo(
                    minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                    resolution: numbers.count > 4 ? numbers[4] : 0)
            ))
    }

    mutating func event(_ fields: [ArraySlice<UInt8>], line: Int) throws(RecordingError) {
        guard fields.count == 4 else { throw .malformed(line: line, reason: "E: needs time, type, code and value") }
        let time: Int64
        do throws(TextScanner.TimeProblem) { time = try TextScanner.microseconds(fields[0]) } catch {
            switch error {
            case .negative: throw .malformed(line: line, reason: "negative timestamp")
            case .tooLarge: throw .malformed(line: line, reason: "timestamp out of range")
            case .syntax: throw .malformed(line: line, reason: "timestamp must be SECONDS.MICROSECONDS")
            }
        }
        guard let type = TextScanner.hex(fields[1], maximum: UInt32(EventType.maximum)) else {
            throw .malformed(line: line, reason: "event type must be hex 0000...001f")
        }
        guard let code = TextScanner.hex(fields[2], maximum: 0x2ff) else {
            throw .malformed(line: line, reason: "event code must be hex 0000...02ff")
        }
        guard let value = TextScanner.int32(fields[3]) else {
            throw .malformed(line: line, reason: "event value must be a 32-bit integer")
        }
        guard time >= lastTime else { throw .malformed(line: line, reason: "timestamp goes backwards") }
        let first = events.first?.time ?? time
        guard time - first <= EvemuFormat.maximumSpan else {
            throw .malformed(line: line, reason: "timestamp \((time - first) / 1_000_000) s after the first event (a recording spans at most a day)")
        }
        lastTime = time
        events.append(RawInputEvent(time: time, type: UInt16(type), code: UInt16(code), value: value))
    }

    func finish() throws(RecordingError) -> Recording {
        guard var device = description else {
            if sawDescriptionLine { throw .malformed(line: 1, reason: "device description without an N: name line") }
            return Recording(description: nil, events: events)
        }
        device.busType = idValues[0]
        device.vendor = idValues[1]
        device.product = idValues[2]
        device.version = idValues[3]
        device.setPropertyBits(propertyBytes)
        for type in 0...EventType.maximum where !codeBytes[Int(type)].isEmpty {
            device.setCodeBits(codeBytes[Int(type)], for: type)
        }
        for (code, info) in axes { device.setAxis(code, info) }
        device.ledStates = ledStates
        device.switchStates = switchStates
        return Recording(description: device, events: events)
    }
}
