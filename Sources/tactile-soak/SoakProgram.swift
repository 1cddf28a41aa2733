import TactileSystem

/// `tactile-soak`: random gestures at the launcher with its bundled apps, in virtual time, on the
/// host (SoakCommand.swift says what it checks). Not part of the device program.
@main
struct SoakProgram {
    static func main() {
        ProcessEnvironment.exit(SoakCommand.run(arguments: ProcessEnvironment.arguments()))
    }
}
