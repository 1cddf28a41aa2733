import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The compositor's central promise: a frame repainted only where damage says, skipping what
/// opaque views hide, equals the same tree rendered from scratch with every view painted. Random
/// trees get random changes; after every step the screen's incremental render is compared with a
/// fresh copy of the tree rendered into a fresh buffer.
@Suite struct IncrementalRenderPropertyTests {
    static let screenWidth = 64.0, screenHeight = 48.0

    struct Scene {
        var random: SeededRandom
        let screen: Screen
        let window: Window
        let target: Bitmap
        /// Every view ever made, attached or not.
        var views: [View] = []

        init(seed: UInt64, format: PixelFormat = .xrgb8888) {
            random = SeededRandom(seed: seed)
            let scale: Double = seed % 3 == 0 ? 2 : 1
            (screen, window, target) = makeScreen(
                width: IncrementalRenderPropertyTests.screenWidth,
                height: IncrementalRenderPropertyTests.screenHeight, scale: scale,
                format: format)
            window.backgroundColor = seed % 2 == 0 ? Color(rgb: 0x202830) : nil
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        mutating func coordinate(_ range: ClosedRange<Double>) -> Double {
            // Mostly whole points, sometimes halves and arbitrary fractions.
            let v = Double.random(in: range, using: &random)
            switch int(0...3) {
            case 0, 1: return v.rounded()
            case 2: return (v * 2).rounded() / 2
            default: return v
            }
        }

        mutating func color() -> Color {
            let alpha: UInt8 = chance(0.6) ? 255 : UInt8(int(0...255))
            return Color(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)), alpha: alpha)
        }

        mutating func makeView() -> View {
            let frame = Rect(x: coordinate(-10...50), y: coordinate(-10...40), width: coordinate(2...30), height: coordinate(2...24))
            let view: View
            if chance(0.2) {
                // Scrolled content may be moved in the back buffer instead of repainted.
                view = ScrollView(frame: frame)
            } else if chance(0.15) {
                // Opaque images filling their bounds cover what lies behind (occlusion).
                view = ImageView(image: image())
                view.frame = frame
                (view as! ImageView).contentMode = contentMode()
            } else if chance(0.35) {
                var cells: [Color] = []
                for _ in 0..<12 { cells.append(color()) }
                let grid = GridView(frame: frame, cells: cells)
                grid.isOpaque = chance(0.5)
                view = grid
            } else {
                view = View(frame: frame)
            }
            if chance(0.8) { view.backgroundColor = color() }
            if view is ScrollView && chance(0.7) {
                // Mostly scroll views whose pixels can be moved: opaque, at whole points.
                view.backgroundColor = color().withAlpha(255)
                view.frame = Rect(
                    x: frame.minX.rounded(), y: frame.minY.rounded(), width: frame.width.rounded() + 8,
                    height: frame.height.rounded() + 8)
                views.append(view)
                return view
            }
            if chance(0.2) { view.cornerRadius = coordinate(1...8) }
            if chance(0.2) { view.borderWidth = coordinate(1...3); view.borderColor = color() }
            if chance(0.15) { view.clipsToBounds = true }
            if chance(0.15) { view.alpha = Double(int(0...10)) / 10 }
            if chance(0.15) { view.transform = randomTransform() }
            if chance(0.25) { view.shadow = shadow() }
            views.append(view)
            return view
        }

        /// A small image: mostly opaque (argb or xrgb), sometimes with translucent pixels.
        mutating func image() -> Bitmap {
            let width = int(1...12), height = int(1...12)
            let image = Bitmap(width: width, height: height, format: chance(0.3) ? .xrgb8888 : .argb8888)
            let translucent = chance(0.25)
            for y in 0..<height {
                for x in 0..<width {
                    var c = color().withAlpha(255)
                    if translucent && chance(0.3) { c = color() }
                    image.setPixel(x: x, y: y, c.premultiplied)
                }
            }
            return image
        }

        mutating func contentMode() -> ContentMode {
            switch int(0...5) {
            case 0, 1: return .scaleToFill
            case 2, 3: return .scaleAspectFill
            case 4: return .scaleAspectFit
            default: return .center
            }
        }

        /// A shadow of random colour, opacity, offset (sometimes fractional), blur and spread.
        mutating func shadow() -> Shadow {
            Shadow(
                color: color(), opacity: Double(int(2...10)) / 10,
                offset: Size(width: coordinate(-4...4), height: coordinate(-2...6)),
                radius: chance(0.2) ? 0 : coordinate(1...8), spread: chance(0.6) ? 0 : coordinate(-2...3))
        }

