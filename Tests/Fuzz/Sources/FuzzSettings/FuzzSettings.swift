import TactileLauncher

/// libFuzzer's entry: parses the input as the launcher's settings file; when accepted, the
/// text written back for its values must parse to the same values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let values = try? SystemSettings.parse(bytes) else { return 0 }
    let text = SystemSettings.text(values)
    guard let again = try? SystemSettings.parse(Array(text.utf8)) else {
        fatalError("the settings written back do not parse:\n\(text)")
    }
    if SystemSettings.text(again) != text { fatalError("the settings changed on a second round:\n\(text)") }
    return 0
}
