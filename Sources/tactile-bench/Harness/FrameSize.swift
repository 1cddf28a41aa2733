/// The benchmark frame: 800×480, like the device's panel.
enum FrameSize {
    static let width = 800
    static let height = 480
    static let pixels = width * height
}
