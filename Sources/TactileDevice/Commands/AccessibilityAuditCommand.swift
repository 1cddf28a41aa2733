import Tactile
import TactileBundledApps
import TactileLauncher
import TactileSystem

/// `tactile accessibility-audit [--open APP] [--size WxH] [--appearance light|dark] [app
/// options]`: the launcher with the bundled apps, headless in virtual time, with the screen
/// reader on; once idle it audits the screen, then, with `--open`, each screen of the app one
/// activation away from it (`Application.auditAccessibility(crawling:)`, as every application's
/// `--accessibility-audit`). One line per finding, `<screen>: <kind>: container="…" item="…"
/// <detail>`, then `accessibility-audit: N screens, N problems`; exits 1 when there are problems.
enum AccessibilityAuditCommand {
    static func run(arguments: [String]) -> Int32 {
        let app: Application
        // No input: the audit drives the reader itself, in virtual time.
        switch InspectorSetup.application(arguments: arguments, options: BundledApps.options, usage: usage, withoutInput: true) {
        case .success(let made): app = made
        case .failure(let status): return status.code
        }
        let (launcher, wallpaper) = BundledApps.makeLauncher(for: app, readingSettings: app.value(of: "--settings") != nil)
        launcher.startShell(wallpaper: wallpaper)
        // On the home screen the icons open other apps, each audited with `--open`.
        let crawls = app.value(of: "--open") != nil
        var problems = 0, screens = 0
        app.onIdle = Unowned(app).callback { app in
            (screens, problems) = app.printAccessibilityAudit(crawling: crawls)
            app.stop()
        }
        let status = app.runUntilStopped()
        guard status == 0 else { return status }
        Console.info(Application.accessibilityAuditSummary(screens: screens, problems: problems))
        return problems == 0 ? 0 : 1
    }

    static let usage = """
        usage: tactile accessibility-audit [--open APP] [--size WxH] [--appearance light|dark] [--settings PATH] [app options]
        """
}
