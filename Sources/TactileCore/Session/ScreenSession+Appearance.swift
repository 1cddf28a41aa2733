extension ScreenSession {
    /// Sets the system appearance and shows its style now, cross-faded when `animated`. An
    /// `automatic` one schedules a single timer for its next change (nothing runs in between).
    public func setAppearance(_ preference: AppearancePreference, animated: Bool) {
        let changed = preference != appearancePreference
        appearancePreference = preference
        showAppearance(animated: animated)
        if changed { onAppearanceChange?() }
    }

    private func showAppearance(animated: Bool) {
        appearanceTimer?.invalidate()
        appearanceTimer = nil
        let now = wallClock.now()
        screen.setUserInterfaceStyle(appearancePreference.style(at: now), animated: animated)
        guard let interval = appearancePreference.intervalToNextChange(from: now) else { return }
        appearanceTimer = scheduledTimer(after: interval, mode: .common) { [owner = Unowned(self)] _ in
            owner.object.showAppearance(animated: true)
        }
    }
}
