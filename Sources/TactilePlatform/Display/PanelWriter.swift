import TactileRaster

/// Copies rectangles of a back buffer into a panel's memory: turned for the panel's rotation and
/// converted to its pixel layout (dithered to RGB565 when asked). Shared by the displays that
/// write panel memory: `FramebufferDisplay` (fbdev) and `DRMDisplay` (dumb buffers).
final class PanelWriter {
    /// The panel's size in pixels, as it scans out (before any rotation of the picture).
    let deviceWidth: Int
    let deviceHeight: Int
    /// The panel memory's bytes from one row to the next.
    let bytesPerLine: Int
    /// How the panel stores a pixel.
    let layout: DevicePixelLayout
    /// Whether XRGB8888 is dithered to an RGB565 panel.
    let dithering: Bool
    let converter: PixelConverter
    /// One device row of gathered back-buffer pixels: for dithering rotated pictures, and for
    /// widening an RGB565 back buffer's run for a panel of another layout.
    private let scratchRow: UnsafeMutablePointer<UInt32>

    init(deviceWidth: Int, deviceHeight: Int, bytesPerLine: Int, layout: DevicePixelLayout, dithering: Bool) {
        self.deviceWidth = deviceWidth
        self.deviceHeight = deviceHeight
        self.bytesPerLine = bytesPerLine
        self.layout = layout
        self.converter = PixelConverter(layout: layout)
        self.dithering = dithering && converter.isRGB565
        scratchRow = .allocate(capacity: max(deviceWidth, 1))
    }

    deinit { scratchRow.deallocate() }

    /// Writes `backBuffer`'s `rect` (picture coordinates) into the panel memory at `page`, turned
    /// by `rotation` and converted.
    func write(_ rect: PixelRect, of backBuffer: Bitmap, rotation: DisplayRotation, to page: UnsafeMutableRawPointer) {
        let deviceWidth = self.deviceWidth, deviceHeight = self.deviceHeight
        let target = rotation.deviceRect(rect, deviceWidth: deviceWidth, deviceHeight: deviceHeight)
        let rowPixels = backBuffer.bytesPerRow / backBuffer.format.bytesPerPixel
        let bytesPerPixel = layout.bytesPerPixel
        let bytesPerLine = self.bytesPerLine
        let dithers = dithering && backBuffer.format == .xrgb8888
        if rotation.swapsAxes, !dithers,
            writeQuarterTurned(target, of: backBuffer, rotation: rotation, rowPixels: rowPixels, to: page)
        {
            return
        }
        // Rotated reads walk down columns of the back buffer: in chunks of 32 device columns the
        // rows they touch stay in the cache from one device row to the next.
        let chunk = rotation.swapsAxes ? 32 : target.width
        var chunkX = target.minX
        while chunkX < target.maxX {
            let count = min(chunk, target.maxX - chunkX)
            for y in target.minY..<target.maxY {
                // The back-buffer pixel shown at device (chunkX, y), and the step to the next one.
                let sourceX: Int, sourceY: Int, step: Int
                switch rotation {
                case .none: (sourceX, sourceY, step) = (chunkX, y, 1)
                case .clockwise90: (sourceX, sourceY, step) = (y, deviceWidth - 1 - chunkX, -rowPixels)
                case .upsideDown: (sourceX, sourceY, step) = (deviceWidth - 1 - chunkX, deviceHeight - 1 - y, -1)
                case .clockwise270: (sourceX, sourceY, step) = (deviceHeight - 1 - y, chunkX, rowPixels)
                }
                let destination = page + y * bytesPerLine + chunkX * bytesPerPixel
                if backBuffer.format == .rgb565 {
                    converter.convert(
                        from: UnsafePointer(backBuffer.row16(sourceY) + sourceX), step: step,
                        count: count, to: destination, widened: scratchRow)
                } else if dithers {
                    ditherRun(
                        from: backBuffer.row32(sourceY) + sourceX, step: step, count: count, x: chunkX, y: y,
                        page: page)
                } else {
                    converter.convert(
                        from: UnsafePointer(backBuffer.row32(sourceY) + sourceX), step: step,
                        count: count, to: destination)
                }
            }
            chunkX += count
        }
    }

    /// Writes the device rectangle `target` of a panel turned a quarter from the back buffer in
    /// tiles (`QuarterTurn`), when the panel's pixels are the back buffer's (XRGB8888 on XRGB8888
    /// or ARGB8888, RGB565 on RGB565); false, writing nothing, for other layouts.
    private func writeQuarterTurned(
        _ target: PixelRect, of backBuffer: Bitmap, rotation: DisplayRotation,
        rowPixels: Int, to page: UnsafeMutableRawPointer
    ) -> Bool {
        let bounds = QuarterTurn.Bounds(minX: target.minX, minY: target.minY, maxX: target.maxX, maxY: target.maxY)
        // The back-buffer pixel shown at device (0, 0), and the steps for a device row down and
        // a device column right.
        let originX: Int, originY: Int, perRow: Int, perColumn: Int
        switch rotation {
        case .clockwise90: (originX, originY, perRow, perColumn) = (0, deviceWidth - 1, 1, -rowPixels)
        case .clockwise270: (originX, originY, perRow, perColumn) = (deviceHeight - 1, 0, -1, rowPixels)
        case .none, .upsideDown: return false
        }
        if backBuffer.format == .xrgb8888, let opaque = converter.xrgb8888OpaqueBits {
            let source = QuarterTurn.Source(
                origin: UnsafePointer(backBuffer.row32(originY) + originX),
                perDeviceRow: perRow, perDeviceColumn: perColumn)
            QuarterTurn.copy32(bounds, from: source, to: page, bytesPerLine: bytesPerLine, opaque: opaque)
            return true
        }
        if backBuffer.format == .rgb565, converter.isRGB565 {
            let source = QuarterTurn.Source(
                origin: UnsafePointer(backBuffer.row16(originY) + originX),
                perDeviceRow: perRow, perDeviceColumn: perColumn)
            QuarterTurn.copy(bounds, from: source, to: page, bytesPerLine: bytesPerLine) { $0 }
            return true
        }
        return false
    }

    /// Writes `count` back-buffer pixels (read with `step`) to device pixels (x..., y) of `page`,
    /// dithered to RGB565 by Raster, whose pattern follows the panel position.
    private func ditherRun(
        from source: UnsafeMutablePointer<UInt32>, step: Int, count: Int,
        x: Int, y: Int, page: UnsafeMutableRawPointer
    ) {
        var run = source
        if step != 1 {
            var s = source
            for i in 0..<count {
                scratchRow[i] = s.pointee
                s += step
            }
            run = scratchRow
        }
        let row = Bitmap(
            borrowing: UnsafeMutableRawPointer(run), width: count, height: 1,
            bytesPerRow: count * 4, format: .xrgb8888)
        // The target is the whole page, so the dither pattern follows the panel position.
        let target = Bitmap(
            borrowing: page, width: deviceWidth, height: deviceHeight,
            bytesPerRow: bytesPerLine, format: .rgb565)
        Canvas(target).convert(row, x: x, y: y, dithering: true)
    }
}
