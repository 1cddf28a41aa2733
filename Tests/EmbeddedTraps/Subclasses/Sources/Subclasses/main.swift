// Every open class of Tactile subclassed by an application, in the shapes that once failed to
// link in the Embedded (device) build: held by a view controller, created at top level, and
// declared but never created (docs/embedded-swift-traps.md, §3).
import Tactile

// Views: each overrides layoutSubviews, as an app's own view does.
final class AppView: View { override func layoutSubviews() { super.layoutSubviews() } }
final class AppControl: Control { override func layoutSubviews() { super.layoutSubviews() } }
final class AppButton: Button { override func layoutSubviews() { super.layoutSubviews() } }
final class AppLabel: Label { override func layoutSubviews() { super.layoutSubviews() } }
final class AppImageView: ImageView { override func layoutSubviews() { super.layoutSubviews() } }
final class AppScrollView: ScrollView { override func layoutSubviews() { super.layoutSubviews() } }
final class AppListView: ListView { override func layoutSubviews() { super.layoutSubviews() } }
final class AppListCell: ListCell { override func layoutSubviews() { super.layoutSubviews() } }
final class AppGridView: GridView { override func layoutSubviews() { super.layoutSubviews() } }
final class AppStackView: StackView { override func layoutSubviews() { super.layoutSubviews() } }
final class AppSwitch: Switch { override func layoutSubviews() { super.layoutSubviews() } }
final class AppSlider: Slider { override func layoutSubviews() { super.layoutSubviews() } }
final class AppStepper: Stepper { override func layoutSubviews() { super.layoutSubviews() } }
final class AppSegmentedControl: SegmentedControl { override func layoutSubviews() { super.layoutSubviews() } }
final class AppPageControl: PageControl { override func layoutSubviews() { super.layoutSubviews() } }
final class AppProgressView: ProgressView { override func layoutSubviews() { super.layoutSubviews() } }
final class AppActivityIndicator: ActivityIndicator { override func layoutSubviews() { super.layoutSubviews() } }
final class AppTextField: TextField { override func layoutSubviews() { super.layoutSubviews() } }
final class AppTextView: TextView { override func layoutSubviews() { super.layoutSubviews() } }
final class AppKeyboard: Keyboard { override func layoutSubviews() { super.layoutSubviews() } }
final class AppNavigationBar: NavigationBar { override func layoutSubviews() { super.layoutSubviews() } }
final class AppTabBar: TabBar { override func layoutSubviews() { super.layoutSubviews() } }

// Gesture recognizers, controllers, a simulation.
final class AppTap: TapGestureRecognizer {}
final class AppLongPress: LongPressGestureRecognizer {}
final class AppPan: PanGestureRecognizer {}
final class AppPinch: PinchGestureRecognizer {}
final class AppRotation: RotationGestureRecognizer {}
final class AppSwipe: SwipeGestureRecognizer {}
final class AppEdgePan: ScreenEdgePanGestureRecognizer {}
final class AppNavigationController: NavigationController {}
final class AppTabBarController: TabBarController {}

/// Moves at a constant speed forever: the simplest simulation an app could write.
final class ConstantSpeed: Simulation<Double> {
    let speed: Double
    init(position: Double, speed: Double) {
        self.speed = speed
        super.init(position: position, velocity: speed, restingPosition: .infinity)
    }
    override func computeState(at time: Double, into state: inout SimulationState<Double>) {
        state = SimulationState(position: position + speed * time, velocity: speed, isAtRest: false)
    }
}

// Declared and never created.
final class UnusedListView: ListView {}
final class UnusedScrollView: ScrollView { override func layoutSubviews() { super.layoutSubviews() } }
final class UnusedController: ViewController { let list = AppListView(frame: .zero) }

