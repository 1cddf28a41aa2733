extension ViewController {
    /// The screen presented over this one (by it, or by the container it is in); nil when none.
    public var presentedViewController: ViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The screen that presented this one (or the container it is in); nil when it is not
    /// presented.
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// Shows `viewController` over the window's content, sliding up from the bottom edge (with
    /// `animated`) on a 0.5 s spring over a dimming veil, as a sheet (`.pageSheet`, the default,
    /// leaving 24 pt at the top, or the screen behind's navigation bar whole; full screen on a
    /// compact height) or over everything (`.fullScreen`). `completion` runs when it
    /// is up. The presentation belongs to this screen's topmost container (as UIKit's
    /// presentation context), which must be in a window and must not present another screen
    /// already; otherwise nothing happens.
    ///
    /// The sheet can be pulled down: it follows the finger and is dismissed when let go past a
    /// third of its height or flung down faster than 1000 pt/s, else it springs back
    /// (`isModalInPresentation` turns the pull off).
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = rootAncestor
        guard viewController !== host, viewController.parent == nil, viewController.presentingStorage == nil,
            host.presentedStorage == nil, let window = host.viewIfLoaded?.window
        else { return }
        host.presentedStorage = viewController
        viewController.presentingStorage = host
        let presentation = ModalPresentation(presented: viewController, presenting: host, window: window)
        viewController.presentation = presentation
        presentation.install()
        // The reader reads the presented screen alone, from its first item.
        viewController.view.accessibilityViewIsModal = true
        Accessibility.post(.screenChanged(focus: nil))
        if presentation.hidesPresenting { host.beginAppearanceTransition(false, animated: animated) }
        viewController.beginAppearanceTransition(true, animated: animated)
        let finish = {
            if presentation.hidesPresenting { host.endAppearanceTransition() }
            viewController.endAppearanceTransition()
            completion?()
        }
        if animated {
            presentation.slide(to: 0, completion: finish)
        } else {
            presentation.place(offset: 0)
            finish()
        }
    }

    /// Dismisses the screen this one presents, or, called on a presented screen (or a screen in
    /// it), that screen: it slides down off the window (with `animated`), then `completion`
    /// runs. What the dismissed screen presents itself goes at once first. With nothing to
    /// dismiss, `completion` runs at once.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let host: ViewController
        if let presented = presentedViewController, let presenter = presented.presentingStorage {
            host = presenter
        } else if let presenter = presentingViewController {
            host = presenter
        } else {
            completion?()
            return
        }
        guard let presented = host.presentedStorage, let presentation = presented.presentation,
            !presentation.isDismissing
        else {
            completion?()
            return
        }
        if presented.presentedStorage != nil { presented.dismiss(animated: false) }
        presentation.isDismissing = true
        Accessibility.post(.screenChanged(focus: nil))
        presented.beginAppearanceTransition(false, animated: animated)
        if presentation.hidesPresenting { host.beginAppearanceTransition(true, animated: animated) }
        if animated {
            presentation.slide(to: presentation.travel) { host.finishDismissal(of: presented, completion: completion) }
        } else {
            host.finishDismissal(of: presented, completion: completion)
        }
    }

    /// Takes the presented screen off the window once it is down, and ends the appearance
    /// methods.
    func finishDismissal(of presented: ViewController, completion: (() -> Void)?) {
        guard presentedStorage === presented, let presentation = presented.presentation else { return }
        // The presented screen may have no other owner than this one.
        withExtendedLifetime(presented) {
            presentation.uninstall()
            presented.presentation = nil
            presented.presentingStorage = nil
            presentedStorage = nil
            presented.endAppearanceTransition()
            if presentation.hidesPresenting { endAppearanceTransition() }
            completion?()
        }
    }
}
