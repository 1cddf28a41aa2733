import Foundation
import TactileInput
import TactilePlatform
import TactileSystem

extension LatencyBench {
    /// The evemu text of `strokes` drags of one finger over the icon in each phase, at
    /// `reportRate`; returns it, when each phase starts (from the replay's start) and when the
    /// last event happens.
    static func recording(strokes: Int) -> (String, [Interval], Interval) {
        let panel = DeviceDescription.multitouchPanel(
            name: "Tactile latency panel", maximumX: Int32(screenSize.width - 1),
            maximumY: Int32(screenSize.height - 1))
        var text = EvemuFormat.text(for: panel)
        var time = 500_000  // µs: after the first frame
        let step = 1_000_000 / reportRate
        func event(_ type: Int, _ code: Int, _ value: Int) {
            text += "E: \(time / 1_000_000).\(String(format: "%06d", time % 1_000_000)) \(String(format: "%04x %04x", type, code)) \(value)\n"
        }
        func report() { event(0, 0, 0); time += step }
        var id = 1
        var position = (x: 400, y: 240)
        var phaseStarts: [Interval] = []
        for _ in 0..<2 {
            phaseStarts.append(.milliseconds(time / 1000 - 200))
            for stroke in 0..<strokes {
                event(3, 0x2F, 0); event(3, 0x39, id); event(3, 0x35, position.x); event(3, 0x36, position.y)
                event(1, 0x14A, 1); report()
                // A zigzag that stays on screen: 120 reports, 3 px a report.
                let direction = stroke % 2 == 0 ? 1 : -1
                for index in 0..<120 {
                    position.x += 3 * direction
                    position.y += (index / 20) % 2 == 0 ? 1 : -1
                    event(3, 0x35, position.x); event(3, 0x36, position.y); report()
                }
                event(3, 0x39, -1); event(1, 0x14A, 0); report()
                id += 1
                time += 250_000
            }
            time += 300_000
        }
        return (text, phaseStarts, .milliseconds(time / 1000))
    }
}