/// A screen holding one of each view (the shape that failed: subclasses as a controller's properties).
final class Showroom: ViewController {
    let list = AppListView(frame: Rect(x: 10, y: 10, width: 240, height: 200))
    let scroll = AppScrollView(frame: Rect(x: 260, y: 10, width: 240, height: 200))
    let grid = AppGridView(frame: Rect(x: 510, y: 10, width: 240, height: 200))
    let stack = AppStackView(frame: Rect(x: 10, y: 220, width: 240, height: 120))
    let label = AppLabel(frame: Rect(x: 10, y: 350, width: 240, height: 24))
    let button = AppButton(frame: Rect(x: 260, y: 220, width: 120, height: 44))
    let toggle = AppSwitch(frame: Rect(x: 400, y: 220, width: 0, height: 0))
    let slider = AppSlider(frame: Rect(x: 260, y: 280, width: 200, height: Slider.height))
    let stepper = AppStepper(frame: Rect(x: 400, y: 320, width: Stepper.defaultSize.width,
                                         height: Stepper.defaultSize.height))
    let segments = AppSegmentedControl(frame: Rect(x: 510, y: 220, width: 240, height: SegmentedControl.height),
                                       titles: ["One", "Two"])
    let pages = AppPageControl(frame: Rect(x: 510, y: 270, width: 240, height: 30))
    let progress = AppProgressView()
    let spinner = AppActivityIndicator(frame: Rect(x: 700, y: 320, width: 40, height: 40))
    let field = AppTextField(frame: Rect(x: 10, y: 390, width: 240, height: 36))
    let text = AppTextView(frame: Rect(x: 260, y: 390, width: 240, height: 60))
    let plain = AppView(frame: Rect(x: 510, y: 390, width: 40, height: 40))
    let control = AppControl(frame: Rect(x: 560, y: 390, width: 40, height: 40))
    let image = AppImageView(frame: Rect(x: 610, y: 390, width: 40, height: 40))
    let bar = AppNavigationBar(frame: .zero)
    let tabs = AppTabBar(frame: .zero)
    let keyboard = AppKeyboard(frame: .zero)
    let cell = AppListCell(reuseIdentifier: "cell")
    let recognizers: [GestureRecognizer] = [AppTap(), AppLongPress(), AppPan(), AppPinch(), AppRotation(), AppSwipe(),
                                            AppEdgePan()]

    override func viewDidLoad() {
        super.viewDidLoad()
        // A controller reaches the application through `shared` in the Swift 6 language mode
        // (docs/embedded-swift-traps.md, §4).
        precondition(ScreenSession.current != nil, "no application")
        view.backgroundColor = Color(rgb: 0xF2_F2F7)
        label.text = "Every open class, subclassed"
        button.setTitle("Button", for: .normal)
        button.setBackgroundColor(Color(rgb: 0x3A_5CFF), for: .normal)
        scroll.contentSize = Size(width: 240, height: 800)
        scroll.backgroundColor = Color(rgb: 0xDD_EEFF)
        list.backgroundColor = Color(rgb: 0xFF_EEDD)
        grid.backgroundColor = Color(rgb: 0xEE_FFDD)
        progress.frame.origin = Point(x: 260, y: 340)
        progress.progress = 0.5
        plain.backgroundColor = Color(rgb: 0xFF_3B30)
        control.backgroundColor = Color(rgb: 0x34_C759)
        for subview: View in [list, scroll, grid, stack, label, button, toggle, slider, stepper, segments, pages, progress,
                              spinner, field, text, plain, control, image] {
            view.addSubview(subview)
        }
        for recognizer in recognizers { plain.addGestureRecognizer(recognizer) }
        scroll.setContentOffset(Point(x: 0, y: 40), animated: false)
    }
}

let app = Application()
// Created at top level too.
let drift = ConstantSpeed(position: 0, speed: 10)
drift.step(to: 2)
let navigation = AppNavigationController(rootViewController: Showroom())
_ = AppTabBarController()
app.window.rootViewController = navigation
navigation.topViewController?.title = drift.position == 20 ? "Subclasses" : "Simulation override broken"
app.run()
