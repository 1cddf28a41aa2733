import TactileCore

/// The demo's views, on an 800 × 414 point design grid of two columns centred in the safe area
/// of the Showcase's first screen (`ShowcaseController`, under its navigation bar): a line
/// about the runtime, a card of labels in several sizes, a card of custom-drawn shapes, a row
/// of image views (scaled, translucent, rotated, unfiltered), two buttons, a spinning icon and a
/// toast, over the wallpaper, which fills the screen under the bar.
///
/// It starts with an animation (the toast slides in and fades, the icon spins into place) and
/// then sits still. "Animate" turns the icon an eighth of a turn with a spring and counts the taps in the
/// toast; "Flip" flips the shapes card to its back and front. On a compact width (a portrait
/// screen, a small panel) the right column goes under the left one, and the page scrolls
/// under the bar.
final class DemoContent {
    static let designSize = Size(width: 800, height: 414)
    /// When the start animation has ended, in seconds.
    static let startAnimationDuration = 3.0

    /// The design area, in the safe area of `host`.
    let root: View
    private let shapesCard: View
    private let shapesFront: View
    private let shapesBack: View
    private let spinner: ImageView
    private let toast: View
    private let toastLabel: Label?
    private var taps = 0
    private var spinnerAngle = 0.0

    /// The scene in `host`, laid out for its size and safe area: two columns, or one on a
    /// compact width.
    init(host: View, resources: ShowcaseResources) {
        let size = DemoContent.designSize
        let wallpaper = ImageView(frame: host.bounds)
        wallpaper.image = resources.wallpaper
        wallpaper.contentMode = .scaleAspectFill
        host.addSubview(wallpaper)

        let area = host.safeAreaLayoutGuide.layoutFrame
        let oneColumn = host.traitCollection.horizontalSizeClass == .compact
        if oneColumn {
            // From the top of a scroll view filling the screen: it starts below the bar and
            // scrolls on under it.
            root = View(frame: Rect(x: 0, y: 0, width: host.bounds.width, height: DemoContent.oneColumnHeight))
            let scroller = ScrollView(frame: host.bounds)
            scroller.contentSize = root.bounds.size
            scroller.addSubview(root)
            host.addSubview(scroller)
        } else {
            // Centred in the safe area, as designed (an area a little smaller cuts the margins).
            root = View(
                frame: Rect(
                    x: (area.midX - size.width / 2).rounded(.down), y: (area.midY - size.height / 2).rounded(.down),
                    width: size.width, height: size.height))
            host.addSubview(root)
        }

        if let body = resources.body {
            root.addSubview(
                DemoContent.label(
                    "A small UI runtime for handheld Linux · Embedded Swift on /dev/fb0",
                    font: body, color: Color.white.withAlpha(210),
                    frame: Rect(x: 34, y: 8, width: 600, height: 24)))
        }

        let textCard = DemoContent.card(Rect(x: 32, y: 40, width: 360, height: 232))
        root.addSubview(textCard)
        DemoContent.fillTextCard(textCard, resources: resources)

        shapesCard = DemoContent.card(Rect(x: 408, y: 40, width: 360, height: 232))
        // The screen reader steps through each card as a group and can jump over it.
        textCard.isAccessibilityContainer = true
        textCard.accessibilityContainerTitle = "Text"
        shapesCard.isAccessibilityContainer = true
        shapesCard.accessibilityContainerTitle = "Shapes"
        root.addSubview(shapesCard)
        shapesFront = View(frame: shapesCard.bounds)
        shapesBack = View(frame: shapesCard.bounds)
        shapesCard.addSubview(shapesFront)
        if let heading = resources.heading {
            shapesFront.addSubview(DemoContent.label("Shapes", font: heading, frame: Rect(x: 18, y: 12, width: 320, height: 26)))
            shapesBack.addSubview(DemoContent.label("The other side", font: heading, frame: Rect(x: 18, y: 12, width: 320, height: 26)))
        }
        shapesFront.addSubview(ShapesView(frame: Rect(x: 18, y: 44, width: 330, height: 172)))
        if let body = resources.body {
            let note = DemoContent.label(
                "Flipped with a container transition: the card's old and new looks are snapshots "
                    + "composited with a squeeze about the vertical axis.",
                font: body, frame: Rect(x: 18, y: 52, width: 324, height: 120))
            note.numberOfLines = 0
            note.lineBreakMode = .byWordWrapping
            shapesBack.addSubview(note)
        }

        let gestureImage = DemoContent.addImageRow(to: root, icon: resources.icon)

        spinner = ImageView(frame: Rect(x: 408, y: 318, width: 64, height: 64))
        spinner.image = resources.icon
        root.addSubview(spinner)

        toast = View(frame: Rect(x: 488, y: 326, width: 280, height: 56))
        toast.backgroundColor = Color(rgb: 0x10_1420, alpha: 204)
        toast.cornerRadius = 14
        if let body = resources.body {
            let label = DemoContent.label(
                "Idle: no wakeups until you touch", font: body,
                frame: Rect(x: 16, y: 0, width: 248, height: 56))
            label.textAlignment = .center
            toast.addSubview(label)
            toastLabel = label
        } else {
            toastLabel = nil
        }
        root.addSubview(toast)

        root.addSubview(
            DemoButton.make(
                title: "Animate", font: resources.heading,
                frame: Rect(x: 32, y: 280, width: 170, height: 34)
            ) { [owner = Unowned(self)] in
                owner.object.animateTapped()
            })
        root.addSubview(
            DemoButton.make(
                title: "Flip", font: resources.heading,
                frame: Rect(x: 222, y: 280, width: 170, height: 34)
            ) { [owner = Unowned(self)] in
                owner.object.flipShapes()
            })
        DemoGestures.attach(image: gestureImage, textCard: textCard, shapesCard: shapesCard) { [owner = Unowned(self)] in
            owner.object.flipShapes()
        }
        if oneColumn { DemoContent.moveRightColumnUnderLeft(in: root) }
    }

