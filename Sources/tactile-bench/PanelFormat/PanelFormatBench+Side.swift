import Tactile
import TactilePlatform
import TactileRaster

extension PanelFormatBench {
    /// One way of driving a panel: the launcher scene rendered into a back buffer of `format`
    /// behind a `FramebufferDisplay` over framebuffer memory of a 16-bit (RGB565) or 32-bit
    /// (XRGB8888) panel mounted turned by `rotation`, with each frame's render and present times
    /// and allocations.
    final class Side {
        let format: PixelFormat
        let panelBitsPerPixel: Int
        let rotation: DisplayRotation
        let memory: UnsafeMutableRawPointer
        let display: FramebufferDisplay
        let scene: LauncherScene
        var render: [Double] = []
        var present: [Double] = []
        var allocations: [Int] = []

        init(
            format: PixelFormat, panelBitsPerPixel: Int = 16, rotation: DisplayRotation = .none,
            bands: Bool = false
        ) throws(LauncherScene.Missing) {
            self.format = format
            self.panelBitsPerPixel = panelBitsPerPixel
            self.rotation = rotation
            // A panel turned a quarter is taller than wide: the picture is 800×480 either way.
            let (width, height) =
                rotation.swapsAxes
                ? (FrameSize.height, FrameSize.width)
                : (FrameSize.width, FrameSize.height)
            let mode =
                panelBitsPerPixel == 16
                ? FramebufferMode(
                    width: width, height: height, bitsPerPixel: 16,
                    red: .init(offset: 11, length: 5), green: .init(offset: 5, length: 6),
                    blue: .init(offset: 0, length: 5))
                : FramebufferMode(
                    width: width, height: height, bitsPerPixel: 32,
                    red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8),
                    blue: .init(offset: 0, length: 8))
            memory = .allocate(byteCount: mode.memoryLength, alignment: 64)
            do throws(DisplayError) {
                display = try FramebufferDisplay(
                    memory: memory, mode: mode, rotation: rotation,
                    backBufferFormat: format, drawsInBands: bands, path: "bench")
            } catch {
                memory.deallocate()
                throw LauncherScene.Missing(message: error.message)
            }
            scene = try LauncherScene(target: display.backBuffer)
        }

        deinit { memory.deallocate() }

        var name: String { (format == .rgb565 ? "rgb565" : "xrgb8888") + (display.drawsInBands ? "_bands" : "") }

        /// How many bytes of the two panels' memory differ (both of one mode).
        func differingPanelBytes(from other: Side) -> Int {
            let count = display.mode.memoryLength
            var differing = 0
            for i in 0..<count
            where memory.load(fromByteOffset: i, as: UInt8.self)
                != other.memory.load(fromByteOffset: i, as: UInt8.self)
            {
                differing += 1
            }
            return differing
        }

        /// The panel and how it is turned, for tables: "RGB565 panel, 90°".
        var panelName: String {
            (panelBitsPerPixel == 16 ? "RGB565" : "XRGB8888") + " panel, \(rotation.degrees)°"
                + (display.drawsInBands ? ", bands" : "")
        }

        func clear() {
            render.removeAll(keepingCapacity: true)
            present.removeAll(keepingCapacity: true)
            allocations.removeAll(keepingCapacity: true)
        }

        /// One frame: `pose` changes the views, then render (the damage, or everything when
        /// `full`) and present, each timed; times and the whole frame's allocations are kept
        /// when `keep`.
        func frame(full: Bool, keep: Bool, pose: () -> Void) {
            let a0 = Allocations.count
            pose()
            let t0 = Timing.now()
            let damage: [PixelRect]
            if display.drawsInBands {
                // Each band is presented as it is drawn: the whole frame counts as render.
                if full { scene.screen.setNeedsFullRedraw() }
                scene.screen.render(inBandsOf: display)
                let t1 = Timing.now()
                guard keep else { return }
                render.append(t1 - t0)
                present.append(0)
                allocations.append(Allocations.count - a0)
                return
            } else if full {
                scene.screen.renderAll(into: scene.target)
                damage = scene.screen.lastDamage
            } else {
                damage = scene.screen.render(into: scene.target)
            }
            let t1 = Timing.now()
            display.present(damage: damage)
            let t2 = Timing.now()
            let a1 = Allocations.count
            guard keep else { return }
            render.append(t1 - t0)
            present.append(t2 - t1)
            allocations.append(a1 - a0)
        }

        var renderMilliseconds: Double? { Statistics.median(render).map { $0 * 1000 } }
        var presentMilliseconds: Double? { Statistics.median(present).map { $0 * 1000 } }
        /// The median of whole frames (render plus present of the same frame).
        var frameMilliseconds: Double? { Statistics.median(zip(render, present).map { $0 + $1 }).map { $0 * 1000 } }
        var allocationsPerFrame: Double? { Statistics.mean(allocations) }
    }
}
