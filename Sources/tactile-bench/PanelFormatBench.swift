import CAllocationCounter
import Foundation
import Platform
import Raster
import Tactile

/// The scene part's 16-bit panel comparison (the `rgb565_*` keys of scene.json): the launcher
/// scene of `LauncherScene` shown on an 800×480 RGB565 panel (framebuffer memory behind a
/// `FramebufferDisplay`), drawn two ways:
///
/// - xrgb8888: rendered in XRGB8888 and converted to RGB565 at present (how 16-bit panels were
///   driven before native rendering);
/// - rgb565: rendered natively into an RGB565 back buffer (what a 16-bit panel gets by
///   default); the present only copies.
///
/// For a full redraw and for one moving, fading icon (`LauncherScene.pose`), blocks of frames of
/// the two alternate, so both see the same machine; each frame's render and present are timed
/// apart, and the frame is their sum. Goal (issue 19): a 565 frame no slower than an 8888 frame.
/// After each block both screens must equal a full redraw of the same state.
enum PanelFormatBench {
    static let frameOverXRGBGoal = 1.0

    /// One way of driving the panel.
    final class Side {
        let format: PixelFormat
        let memory: UnsafeMutableRawPointer
        let display: FramebufferDisplay
        let scene: LauncherScene
        var render: [Double] = []
        var present: [Double] = []
        var allocations: [Int] = []

        init(format: PixelFormat) throws(LauncherScene.Missing) {
            self.format = format
            let mode = FramebufferMode(width: FrameSize.width, height: FrameSize.height, bitsPerPixel: 16,
                                       red: .init(offset: 11, length: 5), green: .init(offset: 5, length: 6),
                                       blue: .init(offset: 0, length: 5))
            memory = .allocate(byteCount: mode.memoryLength, alignment: 64)
            do throws(DisplayError) {
                display = try FramebufferDisplay(memory: memory, mode: mode, backBufferFormat: format, path: "bench")
            } catch {
                memory.deallocate()
                throw LauncherScene.Missing(message: error.message)
            }
            scene = try LauncherScene(target: display.backBuffer)
        }

        deinit { memory.deallocate() }

        var name: String { format == .rgb565 ? "rgb565" : "xrgb8888" }

        func clear() {
            render.removeAll(keepingCapacity: true)
            present.removeAll(keepingCapacity: true)
            allocations.removeAll(keepingCapacity: true)
        }

        /// One frame: `pose` changes the views, then render (the damage, or everything when
        /// `full`) and present, each timed; allocations of the whole frame when `counted`.
        func frame(full: Bool, counted: Bool, pose: () -> Void) {
            let a0 = tactile_allocation_count()
            pose()
            let t0 = Timing.now()
            let damage: [PixelRect]
            if full {
                scene.screen.renderAll(into: scene.target)
                damage = scene.screen.lastDamage
            } else {
                damage = scene.screen.render(into: scene.target)
            }
            let t1 = Timing.now()
            display.present(damage: damage)
            let t2 = Timing.now()
            let a1 = tactile_allocation_count()
            render.append(t1 - t0)
            present.append(t2 - t1)
            if counted { allocations.append(Int(a1 - a0)) }
        }

        static func median(_ values: [Double]) -> Double? {
            guard !values.isEmpty else { return nil }
            return values.sorted()[values.count / 2] * 1000
        }

        var renderMilliseconds: Double? { Side.median(render) }
        var presentMilliseconds: Double? { Side.median(present) }
        /// The median of whole frames (render plus present of the same frame).
        var frameMilliseconds: Double? { Side.median(zip(render, present).map { $0 + $1 }) }
        var allocationsPerFrame: Double? {
            allocations.isEmpty ? nil : Double(allocations.reduce(0, +)) / Double(allocations.count)
        }
    }

