import TactileRaster

/// One random gesture of the soak: fingers (strokes) landing and lifting at their own times and
/// moving together — translated, scaled about a centre and turned — with the device perhaps
/// vanishing in the middle. Positions are fractions of the screen (0...1 on each side); times
/// are µs from the gesture's start.
struct SoakGesture {
    enum Kind: String, CaseIterable {
        case tap, multiFingerTap = "multi-finger-tap", doubleTap = "double-tap", longPress = "long-press", drag, fling,
            pinch, rotation, swipe, edgePan = "edge-pan", tenFingerTap = "ten-finger-tap"
        // The app soak's, aimed at what the screen shows (`SoakAimedGesture`).
        case controlTap = "control-tap", controlDrag = "control-drag", cellTap = "cell-tap", listDrag = "list-drag",
            listFling = "list-fling", picturePinch = "picture-pinch", pictureDoubleTap = "picture-double-tap",
            pullDown = "pull-down", edgeBackHalf = "edge-back-half", edgeBackCancelled = "edge-back-cancelled",
            textFieldTap = "text-field-tap", keyTap = "key-tap", homePinch = "home-pinch", appStrip = "app-strip",
            appSwitch = "app-switch"
    }

    /// One finger from landing to lifting.
    struct Stroke {
        var start: Int64
        var end: Int64
        var x: Double
        var y: Double
    }

    var kind: Kind
    var strokes: [Stroke]
    var centre: (x: Double, y: Double)
    /// The motion over each stroke's life: translation, scale about `centre`, turn in radians.
    var dx = 0.0, dy = 0.0, scale = 1.0, turn = 0.0
    /// When the device goes away, if it does in this gesture.
    var deviceLoss: Int64?

    /// When the last finger lifts.
    var duration: Int64 { strokes.reduce(0) { max($0, $1.end) } }

    /// The most fingers down at once.
    var fingerCount: Int {
        strokes.reduce(0) { count, stroke in
            max(count, strokes.filter { $0.start <= stroke.start && $0.end > stroke.start }.count)
        }
    }

    /// Where `stroke` is at `time`.
    func position(of stroke: Stroke, at time: Int64) -> (x: Double, y: Double) {
        let length = stroke.end - stroke.start
        let progress = length > 0 ? min(1, max(0, Double(time - stroke.start) / Double(length))) : 0
        let factor = 1 + (scale - 1) * progress
        let angle = turn * progress
        let cosine = Trigonometry.cos(angle), sine = Trigonometry.sin(angle)
        let offsetX = stroke.x - centre.x, offsetY = stroke.y - centre.y
        return (
            centre.x + (offsetX * cosine - offsetY * sine) * factor + dx * progress,
            centre.y + (offsetX * sine + offsetY * cosine) * factor + dy * progress
        )
    }

    /// How often each kind comes, out of the sum: taps and drags most, as on a phone.
    static let weights: [(Kind, Int)] = [
        (.tap, 25), (.multiFingerTap, 6), (.doubleTap, 6), (.longPress, 5), (.drag, 15), (.fling, 12), (.pinch, 8),
        (.rotation, 4), (.swipe, 10), (.edgePan, 5), (.tenFingerTap, 2)
    ]

