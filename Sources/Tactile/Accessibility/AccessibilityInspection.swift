/// What an application prints about its accessibility instead of running
/// (`--accessibility-audit`, `--accessibility-tree`): headless, in virtual time, with the screen
/// reader on, once the first screen is idle.
public enum AccessibilityInspection: Sendable {
    /// `--accessibility-audit`: the screen shown and each screen one activation away from it
    /// checked by `AccessibilityAudit`, one line per finding, then a summary; exit status 1 when
    /// there are problems.
    case audit
    /// `--accessibility-tree`: the reader's tree of the screen shown (`AccessibilityTreeText`).
    case tree
}
