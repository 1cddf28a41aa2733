import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// Draws a square in the dynamic colour it is given, as an app's custom drawing would.
private final class Swatch: View {
    let color: Color
    init(frame: Rect, color: Color) {
        self.color = color
        super.init(frame: frame)
    }
    override func draw(_ rect: Rect, in context: Canvas) {
        context.fill(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), color: color)
    }
}

/// Dynamic colours (UIKit's system colours by their names): a view given one shows the value of
/// the appearance where it is, and changes with it.
@Suite struct DynamicColorTests {
    static let teal = Color(light: Color(rgb: 0x00_8080), dark: Color(rgb: 0x40_E0D0))

    @Test func aDynamicColourResolvesPerAppearanceAndPlainOnesDoNot() {
        #expect(Self.teal.isDynamic && !Color(rgb: 0x12_3456).isDynamic)
        #expect(Self.teal.resolvedColor(with: .light) == Color(rgb: 0x00_8080))
        #expect(Self.teal.resolvedColor(with: .dark) == Color(rgb: 0x40_E0D0))
        #expect(!Self.teal.resolvedColor(with: .dark).isDynamic)
        #expect(Color(rgb: 0x12_3456).resolvedColor(with: .dark) == Color(rgb: 0x12_3456))
        // Alpha applies to both values.
        let faint = Self.teal.withAlpha(40)
        #expect(faint.resolvedColor(with: .light) == Color(rgb: 0x00_8080, alpha: 40))
        #expect(faint.resolvedColor(with: .dark) == Color(rgb: 0x40_E0D0, alpha: 40))
        // UIKit's names, with their dark values.
        #expect(Color.systemBackground.resolvedColor(with: .dark) == .black)
        #expect(Color.label.resolvedColor(with: .light) == .black && Color.label.resolvedColor(with: .dark) == .white)
    }

