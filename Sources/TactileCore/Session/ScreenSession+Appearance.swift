extension ScreenSession {
    /// Sets the system appearance and shows its style now, cross-faded when `animated`. An
    /// `automatic` one schedules a single timer for its next change (nothing runs in between).
    public func setAppearance(_ preference: AppearancePreference, animated: Bool) {
        let changed = preference != appearancePreference
        appearancePreference = preference
        showAppearance(animated: animated)
        if changed { onAppearanceChange?() }
    }

    /// An `automatic` appearance whose hour passed while the timer could not fire (the system
    /// was suspended: the run loop's monotonic clock stood still) changes at the next touch or
    /// key; otherwise nothing happens.
    func catchUpWithWallClock() {
        guard appearancePreference == .automatic,
            appearancePreference.style(at: wallClock.now()) != screen.userInterfaceStyle
        else { return }
        showAppearance(animated: true)
    }

    private func showAppearance(animated: Bool) {
        appearanceTimer?.invalidate()
        appearanceTimer = nil
        let now = wallClock.now()
        screen.setUserInterfaceStyle(appearancePreference.style(at: now), animated: animated)
        guard let interval = appearancePreference.intervalToNextChange(from: now) else { return }
        // Repeating, so that it never keeps the session from being idle (a one-shot timer
        // pending counts as work to do); each firing schedules the next change afresh.
        appearanceTimer = scheduledTimer(after: interval, repeating: interval, mode: .common) { [owner = Unowned(self)] _ in
            owner.object.showAppearance(animated: true)
        }
    }
}
