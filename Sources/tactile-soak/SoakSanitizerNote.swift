#if !hasFeature(Embedded)
    import Glibc
#endif

/// Where the soak was when AddressSanitizer stops it: a finding ends the program at once, before
/// the soak's report, so a line after ASan's says which app and which gesture (and the random
/// seed that plays them again). Does nothing without a sanitizer, and on the device.
enum SoakSanitizerNote {
    #if !hasFeature(Embedded)
        /// The latest note; the soak runs on one thread.
        nonisolated(unsafe) private static var current = "before the first gesture"
    #endif

    /// Has the sanitizer runtime, if there is one, print the latest note when it ends the program.
    static func install() {
        #if !hasFeature(Embedded)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__sanitizer_set_death_callback") else { return }
            typealias Callback = @convention(c) () -> Void
            let setDeathCallback = unsafeBitCast(symbol, to: (@convention(c) (Callback?) -> Void).self)
            setDeathCallback {
                let line = Array(("tactile-soak: AddressSanitizer stopped the soak " + SoakSanitizerNote.current + "\n").utf8)
                _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            }
        #endif
    }

    /// Where the soak is now ("at t=12.3 s in Photos, gesture 57 (pull-down), seed 1").
    static func note(_ text: @autoclosure () -> String) {
        #if !hasFeature(Embedded)
            current = text()
        #endif
    }
}