        mutating func randomTransform() -> AffineTransform {
            switch int(0...3) {
            case 0: return .identity
            case 1: return AffineTransform(rotationAngle: Double.random(in: -3.2...3.2, using: &random))
            case 2: return AffineTransform(scaleX: Double(int(5...20)) / 10, y: Double(int(5...20)) / 10)
            default: return AffineTransform(translationX: coordinate(-5...5), y: coordinate(-5...5))
            }
        }

        var attached: [View] { views.filter { $0.rootView === window } }

        mutating func randomAttached() -> View? {
            let candidates = attached
            return candidates.isEmpty ? nil : candidates[int(0...candidates.count - 1)]
        }

        /// A parent for `view`: the window or an attached view outside `view`'s subtree.
        mutating func randomParent(for view: View) -> View {
            let candidates = attached.filter { !$0.isDescendant(of: view) && depth($0) < 3 }
            if candidates.isEmpty || chance(0.4) { return window }
            return candidates[int(0...candidates.count - 1)]
        }

        func depth(_ view: View) -> Int {
            var d = 0, v = view
            while let s = v.superview { d += 1; v = s }
            return d
        }

        mutating func build() {
            for _ in 0..<int(3...9) {
                let view = makeView()
                randomParent(for: view).addSubview(view)
            }
        }

        /// One random change; returns its description for failure messages.
        mutating func change() -> String {
            guard let view = randomAttached(), views.count < 40 else {
                let view = makeView()
                window.addSubview(view)
                return "add to window"
            }
            let index = views.firstIndex { $0 === view } ?? -1
            return "#\(index) " + change(view)
        }