    /// The height of the page in one column: the line about the runtime, the left column, then
    /// the right one.
    static let oneColumnHeight = 790.0

    /// The design's right column (from x 400) under its left one, and the line about the
    /// runtime wrapped to the width: one column for a compact width.
    private static func moveRightColumnUnderLeft(in root: View) {
        // The column's 360 points centred.
        let indent = ((root.bounds.width - 360) / 2).rounded(.down) - 32
        for view in root.subviews {
            // Moved by the centre: a turned picture's frame is its bounding box.
            let frame = view.frame
            var move = (dx: indent, dy: 0.0)
            if view.center.x >= 400 {
                // The shapes card, the icon and the toast, under the pictures.
                move = (indent - 376, 390)
            } else if view is Button {
                // Animate and Flip: 44 points tall, with room above the pictures.
                view.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 44)
                move.dy = 14
            } else if view.center.y >= 318 {
                move.dy = 32
            } else if view.center.y >= 40 {
                move.dy = 10
            } else if let label = view as? Label {
                label.numberOfLines = 0
                view.frame = Rect(x: frame.minX, y: frame.minY, width: 360, height: 34)
            }
            view.center = Point(x: view.center.x + move.dx, y: view.center.y + move.dy)
        }
    }

    // MARK: Animations

    /// The start animation: the toast swings up along a curve and fades in; the icon spins into
    /// place, growing opaque. Every value comes from the one animator on the run loop's frame clock.
    func startAnimations(animator: Animator) {
        let toastCenter = toast.center
        animator.performWithoutAnimation {
            toast.center = Point(x: toastCenter.x, y: toastCenter.y + 70)
            toast.alpha = 0
            spinner.alpha = 55.0 / 255
            spinner.center.x -= 40
        }
        // The toast swings in along a curve (a path at constant speed) as it fades in.
        var swing = AnimationPath(start: toast.center)
        swing.addCurve(
            to: toastCenter, control1: Point(x: toastCenter.x - 60, y: toastCenter.y + 70),
            control2: Point(x: toastCenter.x - 60, y: toastCenter.y))
        toast.animate(along: swing, duration: .milliseconds(1200), delay: .milliseconds(200), pacing: .paced)
        animator.animate(
            withDuration: .milliseconds(1200), delay: .milliseconds(200), curve: .easeOut,
            changes: {
                toast.alpha = 1
            })
        animator.animate(
            withDuration: .milliseconds(3000), curve: .easeOut,
            changes: {
                spinner.center.x += 40
                spinner.alpha = 1
            })
        spin(
            from: -2 * Trigonometry.pi, to: 0,
            parameters: AnimationParameters(
                duration: .milliseconds(3000), timing: .curve(.easeOut)), animator: animator)
    }

    /// "Animate": an eighth of a turn on a bouncy spring, and the tap count in the toast.
    func animateTapped() {
        taps += 1
        toastLabel?.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
        let from = spinnerAngle
        spinnerAngle += Trigonometry.pi / 4
        guard let animator = spinner.animator else { return }
        spin(
            from: from, to: spinnerAngle,
            parameters: .spring(
                Spring(duration: .milliseconds(600), bounce: 0.35),
                options: .beginFromCurrentState), animator: animator)
    }

    /// "Flip": the shapes card turns over to its other side.
    func flipShapes() {
        let showingFront = shapesFront.superview != nil
        View.transition(
            with: shapesCard, duration: .milliseconds(600), options: .flipFromRight,
            animations: {
                if showingFront {
                    self.shapesFront.removeFromSuperview()
                    self.shapesCard.addSubview(self.shapesBack)
                } else {
                    self.shapesBack.removeFromSuperview()
                    self.shapesCard.addSubview(self.shapesFront)
                }
            })
    }

    /// Turns the icon through the angles between `from` and `to` (a transform animated
    /// component-wise would shrink on the way).
    private func spin(from: Double, to: Double, parameters: AnimationParameters, animator: Animator) {
        animator.animate(
            AnimationKey(spinner, AnimationProperty("angle")), from: from, to: to,
            parameters: parameters,
            apply: Unowned(self).callback { owner, angle in
                owner.spinner.transform = AffineTransform(rotationAngle: angle)
            })
    }

    // MARK: Building

    private static func label(_ text: String, font: Font, color: Color = .white, frame: Rect) -> Label {
        let label = Label(frame: frame, font: font)
        label.text = text
        label.textColor = color
        return label
    }

    private static func card(_ frame: Rect) -> View {
        let card = View(frame: frame)
        card.backgroundColor = Color.white.withAlpha(34)
        card.cornerRadius = 16
        card.borderWidth = 1
        card.borderColor = Color.white.withAlpha(90)
        return card
    }

    private static func fillTextCard(_ card: View, resources: ShowcaseResources) {
        if let heading = resources.heading {
            card.addSubview(label("Text", font: heading, frame: Rect(x: 18, y: 12, width: 320, height: 26)))
        }
        var y = 44.0
        for (font, text) in [
            (resources.small, "11 pt regular"), (resources.body, "13 pt regular · kerning AV To"),
            (resources.large, "22 pt — Größe ✓")
        ] {
            guard let font else { continue }
            let height = (font.lineHeight / font.scale).rounded(.up)
            card.addSubview(label(text, font: font, frame: Rect(x: 18, y: y, width: 330, height: height)))
            y += height + 6
        }
        if let body = resources.body {
            let paragraph = label(
                "Views, touch delivery, transitions and animations on one frame timer, drawn by "
                    + "a software rasterizer straight to the framebuffer. Nothing wakes the CPU while the "
                    + "screen is still.",
                font: body, color: Color.white.withAlpha(220),
                frame: Rect(x: 18, y: y + 4, width: 330, height: 76))
            paragraph.numberOfLines = 0
            paragraph.lineBreakMode = .byWordWrapping
            card.addSubview(paragraph)
        }
    }

    /// The row of images; returns the first (the one the demo's gestures move).
    private static func addImageRow(to root: View, icon: Bitmap?) -> View? {
        guard let icon else { return nil }
        func imageView(_ frame: Rect) -> ImageView {
            let view = ImageView(frame: frame)
            view.image = icon
            root.addSubview(view)
            return view
        }
        let first = TouchableImageView(frame: Rect(x: 32, y: 318, width: 64, height: 64))
        first.image = icon
        root.addSubview(first)
        _ = imageView(Rect(x: 108, y: 334, width: 32, height: 32))
        imageView(Rect(x: 152, y: 318, width: 64, height: 64)).alpha = 110.0 / 255
        imageView(Rect(x: 236, y: 318, width: 64, height: 64)).transform = AffineTransform(rotationAngle: 0.35)
        imageView(Rect(x: 316, y: 318, width: 64, height: 64)).filter = .nearest
        return first
    }
}
