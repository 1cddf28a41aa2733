#if TACTILE_DESKTOP
    import CTactileLinux
    import CTactileXCB
    import TactileRaster

    /// A window on the desktop's X server showing the back buffer, for running and trying Tactile on
    /// a development machine (desktop builds only: the device has no X server).
    ///
    /// Presenting sends just the damaged rectangles (`PutImage`). The window's events arrive on the
    /// run loop: watch `fileDescriptor` and call `handleEvents()` when it is readable. The mouse
    /// reports its primary button (`onPointer`), which stands in for a finger, with the keys held
    /// that ask for more fingers (Ctrl, Shift, and the main row's 3, 4 and 5). Closing the window
    /// calls `onClose`, as does losing the server: presenting and handling events then do nothing,
    /// and the process lives on. For that, opening a window ignores SIGPIPE for the whole process
    /// (and the programs it starts): a write to a closed socket then fails with EPIPE instead.
    public final class X11Display: Display {
        /// What the mouse did, in window pixels, at `time` (the server's milliseconds), and the keys
        /// held at that moment.
        public struct PointerEvent: Equatable, Sendable {
            /// What the pointer did.
            public enum Kind: Equatable, Sendable {
                /// The primary button went down.
                case pressed
                /// The pointer moved with the primary button down.
                case dragged
                /// The pointer moved with another button down, or came into the window, with the
                /// primary button up: a release may have gone elsewhere (another client's grab).
                /// Moves with no button down are not asked for: they would wake the program for nothing.
                case moved
                /// The primary button came up.
                case released
            }
            /// Keys held with the pointer, for making several fingers of one mouse.
            public struct Keys: OptionSet, Equatable, Sendable {
                /// The key bits.
                public var rawValue: UInt8
                /// Creates a set of keys from their bits.
                public init(rawValue: UInt8) { self.rawValue = rawValue }
                /// Either Control key (the event's modifier state).
                public static let control = Keys(rawValue: 1 << 0)
                /// Either Shift key (the event's modifier state).
                public static let shift = Keys(rawValue: 1 << 1)
                /// The digit keys 3, 4, 5 of the main row: the keys with keysym XK_3, XK_4 or XK_5 on
                /// their first or second level (so also where a layout, AZERTY, puts the digits on
                /// the shifted level), seen down while the window had the keyboard focus. Not the
                /// keypad's digits.
                public static let digit3 = Keys(rawValue: 1 << 2)
                /// The digit key 4 of the main row (see `digit3`).
                public static let digit4 = Keys(rawValue: 1 << 3)
                /// The digit key 5 of the main row (see `digit3`).
                public static let digit5 = Keys(rawValue: 1 << 4)

                /// The largest digit held (3, 4 or 5), or nil.
                public var largestDigit: Int? {
                    contains(.digit5) ? 5 : contains(.digit4) ? 4 : contains(.digit3) ? 3 : nil
                }
            }

            /// What the pointer did.
            public var kind: Kind
            /// The pointer's horizontal position in window pixels from the left edge.
            public var x: Int
            /// The pointer's vertical position in window pixels from the top edge.
            public var y: Int
            /// When it happened, in the server's milliseconds.
            public var time: UInt32
            /// The keys held at that moment.
            public var keys: Keys

            /// Creates an event at window pixel (`x`, `y`) at `time` milliseconds of server time.
            public init(kind: Kind, x: Int, y: Int, time: UInt32, keys: Keys = []) {
                self.kind = kind
                self.x = x
                self.y = y
                self.time = time
                self.keys = keys
            }
        }

        /// A key going down, repeating or up while the window has the keyboard focus, by its X11
        /// keycode (on Linux servers the evdev code plus 8), at `time` (the server's milliseconds).
        public struct KeyEvent: Equatable, Sendable {
            /// The X11 keycode: the evdev `KEY_*` code plus 8 on Linux servers.
            public var keycode: UInt8
            /// True for a press (and an auto-repeat), false for a release.
            public var isPressed: Bool
            /// A press X's auto-repeat sent for a key held down.
            public var isRepeat: Bool
            /// When it happened, in the server's milliseconds.
            public var time: UInt32

            /// Creates an event for X11 `keycode` at `time` milliseconds of server time.
            public init(keycode: UInt8, isPressed: Bool, isRepeat: Bool = false, time: UInt32) {
                self.keycode = keycode
                self.isPressed = isPressed
                self.isRepeat = isRepeat
                self.time = time
            }
        }

        /// Receives the primary button's presses, drags and releases, with the keys held.
        public var onPointer: (PointerEvent) -> Void = { _ in }
        /// Receives the keyboard's presses, repeats and releases (text input types with them).
        public var onKey: (KeyEvent) -> Void = { _ in }
        /// Receives each notch of the scroll wheel (or a touchpad's two-finger scroll, which X
        /// reports as wheel buttons 4–7) at a window pixel: `dx`, `dy` are −1, 0 or 1 (down and right
        /// positive, as the content moves up and left).
        public var onScroll: (_ x: Int, _ y: Int, _ dx: Int, _ dy: Int) -> Void = { _, _, _, _ in }
        /// Called once when the window is closed or the X server goes away.
        public var onClose: () -> Void = {}

        private let connection: OpaquePointer
        private let displayName: String
        private let window: xcb_window_t
        private let graphicsContext: xcb_gcontext_t
        private let depth: UInt8
        private let protocolsAtom: xcb_atom_t
        private let deleteWindowAtom: xcb_atom_t
        /// The largest request the server takes, in bytes (a `PutImage` of more rows is split).
        private let maximumRequestBytes: Int
        private var closed = false
        /// For each keycode, the digit key it is (`PointerEvent.Keys.digit3` …), or none: from the
        /// server's keyboard mapping, read again when it changes.
        private var digitKeycodes = [PointerEvent.Keys](repeating: [], count: 256)
        /// The keycodes down, as key events and keymap notices showed them while the window had the
        /// keyboard focus; forgotten when it loses the focus.
        private var keysDown = [Bool](repeating: false, count: 256)
        /// The server time of the last key event, for the releases sent when the focus leaves.
        private var lastKeyTime: UInt32 = 0

        /// Opens a `width` × `height` window titled `title` on the X server named by `$DISPLAY`.
        /// Fails when there is none, or when its screen is not 24-bit true colour in 32-bit pixels
        /// (every desktop and Xvfb's default). `format` is the back buffer's: RGB565 previews a 16-bit
        /// panel's picture (widened to the window's pixels when presented).
        public init(width: Int, height: Int, title: String, format: PixelFormat = .xrgb8888) throws(DisplayError) {
            let name = getenv("DISPLAY").map { String(cString: $0) } ?? ""
            guard width > 0, width <= 32767, height > 0, height <= 32767 else {
                throw .noWindow(display: name, reason: "a window of \(width)x\(height) pixels is not possible")
            }
            var screenNumber: Int32 = 0
            guard let connection = xcb_connect(nil, &screenNumber) else {
                throw .noWindow(display: name, reason: "cannot connect")
            }
            if xcb_connection_has_error(connection) != 0 {
                xcb_disconnect(connection)
                throw .noWindow(display: name, reason: name.isEmpty ? "DISPLAY is not set" : "cannot connect")
            }
            // The screen's description is followed in memory by its depths and visuals: kept in place.
            guard let screenPointer = X11Display.screen(of: connection, number: screenNumber),
                X11Display.drawsXRGB8888(connection, screen: screenPointer)
            else {
                xcb_disconnect(connection)
                throw .noWindow(display: name, reason: "its screen is not 24-bit true colour in 32-bit pixels")
            }
            let screen = screenPointer.pointee
            self.connection = connection
            displayName = name
            depth = screen.root_depth
            maximumRequestBytes = Int(xcb_get_maximum_request_length(connection)) * 4
            window = xcb_generate_id(connection)
            graphicsContext = xcb_generate_id(connection)
            protocolsAtom = X11Display.atom(connection, "WM_PROTOCOLS")
            deleteWindowAtom = X11Display.atom(connection, "WM_DELETE_WINDOW")
            // The server can go away mid-write; that must close the window, not end the process.
            tl_ignore_broken_pipes()
            super.init(width: width, height: height, refreshInterval: .period(hertz: 60), format: format)

            let events =
                XCB_EVENT_MASK_EXPOSURE.rawValue | XCB_EVENT_MASK_BUTTON_PRESS.rawValue
                | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue | XCB_EVENT_MASK_BUTTON_MOTION.rawValue
                | XCB_EVENT_MASK_ENTER_WINDOW.rawValue | XCB_EVENT_MASK_KEY_PRESS.rawValue
                | XCB_EVENT_MASK_KEY_RELEASE.rawValue | XCB_EVENT_MASK_KEYMAP_STATE.rawValue
                | XCB_EVENT_MASK_FOCUS_CHANGE.rawValue
            // No background: exposed areas keep their pixels until presented again, without a flash.
            let values: [UInt32] = [0, events]
            xcb_create_window(
                connection, UInt8(XCB_COPY_FROM_PARENT), window, screen.root, 0, 0, UInt16(width),
                UInt16(height), 0, UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), screen.root_visual,
                XCB_CW_BACK_PIXMAP.rawValue | XCB_CW_EVENT_MASK.rawValue, values)
            setProperty(
                xcb_atom_t(XCB_ATOM_WM_NAME.rawValue), type: xcb_atom_t(XCB_ATOM_STRING.rawValue),
                bytes: Array(title.utf8))
            setProperty(
                protocolsAtom, type: xcb_atom_t(XCB_ATOM_ATOM.rawValue),
                words: [deleteWindowAtom])
            // The picture has one size: ask the window manager for exactly that (minimum = maximum).
            let minimumAndMaximumSize: UInt32 = 16 | 32
            var sizeHints = [UInt32](repeating: 0, count: 18)
            sizeHints[0] = minimumAndMaximumSize
            sizeHints[5] = UInt32(width); sizeHints[6] = UInt32(height)
            sizeHints[7] = UInt32(width); sizeHints[8] = UInt32(height)
            setProperty(
                xcb_atom_t(XCB_ATOM_WM_NORMAL_HINTS.rawValue), type: xcb_atom_t(XCB_ATOM_WM_SIZE_HINTS.rawValue),
                words: sizeHints)
            xcb_create_gc(connection, graphicsContext, window, 0, nil)
            readKeyboardMapping()
            xcb_map_window(connection, window)
            xcb_flush(connection)
        }

        deinit {
            xcb_disconnect(connection)
        }

        public override var modeDescription: String {
            "X11 window \(width)x\(height) on \"\(displayName)\", \(HertzText.format(refreshInterval.hertz)) Hz"
        }

        /// The connection's socket: readable when events may be waiting.
        public var fileDescriptor: Int32 { xcb_get_file_descriptor(connection) }

        public override func present(damage: [PixelRect]) {
            guard !closed else { return }
            for rect in DamageList.clipped(damage, to: bounds) { put(rect) }
            xcb_flush(connection)
            // Sending can make xcb read, queueing events the socket will not announce again.
            handleEvents()
        }

        /// Handles every event that arrived: redraws exposed parts, reports the pointer, and calls
        /// `onClose` when the window was closed or the connection broke.
        public func handleEvents() {
            guard !closed else { return }
            while let event = xcb_poll_for_event(connection) {
                handle(UnsafeRawPointer(event))
                free(event)
                if closed { return }
            }
            if xcb_connection_has_error(connection) != 0 { close() }
        }

        // MARK: Events

        private func handle(_ event: UnsafeRawPointer) {
            let type = Int32(event.load(as: UInt8.self) & 0x7F)  // the top bit: sent by another client
            switch type {
            case XCB_EXPOSE:
                // The last of a series: the back buffer holds the whole picture.
                if event.assumingMemoryBound(to: xcb_expose_event_t.self).pointee.count == 0 { presentAll() }
            case XCB_BUTTON_PRESS, XCB_BUTTON_RELEASE:
                let button = event.assumingMemoryBound(to: xcb_button_press_event_t.self).pointee
                if button.detail >= 4 && button.detail <= 7 {
                    // Wheel notches come as press and release at once: the press counts.
                    guard type == XCB_BUTTON_PRESS else { return }
                    let (dx, dy) = [(0, -1), (0, 1), (-1, 0), (1, 0)][Int(button.detail) - 4]
                    onScroll(Int(button.event_x), Int(button.event_y), dx, dy)
                    return
                }
                guard button.detail == 1 else { return }
                onPointer(
                    PointerEvent(
                        kind: type == XCB_BUTTON_PRESS ? .pressed : .released, x: Int(button.event_x),
                        y: Int(button.event_y), time: button.time, keys: keysHeld(state: button.state)))
            case XCB_MOTION_NOTIFY:
                let motion = event.assumingMemoryBound(to: xcb_motion_notify_event_t.self).pointee
                let primaryDown = UInt32(motion.state) & XCB_BUTTON_MASK_1.rawValue != 0
                onPointer(
                    PointerEvent(
                        kind: primaryDown ? .dragged : .moved, x: Int(motion.event_x), y: Int(motion.event_y),
                        time: motion.time, keys: keysHeld(state: motion.state)))
            case XCB_ENTER_NOTIFY:
                // Back from another client's grab (a window manager's), which may have taken the release.
                let enter = event.assumingMemoryBound(to: xcb_enter_notify_event_t.self).pointee
                guard UInt32(enter.state) & XCB_BUTTON_MASK_1.rawValue == 0 else { return }
                onPointer(
                    PointerEvent(
                        kind: .moved, x: Int(enter.event_x), y: Int(enter.event_y), time: enter.time,
                        keys: keysHeld(state: enter.state)))
            case XCB_KEY_PRESS, XCB_KEY_RELEASE:
                // Noted for the pointer (the keys count when the button goes down, or a drag starts
                // without it), and reported.
                let key = event.assumingMemoryBound(to: xcb_key_press_event_t.self).pointee
                let pressed = type == XCB_KEY_PRESS
                lastKeyTime = key.time
                if !pressed, let next = xcb_poll_for_queued_event(connection) {
                    // X's auto-repeat sends a release and a press at the same time: one repeat.
                    let nextKey = UnsafeRawPointer(next).assumingMemoryBound(to: xcb_key_press_event_t.self).pointee
                    if Int32(nextKey.response_type & 0x7F) == XCB_KEY_PRESS, nextKey.detail == key.detail,
                        nextKey.time == key.time
                    {
                        free(next)
                        onKey(KeyEvent(keycode: key.detail, isPressed: true, isRepeat: true, time: key.time))
                        return
                    }
                    keysDown[Int(key.detail)] = false
                    onKey(KeyEvent(keycode: key.detail, isPressed: false, time: key.time))
                    handle(UnsafeRawPointer(next))
                    free(next)
                    return
                }
                // A press of a key already down: the server's detectable auto-repeat.
                let isRepeat = pressed && keysDown[Int(key.detail)]
                keysDown[Int(key.detail)] = pressed
                onKey(KeyEvent(keycode: key.detail, isPressed: pressed, isRepeat: isRepeat, time: key.time))
            case XCB_KEYMAP_NOTIFY:
                // Every key's state, sent right after the window gets the focus or the pointer: keys
                // pressed or released while events went elsewhere. Bit j of byte i is keycode 8(i + 1) + j.
                for byte in 0..<31 {
                    let bits = event.load(fromByteOffset: 1 + byte, as: UInt8.self)
                    for bit in 0..<8 { keysDown[8 * (byte + 1) + bit] = bits & (1 << bit) != 0 }
                }
            case XCB_FOCUS_OUT:
                // Key events go elsewhere now: a release would be missed, so the keys held are let go
                // (text input must not keep a Shift down). The keymap notice that follows the focus
                // coming back tells what is held then.
                for keycode in 0..<256 where keysDown[keycode] {
                    onKey(KeyEvent(keycode: UInt8(keycode), isPressed: false, time: lastKeyTime))
                }
                keysDown = [Bool](repeating: false, count: 256)
            case XCB_MAPPING_NOTIFY:
                let mapping = event.assumingMemoryBound(to: xcb_mapping_notify_event_t.self).pointee
                if mapping.request == UInt8(XCB_MAPPING_KEYBOARD.rawValue) { readKeyboardMapping() }
            case XCB_CLIENT_MESSAGE:
                let message = event.assumingMemoryBound(to: xcb_client_message_event_t.self).pointee
                // The window manager's "please close" (ICCCM WM_DELETE_WINDOW); other messages are not ours.
                if message.type == protocolsAtom, message.format == 32, deleteWindowAtom != 0,
                    message.data.data32.0 == deleteWindowAtom
                {
                    close()
                }
            default:
                break
            }
        }

        /// The keys held: Control and Shift from an event's modifier `state`, digits from the keys
        /// seen down.
        private func keysHeld(state: UInt16) -> PointerEvent.Keys {
            var keys: PointerEvent.Keys = []
            if UInt32(state) & XCB_MOD_MASK_CONTROL.rawValue != 0 { keys.insert(.control) }
            if UInt32(state) & XCB_MOD_MASK_SHIFT.rawValue != 0 { keys.insert(.shift) }
            for keycode in 0..<256 where keysDown[keycode] { keys.formUnion(digitKeycodes[keycode]) }
            return keys
        }

        /// Which keycodes are the digit keys 3, 4 and 5 (keysyms 0x33 to 0x35 on a key's first two
        /// levels), from the server's keyboard mapping (one round trip). Keeps the previous mapping
        /// when the server does not answer.
        private func readKeyboardMapping() {
            guard let setup = xcb_get_setup(connection) else { return }
            let first = setup.pointee.min_keycode, last = setup.pointee.max_keycode
            guard first <= last else { return }
            let cookie = xcb_get_keyboard_mapping(connection, first, UInt8(Int(last) - Int(first) + 1))
            guard let reply = xcb_get_keyboard_mapping_reply(connection, cookie, nil) else { return }
            defer { free(reply) }
            let perKeycode = Int(reply.pointee.keysyms_per_keycode)
            let count = Int(xcb_get_keyboard_mapping_keysyms_length(reply))
            guard perKeycode > 0, let keysyms = xcb_get_keyboard_mapping_keysyms(reply) else { return }
            var digits = [PointerEvent.Keys](repeating: [], count: 256)
            for index in 0..<count / perKeycode {
                let keycode = Int(first) + index
                guard keycode < 256 else { break }
                for level in 0..<min(perKeycode, 2) {
                    switch keysyms[index * perKeycode + level] {
                    case 0x33: digits[keycode].insert(.digit3)
                    case 0x34: digits[keycode].insert(.digit4)
                    case 0x35: digits[keycode].insert(.digit5)
                    default: break
                    }
                }
            }
            digitKeycodes = digits
        }

        private func close() {
            guard !closed else { return }
            closed = true
            onClose()
        }

        // MARK: Pixels

        /// Sends `rect` of the back buffer in bands of rows that fit in one request.
        private func put(_ rect: PixelRect) {
            let rowBytes = rect.width * 4
            let headerBytes = 24
            let rowsPerRequest = max(1, (maximumRequestBytes - headerBytes) / rowBytes)
            let band = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * min(rowsPerRequest, rect.height), alignment: 4)
            defer { band.deallocate() }
            var y = rect.minY
            while y < rect.maxY {
                let rows = min(rowsPerRequest, rect.maxY - y)
                for row in 0..<rows {
                    let line = band + row * rowBytes
                    if pixelFormat == .rgb565 {
                        let source = backBuffer.row16(y + row) + rect.x, out = line.assumingMemoryBound(to: UInt32.self)
                        for x in 0..<rect.width { out[x] = PixelMath.expand565(source[x]) }
                    } else {
                        line.copyMemory(from: UnsafeRawPointer(backBuffer.row32(y + row) + rect.x), byteCount: rowBytes)
                    }
                }
                // Z-pixmap at depth 24 in 32-bit little-endian pixels is XRGB8888 as it is in memory.
                xcb_put_image(
                    connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, graphicsContext,
                    UInt16(rect.width), UInt16(rows), Int16(rect.x), Int16(y), 0, depth,
                    UInt32(rows * rowBytes), band.assumingMemoryBound(to: UInt8.self))
                y += rows
            }
        }

        // MARK: Setting up

        private func setProperty(_ property: xcb_atom_t, type: xcb_atom_t, bytes: [UInt8]) {
            xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, property, type, 8,
                UInt32(bytes.count), bytes)
        }

        private func setProperty(_ property: xcb_atom_t, type: xcb_atom_t, words: [UInt32]) {
            xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, property, type, 32,
                UInt32(words.count), words)
        }

        private static func atom(_ connection: OpaquePointer, _ name: String) -> xcb_atom_t {
            let utf8 = Array(name.utf8)
            let cookie = utf8.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { xcb_intern_atom(connection, 0, UInt16(buffer.count), $0.baseAddress) }
            }
            guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { return 0 }
            defer { free(reply) }
            return reply.pointee.atom
        }

        private static func screen(of connection: OpaquePointer, number: Int32) -> UnsafeMutablePointer<xcb_screen_t>? {
            var iterator = xcb_setup_roots_iterator(xcb_get_setup(connection))
            var index: Int32 = 0
            while iterator.rem > 0 {
                if index == number { return iterator.data }
                xcb_screen_next(&iterator)
                index += 1
            }
            return nil
        }

        /// Whether the screen's root visual takes XRGB8888 pixels as they are: true colour with
        /// red, green, blue masks 0xFF0000, 0xFF00, 0xFF, 32 bits per pixel, least significant byte first.
        private static func drawsXRGB8888(_ connection: OpaquePointer, screen pointer: UnsafeMutablePointer<xcb_screen_t>) -> Bool {
            let screen = pointer.pointee
            guard let setup = xcb_get_setup(connection),
                setup.pointee.image_byte_order == UInt8(XCB_IMAGE_ORDER_LSB_FIRST.rawValue)
            else { return false }
            var thirtyTwoBitPixels = false
            var formats = xcb_setup_pixmap_formats_iterator(setup)
            while formats.rem > 0 {
                let format = formats.data.pointee
                if format.depth == screen.root_depth && format.bits_per_pixel == 32 { thirtyTwoBitPixels = true }
                xcb_format_next(&formats)
            }
            guard thirtyTwoBitPixels, screen.root_depth == 24 || screen.root_depth == 32 else { return false }
            var depths = xcb_screen_allowed_depths_iterator(pointer)
            while depths.rem > 0 {
                var visuals = xcb_depth_visuals_iterator(depths.data)
                while visuals.rem > 0 {
                    let visual = visuals.data.pointee
                    if visual.visual_id == screen.root_visual {
                        return visual._class == UInt8(XCB_VISUAL_CLASS_TRUE_COLOR.rawValue)
                            && visual.red_mask == 0xFF_0000 && visual.green_mask == 0xFF00 && visual.blue_mask == 0xFF
                    }
                    xcb_visualtype_next(&visuals)
                }
                xcb_depth_next(&depths)
            }
            return false
        }
    }
#endif
