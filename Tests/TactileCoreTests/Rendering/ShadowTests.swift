import Foundation
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// View shadows: the blur against an exact Gaussian, their place and colour on screen, the damage
/// of views with shadows, and the cache that keeps moving and fading views from blurring again.
@Suite struct ShadowTests {
    // MARK: Reference

    /// The coverage of a rounded rectangle (`rect` in pixels, corners of `radius`) over a grid of
    /// `width` × `height` pixels, by 16 × 16 samples per pixel, in Doubles.
    static func coverage(width: Int, height: Int, rect: Rect, radius: Double) -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        let r = Swift.min(radius, rect.width / 2, rect.height / 2)
        func inside(_ x: Double, _ y: Double) -> Bool {
            guard x >= rect.minX, x < rect.maxX, y >= rect.minY, y < rect.maxY else { return false }
            // Distance to the nearest corner centre where the point lies in a corner square.
            let cx = x < rect.minX + r ? rect.minX + r : (x > rect.maxX - r ? rect.maxX - r : x)
            let cy = y < rect.minY + r ? rect.minY + r : (y > rect.maxY - r ? rect.maxY - r : y)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
        }
        let n = 16
        for py in Swift.max(0, Int(rect.minY) - 1)..<Swift.min(height, Int(rect.maxY) + 2) {
            for px in Swift.max(0, Int(rect.minX) - 1)..<Swift.min(width, Int(rect.maxX) + 2) {
                var count = 0
                for sy in 0..<n {
                    for sx in 0..<n
                    where inside(
                        Double(px) + (Double(sx) + 0.5) / Double(n),
                        Double(py) + (Double(sy) + 0.5) / Double(n))
                    { count += 1 }
                }
                result[py * width + px] = Double(count) / Double(n * n)
            }
        }
        return result
    }

    /// `image` convolved with the 2-D Gaussian of `sigma` (kernel to 4σ, normalized), directly,
    /// at the pixels `at` says (all by default): the slow, obvious definition.
    static func gaussian(
        _ image: [Double], width: Int, height: Int, sigma: Double,
        at include: (Int, Int) -> Bool = { _, _ in true }
    ) -> [Double] {
        let k = Int((4 * sigma).rounded(.up))
        var kernel = [Double](repeating: 0, count: (2 * k + 1) * (2 * k + 1))
        var total = 0.0
        for dy in -k...k {
            for dx in -k...k {
                let g = exp(-Double(dx * dx + dy * dy) / (2 * sigma * sigma))
                kernel[(dy + k) * (2 * k + 1) + dx + k] = g
                total += g
            }
        }
        var sources: [(x: Int, y: Int, value: Double)] = []
        for y in 0..<height { for x in 0..<width where image[y * width + x] > 0 { sources.append((x, y, image[y * width + x])) } }
        var result = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width where include(x, y) {
                var sum = 0.0
                for s in sources {
                    let dx = x - s.x, dy = y - s.y
                    guard abs(dx) <= k, abs(dy) <= k else { continue }
                    sum += s.value * kernel[(dy + k) * (2 * k + 1) + dx + k]
                }
                result[y * width + x] = sum / total
            }
        }
        return result
    }

    // MARK: The blur

    /// The blurred mask against the exact Gaussian of the same shape. Tolerance: 10 levels in 255
    /// at any pixel. Three box blurs whose variance is σ² (within the step of whole widths) are
    /// not a Gaussian exactly: their kernel's peak is about 6 % lower in each direction, which
    /// shows where a small shape is blurred by a large σ (a 16-pixel circle at σ 8: 91 against
    /// 100); along the edges of larger shapes the difference is 3 to 7 levels. The mask must also
    /// be closer to this σ's Gaussian than to those of 0.8 σ and 1.2 σ: the blur is the right one.
    @Test(arguments: [
        (24.0, 16.0, 0.0, 2.0), (24.0, 16.0, 0.0, 4.5), (30.0, 20.0, 6.0, 3.0),
        (20.5, 13.25, 4.0, 6.0), (12.0, 40.0, 6.0, 1.2), (16.0, 16.0, 8.0, 8.0)
    ])
    func blurMatchesAnExactGaussian(width: Double, height: Double, corner: Double, sigma: Double) throws {
        let mask = try #require(ShadowBlur.mask(width: width, height: height, cornerRadius: corner, sigma: sigma))
        let pad = ShadowBlur.padding(sigma: sigma)
        #expect(mask.width == Int(width.rounded(.up)) + 2 * pad && mask.height == Int(height.rounded(.up)) + 2 * pad)
        let shape = ShadowTests.coverage(
            width: mask.width, height: mask.height,
            rect: Rect(x: Double(pad), y: Double(pad), width: width, height: height),
            radius: corner)
        let reference = ShadowTests.gaussian(shape, width: mask.width, height: mask.height, sigma: sigma)
        var worst = 0.0, total = 0.0, maskSum = 0.0, shapeSum = 0.0
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let difference = abs(Double(mask[x: x, y: y]) - 255 * reference[y * mask.width + x])
                worst = Swift.max(worst, difference)
                total += difference
                maskSum += Double(mask[x: x, y: y]) / 255
                shapeSum += shape[y * mask.width + x]
            }
        }
        let mean = total / Double(mask.width * mask.height)
        #expect(worst <= 10, "worst difference \(worst) levels (mean \(mean))")
        func squaredDistance(to reference: [Double]) -> Double {
            var sum = 0.0
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let d = Double(mask[x: x, y: y]) - 255 * reference[y * mask.width + x]
                    sum += d * d
                }
            }
            return sum
        }
        let own = squaredDistance(to: reference)
        for factor in [0.8, 1.2] {
            let other = ShadowTests.gaussian(shape, width: mask.width, height: mask.height, sigma: sigma * factor)
            #expect(own < squaredDistance(to: other), "closer to σ × \(factor)")
        }
        // A blur moves coverage, it does not make or lose it.
        #expect(abs(maskSum - shapeSum) <= 0.01 * shapeSum, "\(maskSum) vs \(shapeSum)")
        // The edge of the mask is empty: everything the blur spreads lies inside.
        for x in 0..<mask.width { #expect(mask[x: x, y: 0] == 0 && mask[x: x, y: mask.height - 1] == 0) }
        for y in 0..<mask.height { #expect(mask[x: 0, y: y] == 0 && mask[x: mask.width - 1, y: y] == 0) }
    }

    @Test func noBlurIsTheShapeItself() throws {
        let mask = try #require(ShadowBlur.mask(width: 10, height: 6, cornerRadius: 0, sigma: 0))
        #expect(mask.width == 12 && mask.height == 8)
        for y in 0..<8 {
            for x in 0..<12 {
                let inside = x >= 1 && x < 11 && y >= 1 && y < 7
                #expect(mask[x: x, y: y] == (inside ? 255 : 0))
            }
        }
    }

    @Test func theBoxesMatchTheVarianceAndStayCentred() {
        for sigma in [0.6, 1.0, 2.5, 3.0, 7.3, 20.0, 150.0] {
            let boxes = ShadowBlur.boxes(sigma: sigma)
            var variance = 0.0, left = 0, right = 0
            for box in boxes {
                variance += Double(box.width * box.width - 1) / 12
                left += box.left
                right += box.right
            }
            // Deviations aim at σ / 1.03 (`ShadowBlur.spreadBias`); whole widths step them by
            // about a sixth of a pixel.
            #expect(abs(variance.squareRoot() * 1.03 - sigma) <= 0.5, "σ \(sigma): \(variance)")
            #expect(left == right && left == ShadowBlur.extent(sigma: sigma))
        }
        #expect(ShadowBlur.boxes(sigma: 0).isEmpty && ShadowBlur.boxes(sigma: .nan).isEmpty)
    }

    // MARK: On screen

    /// A view with a shadow on a white window; returns the target.
    func render(_ configure: (View) -> Void, scale: Double, size: (Double, Double) = (90, 80)) -> (Screen, View, Bitmap) {
        let (screen, window, target) = makeScreen(width: size.0, height: size.1, scale: scale)
        window.backgroundColor = .white
        let view = View(frame: Rect(x: 30, y: 30, width: 24, height: 16))
        view.backgroundColor = Color(rgb: 0x3366CC)
        configure(view)
        window.addSubview(view)
        screen.render(into: target)
        return (screen, view, target)
    }

    /// The shadow's pixels around the view against the exact Gaussian of the shape worked out by
    /// hand: bounds (30, 30, 24, 16) grown by the spread 2 and moved by (3, 4) → (31, 32, 28, 20),
    /// corners 4 + 2 = 6, σ = radius / 2 = 3 points. Tolerance: the blur's 10 levels (see
    /// `blurMatchesAnExactGaussian`) and 1 for the blend's rounding; the shape lies at whole pixels.
    @Test(arguments: [1.0, 2.0])
    func shadowPixelsMatchTheReference(scale: Double) {
        let (_, _, target) = render(
            { view in
                view.cornerRadius = 4
                view.shadow = Shadow(color: .black, opacity: 1, offset: Size(width: 3, height: 4), radius: 6, spread: 2)
            }, scale: scale)
        let shape = Rect(x: 31, y: 32, width: 28, height: 20).scaled(by: scale)
        let bounds = PixelRect(x: Int(30 * scale), y: Int(30 * scale), width: Int(24 * scale), height: Int(16 * scale))
        let w = target.width, h = target.height
        let include: (Int, Int) -> Bool = { x, y in (x + y) % 3 == 0 && !bounds.contains(x: x, y: y) }
        let reference = ShadowTests.gaussian(
            ShadowTests.coverage(width: w, height: h, rect: shape, radius: 6 * scale),
            width: w, height: h, sigma: 3 * scale, at: include)
        var worst = 0.0, darkest = 255.0
        for y in 0..<h {
            for x in 0..<w where include(x, y) {
                let expected = 255 * (1 - reference[y * w + x])
                let pixel = target.pixel(x: x, y: y)
                for shift: UInt32 in [0, 8, 16] {
                    worst = Swift.max(worst, abs(Double((pixel >> shift) & 0xFF) - expected))
                }
                darkest = Swift.min(darkest, Double(pixel & 0xFF))
            }
        }
        #expect(worst <= 11, "worst \(worst) levels at scale \(scale)")
        // Not vacuous: the shadow shows dark below the view.
        #expect(darkest < 40)
    }

    @Test func opacityColourAndAlphaTint() {
        // Opacity 0.5 of a colour with alpha 128, in a view at alpha 0.5 without a background:
        // the mask's inner pixels (coverage 255) blend red at 255 × 0.5 × 128/255 × 0.5 ≈ 32.
        let (_, _, target) = render(
            { view in
                view.backgroundColor = nil
                view.alpha = 0.5
                view.shadow = Shadow(
                    color: Color(red: 255, green: 0, blue: 0, alpha: 128), opacity: 0.5,
                    offset: .zero, radius: 0, spread: 0)
            }, scale: 1)
        let pixel = target.pixel(x: 40, y: 36)
        // Over white: green and blue lose the red's coverage a ≈ 32/255.
        let expected = 255.0 * (1 - 32.0 / 255)
        #expect(abs(Double((pixel >> 8) & 0xFF) - expected) <= 1.5 && (pixel >> 16) & 0xFF == 255)
    }

    @Test func theShadowIsNotCutByTheViewsOwnClipButByAClippingAncestor() {
        let (_, _, target) = render(
            { view in
                view.clipsToBounds = true
                view.shadow = Shadow(color: .black, opacity: 1, offset: Size(width: 0, height: 10), radius: 0, spread: 0)
            }, scale: 1)
        // Below the view (y 46…55) the shape shows black.
        #expect(target.pixel(x: 40, y: 50) & 0xFF_FFFF == 0)

        let (screen, window, clipped) = makeScreen(width: 90, height: 80)
        window.backgroundColor = .white
        let container = View(frame: Rect(x: 20, y: 20, width: 50, height: 30))
        container.clipsToBounds = true
        let view = View(frame: Rect(x: 10, y: 10, width: 24, height: 16))
        view.backgroundColor = Color(rgb: 0x3366CC)
        view.shadow = Shadow(color: .black, opacity: 1, offset: Size(width: 0, height: 10), radius: 0, spread: 0)
        container.addSubview(view)
        window.addSubview(container)
        screen.render(into: clipped)
        #expect(clipped.pixel(x: 40, y: 48) & 0xFF_FFFF == 0)  // inside the container
        #expect(clipped.pixel(x: 40, y: 52) & 0xFF_FFFF == 0xFF_FFFF)  // below it: cut
    }

    @Test func theShadowFollowsTheCornerRadius() {
        // A sharp shadow (radius 0) of the bounds (30, 30, 24, 16) grown by 4: (26, 26, 32, 24)
        // with corners of 8 + 4 = 12 about (38, 38). Pixel (28, 28), in the square corner of the
        // grown box, lies 13.4 from the centre: white; (27, 36) lies 10.6 from it: black.
        let (_, _, target) = render(
            { view in
                view.cornerRadius = 8
                view.shadow = Shadow(color: .black, opacity: 1, offset: .zero, radius: 0, spread: 4)
            }, scale: 1)
        #expect(target.pixel(x: 26, y: 26) & 0xFF_FFFF == 0xFF_FFFF)
        #expect(target.pixel(x: 28, y: 28) & 0xFF_FFFF == 0xFF_FFFF)  // outside the arc
        #expect(target.pixel(x: 27, y: 36) & 0xFF_FFFF == 0)  // inside it
        #expect(target.pixel(x: 40, y: 27) & 0xFF_FFFF == 0)  // along the top edge
    }

    // MARK: Damage

    /// After `change`, the incremental frame equals a full redraw, and its damage holds every
    /// pixel that differs from the frame before, some of them outside both the old and the new
    /// bounds (the shadow's).
    func checkDamage(_ description: String, scale: Double, change: (View) -> Void) {
        let (screen, view, target) = render(
            { view in
                view.shadow = Shadow(color: .black, opacity: 0.8, offset: Size(width: 2, height: 5), radius: 8, spread: 1)
            }, scale: scale)
        let before = Bitmap(width: target.width, height: target.height, format: .xrgb8888)
        Canvas(before).drawImage(target, x: 0, y: 0)
        let oldBox = view.frame
        change(view)
        let damage = screen.render(into: target)
        let full = Bitmap(width: target.width, height: target.height, format: .xrgb8888)
        screen.renderAll(into: full)
        #expect(firstDifference(target, full) == nil, "\(description): incremental differs from full")
        let newBox = view.frame
        var outside = 0
        for y in 0..<target.height {
            for x in 0..<target.width where before.pixel(x: x, y: y) != full.pixel(x: x, y: y) {
                if !damage.contains(where: { $0.contains(x: x, y: y) }) {
                    Issue.record("\(description): (\(x), \(y)) changed outside the damage \(damage)")
                    return
                }
                let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                if !oldBox.contains(point) && !(view.isHidden ? false : newBox.contains(point)) { outside += 1 }
            }
        }
        #expect(outside > 20, "\(description): only \(outside) changed pixels outside the bounds")
    }

    @Test(arguments: [1.0, 2.0])
    func damageIncludesTheShadow(scale: Double) {
        checkDamage("move", scale: scale) { $0.center.x += 15 }
        checkDamage("subpixel move", scale: scale) { $0.center = Point(x: 50.3, y: 41.7) }
        checkDamage("fade", scale: scale) { $0.alpha = 0.4 }
        checkDamage("hide", scale: scale) { $0.isHidden = true }
        checkDamage("remove", scale: scale) { $0.removeFromSuperview() }
        checkDamage("shadow change", scale: scale) { $0.shadow?.offset = Size(width: -6, height: -4) }
        checkDamage("shadow removed", scale: scale) { $0.shadow = nil }
        checkDamage("corner", scale: scale) { $0.cornerRadius = 8 }
        checkDamage("turn", scale: scale) { $0.transform = AffineTransform(rotationAngle: 0.3) }
    }

    @Test func aShadowInFrontOfAScrollViewKeepsScrollingExact() {
        let (screen, window, target) = makeScreen(width: 100, height: 80)
        window.backgroundColor = Color(rgb: 0x102030)
        let scroll = ScrollView(frame: Rect(x: 10, y: 10, width: 60, height: 60))
        scroll.backgroundColor = .white
        scroll.contentSize = Size(width: 60, height: 400)
        for index in 0..<20 {
            let stripe = View(frame: Rect(x: 5, y: Double(index) * 20 + 2, width: 50, height: 16))
            stripe.backgroundColor = Color(red: UInt8(index * 12), green: 100, blue: UInt8(255 - index * 12))
            stripe.shadow = Shadow(color: .black, opacity: 0.6, offset: Size(width: 0, height: 2), radius: 4)
            scroll.addSubview(stripe)
        }
        window.addSubview(scroll)
        // Beside the scroll view; only its shadow reaches over it.
        let card = View(frame: Rect(x: 72, y: 20, width: 20, height: 30))
        card.backgroundColor = .white
        card.shadow = Shadow(color: .black, opacity: 1, offset: Size(width: -4, height: 0), radius: 6)
        window.addSubview(card)
        screen.render(into: target)
        for offset in [7.0, 13, 40, 38] {
            scroll.contentOffset = Point(x: 0, y: offset)
            screen.render(into: target)
            let full = Bitmap(width: target.width, height: target.height, format: .xrgb8888)
            screen.renderAll(into: full)
            #expect(firstDifference(target, full) == nil, "offset \(offset)")
        }
    }

    // MARK: The cache

    @Test func twentyFourEqualCardsBlurOnceAndMovingOrFadingBlursNever() {
        let (screen, window, target) = makeScreen(width: 320, height: 240, scale: 2)
        window.backgroundColor = Color(rgb: 0xEEEEEE)
        var cards: [View] = []
        for index in 0..<24 {
            let card = View(frame: Rect(x: Double(index % 6) * 52 + 6, y: Double(index / 6) * 58 + 6, width: 44, height: 50))
            card.backgroundColor = .white
            card.cornerRadius = 6
            card.shadow = Shadow(color: .black, opacity: 0.3, offset: Size(width: 0, height: 2), radius: 6)
            window.addSubview(card)
            cards.append(card)
        }
        screen.render(into: target)
        #expect(screen.shadowCache.blurCount == 1)
        for step in 1...10 {
            cards[3].center.x += 1.25
            cards[3].center.y += 0.5 * Double(step)
            cards[7].alpha = 1 - Double(step) / 20
            cards[9].isHidden = step % 2 == 0
            screen.render(into: target)
        }
        cards[5].shadow?.color = .blue
        cards[5].shadow?.offset = Size(width: 3, height: 3)
        screen.render(into: target)
        #expect(screen.shadowCache.blurCount == 1)
        // Another size, another corner radius or another blur is another mask.
        cards[0].bounds.size = Size(width: 40, height: 50)
        screen.render(into: target)
        #expect(screen.shadowCache.blurCount == 2)
        cards[1].cornerRadius = 10
        cards[2].shadow?.radius = 9
        screen.render(into: target)
        #expect(screen.shadowCache.blurCount == 4)
        #expect(screen.shadowCache.count == 4)
    }

    @Test func theCacheStaysWithinItsBudget() {
        let cache = ShadowCache(budget: 20_000)
        for index in 0..<30 {
            _ = cache.mask(for: ShadowCache.Key(width: 40 + Double(index), height: 40, cornerRadius: 0, sigma: 3))
            #expect(cache.bytes <= 20_000 || cache.count == 1)
        }
        #expect(cache.blurCount == 30 && cache.count < 30)
        // The most recent masks stay; the oldest went.
        let before = cache.blurCount
        _ = cache.mask(for: ShadowCache.Key(width: 69, height: 40, cornerRadius: 0, sigma: 3))
        #expect(cache.blurCount == before)
        _ = cache.mask(for: ShadowCache.Key(width: 40, height: 40, cornerRadius: 0, sigma: 3))
        #expect(cache.blurCount == before + 1)
    }

    // MARK: Hostile values

    @Test func hostileValuesAreClamped() {
        let hostile: [Shadow] = [
            Shadow(color: .black, opacity: .nan, offset: .zero, radius: 4),
            Shadow(color: .black, opacity: 1, offset: Size(width: .infinity, height: .nan), radius: 4),
            Shadow(color: .black, opacity: 1, offset: .zero, radius: .nan),
            Shadow(color: .black, opacity: 1, offset: .zero, radius: -5),
            Shadow(color: .black, opacity: 1, offset: .zero, radius: .infinity),
            Shadow(color: .black, opacity: 1, offset: .zero, radius: 4, spread: .infinity),
            Shadow(color: .black, opacity: 1, offset: .zero, radius: 4, spread: -1e9),
            Shadow(color: .black, opacity: 1, offset: .zero, radius: 4, spread: 1e7),
            Shadow(color: .black, opacity: -3, offset: .zero, radius: 4),
            Shadow(color: .black, opacity: 7, offset: Size(width: 1e300, height: -1e300), radius: 4)
        ]
        for shadow in hostile {
            let (_, _, _) = render(
                {
                    $0.shadow = shadow; $0.cornerRadius = .nan
                }, scale: 1)
        }
        // A huge radius draws as the largest one.
        let (_, _, huge) = render(
            { $0.shadow = Shadow(color: .black, opacity: 1, offset: .zero, radius: 1e9) },
            scale: 1, size: (300, 300))
        let (_, _, largest) = render(
            { $0.shadow = Shadow(color: .black, opacity: 1, offset: .zero, radius: Shadow.maximumRadius) },
            scale: 1, size: (300, 300))
        #expect(firstDifference(huge, largest) == nil)
        // Negative radius: a sharp shadow, as radius 0.
        let (_, _, negative) = render({ $0.shadow = Shadow(color: .black, opacity: 1, offset: Size(width: 0, height: 20), radius: -5) }, scale: 1)
        let (_, _, sharp) = render({ $0.shadow = Shadow(color: .black, opacity: 1, offset: Size(width: 0, height: 20), radius: 0) }, scale: 1)
        #expect(firstDifference(negative, sharp) == nil)
        #expect(ShadowBlur.mask(width: 1e7, height: 10, cornerRadius: 0, sigma: 2) == nil)
    }
}
