import Tactile
import TactileRaster
import TactileText

/// One scene of the demo part: a screen of Tactile views of one kind that LVGL's
/// `lv_demo_benchmark` draws, and how frame k changes it. Built with the public API only, as
/// an application would.
final class DemoScene {
    let name: String
    /// The JSON keys' prefix.
    let key: String
    let screen: Screen
    let window: Window
    /// Changes the views for frame k.
    let pose: (Int) -> Void

    init(name: String, key: String, build: (Window) -> (Int) -> Void) {
        self.name = name
        self.key = key
        screen = Screen(pixelWidth: DemoBench.width, pixelHeight: DemoBench.height, scale: 1, animator: Animator())
        window = Window(screen: screen)
        window.backgroundColor = Color(rgb: 0x1E_2228)
        pose = build(window)
        window.makeKeyAndVisible()
    }

    /// A triangle wave of integers in 0...period, one step a frame.
    static func wave(_ k: Int, period: Int) -> Int {
        let m = ((k % (2 * period)) + 2 * period) % (2 * period)
        return m <= period ? m : 2 * period - m
    }

    /// Every scene, in the order they run.
    static func all(font: Font, smallFont: Font) -> [DemoScene] {
        let icons = (0..<8).map { Content.iconImage(size: 64, seed: 70 + UInt64($0)) }
        return [
            // A label of 784 × 1560 points filling a scroll view, scrolled 4 pt a frame: larger
            // than a screen, it is drawn where it shows; each frame paints the strip coming in.
            DemoScene(name: "text filling the screen, scrolling", key: "text_scroll") { window in
                let scroll = ScrollView(frame: window.bounds)
                scroll.backgroundColor = .white
                let label = Label(frame: Rect(x: 8, y: 0, width: 784, height: 1560), font: smallFont)
                label.numberOfLines = 0
                label.textColor = Color(rgb: 0x20_2020)
                label.text = (1...96).map { "Line \($0): the quick brown fox jumps over the lazy dog, 0123456789." }
                    .joined(separator: "\n")
                scroll.addSubview(label)
                scroll.contentSize = Size(width: 800, height: 1560)
                window.addSubview(scroll)
                return { k in scroll.contentOffset = Point(x: 0, y: Double(wave(k, period: 270) * 4)) }
            },
            // 40 rows of 48 pt under a translucent title bar of 44 pt, scrolled 6 pt a frame: the
            // rows' pixels move under the bar, which is painted again over them.
            DemoScene(name: "list under a title bar", key: "list_title_bar") { window in
                let scroll = ScrollView(frame: window.bounds)
                scroll.backgroundColor = Color(rgb: 0xF2_F2_F7)
                for row in 0..<40 {
                    let cell = View(frame: Rect(x: 0, y: 44 + Double(row) * 48, width: 800, height: 47))
                    cell.backgroundColor = .white
                    let icon = ImageView(image: icons[row % icons.count])
                    icon.frame = Rect(x: 12, y: 4, width: 39, height: 39)
                    let title = Label(frame: Rect(x: 64, y: 12, width: 600, height: 24), font: font)
                    title.text = "Row \(row + 1): settings, messages and more"
                    cell.addSubview(icon)
                    cell.addSubview(title)
                    scroll.addSubview(cell)
                }
                scroll.contentSize = Size(width: 800, height: 44 + 40 * 48)
                window.addSubview(scroll)
                let bar = View(frame: Rect(x: 0, y: 0, width: 800, height: 44))
                bar.backgroundColor = Color(red: 248, green: 248, blue: 250, alpha: 235)
                let title = Label(frame: Rect(x: 0, y: 10, width: 800, height: 24), font: font)
                title.text = "Title"
                title.textAlignment = .center
                bar.addSubview(title)
                window.addSubview(bar)
                return { k in scroll.contentOffset = Point(x: 0, y: Double(wave(k, period: 240) * 6)) }
            },
            // 12 translucent rounded cards with a title each, moving on their own waves.
            DemoScene(name: "translucent cards moving", key: "cards") { window in
                var cards: [(View, Point)] = []
                for index in 0..<12 {
                    let card = View(frame: Rect(x: 0, y: 0, width: 180, height: 110))
                    card.backgroundColor = Color(red: UInt8(40 + index * 16), green: 120, blue: UInt8(220 - index * 12), alpha: 200)
                    card.cornerRadius = 12
                    let label = Label(frame: Rect(x: 12, y: 12, width: 156, height: 24), font: font)
                    label.text = "Card \(index + 1)"
                    label.textColor = .white
                    card.addSubview(label)
                    let home = Point(x: 110 + Double(index % 4) * 193, y: 85 + Double(index / 4) * 155)
                    card.center = home
                    window.addSubview(card)
                    cards.append((card, home))
                }
                return { k in
                    for (index, (card, home)) in cards.enumerated() {
                        card.center = Point(
                            x: home.x + Double(wave(k + index * 3, period: 12) - 6),
                            y: home.y + Double(wave(k + index * 5, period: 10) - 5))
                    }
                }
            },
            // 8 images of 64 × 64 turned a few degrees more each frame, at alpha 0.7.
            DemoScene(name: "rotated translucent images", key: "rotated_images") { window in
                var images: [ImageView] = []
                for index in 0..<8 {
                    let view = ImageView(image: icons[index])
                    view.center = Point(x: 100 + Double(index % 4) * 200, y: 140 + Double(index / 4) * 200)
                    view.alpha = 0.7
                    window.addSubview(view)
                    images.append(view)
                }
                return { k in
                    for (index, view) in images.enumerated() {
                        view.transform = AffineTransform(rotationAngle: Double(k * 3 + index * 20) * .pi / 180)
                    }
                }
            },
            // 12 progress rings (arcs 10 pt wide, 100 pt across) whose progress changes every frame.
            DemoScene(name: "arcs", key: "arcs") { window in
                var rings: [ProgressRing] = []
                for index in 0..<12 {
                    let ring = ProgressRing(
                        frame: Rect(
                            x: 40 + Double(index % 6) * 125, y: 100 + Double(index / 6) * 160,
                            width: 100, height: 100))
                    ring.lineWidth = 10
                    window.addSubview(ring)
                    rings.append(ring)
                }
                return { k in
                    for (index, ring) in rings.enumerated() { ring.progress = Double(wave(k + index * 7, period: 50)) / 50 }
                }
            },
            // 48 labels whose text colour changes every frame.
            DemoScene(name: "labels changing colour", key: "label_colors") { window in
                var labels: [Label] = []
                for index in 0..<48 {
                    let label = Label(
                        frame: Rect(
                            x: 10 + Double(index % 4) * 197, y: 10 + Double(index / 4) * 39,
                            width: 190, height: 30), font: font)
                    label.text = "Label number \(index + 1)"
                    window.addSubview(label)
                    labels.append(label)
                }
                return { k in
                    for (index, label) in labels.enumerated() {
                        let step = UInt8(truncatingIfNeeded: (k + index) * 9)
                        label.textColor = Color(red: step, green: 255 &- step, blue: 180)
                    }
                }
            },
            // A full-screen opaque picture (isOpaque, an opaque background, drawn once) moving a
            // point a frame under a small title: copied, not blended.
            DemoScene(name: "opaque view moving", key: "opaque_view") { window in
                let picture = ImageView(image: Content.photo(size: 256, format: .xrgb8888, seed: 9))
                picture.frame = Rect(x: 0, y: 0, width: 640, height: 400)
                window.addSubview(picture)
                return { k in picture.frame.origin = Point(x: Double(wave(k, period: 80)), y: Double(wave(k, period: 40))) }
            }
        ]
    }
}