    /// Runs the comparison; returns its scene.json fields.
    static func run(options: Options, failures: inout [String]) -> [(String, Double?)] {
        let quick = options.quick
        let blocks = 10
        let sides: [Side]
        do throws(LauncherScene.Missing) {
            sides = [try Side(format: .xrgb8888), try Side(format: .rgb565)]
        } catch {
            failures.append("scene 565: \(error.message)")
            return []
        }
        print("\n16-bit panel: the scene on an 800×480 RGB565 framebuffer (in memory), drawn in XRGB8888 and "
              + "converted at present, or drawn in RGB565 and copied; ms per frame (render + present), medians")
        print(Report.pad("frames", 22) + Report.pad("drawn in", 10) + Report.pad("render", 9, right: true)
              + Report.pad("present", 9, right: true) + Report.pad("frame", 9, right: true)
              + Report.pad("565/8888", 10, right: true) + Report.pad("allocs/frame", 14, right: true) + "  goal")
        var fields: [(String, Double?)] = []
        let kinds: [(name: String, key: String, full: Bool, frames: Int)] = [
            ("full redraw", "full_redraw", true, quick ? 60 : 200),
            ("1 icon", "one_icon", false, quick ? 300 : 2000),
        ]
        for kind in kinds {
            for side in sides {
                side.clear()
                side.scene.rest()
                side.scene.screen.render(into: side.scene.target)
                side.display.presentAll()
            }
            let perBlock = kind.frames / blocks
            var k = 0
            for block in 0..<blocks {
                for side in sides {
                    var frame = k
                    // The first block warms up (caches, scratch) and counts no allocations.
                    for _ in 0..<(block == 0 ? 2 * perBlock : perBlock) {
                        side.frame(full: kind.full, counted: block > 0) {
                            if !kind.full { side.scene.pose([9], frame: frame) }
                        }
                        frame += 1
                    }
                    if block == 0 { side.clear() }
                    if let difference = side.scene.mismatch() {
                        failures.append("scene 565 \(kind.name), \(side.name): \(difference)")
                    }
                }
                k += block == 0 ? 2 * perBlock : perBlock
            }
            let wide = sides[0], native = sides[1]
            var ratio: Double?
            if let a = native.frameMilliseconds, let b = wide.frameMilliseconds, b > 0 { ratio = a / b }
            for side in sides {
                let isNative = side === native
                var goal = ""
                if isNative, let ratio { goal = (ratio <= frameOverXRGBGoal ? "≤ " : "MISSED ≤ ") + "1.0" }
                print(Report.pad(kind.name, 22) + Report.pad(side.name, 10)
                      + Report.pad(Report.format(side.renderMilliseconds, decimals: 4), 9, right: true)
                      + Report.pad(Report.format(side.presentMilliseconds, decimals: 4), 9, right: true)
                      + Report.pad(Report.format(side.frameMilliseconds, decimals: 4), 9, right: true)
                      + Report.pad(isNative ? Report.format(ratio, decimals: 3) : "", 10, right: true)
                      + Report.pad(Report.format(side.allocationsPerFrame, decimals: 2), 14, right: true) + "  " + goal)
                let prefix = side.name + "_panel_" + kind.key
                fields.append((prefix + "_render_ms", side.renderMilliseconds))
                fields.append((prefix + "_present_ms", side.presentMilliseconds))
                fields.append((prefix + "_frame_ms", side.frameMilliseconds))
                fields.append((prefix + "_allocations_per_frame", side.allocationsPerFrame))
            }
            fields.append(("rgb565_" + kind.key + "_frame_over_xrgb8888", ratio))
        }
        for side in sides {
            let bytes = side.display.backBuffer.bytesPerRow * side.display.backBuffer.height
            fields.append((side.name + "_back_buffer_bytes", Double(bytes)))
        }
        print("back buffer: \(sides[0].display.backBuffer.bytesPerRow * FrameSize.height) bytes in XRGB8888, "
              + "\(sides[1].display.backBuffer.bytesPerRow * FrameSize.height) in RGB565; a full present reads "
              + "that much and writes \(FrameSize.width * FrameSize.height * 2) bytes to the panel either way")
        fields.append(("rgb565_frame_over_xrgb8888_goal", frameOverXRGBGoal))
        return fields
    }
}
