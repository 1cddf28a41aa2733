import Foundation
import TactilePlatform
import TactileRaster
import TactileSystem
import Testing

@testable import TactileInput

@Suite struct CalibrationTests {
    /// A panel glued on skewed, rotated by 3°, scaled and offset: the raw reading of screen
    /// point (x, y) of an 800×480 display (natural orientation) on 0...4095 axes.
    static func panelReading(x: Double, y: Double) -> (Int32, Int32) {
        let angle = 3.0 * Double.pi / 180
        let sx = 4.6, sy = 7.9, skew = 0.05
        let u = x * sx + y * skew * sx
        let v = y * sy
        let rx = cos(angle) * u - sin(angle) * v + 180
        let ry = sin(angle) * u + cos(angle) * v + 95
        return (Int32(rx.rounded()), Int32(ry.rounded()))
    }

    static let axis = AxisInfo(minimum: 0, maximum: 4095)

    /// Runs the procedure with touches from the skewed panel; returns the matrix.
    func calibrate(rotation: DisplayRotation, width: Double, height: Double) throws -> CalibrationMatrix {
        var procedure = CalibrationProcedure(width: width, height: height, rotation: rotation)
        let tracker = TouchTracker()
        let raw = ScreenMapping(xAxis: Self.axis, yAxis: Self.axis, rotation: rotation, width: width, height: height)
        var time: Int64 = 1_000_000
        var key = 1
        while let target = procedure.currentTarget {
            // The target in the panel's natural orientation (800×480), where the finger lands.
            let normalised = rotation.matrix.inverted!.apply(x: target.x / width, y: target.y / height)
            let (rx, ry) = Self.panelReading(x: normalised.x * 800, y: normalised.y * 480)
            for jitter in [Int32(0), 2, -2] {
                tracker.consume(
                    ContactFrame(time: time, contacts: [Contact(key: key, x: rx + jitter, y: ry - jitter)]),
                    deviceID: 1, mapping: raw)
                time += 10_000
            }
            tracker.consume(ContactFrame(time: time, contacts: []), deviceID: 1, mapping: raw)
            time += 500_000
            key += 1
            for record in tracker.takeRecords() { procedure.handle(record) }
        }
        guard case .finished(let matrix) = procedure.state else {
            Issue.record("procedure ended in \(procedure.state)")
            return .identity
        }
        return matrix
    }

