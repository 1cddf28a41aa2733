// swift-tools-version:6.1
import PackageDescription
import Foundation

/// The toolchain's runtime libraries (libswiftCore.so and friends) are not on the loader path of
/// a fresh machine, so host executables carry an rpath to them. Found from the `swift` on PATH.
func swiftRuntimeLibraryPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let toolchainBin = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        let runtime = toolchainBin.deletingLastPathComponent()
            .appendingPathComponent("lib/swift/linux").path
        if FileManager.default.fileExists(atPath: runtime + "/libswiftCore.so") { return runtime }
    }
    return nil
}

/// Only this repository's own executables carry it (an unsafe flag, which SwiftPM refuses in
/// packages that others depend on; no library target has one, so dependants build).
let hostExecutableLinkerSettings: [LinkerSetting] = swiftRuntimeLibraryPath().map {
    [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", $0])]
} ?? []

/// The desktop window (an X11 window through libxcb) is in builds with the trait TACTILE_DESKTOP,
/// on by default: it defines TACTILE_DESKTOP for the Swift code behind `#if TACTILE_DESKTOP` and
/// brings in CXCB. The device build (Board/Device/build-device.sh) describes the package with default
/// traits off, so it neither compiles that code nor links libxcb.
let desktop = "TACTILE_DESKTOP"

let package = Package(
    name: "Tactile",
    products: [
        // What an application depends on: `import Tactile` brings every module below it.
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "System", targets: ["System"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Text", targets: ["Text"]),
        .library(name: "Images", targets: ["Images"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "Input", targets: ["Input"]),
        .library(name: "Launcher", targets: ["Launcher"]),
        .executable(name: "tactile", targets: ["TactileDevice"]),
        .executable(name: "tactile-soak", targets: ["tactile-soak"]),
    ],
    traits: [
        .trait(name: desktop, description: "The desktop window (X11 through libxcb). Off for the device."),
        .default(enabledTraits: [desktop]),
    ],
    targets: [
        // The C libraries, found through pkg-config: their include and link flags reach every
        // target that depends on them, in this package and in packages that depend on it.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CXCB", pkgConfig: "xcb", providers: [.apt(["libxcb1-dev"])]),
        .systemLibrary(name: "CEspeak", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        // The C of everything above Raster (which has CMemory): system headers and `static inline` shims for calls Swift
        // cannot make directly (variadic functions, macros).
        .target(name: "CLinux", dependencies: ["CFreeType", "CPNG", "CEvdev"]),
        // The bottom layer: files and mapped files, clocks and time, locks, the process and its
        // messages, number and text scanning, checked allocations and the memory budget, random
        // numbers, asset lookup. Every Swift module above imports it.
        .target(name: "System", dependencies: ["CMemory", "CLinux"]),
        // System's checked allocations and the memory budget (Sources/System/Memory).
        .target(name: "CMemory"),
        // Pixels: formats, bitmaps, fills, blending, anti-aliased shapes, blits, regions.
        // libm only for rounding (floor, ceil, rint), which the compiler lowers to calls.
        .target(name: "Raster", dependencies: ["System", "CMemory"], linkerSettings: [.linkedLibrary("m")]),
        // Fonts through FreeType, the glyph cache, text measurement and layout.
        .target(name: "Text", dependencies: ["Raster", "System", "CLinux"]),
        // PNG decoding and encoding through libpng.
        .target(name: "Images", dependencies: ["Raster", "System", "CLinux"]),
        // Display backends (fbdev, DRM/KMS, headless, and on the desktop an X11 window), the run loop with its one frame timer, clocks,
        // signals and the console.
        .target(name: "Platform", dependencies: ["Raster", "System", "CLinux", "CDRM",
                                                 .target(name: "CXCB", condition: .when(traits: [desktop]))]),
        // Touch input: evdev devices through libevdev, calibration, touch records, recordings.
        .target(name: "Input", dependencies: ["Raster", "System", "CLinux"]),
        // The UI: geometry, views, compositor, touches and events, animation, windows.
        .target(name: "Tactile", dependencies: ["System", "Raster", "Text", "Images", "Platform", "Input"]),
        // The system shell above the UI kit: the home screen, status bar, app strip, system
        // gestures, the apps' lives, the settings and the Settings app.
        .target(name: "Launcher", dependencies: ["Tactile", "System", "Raster", "Text", "Images", "Platform", "Input"]),
        // The screen reader's voice: espeak-ng synthesizing on a thread of its own into ALSA, cues,
        // and recordings of both in virtual time. Apart from Tactile so an app that never speaks
        // does not link them; the launcher does.
        .target(name: "Speech", dependencies: ["Tactile", "System", "Raster", "Platform", "CEspeak", "CALSA", "CLinux"]),
        // The IBM 1401 of the views talk: the machine (storage, instructions, card reader, printer)
        // as SimH's i1401 runs it, without any UI; the app and `tactile debug-1401` use it.
        .target(name: "IBM1401", path: "Sources/IBM1401"),
        // Bundled apps: each a target of its own under Sources/Apps, depending on Tactile only.
        .target(name: "Showcase", dependencies: ["Tactile"], path: "Sources/Apps/Showcase"),
        // The calendar reads its events file, so it uses System's files besides Tactile.
        .target(name: "CalendarApp", dependencies: ["Tactile", "System"], path: "Sources/Apps/Calendar"),
        // The talk's IBM 1401: the machine (IBM1401) with its console, lights and printer.
        .target(name: "IBM1401App", dependencies: ["Tactile", "IBM1401", "System"], path: "Sources/Apps/IBM1401"),
        // The Clock: an analog clock, world clocks, a stopwatch and a timer.
        .target(name: "ClockApp", dependencies: ["Tactile", "System", "Platform"], path: "Sources/Apps/Clock"),
        // Photos: the PNG pictures of a folder, as a grid and full screen.
        .target(name: "PhotosApp", dependencies: ["Tactile", "System", "Platform"], path: "Sources/Apps/Photos"),
        // The list of bundled apps, registered with a launcher (the device program and the soak).
        .target(name: "BundledApps", dependencies: ["Launcher", "Showcase", "CalendarApp", "IBM1401App", "ClockApp", "PhotosApp", "Speech", "Tactile", "System"], path: "Sources/Apps/BundledApps"),
        // The device program: the launcher with the bundled apps and the device tools (debug-*,
        // record, play, calibrate). Also built as Embedded Swift by `make cross`.
        .executableTarget(
            name: "TactileDevice",
            dependencies: ["BundledApps", "Launcher", "Speech", "IBM1401", "Tactile", "System", "Raster", "Text", "Images", "Platform", "Input", "CLinux"],
            linkerSettings: hostExecutableLinkerSettings),
        // The soak (random gestures at the launcher in virtual time): host only, not shipped.
        .executableTarget(
            name: "tactile-soak",
            dependencies: ["BundledApps", "Launcher", "Tactile", "System", "Raster", "Platform", "Input", "CLinux"],
            linkerSettings: hostExecutableLinkerSettings),
        // Desktop-only references for the benchmark: pixman and cairo. Never on the device.
        .systemLibrary(name: "CReference", pkgConfig: "cairo"),
        // The benchmark's count of heap allocations (it replaces malloc and friends in that
        // program only). Never on the device.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "tactile-bench",
            dependencies: ["System", "Raster", "Text", "Images", "Platform", "Input", "Tactile", "Launcher", "Speech", "IBM1401App", "ClockApp", "CReference", "CAllocationCounter"],
            linkerSettings: hostExecutableLinkerSettings),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "System"]),
        // The UI kit's tests and the launcher's (Tests/TactileTests/Launcher), which share their
        // harnesses.
        .testTarget(name: "TactileTests", dependencies: ["Tactile", "Launcher", "CalendarApp", "IBM1401App", "IBM1401", "ClockApp", "PhotosApp", "System", "Raster", "Platform", "Input"]),
        .testTarget(name: "IBM1401Tests", dependencies: ["IBM1401", "IBM1401App"]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "Tactile", "System"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Raster", "System"], exclude: ["Fixtures"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "Raster", "System", "CDRM"]),
        .testTarget(name: "InputTests", dependencies: ["Input", "Platform", "System"], exclude: ["Fixtures"]),
        .testTarget(name: "ImagesTests", dependencies: ["Images", "Raster", "System"], exclude: ["Fixtures", "valgrind.sh"]),
    ]
)