    /// A random gesture; the device vanishes in the middle of `deviceLossChance` of them.
    static func random(_ random: inout SoakRandom, deviceLossChance: Double) -> SoakGesture {
        var pick = random.int(in: 0...(weights.reduce(0) { $0 + $1.1 } - 1))
        var kind = Kind.tap
        for (candidate, weight) in weights {
            if pick < weight { kind = candidate; break }
            pick -= weight
        }
        let ms: Int64 = 1000
        let centre = (x: random.double(in: 0.1...0.9), y: random.double(in: 0.1...0.9))
        var gesture = SoakGesture(kind: kind, strokes: [], centre: centre)
        /// `count` fingers in a row (or a ring for pinches) about the centre, landing and lifting
        /// a few ms apart as real fingers do.
        func fingers(_ count: Int, length: Int64, spacing: Double, ring: Bool = false) -> [Stroke] {
            (0..<count).map { index in
                let start = Int64(random.int(in: 0...30)) * ms
                let x: Double, y: Double
                if ring {
                    let angle = Double(index) / Double(count) * 2 * Double.pi
                    x = centre.x + spacing * Trigonometry.cos(angle)
                    y = centre.y + spacing * Trigonometry.sin(angle)
                } else {
                    x = centre.x + (Double(index) - Double(count - 1) / 2) * spacing
                    y = centre.y + random.double(in: -0.01...0.01)
                }
                return Stroke(start: start, end: start + length + Int64(random.int(in: 0...30)) * ms, x: x, y: y)
            }
        }
        func length(_ range: ClosedRange<Int>) -> Int64 { Int64(random.int(in: range)) * ms }
        switch kind {
        case .tap:
            gesture.strokes = fingers(1, length: length(40...150), spacing: 0)
        case .multiFingerTap:
            gesture.strokes = fingers(random.int(in: 2...5), length: length(60...200), spacing: 0.08)
        case .doubleTap:
            let first = length(50...100), gap = length(80...200)
            gesture.strokes = [
                Stroke(start: 0, end: first, x: centre.x, y: centre.y),
                Stroke(
                    start: first + gap, end: first + gap + length(50...100),
                    x: centre.x + random.double(in: -0.01...0.01), y: centre.y)
            ]
        case .longPress:
            gesture.strokes = fingers(1, length: length(600...1500), spacing: 0)
            gesture.dx = random.double(in: -0.005...0.005)
        case .drag:
            gesture.strokes = fingers(1, length: length(250...1200), spacing: 0)
            gesture.dx = random.double(in: -0.6...0.6)
            gesture.dy = random.double(in: -0.6...0.6)
        case .fling:
            gesture.strokes = fingers(1, length: length(60...180), spacing: 0)
            let distance = random.double(in: 0.3...0.8) * (random.chance(0.5) ? 1 : -1)
            if random.chance(0.7) { gesture.dy = distance } else { gesture.dx = distance }
        case .pinch:
            gesture.strokes = fingers(
                random.int(in: 2...5), length: length(300...900), spacing: random.double(in: 0.08...0.25),
                ring: true)
            gesture.scale = random.chance(0.5) ? random.double(in: 0.3...0.8) : random.double(in: 1.3...2.5)
        case .rotation:
            gesture.strokes = fingers(2, length: length(300...900), spacing: random.double(in: 0.1...0.25), ring: true)
            gesture.turn = random.double(in: 0.3...1.5) * (random.chance(0.5) ? 1 : -1)
        case .swipe:
            gesture.strokes = fingers(random.int(in: 3...4), length: length(150...400), spacing: 0.08)
            let distance = random.double(in: 0.3...0.5)
            switch random.int(in: 0...3) {
            case 0: gesture.dy = -distance
            case 1: gesture.dy = distance
            case 2: gesture.dx = -distance
            default: gesture.dx = distance
            }
        case .edgePan:
            gesture.centre = (0.002, centre.y)
            gesture.strokes = [Stroke(start: 0, end: length(200...600), x: 0.002, y: centre.y)]
            gesture.dx = random.double(in: 0.3...0.7)
        case .tenFingerTap:
            gesture.strokes =
                fingers(5, length: length(80...200), spacing: 0.12)
                + fingers(5, length: length(80...200), spacing: 0.12).map {
                    var stroke = $0; stroke.y += 0.2; return stroke
                }
        default:
            // The aimed kinds have no weight here (`SoakAimedGesture` makes them).
            gesture.strokes = fingers(1, length: length(40...150), spacing: 0)
        }
        if random.chance(deviceLossChance) {
            gesture.deviceLoss = Int64(random.unit() * Double(gesture.duration))
        }
        return gesture
    }
}
