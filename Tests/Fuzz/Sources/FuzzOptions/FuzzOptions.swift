import Tactile
import TactileLauncher

/// The launcher's options and the device program's (`--wallpaper`, `--font`), as `tactile` has them.
let applicationOptions: [ApplicationOption] =
    Launcher.options + [
        .value("--wallpaper", "FILE.png", help: "a PNG shown behind the home screen"),
        .value("--font", "FILE", help: "a font for the demo's text")
    ]

/// libFuzzer's entry: the input split at NUL bytes and line feeds into words; `NAME=VALUE` words
/// whose NAME starts with `TACTILE_` (or is `HOME`) are the environment, the others the
/// command line after the program name, parsed as `tactile` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    var arguments: [String] = []
    var environment: [String: String] = [:]
    for word in bytes.split(whereSeparator: { $0 == 0 || $0 == 0x0A }) {
        let text = String(decoding: word, as: UTF8.self)
        if text.hasPrefix("TACTILE_") || text.hasPrefix("HOME="), let equals = text.firstIndex(of: "=") {
            environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
        } else {
            arguments.append(text)
        }
    }
    guard
        let options = try? RuntimeOptions(
            arguments: arguments, applicationOptions: applicationOptions,
            environment: { environment[$0] })
    else { return 0 }
    // The values as the program goes on to use them.
    _ = options.width * options.height
    if case .time(let interval) = options.screenshotMoment { _ = interval.nanoseconds / 1000 }
    return 0
}
