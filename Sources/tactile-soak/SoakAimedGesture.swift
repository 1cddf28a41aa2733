import Tactile
import TactileRaster

/// The app soak's gestures: each aimed at what the screen shows (`SoakTargets`) — taps on
/// controls and cells, drags and flings of lists, pinches, double taps and pull-downs of
/// pictures, edge swipes back released half-way or cancelled, the keyboard — or one of the
/// launcher's system gestures (the home pinch, the app strip, switching apps). Built as
/// `SoakGesture`s, in fractions of the screen, so the driver plays them as it plays the random ones.
enum SoakAimedGesture {
    /// How often each kind comes when its target is on the screen, out of the sum of those that
    /// can be played: mostly what an app is used with, now and then the system's gestures.
    static let weights: [(SoakGesture.Kind, Int)] = [
        (.controlTap, 22), (.cellTap, 16), (.listDrag, 10), (.listFling, 10), (.controlDrag, 4), (.picturePinch, 6),
        (.pictureDoubleTap, 6), (.pullDown, 8), (.edgeBackHalf, 5), (.edgeBackCancelled, 4), (.textFieldTap, 3),
        (.keyTap, 14), (.homePinch, 3), (.appStrip, 3), (.appSwitch, 3), (.tap, 3), (.drag, 2), (.pinch, 1)
    ]

    /// A gesture of a kind `targets` can take, none of `skipped`; nil when none can be played.
    /// `systemSwipeFingers`: the fingers of the launcher's swipes (3, or 4 in accessibility mode).
    static func random(
        _ random: inout SoakRandom, targets: SoakTargets, screen: Size, systemSwipeFingers: Int,
        skipped: Set<String>
    ) -> SoakGesture? {
        let playable = weights.filter { !skipped.contains($0.0.rawValue) && canPlay($0.0, on: targets) }
        guard !playable.isEmpty else { return nil }
        var pick = random.int(in: 0...(playable.reduce(0) { $0 + $1.1 } - 1))
        var kind = playable[0].0
        for (candidate, weight) in playable {
            if pick < weight { kind = candidate; break }
            pick -= weight
        }
        return make(kind, &random, targets: targets, screen: screen, systemSwipeFingers: systemSwipeFingers)
    }

    /// Whether `targets` has what `kind` aims at.
    static func canPlay(_ kind: SoakGesture.Kind, on targets: SoakTargets) -> Bool {
        switch kind {
        case .controlTap: !targets.controls.isEmpty
        case .cellTap: !targets.cells.isEmpty
        case .listDrag, .listFling: !targets.lists.isEmpty
        case .controlDrag: !targets.adjustables.isEmpty
        case .picturePinch, .pictureDoubleTap, .pullDown: !targets.pictures.isEmpty
        case .textFieldTap: !targets.textFields.isEmpty
        case .keyTap: targets.keyboard != nil
        default: true
        }
    }

