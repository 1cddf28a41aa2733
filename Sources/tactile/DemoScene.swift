import Raster

/// The scene `tactile` shows until the launcher exists: one of every kind of drawing.
enum DemoScene {
    static func draw(on canvas: Canvas) {
        let width = canvas.target.width, height = canvas.target.height
        canvas.fill(PixelRect(x: 0, y: 0, width: width, height: height), color: Color(rgb: 0x20_2430))
        canvas.fill(PixelRect(x: width / 10, y: height / 10, width: width / 3, height: height / 3),
                    color: Color(rgb: 0xE0_6040))
        canvas.fill(PixelRect(x: width / 4, y: height / 4, width: width / 3, height: height / 3),
                    color: Color(rgb: 0x40_80E0, alpha: 160))
    }
}
