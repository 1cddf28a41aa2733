import TactileRaster

/// The calibration procedure as a state machine: it shows targets one after the other at known
/// screen positions, takes one touch per target (the mean of the touch's samples, which the
/// caller produces with the identity calibration), and solves the least-squares matrix.
///
/// Feed it the touch records of an uncalibrated device (`handle(_:)`); draw `currentTarget`.
public struct CalibrationProcedure: Sendable {
    /// Where the procedure is.
    public enum State: Equatable, Sendable {
        /// Waiting for a touch on target `index`.
        case waiting(target: Int)
        /// A finger is on target `index`.
        case touching(target: Int)
        /// Done: the matrix to save.
        case finished(CalibrationMatrix)
        /// The touches did not determine a matrix (all on one line, or far off the targets).
        case failed(String)
    }

    /// The screen's width in points, in the UI's orientation.
    public let width: Double
    /// The screen's height in points, in the UI's orientation.
    public let height: Double
    /// The display rotation the touches are mapped with.
    public let rotation: DisplayRotation
    /// Target positions in screen points.
    public let targets: [TouchLocation]
    /// Where the procedure is: the target it waits on, or its result.
    public private(set) var state: State = .waiting(target: 0)
    /// The touch sample means taken so far, in normalised panel coordinates.
    public private(set) var samples: [(x: Double, y: Double)] = []
    private var touchID = -1
    private var sum = (x: 0.0, y: 0.0, count: 0)

    /// Five targets: four near the corners (`inset` of the size in from each edge) and the centre.
    public init(width: Double, height: Double, rotation: DisplayRotation = .none, inset: Double = 0.1) {
        self.width = width
        self.height = height
        self.rotation = rotation
        targets = [
            TouchLocation(x: width * inset, y: height * inset),
            TouchLocation(x: width * (1 - inset), y: height * inset),
            TouchLocation(x: width * (1 - inset), y: height * (1 - inset)),
            TouchLocation(x: width * inset, y: height * (1 - inset)),
            TouchLocation(x: width / 2, y: height / 2)
        ]
    }

    /// The target to draw, or nil when finished.
    public var currentTarget: TouchLocation? {
        switch state {
        case .waiting(let index), .touching(let index): return targets[index]
        case .finished, .failed: return nil
        }
    }

    /// Takes one touch record from the device, mapped with the identity calibration and this
    /// procedure's rotation and screen size. Extra fingers are ignored.
    public mutating func handle(_ record: TouchRecord) {
        switch state {
        case .waiting(let index):
            guard record.phase == .began else { return }
            touchID = record.id
            sum = (record.location.x, record.location.y, 1)
            state = .touching(target: index)
        case .touching(let index):
            guard record.id == touchID else { return }
            switch record.phase {
            case .moved, .stationary:
                sum = (sum.x + record.location.x, sum.y + record.location.y, sum.count + 1)
            case .cancelled:
                state = .waiting(target: index)
            case .ended:
                let mean = TouchLocation(x: sum.x / Double(sum.count), y: sum.y / Double(sum.count))
                samples.append(panelPoint(mean))
                if index + 1 < targets.count {
                    state = .waiting(target: index + 1)
                } else {
                    finish()
                }
            case .began:
                break
            }
        case .finished, .failed:
            return
        }
    }

    /// A screen point (identity calibration) back in normalised panel coordinates.
    func panelPoint(_ location: TouchLocation) -> (x: Double, y: Double) {
        let unrotate = rotation.matrix.inverted ?? .identity
        return unrotate.apply(x: location.x / width, y: location.y / height)
    }

    private mutating func finish() {
        let wanted = targets.map { panelPoint($0) }
        guard let matrix = CalibrationMatrix.solve(touches: samples, targets: wanted) else {
            state = .failed("the touches lie on one line; touch each target in turn")
            return
        }
        // Taps far outside the targets, or almost on top of each other, solve to a matrix that
        // would put every touch off the screen or in one place.
        if matrix.problem != nil {
            state = .failed("the touches do not match the targets; try again")
            return
        }
        // A matrix that moves some target by more than a quarter of the screen is a mistake.
        for (sample, target) in zip(samples, wanted) {
            let mapped = matrix.apply(x: sample.x, y: sample.y)
            if abs(mapped.x - target.x) > 0.25 || abs(mapped.y - target.y) > 0.25 {
                state = .failed("the touches do not match the targets; try again")
                return
            }
        }
        state = .finished(matrix)
    }
}
