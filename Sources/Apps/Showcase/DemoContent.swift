import TactileCore

/// The demo's views, on an 800 × 480 point design grid of two columns centred in the window: a
/// header, a card
/// of labels in several sizes, a card of custom-drawn shapes, a row of image views (scaled,
/// translucent, rotated, unfiltered), two buttons, a spinning icon and a toast.
///
/// It starts with an animation (the toast slides in and fades, the icon spins into place) and
/// then sits still. "Animate" turns the icon an eighth of a turn with a spring and counts the taps in the
/// toast; "Flip" flips the shapes card to its back and front. On a compact width (a portrait
/// screen, a small panel) the right column goes under the left one, and the page scrolls
/// when it is taller than the window.
final class DemoContent {
    static let designSize = Size(width: 800, height: 480)
    /// When the start animation has ended, in seconds.
    static let startAnimationDuration = 3.0

    /// The design area, centred in the window.
    let root: View
    private let resources: ShowcaseResources
    private let shapesCard: View
    private let shapesFront: View
    private let shapesBack: View
    private let spinner: ImageView
    private let toast: View
    private let toastLabel: Label?
    private var taps = 0
    private var spinnerAngle = 0.0

    init(window: Window, resources: ShowcaseResources) {
        self.resources = resources
        let size = DemoContent.designSize
        window.backgroundColor = Color(rgb: 0x1C_2850)
        let wallpaper = ImageView(frame: window.bounds)
        wallpaper.image = resources.wallpaper
        wallpaper.contentMode = .scaleAspectFill
        window.addSubview(wallpaper)

        let oneColumn = window.traitCollection.horizontalSizeClass == .compact
        let rootSize = oneColumn ? Size(width: window.bounds.width, height: DemoContent.oneColumnHeight) : size
        // Two columns: centred, as designed (a window a little smaller cuts the margins). One
        // column: from the top, scrolling when taller than the window.
        root = View(
            frame: Rect(
                x: ((window.bounds.width - rootSize.width) / 2).rounded(.down),
                y: oneColumn ? 0 : ((window.bounds.height - rootSize.height) / 2).rounded(.down),
                width: rootSize.width, height: rootSize.height))
        if oneColumn && rootSize.height > window.bounds.height {
            let scroller = ScrollView(frame: window.bounds)
            scroller.contentSize = Size(
                width: Swift.max(rootSize.width, window.bounds.width), height: Swift.max(rootSize.height, window.bounds.height))
            scroller.addSubview(root)
            window.addSubview(scroller)
        } else {
            window.addSubview(root)
        }

        if let title = resources.title {
            let heading = DemoContent.label("Tactile", font: title, frame: Rect(x: 32, y: 22, width: 400, height: 48))
            heading.accessibilityTraits = [.staticText, .header]
            root.addSubview(heading)
        }
        if let body = resources.body {
            root.addSubview(
                DemoContent.label(
                    "A small UI runtime for handheld Linux · Embedded Swift on /dev/fb0",
                    font: body, color: Color.white.withAlpha(210),
                    frame: Rect(x: 34, y: 70, width: 600, height: 24)))
        }

        let textCard = DemoContent.card(Rect(x: 32, y: 106, width: 360, height: 232))
        root.addSubview(textCard)
        DemoContent.fillTextCard(textCard, resources: resources)

        shapesCard = DemoContent.card(Rect(x: 408, y: 106, width: 360, height: 232))
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

        spinner = ImageView(frame: Rect(x: 408, y: 384, width: 64, height: 64))
        spinner.image = resources.icon
        root.addSubview(spinner)

        toast = View(frame: Rect(x: 488, y: 392, width: 280, height: 56))
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
                frame: Rect(x: 32, y: 346, width: 170, height: 34)
            ) { [owner = Unowned(self)] in
                owner.object.animateTapped()
            })
        root.addSubview(
            DemoButton.make(
                title: "Flip", font: resources.heading,
                frame: Rect(x: 222, y: 346, width: 170, height: 34)
            ) { [owner = Unowned(self)] in
                owner.object.flipShapes()
            })
        DemoGestures.attach(image: gestureImage, textCard: textCard, shapesCard: shapesCard) { [owner = Unowned(self)] in
            owner.object.flipShapes()
        }
        root.addSubview(
            DemoButton.make(
                title: "Scrolling", font: resources.heading,
                frame: Rect(x: 618, y: 30, width: 150, height: 34)
            ) { [owner = Unowned(self)] in
                owner.object.openScrolling()
            })
        root.addSubview(
            DemoButton.make(
                title: "Controls", font: resources.heading,
                frame: Rect(x: 456, y: 30, width: 150, height: 34)
            ) { [owner = Unowned(self)] in
                owner.object.openControls()
            })
        if oneColumn { DemoContent.moveRightColumnUnderLeft(in: root) }
    }

    /// The height of the page in one column: the header and page buttons, the left column, then
    /// the right one.
    static let oneColumnHeight = 1000.0

    /// The design's right column (from x 400) under its left one, and the subtitle wrapped to
    /// the width: one column for a compact width.
    private static func moveRightColumnUnderLeft(in root: View) {
        // The column's 360 points centred.
        let indent = ((root.bounds.width - 360) / 2).rounded(.down) - 32
        for view in root.subviews {
            view.frame = view.frame.offsetBy(dx: indent, dy: 0)
            let right = view.frame.minX >= 400 + indent
            if right && view.frame.minY < 100 {
                // The page buttons under the header, where a small screen shows them at once, as
                // tall as a touch target needs.
                let moved = view.frame.offsetBy(dx: -424, dy: 78)
                view.frame = Rect(x: moved.minX, y: moved.minY, width: moved.width, height: 44)
            } else if right {
                view.frame = view.frame.offsetBy(dx: -376, dy: 520)
            } else if view is Button {
                // Animate and Flip: 44 points tall, with room above the pictures.
                let moved = view.frame.offsetBy(dx: 0, dy: 60)
                view.frame = Rect(x: moved.minX, y: moved.minY, width: moved.width, height: 44)
            } else if view.frame.minY >= 380 {
                view.frame = view.frame.offsetBy(dx: 0, dy: 72)
            } else if view.frame.minY >= 100 {
                view.frame = view.frame.offsetBy(dx: 0, dy: 60)
            } else if let label = view as? Label, view.frame.maxX > root.bounds.width - 16 {
                label.numberOfLines = 0
                label.frame = Rect(x: view.frame.minX, y: view.frame.minY, width: 360, height: 34)
            }
        }
    }

    /// The controls page, made the first time it is opened.
    private var controlsPage: DemoControlsPage?

    func openControls() {
        guard let window = root.window else { return }
        if controlsPage == nil { controlsPage = DemoControlsPage(host: window, resources: resources) }
        controlsPage?.present()
        Accessibility.post(.screenChanged(focus: nil))
    }

    /// The scrolling screens (list, gallery, wide text), made the first time they are opened.
    private var scrollScreens: DemoScrollScreens?

    func openScrolling() {
        guard let window = root.window else { return }
        if scrollScreens == nil { scrollScreens = DemoScrollScreens(host: window, resources: resources) }
        scrollScreens?.present()
        Accessibility.post(.screenChanged(focus: nil))
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
        let first = TouchableImageView(frame: Rect(x: 32, y: 384, width: 64, height: 64))
        first.image = icon
        root.addSubview(first)
        _ = imageView(Rect(x: 108, y: 400, width: 32, height: 32))
        imageView(Rect(x: 152, y: 384, width: 64, height: 64)).alpha = 110.0 / 255
        imageView(Rect(x: 236, y: 384, width: 64, height: 64)).transform = AffineTransform(rotationAngle: 0.35)
        imageView(Rect(x: 316, y: 384, width: 64, height: 64)).filter = .nearest
        return first
    }
}