    /// A label given `.secondaryLabel` before it is on a dark screen (the music player's case):
    /// it draws the dark value there, and the light one again after a switch back.
    @Test func aLabelGivenASystemColourFollowsTheAppearance() {
        let (screen, window, target) = makeScreen(width: 60, height: 20)
        window.backgroundColor = .systemBackground
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 20), font: textTestFont())
        label.text = "MMMMMMMM"
        label.textColor = Self.teal
        #expect(label.textColor == Self.teal)
        window.addSubview(label)
        screen.userInterfaceStyle = .dark
        screen.renderAll(into: target)
        #expect(colours(in: target) == [0x00_0000, 0x40_E0D0])
        screen.userInterfaceStyle = .light
        screen.render(into: target)
        #expect(colours(in: target) == [0xFF_FFFF, 0x00_8080])
    }

    /// `draw(_:in:)` draws dynamic colours in the appearance of the view, and a change of
    /// appearance draws it again.
    @Test func customDrawingResolvesAndRedrawsOnAChange() {
        let (screen, window, target) = makeScreen(width: 20, height: 20)
        window.addSubview(Swatch(frame: Rect(x: 0, y: 0, width: 20, height: 20), color: Self.teal))
        screen.renderAll(into: target)
        #expect(colours(in: target) == [0x00_8080])
        screen.userInterfaceStyle = .dark
        screen.render(into: target)
        #expect(colours(in: target) == [0x40_E0D0])
    }

    /// A background and a border given dynamic colours show their values and follow; a plain
    /// colour set afterwards stays as set.
    @Test func backgroundsAndBordersFollowUntilAPlainColourIsSet() {
        let (screen, window, _) = makeScreen(width: 20, height: 20)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = Self.teal
        view.borderColor = .separator
        window.addSubview(view)
        #expect(view.backgroundColor == Color(rgb: 0x00_8080))
        screen.userInterfaceStyle = .dark
        #expect(view.backgroundColor == Color(rgb: 0x40_E0D0))
        #expect(view.borderColor == Color.separator.darkVariant)
        view.backgroundColor = Color(rgb: 0x11_2233)
        screen.userInterfaceStyle = .light
        #expect(view.backgroundColor == Color(rgb: 0x11_2233))
    }

    /// The tint: the screen's accent reaches every view without a tint of its own, `.system`
    /// buttons' titles included; a pressed one is dimmed.
    @Test func theScreensTintReachesSystemButtons() {
        let (screen, window, _) = makeScreen(width: 200, height: 60)
        let button = Button(type: .system, frame: Rect(x: 0, y: 0, width: 100, height: 44))
        button.setTitle("Edit", for: .normal)
        window.addSubview(button)
        #expect(button.titleLabel.textColor == Color.systemBlue.lightVariant)
        screen.tintColor = .systemPurple
        #expect(button.titleLabel.textColor == Color.systemPurple.lightVariant)
        screen.userInterfaceStyle = .dark
        #expect(button.titleLabel.textColor == Color.systemPurple.darkVariant)
        // Its template image is drawn as the title: the tint, dimmed while pressed, grey disabled.
        button.setImage(Bitmap(width: 2, height: 2, format: .argb8888), for: .normal)
        #expect(button.imageView.tintColor == Color.systemPurple.darkVariant)
        button.isHighlighted = true
        #expect(button.titleLabel.textColor.alpha < 255)
        #expect(button.imageView.tintColor == button.titleLabel.textColor)
        button.isEnabled = false
        #expect(button.titleLabel.textColor == Color.tertiaryLabel.darkVariant)
        #expect(button.imageView.tintColor == Color.tertiaryLabel.darkVariant)
        // A custom button keeps its white title.
        let custom = Button(frame: .zero)
        window.addSubview(custom)
        #expect(custom.currentTitleColor == .white)
    }

    /// A template image is its alpha filled with the tint, and follows a new tint.
    @Test func aTemplateImageIsDrawnInTheTint() {
        let (screen, window, target) = makeScreen(width: 4, height: 1)
        window.backgroundColor = .white
        let image = Bitmap(width: 4, height: 1, format: .argb8888)
        image.setPixel(x: 0, y: 0, 0xFFFF_FFFF)  // opaque white: vanishes on white unless tinted
        image.setPixel(x: 1, y: 0, 0x8080_8080)  // half-transparent grey
        let view = ImageView(image: image)
        view.renderingMode = .alwaysTemplate
        view.tintColor = Color(rgb: 0x00_00FF)
        window.addSubview(view)
        screen.renderAll(into: target)
        #expect(target.pixel(x: 0, y: 0) & 0xFF_FFFF == 0x00_00FF)
        #expect(target.pixel(x: 1, y: 0) & 0xFF_FFFF == PixelMath.over(PixelMath.scale(0xFF00_00FF, by: 0x80), 0xFFFF_FFFF) & 0xFF_FFFF)
        #expect(target.pixel(x: 2, y: 0) & 0xFF_FFFF == 0xFF_FFFF)
        view.tintColor = Color(rgb: 0xFF_0000)
        screen.render(into: target)
        #expect(target.pixel(x: 0, y: 0) & 0xFF_FFFF == 0xFF_0000)
    }

    /// `clipsToBounds` with a corner radius clips the view's own picture and its subviews to the
    /// rounded shape: the corner shows what is behind, the middle the picture.
    @Test func aRoundedClippingViewClipsItsImageAndSubviews() {
        let (screen, window, target) = makeScreen(width: 40, height: 40)
        window.backgroundColor = .white
        let image = Bitmap(width: 40, height: 40, format: .xrgb8888)
        for y in 0..<40 { for x in 0..<40 { image.setPixel(x: x, y: y, 0xFF00_0000) } }
        let view = ImageView(image: image)
        view.cornerRadius = 12
        view.clipsToBounds = true
        let inner = View(frame: Rect(x: 20, y: 20, width: 20, height: 20))
        inner.backgroundColor = Color(rgb: 0xFF_0000)
        view.addSubview(inner)
        window.addSubview(view)
        screen.renderAll(into: target)
        #expect(target.pixel(x: 0, y: 0) & 0xFF_FFFF == 0xFF_FFFF)  // the image's corner, cut
        #expect(target.pixel(x: 39, y: 39) & 0xFF_FFFF == 0xFF_FFFF)  // the subview's corner, cut
        #expect(target.pixel(x: 20, y: 5) & 0xFF_FFFF == 0x00_0000)
        #expect(target.pixel(x: 30, y: 30) & 0xFF_FFFF == 0xFF_0000)
        // Without clipping the corners show.
        view.clipsToBounds = false
        screen.render(into: target)
        #expect(target.pixel(x: 39, y: 39) & 0xFF_FFFF == 0xFF_0000)
    }

    private func colours(in target: Bitmap) -> Set<UInt32> {
        var set: Set<UInt32> = []
        for y in 0..<target.height { for x in 0..<target.width { set.insert(target.pixel(x: x, y: y) & 0xFF_FFFF) } }
        return set
    }
}
