extension Window {
    /// The screen filling the window (UIKit's `rootViewController`): its view becomes the
    /// window's backmost subview, sized to the window (and kept so when the window's size
    /// changes). Setting it calls the appearance methods: the old root disappears (its view
    /// leaves the window), the new one appears.
    public var rootViewController: ViewController? {
        get { rootViewControllerStorage }
        set {
            let old = rootViewControllerStorage
            guard newValue !== old else { return }
            old?.beginAppearanceTransition(false, animated: false)
            newValue?.beginAppearanceTransition(true, animated: false)
            old?.viewIfLoaded?.removeFromSuperview()
            rootViewControllerStorage = newValue
            if let newValue {
                newValue.view.frame = bounds
                insertSubview(newValue.view, at: 0)
            }
            old?.endAppearanceTransition()
            newValue?.endAppearanceTransition()
        }
    }
}
