#if TACTILE_DESKTOP
    import TactileCore
    import TactileInput
    import TactilePlatform
    import TactileSystem

    /// The desktop window's mouse as one finger or several: its events become contact frames
    /// (`PointerContacts`) for a touch tracker, and those touch records, in screen points. The X
    /// server's millisecond times are mapped onto the run loop's clock.
    ///
    /// The keys held when the button goes down choose the fingers, kept until it comes up
    /// (`PointerContacts.Fingers(control:shift:digitKey:)`): 3, 4 or 5 of the main row, that many
    /// in a row to the pointer's right; else Ctrl, two mirrored through the window's centre; else
    /// Shift, two in a row; else one. Its keyboard's keys become key records as an evdev
    /// keyboard's do, so typing in the window types into the first responder.
    final class PointerInput {
        private let tracker = TouchTracker()
        private let mapping: ScreenMapping
        private var contacts: PointerContacts
        private let clock: Clock
        /// Loop-clock nanoseconds minus server nanoseconds, fixed at the first event (and again
        /// when the two drift more than a second apart, or the server's 32-bit time wraps).
        private var offset: Int64?
        private var lastTime = Instant(nanoseconds: .min)
        /// Receives the records of each pointer event.
        var onTouches: ([TouchRecord]) -> Void = { _ in }
        /// Receives the key records of the window's keyboard (`KeyRecord(x11Keycode:…)`).
        var onKeys: ([KeyRecord]) -> Void = { _ in }

        /// For a window of `pixelWidth` × `pixelHeight` showing a screen of `size` points.
        init(pixelWidth: Int, pixelHeight: Int, size: Size, clock: Clock) {
            contacts = PointerContacts(width: Int32(clamping: pixelWidth), height: Int32(clamping: pixelHeight))
            mapping = ScreenMapping(
                xAxis: AxisInfo(minimum: 0, maximum: Int32(pixelWidth - 1)),
                yAxis: AxisInfo(minimum: 0, maximum: Int32(pixelHeight - 1)),
                width: size.width, height: size.height)
            self.clock = clock
        }

        func handle(_ event: X11Display.PointerEvent) {
            let action: PointerContacts.Action
            switch event.kind {
            case .pressed: action = .pressed
            case .dragged: action = .dragged
            case .moved: action = .moved
            case .released: action = .released
            }
            let time = loopTime(serverMilliseconds: event.time)
            let fingers = PointerContacts.Fingers(
                control: event.keys.contains(.control), shift: event.keys.contains(.shift),
                digitKey: event.keys.largestDigit)
            let frames = contacts.frames(
                for: action, x: Int32(clamping: event.x), y: Int32(clamping: event.y),
                fingers: fingers, time: time.nanoseconds / 1000)
            for frame in frames { tracker.consume(frame, deviceID: 0, mapping: mapping) }
            let records = tracker.takeRecords()
            if !records.isEmpty { onTouches(records) }
        }

        /// A key of the window: the same record an evdev keyboard's key gives, on the loop's clock.
        func handle(_ event: X11Display.KeyEvent) {
            guard
                let record = KeyRecord(
                    x11Keycode: event.keycode, isPressed: event.isPressed, isRepeat: event.isRepeat,
                    timestamp: loopTime(serverMilliseconds: event.time))
            else { return }
            onKeys([record])
        }

        /// The server's time on the loop's clock, never going backwards.
        private func loopTime(serverMilliseconds: UInt32) -> Instant {
            let server = Int64(serverMilliseconds) * 1_000_000
            let now = clock.now().nanoseconds
            if let offset, abs(server + offset - now) < 1_000_000_000 {} else { offset = now - server }
            let mapped = Instant(nanoseconds: server + (offset ?? 0))
            lastTime = max(lastTime, mapped)
            return lastTime
        }
    }
#endif