    @Test(arguments: [DisplayRotation.none, .clockwise90, .upsideDown, .clockwise270])
    func calibrationMapsTheSkewedPanelBackWithinOnePixel(rotation: DisplayRotation) throws {
        let (width, height) = rotation.swapsAxes ? (480.0, 800.0) : (800.0, 480.0)
        let matrix = try calibrate(rotation: rotation, width: width, height: height)
        let mapping = ScreenMapping(
            xAxis: Self.axis, yAxis: Self.axis, calibration: matrix, rotation: rotation,
            width: width, height: height)
        // Check a grid of points across the whole screen, not only the targets.
        for gx in stride(from: 0.0, through: 800, by: 50) {
            for gy in stride(from: 0.0, through: 480, by: 40) {
                let (rx, ry) = Self.panelReading(x: gx, y: gy)
                let mapped = mapping.location(x: rx, y: ry)
                // Where the natural-orientation point (gx, gy) is in the UI.
                let expected = rotation.matrix.apply(x: gx / 800, y: gy / 480)
                #expect(
                    abs(mapped.x - expected.x * width) <= 1 && abs(mapped.y - expected.y * height) <= 1,
                    "\(rotation) (\(gx), \(gy)) → \(mapped)")
            }
        }
    }

    @Test func procedureWaitsAgainAfterACancelAndIgnoresOtherFingers() {
        var procedure = CalibrationProcedure(width: 100, height: 100)
        let spot = TouchLocation(x: 10, y: 10)
        procedure.handle(TouchRecord(id: 1, phase: .began, timestamp: Instant(seconds: 1), location: spot, previousLocation: spot))
        #expect(procedure.state == .touching(target: 0))
        procedure.handle(TouchRecord(id: 2, phase: .ended, timestamp: Instant(seconds: 1.1), location: spot, previousLocation: spot))
        #expect(procedure.state == .touching(target: 0))
        procedure.handle(TouchRecord(id: 1, phase: .cancelled, timestamp: Instant(seconds: 1.2), location: spot, previousLocation: spot))
        #expect(procedure.state == .waiting(target: 0))
        #expect(procedure.samples.isEmpty)
    }

    @Test func procedureFailsWhenEveryTouchLandsOnOneLine() {
        var procedure = CalibrationProcedure(width: 100, height: 100)
        for index in 0..<5 {
            let spot = TouchLocation(x: Double(10 + 10 * index), y: Double(10 + 10 * index))
            procedure.handle(TouchRecord(id: index + 1, phase: .began, timestamp: Instant(seconds: 1), location: spot, previousLocation: spot))
            procedure.handle(TouchRecord(id: index + 1, phase: .ended, timestamp: Instant(seconds: 1), location: spot, previousLocation: spot))
        }
        guard case .failed = procedure.state else {
            Issue.record("expected failure, got \(procedure.state)")
            return
        }
        #expect(procedure.currentTarget == nil)
    }

    @Test func solverIsExactForAnAffineMap() throws {
        let truth = CalibrationMatrix(1.1, -0.2, 0.05, 0.15, 0.9, -0.03)
        let touches: [(x: Double, y: Double)] = [(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9), (0.5, 0.5)]
        let targets = touches.map { truth.apply(x: $0.x, y: $0.y) }
        let solved = try #require(CalibrationMatrix.solve(touches: touches, targets: targets))
        for (found, wanted) in zip(solved.values, truth.values) { #expect(abs(found - wanted) < 1e-12) }
    }

    @Test func solverRefusesCollinearTouches() {
        let line: [(x: Double, y: Double)] = [(0.1, 0.1), (0.5, 0.5), (0.9, 0.9)]
        #expect(CalibrationMatrix.solve(touches: line, targets: line) == nil)
        #expect(CalibrationMatrix.solve(touches: [(0, 0), (1, 0)], targets: [(0, 0), (1, 0)]) == nil)
    }

    @Test func rotationMatricesMoveTheCorners() {
        let corner90 = DisplayRotation.clockwise90.matrix.apply(x: 0, y: 0)
        #expect(corner90.x == 0 && corner90.y == 1)  // panel top-left → UI bottom-left
        let corner180 = DisplayRotation.upsideDown.matrix.apply(x: 0, y: 0)
        #expect(corner180.x == 1 && corner180.y == 1)
        let corner270 = DisplayRotation.clockwise270.matrix.apply(x: 0, y: 0)
        #expect(corner270.x == 1 && corner270.y == 0)
        for rotation in [DisplayRotation.none, .clockwise90, .upsideDown, .clockwise270] {
            let round = rotation.matrix.followed(by: rotation.matrix.inverted!)
            let p = round.apply(x: 0.3, y: 0.7)
            #expect(abs(p.x - 0.3) < 1e-12 && abs(p.y - 0.7) < 1e-12)
        }
    }

    @Test func defaultMappingSpansTheAxisRanges() {
        let mapping = ScreenMapping(
            xAxis: AxisInfo(minimum: 100, maximum: 1099), yAxis: AxisInfo(minimum: -50, maximum: 449),
            width: 500, height: 250)
        #expect(mapping.location(x: 100, y: -50) == TouchLocation(x: 0, y: 0))
        #expect(mapping.location(x: 600, y: 200) == TouchLocation(x: 250, y: 125))
    }

    // MARK: Configuration file

    @Test func configurationRoundTrips() throws {
        let configuration = InputConfiguration(calibration: CalibrationMatrix(1.02, 0.01, -0.012, 0, 0.98, 0.007), rotation: .clockwise270)
        let parsed = try InputConfiguration.parse(Array(configuration.text.utf8))
        #expect(parsed.rotation == .clockwise270)
        for (a, b) in zip(parsed.calibration.values, configuration.calibration.values) { #expect(abs(a - b) <= 1e-15) }
        let path = NSTemporaryDirectory() + "tactile-input-\(getpid()).conf"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try configuration.write(path: path)
        let read = try InputConfiguration.read(path: path)
        #expect(read.rotation == .clockwise270)
        #expect(try InputConfiguration.read(path: path + ".missing") == InputConfiguration())
    }

    @Test func configurationParsesNumbersAndComments() throws {
        let text = "# hello\n\ncalibration = -1 0 1 0 -1e0 1.0 # inverted\n"
        let parsed = try InputConfiguration.parse(Array(text.utf8))
        #expect(parsed.calibration == CalibrationMatrix(-1, 0, 1, 0, -1, 1))
        #expect(parsed.rotation == nil)
    }

    @Test func configurationErrorsNameTheLine() {
        func line(_ text: String) -> Int? {
            do { _ = try InputConfiguration.parse(Array(text.utf8)); return nil } catch { return error.line }
        }
        #expect(line("calibration = 1 0 0 0 1\n") == 1)
        #expect(line("# ok\ncalibration = 1 0 0 0 1 x\n") == 2)
        #expect(line("\n\nrotation = 45\n") == 3)
        #expect(line("calibrate = 1 0 0 0 1 0\n") == 1)
        #expect(line("calibration 1 0 0 0 1 0\n") == 1)
        #expect(line("calibration = 0 0 0 0 0 0\n") == 1)  // singular
        #expect(line("calibration = 1e999 0 0 0 1 0\n") == 1)
    }
}
