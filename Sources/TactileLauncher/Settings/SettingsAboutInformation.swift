import TactileCore
import TactileInput
import TactilePlatform
import TactileSystem

/// What the Settings app's About page shows, gathered when the page appears.
public struct SettingsAboutInformation: Equatable, Sendable {
    /// The runtime's version (`TactileVersion.string`).
    public var version: String
    /// The process's resident memory in bytes, nil when unknown.
    public var residentMemoryBytes: Int?
    /// Frames presented since the application started.
    public var framesPresented: Int
    /// Frame-clock deadlines the run loop missed, nil when unknown.
    public var droppedFrames: Int?
    /// Time since the system started, nil when unknown.
    public var uptime: Interval?

    /// The given values.
    public init(
        version: String = TactileVersion.string, residentMemoryBytes: Int? = nil, framesPresented: Int = 0,
        droppedFrames: Int? = nil, uptime: Interval? = nil
    ) {
        self.version = version
        self.residentMemoryBytes = residentMemoryBytes
        self.framesPresented = framesPresented
        self.droppedFrames = droppedFrames
        self.uptime = uptime
    }

    /// The values for `application` now: its frames and run-loop statistics, the process's
    /// memory and the system's uptime.
    public static func current(for session: ScreenSession) -> SettingsAboutInformation {
        SettingsAboutInformation(
            residentMemoryBytes: SystemStatus.residentMemoryBytes(),
            framesPresented: session.framesPresented,
            droppedFrames: session.runLoop.statistics.droppedFrames,
            uptime: SystemStatus.uptime())
    }

    /// Memory in mebibytes with one decimal: "12.3 MiB"; "unknown" when nil.
    public static func memoryText(_ bytes: Int?) -> String {
        guard let bytes, bytes >= 0 else { return "unknown" }
        return TextScanner.fixed(Double(bytes) / 1_048_576, decimals: 1) + " MiB"
    }

    /// A duration as "H:MM:SS", with "N d " in front past a day; "unknown" when nil.
    public static func durationText(_ interval: Interval?) -> String {
        guard let interval, interval.nanoseconds >= 0 else { return "unknown" }
        let total = interval.nanoseconds / 1_000_000_000
        let days = total / 86_400, hours = total / 3600 % 24, minutes = total / 60 % 60, seconds = total % 60
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return (days > 0 ? "\(days) d " : "") + "\(hours):\(two(minutes)):\(two(seconds))"
    }

    /// The frame statistics line: "1234 presented, 5 dropped".
    public var framesText: String {
        "\(framesPresented) presented" + (droppedFrames.map { ", \($0) dropped" } ?? "")
    }
}