    private static func make(
        _ kind: SoakGesture.Kind, _ random: inout SoakRandom, targets: SoakTargets, screen: Size,
        systemSwipeFingers: Int
    ) -> SoakGesture {
        let ms: Int64 = 1000
        func length(_ range: ClosedRange<Int>) -> Int64 { Int64(random.int(in: range)) * ms }
        /// A point in fractions of the screen.
        func fraction(_ point: Point) -> (x: Double, y: Double) { (point.x / screen.width, point.y / screen.height) }
        /// A random point inside `rect`, away from its edges.
        func inside(_ rect: Rect) -> (x: Double, y: Double) {
            fraction(
                Point(
                    x: rect.x + rect.width * random.double(in: 0.2...0.8),
                    y: rect.y + rect.height * random.double(in: 0.2...0.8)))
        }
        func pick<T>(_ items: [T]) -> T { items[random.int(in: 0...(items.count - 1))] }
        /// One finger from `at`, moving by `dx`, `dy` (fractions) over `duration`.
        func stroke(at point: (x: Double, y: Double), duration: Int64, dx: Double = 0, dy: Double = 0) -> SoakGesture {
            var gesture = SoakGesture(
                kind: kind, strokes: [SoakGesture.Stroke(start: 0, end: duration, x: point.x, y: point.y)],
                centre: point)
            gesture.dx = dx
            gesture.dy = dy
            return gesture
        }
        /// `count` fingers in a row about `centre` (or a ring of radius `spacing`), together.
        func fingers(
            _ count: Int, about centre: (x: Double, y: Double), spacing: Double, ring: Bool,
            duration: Int64
        ) -> SoakGesture {
            let strokes = (0..<count).map { index in
                let start = Int64(random.int(in: 0...20)) * ms
                let angle = Double(index) / Double(count) * 2 * Double.pi
                let x = ring ? centre.x + spacing * Trigonometry.cos(angle) : centre.x + (Double(index) - Double(count - 1) / 2) * spacing
                let y = ring ? centre.y + spacing * Trigonometry.sin(angle) : centre.y
                return SoakGesture.Stroke(start: start, end: start + duration, x: x, y: y)
            }
            return SoakGesture(kind: kind, strokes: strokes, centre: centre)
        }
        /// A tap at `point` (screen points), landing within a point or two of it.
        func tap(_ point: Point) -> SoakGesture {
            let jittered = Point(x: point.x + random.double(in: -2...2), y: point.y + random.double(in: -2...2))
            return stroke(at: fraction(jittered), duration: length(40...140))
        }
        switch kind {
        case .controlTap:
            let frame = pick(targets.controls)
            return tap(Point(x: frame.x + frame.width * random.double(in: 0.15...0.85), y: frame.midY))
        case .cellTap:
            return tap(pick(targets.cells))
        case .textFieldTap:
            return tap(pick(targets.textFields))
        case .keyTap:
            return stroke(
                at: inside(targets.keyboard ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)),
                duration: length(50...120))
        case .controlDrag:
            let frame = pick(targets.adjustables)
            return stroke(
                at: inside(frame), duration: length(200...700),
                dx: frame.width / screen.width * random.double(in: -0.6...0.6))
        case .listDrag, .listFling:
            let frame = pick(targets.lists)
            let vertical = random.chance(0.75)
            let distance = random.double(in: 0.3...0.9) * (random.chance(0.5) ? 1 : -1)
            let duration = kind == .listFling ? length(60...160) : length(250...1100)
            return stroke(
                at: inside(frame), duration: duration,
                dx: vertical ? 0 : distance * frame.width / screen.width,
                dy: vertical ? distance * frame.height / screen.height : 0)
        case .picturePinch:
            let frame = pick(targets.pictures)
            var gesture = fingers(
                2, about: fraction(frame.center), spacing: random.double(in: 0.04...0.12), ring: true,
                duration: length(300...800))
            gesture.scale = random.chance(0.5) ? random.double(in: 0.4...0.8) : random.double(in: 1.5...3)
            return gesture
        case .pictureDoubleTap:
            let centre = inside(pick(targets.pictures))
            let first = length(50...90), gap = length(80...180)
            return SoakGesture(
                kind: kind,
                strokes: [
                    SoakGesture.Stroke(start: 0, end: first, x: centre.x, y: centre.y),
                    SoakGesture.Stroke(start: first + gap, end: first + gap + length(50...90), x: centre.x, y: centre.y)
                ], centre: centre)
        case .pullDown:
            // As a person closes a picture: 150 to 320 pt straight down in a quarter of a second
            // to most of one (220 pt in 0.25 s, 220 pt in 0.8 s, 310 pt in 0.5 s).
            let frame = pick(targets.pictures)
            let start = fraction(Point(x: frame.midX, y: frame.y + frame.height * random.double(in: 0.3...0.5)))
            return stroke(at: start, duration: length(250...800), dy: random.double(in: 150...320) / screen.height)
        case .edgeBackHalf, .edgeBackCancelled:
            // From the leading edge to about half-way, slowly enough for the pop to follow the
            // finger; the cancelled one loses the panel before the finger lifts.
            var gesture = stroke(
                at: (0.003, random.double(in: 0.25...0.8)), duration: length(400...900),
                dx: random.double(in: 0.35...0.55))
            if kind == .edgeBackCancelled { gesture.deviceLoss = gesture.duration * Int64(random.int(in: 40...85)) / 100 }
            return gesture
        case .homePinch:
            var gesture = fingers(
                5, about: (random.double(in: 0.4...0.6), random.double(in: 0.4...0.6)),
                spacing: random.double(in: 0.2...0.3), ring: true, duration: length(250...500))
            gesture.scale = random.double(in: 0.3...0.5)
            return gesture
        case .appStrip:
            var gesture = fingers(
                systemSwipeFingers, about: (0.5, random.double(in: 0.6...0.8)), spacing: 0.1, ring: false,
                duration: length(150...350))
            gesture.dy = -random.double(in: 0.35...0.5)
            return gesture
        case .appSwitch:
            var gesture = fingers(
                systemSwipeFingers, about: (0.5, random.double(in: 0.4...0.6)), spacing: 0.1, ring: false,
                duration: length(150...350))
            gesture.dx = random.double(in: 0.35...0.5) * (random.chance(0.5) ? 1 : -1)
            return gesture
        default:
            // One of the launcher soak's random gestures, anywhere.
            var gesture = SoakGesture.random(&random, deviceLossChance: 0)
            while gesture.kind != kind { gesture = SoakGesture.random(&random, deviceLossChance: 0) }
            return gesture
        }
    }
}