        mutating func change(_ view: View) -> String {
            if let scroll = view as? ScrollView, chance(0.5) {
                // Mostly whole points (whole pixels at scale 1 and 2), sometimes a fraction.
                let dx = chance(0.3) ? Double(int(-6...6)) : 0, dy = Double(int(-8...8))
                let fraction = chance(0.15) ? 0.25 : 0
                scroll.contentOffset = Point(x: scroll.contentOffset.x + dx + fraction, y: scroll.contentOffset.y + dy)
                return "scroll by \(dx + fraction),\(dy)"
            }
            switch int(0...15) {
            case 0:
                view.center = Point(x: coordinate(-10...70), y: coordinate(-10...55)); return "move"
            case 1:
                view.bounds.size = Size(width: coordinate(1...30), height: coordinate(1...24)); return "resize"
            case 2:
                view.transform = randomTransform(); return "transform"
            case 3:
                view.alpha = Double(int(0...10)) / 10; return "alpha"
            case 4:
                view.isHidden.toggle(); return "hide"
            case 5:
                view.removeFromSuperview(); return "remove"
            case 6:
                let detached = views.filter { $0.superview == nil && $0 !== window }
                if let v = detached.first { randomParent(for: v).addSubview(v); return "re-add" }
                let v = makeView(); randomParent(for: v).addSubview(v); return "add"
            case 7:
                view.superview?.bringSubviewToFront(view); return "front"
            case 8:
                if let grid = view as? GridView {
                    grid.setCell(int(0...11), color()); return "cell"
                }
                if let imageView = view as? ImageView {
                    if chance(0.5) { imageView.image = image(); return "image" }
                    imageView.contentMode = contentMode(); return "content mode"
                }
                view.setNeedsDisplay(); return "setNeedsDisplay (plain)"
            case 9:
                view.backgroundColor = chance(0.2) ? nil : color(); return "background"
            case 10:
                view.clipsToBounds.toggle(); return "clip"
            case 11:
                view.cornerRadius = chance(0.5) ? 0 : coordinate(1...8); return "corner"
            case 12:
                let parent = randomParent(for: view)
                parent.insertSubview(view, at: int(0...parent.subviews.count)); return "insert"
            case 13:
                if view.hasPresentationOverride { view.clearPresentation(); return "clear presentation" }
                var p = view.presentation
                p.center = Point(x: coordinate(-10...70), y: coordinate(-10...55))
                p.alpha = Double(int(3...10)) / 10
                view.setPresentation(p); return "presentation"
            case 15:
                view.shadow = chance(0.3) ? nil : shadow(); return "shadow"
            default:
                view.bounds.origin = Point(x: coordinate(-5...5), y: coordinate(-5...5)); return "bounds origin"
            }
        }
    }

    /// A copy of `view`'s subtree sharing nothing with it.
    static func clone(_ view: View) -> View {
        let copy: View
        if let grid = view as? GridView {
            copy = GridView(frame: .zero, cells: grid.cells)
            copy.isOpaque = grid.isOpaque
        } else if let imageView = view as? ImageView {
            let imageCopy = ImageView(image: imageView.image)
            imageCopy.contentMode = imageView.contentMode
            copy = imageCopy
        } else {
            copy = View()
        }
        copyProperties(view, copy)
        for child in view.subviews { copy.addSubview(clone(child)) }
        return copy
    }

    static func copyProperties(_ view: View, _ copy: View) {
        copy.bounds = view.bounds
        copy.center = view.center
        copy.transform = view.transform
        copy.alpha = view.alpha
        copy.isHidden = view.isHidden
        copy.isHiddenForTransition = view.isHiddenForTransition
        copy.clipsToBounds = view.clipsToBounds
        copy.backgroundColor = view.backgroundColor
        copy.cornerRadius = view.cornerRadius
        copy.borderWidth = view.borderWidth
        copy.borderColor = view.borderColor
        copy.isOpaque = view.isOpaque
        copy.shadow = view.presentedShadow
        if let p = view.presentationOverride { copy.setPresentation(p) }
    }

    /// The scene's tree rendered from scratch on a new screen into a new buffer, painting every
    /// view, even those hidden under opaque ones (which the incremental render skips).
    static func freshRender(_ scene: Scene) -> Bitmap {
        let (screen, window, target) = makeScreen(
            width: scene.screen.size.width, height: scene.screen.size.height,
            scale: scene.screen.scale, format: scene.target.format)
        screen.skipsOccludedViews = false
        copyProperties(scene.window, window)
        for child in scene.window.subviews { window.addSubview(clone(child)) }
        screen.render(into: target)
        return target
    }

    @Test(arguments: 1...200 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedraw(seed: UInt64) {
        IncrementalRenderPropertyTests.check(seed: seed, budget: nil)
    }

    /// The same with a contents cache budget so small that bitmaps are dropped after every frame
    /// (none at all with 0; with 2000 bytes, a few small views' survive): views drawn again
    /// when composited must look exactly as before.
    @Test(arguments: 1...100 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedrawUnderATinyCacheBudget(seed: UInt64) {
        IncrementalRenderPropertyTests.check(seed: seed, budget: seed % 2 == 0 ? 0 : 2000)
    }

    /// The same into a 16-bit (RGB565) back buffer, as on a 16 bpp panel: every blend rounds
    /// to 565, and the incremental frame must still equal the full one exactly.
    @Test(arguments: 1...100 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedrawIn565(seed: UInt64) {
        IncrementalRenderPropertyTests.check(seed: seed, budget: nil, format: .rgb565)
    }

    static func check(seed: UInt64, budget: Int?, format: PixelFormat = .xrgb8888) {
        var scene = Scene(seed: seed, format: format)
        if let budget { scene.screen.contentsCacheBudget = budget }
        scene.build()
        scene.screen.render(into: scene.target)
        #expect(scene.target.hasSamePixels(as: IncrementalRenderPropertyTests.freshRender(scene)))
        var history: [String] = []
        for step in 0..<25 {
            for _ in 0..<scene.int(1...3) { history.append(scene.change()) }
            scene.screen.render(into: scene.target)
            let full = IncrementalRenderPropertyTests.freshRender(scene)
            if let difference = firstDifference(scene.target, full) {
                Issue.record("seed \(seed) step \(step) after \(history.suffix(4)): first difference at \(difference)")
                return
            }
            if let budget, scene.screen.contentsCacheBytes > budget {
                Issue.record("seed \(seed) step \(step): \(scene.screen.contentsCacheBytes) bytes cached, over \(budget)")
                return
            }
        }
    }

    /// Damage stays local: a step that changes nothing repaints nothing.
    @Test(arguments: 1...10 as ClosedRange<UInt64>)
    func idleFramesRepaintNothing(seed: UInt64) {
        var scene = Scene(seed: seed)
        scene.build()
        scene.screen.render(into: scene.target)
        #expect(!scene.screen.needsFrame)
        #expect(scene.screen.render(into: scene.target).isEmpty)
        _ = scene.change()
        scene.screen.render(into: scene.target)
        #expect(scene.screen.render(into: scene.target).isEmpty)
    }
}
