import Raster
import Text

/// The scene `tactile` shows until the launcher exists: text in several sizes and weights, PNG
/// images (plain, scaled, rotated, translucent), anti-aliased shapes and gradients, and a start
/// animation (a toast sliding in and fading, an icon spinning into place) that ends after
/// `animationDuration` seconds, after which the picture stays still.
///
/// Laid out on an 800×480 design grid, scaled uniformly and centred on any screen size.
final class DemoScene {
    static let animationDuration = 3.0

    let width: Int
    let height: Int
    private let resources: DemoResources
    /// Design units to pixels.
    private let scale: Double
    private let originX: Double, originY: Double
    private let paragraph: TextLayout?

    init(width: Int, height: Int, resources: DemoResources) {
        self.width = width
        self.height = height
        self.resources = resources
        scale = min(Double(width) / 800, Double(height) / 480)
        originX = (Double(width) - 800 * scale) / 2
        originY = (Double(height) - 480 * scale) / 2
        if let body = resources.body {
            paragraph = TextLayout(
                "Views, scroll physics, gesture recognizers and animations on one frame timer, drawn by "
                    + "a software rasterizer straight to the framebuffer. Nothing wakes the CPU while the "
                    + "screen is still, and this sentence is long enough to be cut short.",
                font: body, width: 330 * scale, lineBreakMode: .byWordWrapping, maximumLines: 3)
        } else {
            paragraph = nil
        }
    }

