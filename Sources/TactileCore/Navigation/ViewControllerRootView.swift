/// The view the default `ViewController.loadView()` makes: opaque white, and its layout pass
/// runs the controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` (where
/// containers place their children, and screens their subviews).
final class ViewControllerRootView: View {
    /// The controller laying the view out; cleared when the controller goes away or gets another
    /// view.
    @Unowned var controller: ViewController?

    init(controller: ViewController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    override func layoutSubviews() {
        controller?.viewWillLayoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}
