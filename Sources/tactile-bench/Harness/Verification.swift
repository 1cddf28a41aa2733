import TactileRaster

/// Checks that both sides draw the same pixels before anything is timed: each of the first few
/// operations is drawn alone on a fresh copy of the background, and the whole frames compared.
enum Verification {
    static let operations = 6

    struct Failure: Error {
        var message: String
    }

    /// The largest differences seen: per channel anywhere, and the mean over an operation's area.
    struct Agreement {
        var worst = 0
        var mean = 0.0

        var description: String {
            worst == 0 ? "identical" : "max Δ \(worst)" + (mean > 0 ? String(format: ", mean Δ %.3f", mean) : "")
        }
    }

    @discardableResult
    static func check(_ scene: Scene, _ run: SceneRun) throws(Failure) -> Agreement {
        let frame = run.frame
        var agreement = Agreement()
        for k in 0..<operations {
            frame.reset()
            run.afterReset()
            run.ours(k)
            run.reference(k)
            let one = try compare(
                frame, area: run.area(k).intersection(frame.ours.bounds), tolerance: scene.tolerance,
                what: "operation \(k)")
            agreement.worst = max(agreement.worst, one.worst)
            agreement.mean = max(agreement.mean, one.mean)
        }
        frame.reset()
        run.afterReset()
        return agreement
    }

    /// Channels of a pixel in the units the tolerance is stated in.
    @inline(__always)
    static func channels(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        switch bitmap.format {
        case .xrgb8888, .argb8888:
            let p = bitmap.row32(y)[x]
            return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
        case .rgb565:
            let p = bitmap.row16(y)[x]
            return (Int(p >> 11), Int(p >> 5 & 0x3F), Int(p & 0x1F))
        }
    }

    static func compare(_ frame: Frame, area: PixelRect, tolerance: Tolerance, what: String) throws(Failure) -> Agreement {
        let ours = frame.ours, reference = frame.reference, background = frame.background
        var worst = 0, worstAt = (0, 0), changed = 0
        var sum = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let a = channels(ours, x, y), b = channels(reference, x, y)
                let d = max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
                if d > worst { worst = d; worstAt = (x, y) }
                if area.contains(x: x, y: y) { sum += abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2) }
                let c = channels(background, x, y)
                if b != c { changed += 1 }
            }
        }
        // A reference that draws nothing would make any implementation look right.
        if changed == 0 {
            throw Failure(message: "\(what): the reference changed no pixel")
        }
        if worst > tolerance.perChannel {
            let (x, y) = worstAt
            throw Failure(
                message: "\(what): pixel (\(x), \(y)) ours \(hex(ours, x, y)) reference \(hex(reference, x, y)) "
                    + "background \(hex(background, x, y)), difference \(worst) > \(tolerance.perChannel)")
        }
        let mean = area.isEmpty ? 0 : Double(sum) / Double(3 * area.area)
        if let bound = tolerance.mean, mean > bound {
            throw Failure(message: "\(what): mean channel difference \(mean) over \(area) > \(bound)")
        }
        return Agreement(worst: worst, mean: tolerance.mean == nil ? 0 : mean)
    }

    static func hex(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> String {
        switch bitmap.format {
        case .rgb565: return "0x" + String(bitmap.row16(y)[x], radix: 16)
        case .xrgb8888, .argb8888: return "0x" + String(bitmap.row32(y)[x], radix: 16)
        }
    }
}