    // MARK: Geometry

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: originX + x * scale, y: originY + y * scale, width: w * scale, height: h * scale)
    }

    private func point(_ x: Double, _ y: Double) -> Point {
        Point(x: originX + x * scale, y: originY + y * scale)
    }

    /// 0 at the start of an animation step, 1 at its end, eased out (fast start, gentle stop).
    private static func progress(_ time: Double, from start: Double, to end: Double) -> Double {
        let t = max(0, min(1, (time - start) / (end - start)))
        let remaining = 1 - t
        return 1 - remaining * remaining * remaining
    }

    private func toastFrame(time: Double) -> (rect: Rect, alpha: Double) {
        let p = DemoScene.progress(time, from: 0.2, to: 1.4)
        return (rect(488, 392 + 70 * (1 - p), 280, 56), p)
    }

    private func spinnerTransform(time: Double) -> (AffineTransform, Double)? {
        guard let icon = resources.icon else { return nil }
        let p = DemoScene.progress(time, from: 0, to: DemoScene.animationDuration)
        let size = 64 * scale
        let s = size / Double(icon.width)
        let centre = point(400 + 40 * p, 416)
        let transform = AffineTransform(translationX: -Double(icon.width) / 2, y: -Double(icon.height) / 2)
            .concatenating(AffineTransform(scaleX: s, y: s))
            .concatenating(AffineTransform(rotationAngle: (1 - p) * 2 * Trigonometry.pi))
            .concatenating(AffineTransform(translationX: centre.x, y: centre.y))
        return (transform, p)
    }

    /// The pixels the animated parts cover at `time` (to damage old and new positions).
    func animatedBounds(time: Double) -> [PixelRect] {
        var bounds = [toastFrame(time: time).rect.insetBy(dx: -2, dy: -2).enclosingPixels]
        if let icon = resources.icon, let (transform, _) = spinnerTransform(time: time) {
            let box = transform.apply(to: Rect(x: 0, y: 0, width: Double(icon.width), height: Double(icon.height)))
            bounds.append(box.insetBy(dx: -2, dy: -2).enclosingPixels)
        }
        return bounds
    }

    // MARK: Drawing

    /// Draws the whole scene as it is `time` seconds after the start (only inside the clip).
    func draw(on canvas: Canvas, time: Double) {
        drawBackground(on: canvas)
        drawHeader(on: canvas)
        drawTextCard(on: canvas)
        drawShapesCard(on: canvas)
        drawImageRow(on: canvas)
        drawAnimated(on: canvas, time: time)
    }

    private func drawBackground(on canvas: Canvas) {
        let screen = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let wallpaper = resources.wallpaper else {
            canvas.fill(screen, gradient: .linear(LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: screen.width, y: screen.height),
                stops: [GradientStop(location: 0, color: Color(rgb: 0x1C_2850)),
                        GradientStop(location: 1, color: Color(rgb: 0x3A_1848))])))
            return
        }
        // Aspect fill: the part of the wallpaper with the screen's proportions, scaled to cover it.
        let imageAspect = Double(wallpaper.width) / Double(wallpaper.height)
        let screenAspect = screen.width / screen.height
        var source = wallpaper.bounds
        if imageAspect > screenAspect {
            let visible = Int((Double(wallpaper.height) * screenAspect).rounded())
            source = PixelRect(x: (wallpaper.width - visible) / 2, y: 0, width: max(1, visible), height: wallpaper.height)
        } else {
            let visible = Int((Double(wallpaper.width) / screenAspect).rounded())
            source = PixelRect(x: 0, y: (wallpaper.height - visible) / 2, width: wallpaper.width, height: max(1, visible))
        }
        canvas.drawImage(wallpaper, in: screen, source: source, filter: .bilinear)
    }

    private func drawHeader(on canvas: Canvas) {
        let white = Color.white
        if let title = resources.title {
            canvas.drawText("Tactile", font: title, color: white, in: rect(32, 22, 400, 50))
        }
        if let small = resources.body {
            canvas.drawText("A small UI runtime for handheld Linux · Embedded Swift on /dev/fb0",
                            font: small, color: white.withAlpha(210), in: rect(34, 70, 600, 24))
        }
    }

    private func card(_ frame: Rect, on canvas: Canvas) {
        let radii = CornerRadii(all: 16 * scale)
        canvas.fillRoundedRect(frame, cornerRadii: radii, color: Color.white.withAlpha(34))
        canvas.strokeRoundedRect(frame, cornerRadii: radii, lineWidth: max(1, scale), color: Color.white.withAlpha(90))
    }

    private func drawTextCard(on canvas: Canvas) {
        card(rect(32, 106, 360, 232), on: canvas)
        let white = Color.white
        if let heading = resources.heading {
            canvas.drawText("Text", font: heading, color: white, in: rect(50, 118, 320, 26))
        }
        var y = 150.0
        for (font, label) in [(resources.small, "11 pt regular"), (resources.body, "13 pt regular · kerning AV To"),
                              (resources.large, "22 pt — Größe ✓")] {
            guard let font else { continue }
            canvas.drawText(label, font: font, color: white, in: rect(50, y, 330, 34))
            y += font.lineHeight / scale + 6
        }
        if let paragraph {
            canvas.drawText(paragraph, in: rect(50, y + 4, 330, 70), color: white.withAlpha(220))
        }
    }

    private func drawShapesCard(on canvas: Canvas) {
        card(rect(408, 106, 360, 232), on: canvas)
        if let heading = resources.heading {
            canvas.drawText("Shapes", font: heading, color: .white, in: rect(426, 118, 320, 26))
        }
        // Gradient rounded rects with different corners.
        canvas.fillRoundedRect(rect(426, 152, 96, 64), cornerRadii: CornerRadii(all: 12 * scale),
                               gradient: .linear(LinearGradient(
                                start: point(426, 152), end: point(522, 216),
                                stops: [GradientStop(location: 0, color: Color(rgb: 0xFF_9A3C)),
                                        GradientStop(location: 1, color: Color(rgb: 0xE8_3C78))])))
        canvas.fillRoundedRect(rect(534, 152, 96, 64),
                               cornerRadii: CornerRadii(topLeft: 30 * scale, topRight: 4 * scale,
                                                        bottomRight: 30 * scale, bottomLeft: 4 * scale),
                               gradient: .linear(LinearGradient(
                                start: point(534, 152), end: point(534, 216),
                                stops: [GradientStop(location: 0, color: Color(rgb: 0x4C_D6FF)),
                                        GradientStop(location: 1, color: Color(rgb: 0x3A_5CFF))])))
        // A radial "sphere".
        canvas.fillRoundedRect(rect(648, 150, 68, 68), cornerRadii: CornerRadii(all: 34 * scale),
                               gradient: .radial(RadialGradient(
                                center: point(668, 170), radius: 52 * scale,
                                stops: [GradientStop(location: 0, color: Color(rgb: 0xFF_FFFF)),
                                        GradientStop(location: 0.4, color: Color(rgb: 0x7C_E0A0)),
                                        GradientStop(location: 1, color: Color(rgb: 0x1A_6040))])))
        // Lines with every cap, a polyline and a star.
        let caps: [LineCap] = [.butt, .round, .square]
        for (i, cap) in caps.enumerated() {
            let y = 240 + Double(i) * 18
            canvas.strokeLine(from: point(436, y), to: point(520, y - 8), lineWidth: 7 * scale,
                              color: Color(rgb: 0xFF_E070, alpha: 230), cap: cap)
        }
        canvas.strokePolyline([point(540, 300), point(565, 240), point(590, 300), point(615, 240), point(640, 300)],
                              lineWidth: 3 * scale, color: Color(rgb: 0x9C_F0FF), cap: .round)
        var star: [Point] = []
        for i in 0..<5 {
            let angle = -Trigonometry.pi / 2 + Double(i * 2) * 2 * Trigonometry.pi / 5
            star.append(point(705 + 40 * Trigonometry.cos(angle), 272 + 40 * Trigonometry.sin(angle)))
        }
        canvas.fillPolygon(star, color: Color(rgb: 0xFF_6A6A, alpha: 220))
    }

    private func drawImageRow(on canvas: Canvas) {
        guard let icon = resources.icon else { return }
        let size = 64 * scale
        canvas.drawImage(icon, in: rect(32, 384, 64, 64), filter: .bilinear)
        canvas.drawImage(icon, in: rect(108, 400, 32, 32), filter: .bilinear)
        canvas.drawImage(icon, in: rect(152, 384, 64, 64), filter: .bilinear, alpha: 110)
        let centre = point(268, 416)
        let s = size / Double(icon.width)
        canvas.drawImage(icon, transform: AffineTransform(translationX: -Double(icon.width) / 2, y: -Double(icon.height) / 2)
                            .concatenating(AffineTransform(scaleX: s, y: s))
                            .concatenating(AffineTransform(rotationAngle: 0.35))
                            .concatenating(AffineTransform(translationX: centre.x, y: centre.y)))
        canvas.drawImage(icon, in: rect(316, 384, 64, 64), filter: .nearest)
    }

    private func drawAnimated(on canvas: Canvas, time: Double) {
        let toast = toastFrame(time: time)
        if toast.alpha > 0 {
            let alpha = UInt8((toast.alpha * 255).rounded())
            canvas.fillRoundedRect(toast.rect, cornerRadii: CornerRadii(all: 14 * scale),
                                   color: Color(rgb: 0x10_1420, alpha: UInt8((Double(alpha) * 0.8).rounded())))
            if let body = resources.body {
                canvas.drawText("Idle: no wakeups until you touch", font: body, color: Color.white.withAlpha(alpha),
                                in: toast.rect.insetBy(dx: 16 * scale, dy: 18 * scale), alignment: .center,
                                lineBreakMode: .byTruncatingTail, maximumLines: 1)
            }
        }
        if let icon = resources.icon, let (transform, p) = spinnerTransform(time: time) {
            canvas.drawImage(icon, transform: transform, filter: .bilinear, alpha: UInt8((55 + 200 * p).rounded()))
        }
    }
}
