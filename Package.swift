import Foundation
// swift-tools-version:6.1
import PackageDescription

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
let hostExecutableLinkerSettings: [LinkerSetting] =
    swiftRuntimeLibraryPath().map {
        [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", $0])]
    } ?? []

/// The desktop window (an X11 window through libxcb) is in builds with the trait TACTILE_DESKTOP,
/// on by default: it defines TACTILE_DESKTOP for the Swift code behind `#if TACTILE_DESKTOP` and
/// brings in CTactileXCB. The device build (Board/Device/build-device.sh) describes the package with default
/// traits off, so it neither compiles that code nor links libxcb.
let desktop = "TACTILE_DESKTOP"

let package = Package(
    name: "Tactile",
    products: [
        // What an application depends on: `import Tactile` brings the host and every module below it.
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileCore", targets: ["TactileCore"]),
        .library(name: "TactileSystem", targets: ["TactileSystem"]),
        .library(name: "TactileRaster", targets: ["TactileRaster"]),
        .library(name: "TactileText", targets: ["TactileText"]),
        .library(name: "TactileImages", targets: ["TactileImages"]),
        .library(name: "TactilePlatform", targets: ["TactilePlatform"]),
        .library(name: "TactileInput", targets: ["TactileInput"]),
        .library(name: "TactileLauncher", targets: ["TactileLauncher"]),
        .executable(name: "tactile", targets: ["TactileDevice"]),
        .executable(name: "tactile-soak", targets: ["tactile-soak"])
    ],
    traits: [
        .trait(name: desktop, description: "The desktop window (X11 through libxcb). Off for the device."),
        .default(enabledTraits: [desktop])
    ],
    targets: [
        // The C libraries, found through pkg-config: their include and link flags reach every
        // target that depends on them, in this package and in packages that depend on it. Every C
        // module's name begins with CTactile, so that none can collide with another package's.
        .systemLibrary(name: "CTactileFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CTactilePNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTactileEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CTactileXCB", pkgConfig: "xcb", providers: [.apt(["libxcb1-dev"])]),
        .systemLibrary(name: "CTactileEspeak", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CTactileALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(name: "CTactileDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CTactileHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CTactileFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CTactileUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // The C of everything above TactileRaster (which has CTactileMemory): system headers and
        // `static inline` shims for calls Swift cannot make directly (variadic functions, macros).
        .target(name: "CTactileLinux", dependencies: ["CTactileFreeType", "CTactilePNG", "CTactileEvdev"]),
        // The bottom layer: files and mapped files, clocks and time, locks, the process and its
        // messages, number and text scanning, checked allocations and the memory budget, random
        // numbers, asset lookup. Every Swift module above imports it.
        .target(name: "TactileSystem", dependencies: ["CTactileMemory", "CTactileLinux"]),
        // TactileSystem's checked allocations and the memory budget (Sources/TactileSystem/Memory).
        .target(name: "CTactileMemory"),
        // Pixels: formats, bitmaps, fills, blending, anti-aliased shapes, blits, regions.
        // libm only for rounding (floor, ceil, rint), which the compiler lowers to calls.
        .target(name: "TactileRaster", dependencies: ["TactileSystem", "CTactileMemory"], linkerSettings: [.linkedLibrary("m")]),
        // Fonts through FreeType, the glyph cache, text shaping (HarfBuzz), bidirectional order
        // (FriBidi), line breaking (libunibreak), measurement and layout.
        .target(
            name: "TactileText",
            dependencies: ["TactileRaster", "TactileSystem", "CTactileLinux", "CTactileHarfBuzz", "CTactileFriBidi", "CTactileUnibreak"]),
        // PNG decoding and encoding through libpng.
        .target(name: "TactileImages", dependencies: ["TactileRaster", "TactileSystem", "CTactileLinux"]),
        // Display backends (fbdev, DRM/KMS, headless, and on the desktop an X11 window), the run loop with its one frame timer, clocks,
        // signals and the console.
        .target(
            name: "TactilePlatform",
            dependencies: [
                "TactileRaster", "TactileSystem", "CTactileLinux", "CTactileDRM",
                .target(name: "CTactileXCB", condition: .when(traits: [desktop]))
            ]),
        // Touch input: evdev devices through libevdev, calibration, touch records, recordings.
        .target(name: "TactileInput", dependencies: ["TactileRaster", "TactileSystem", "CTactileLinux"]),
        // The UI kit without a device: geometry, views, compositor, touches and events, animation,
        // windows, and the screen session that drives them on a run loop and an abstract display.
        .target(
            name: "TactileCore", dependencies: ["TactileSystem", "TactileRaster", "TactileText", "TactileImages", "TactilePlatform", "TactileInput"]),
        // The host: `Application` opens the display and the input devices the options name, owns
        // the console, signals and screenshots, and runs one screen session. It re-exports
        // TactileCore: an app writes `import Tactile`.
        .target(name: "Tactile", dependencies: ["TactileCore", "TactileSystem", "TactileRaster", "TactilePlatform", "TactileInput"]),
        // The system shell above the UI kit: the home screen, status bar, app strip, system
        // gestures, the apps' lives, the settings and the Settings app.
        .target(
            name: "TactileLauncher",
            dependencies: ["TactileCore", "TactileSystem", "TactileRaster", "TactileText", "TactileImages", "TactilePlatform", "TactileInput"]),
        // The screen reader's voice: espeak-ng synthesizing on a thread of its own into ALSA, cues,
        // and recordings of both in virtual time. Apart from the kit so an app that never speaks
        // does not link them; the launcher does.
        .target(
            name: "TactileSpeech",
            dependencies: ["TactileCore", "TactileSystem", "TactileRaster", "TactilePlatform", "CTactileEspeak", "CTactileALSA", "CTactileLinux"]),
        // The IBM 1401 of Apple's WWDC talk on views: the machine (storage, instructions, card
        // reader, printer) as SimH's i1401 runs it, without any UI; the app and `tactile debug-1401` use it.
        .target(name: "TactileIBM1401"),
        // Bundled apps: each a target of its own under Sources/Apps, depending on TactileCore and
        // the modules below it, never on the platform module.
        .target(name: "TactileShowcase", dependencies: ["TactileCore"], path: "Sources/Apps/Showcase"),
        // The calendar reads its events file, so it uses TactileSystem's files besides the kit.
        .target(name: "TactileCalendar", dependencies: ["TactileCore", "TactileSystem"], path: "Sources/Apps/Calendar"),
        // The IBM 1401: the machine (TactileIBM1401) with its console, lights and printer.
        .target(name: "TactileIBM1401App", dependencies: ["TactileCore", "TactileIBM1401", "TactileSystem"], path: "Sources/Apps/IBM1401"),
        // The Clock: an analog clock, world clocks, a stopwatch and a timer.
        .target(name: "TactileClock", dependencies: ["TactileCore", "TactileSystem"], path: "Sources/Apps/Clock"),
        // Photos: the PNG pictures of a folder, as a grid and full screen.
        .target(name: "TactilePhotos", dependencies: ["TactileCore", "TactileSystem"], path: "Sources/Apps/Photos"),
        // The list of bundled apps, registered with a launcher on an Application: the glue of the
        // device program and the soak (not an app: it depends on the host).
        .target(
            name: "TactileBundledApps",
            dependencies: [
                "TactileLauncher", "TactileShowcase", "TactileCalendar", "TactileIBM1401App", "TactileClock", "TactilePhotos", "TactileSpeech",
                "Tactile", "TactileCore", "TactileSystem"
            ], path: "Sources/Apps/BundledApps"),
        // The device program: the launcher with the bundled apps and the device tools (debug-*,
        // record, play, calibrate). Also built as Embedded Swift by `make cross`.
        .executableTarget(
            name: "TactileDevice",
            dependencies: [
                "TactileBundledApps", "TactileLauncher", "TactileSpeech", "TactileIBM1401", "Tactile", "TactileCore", "TactileSystem",
                "TactileRaster", "TactileText", "TactileImages", "TactilePlatform", "TactileInput", "CTactileLinux"
            ],
            linkerSettings: hostExecutableLinkerSettings),
        // The soak (random gestures at the launcher in virtual time): host only, not shipped.
        .executableTarget(
            name: "tactile-soak",
            dependencies: [
                "TactileBundledApps", "TactileLauncher", "Tactile", "TactileCore", "TactileSystem", "TactileRaster", "TactilePlatform",
                "TactileInput", "CTactileLinux"
            ],
            linkerSettings: hostExecutableLinkerSettings),
        // Desktop-only references for the benchmark: pixman and cairo. Never on the device.
        .systemLibrary(name: "CTactileReference", pkgConfig: "cairo"),
        // The benchmark's count of heap allocations (it replaces malloc and friends in that
        // program only). Never on the device.
        .target(name: "CTactileAllocationCounter"),
        .executableTarget(
            name: "tactile-bench",
            dependencies: [
                "TactileSystem", "TactileRaster", "TactileText", "TactileImages", "TactilePlatform", "TactileInput", "Tactile", "TactileCore",
                "TactileLauncher", "TactileSpeech", "TactileIBM1401App", "TactileClock", "CTactileReference", "CTactileAllocationCounter",
                "CTactileHarfBuzz"
            ],
            linkerSettings: hostExecutableLinkerSettings),
        // What several test targets share (Tests/TactileTestSupport): a headless application,
        // views and windows that record their touches, the gesture and navigation harnesses.
        .target(
            name: "TactileTestSupport", dependencies: ["Tactile", "TactileCore", "TactileInput", "TactileRaster", "TactilePlatform", "TactileSystem"],
            path: "Tests/TactileTestSupport"),
        // One test target per module, named after it.
        .testTarget(name: "TactileSystemTests", dependencies: ["TactileSystem", "TactileRaster", "TactilePlatform", "CTactileLinux"]),
        .testTarget(name: "TactileRasterTests", dependencies: ["TactileRaster", "TactileSystem"]),
        .testTarget(name: "TactileTextTests", dependencies: ["TactileText", "TactileRaster", "TactileSystem"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TactileImagesTests", dependencies: ["TactileImages", "TactileRaster", "TactileSystem"], exclude: ["Fixtures", "valgrind.sh"]),
        .testTarget(name: "TactilePlatformTests", dependencies: ["TactilePlatform", "TactileRaster", "TactileSystem", "CTactileDRM"]),
        .testTarget(name: "TactileInputTests", dependencies: ["TactileInput", "TactilePlatform", "TactileSystem"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TactileCoreTests",
            dependencies: ["TactileCore", "TactileTestSupport", "TactileSystem", "TactileRaster", "TactilePlatform", "TactileInput"]),
        .testTarget(
            name: "TactileTests",
            dependencies: ["Tactile", "TactileCore", "TactileTestSupport", "TactileSystem", "TactileRaster", "TactilePlatform", "TactileInput"]),
        .testTarget(
            name: "TactileLauncherTests",
            dependencies: [
                "TactileLauncher", "TactileTestSupport", "Tactile", "TactileCore", "TactileSystem", "TactileRaster", "TactilePlatform", "TactileInput"
            ]),
        .testTarget(name: "TactileSpeechTests", dependencies: ["TactileSpeech", "TactileCore", "TactileSystem"]),
        .testTarget(name: "TactileIBM1401Tests", dependencies: ["TactileIBM1401", "TactileIBM1401App"]),
        .testTarget(
            name: "TactileIBM1401AppTests",
            dependencies: ["TactileIBM1401App", "TactileIBM1401", "TactileTestSupport", "Tactile", "TactileCore", "TactileSystem", "TactilePlatform"]),
        .testTarget(name: "TactileCalendarTests", dependencies: ["TactileCalendar", "TactileTestSupport", "Tactile", "TactileCore", "TactileSystem"]),
        .testTarget(
            name: "TactileClockTests",
            dependencies: ["TactileClock", "TactileTestSupport", "Tactile", "TactileCore", "TactileSystem", "TactilePlatform", "TactileRaster"]),
        .testTarget(
            name: "TactilePhotosTests",
            dependencies: ["TactilePhotos", "TactileTestSupport", "Tactile", "TactileCore", "TactileSystem", "TactilePlatform"]),
        // The tests that run the built device program (its debug-* tools and hostile inputs): the
        // dependency on TactileDevice builds `tactile` before them.
        .testTarget(
            name: "TactileDeviceTests",
            dependencies: [
                "TactileDevice", "TactileLauncher", "Tactile", "TactileCore", "TactileSystem", "TactileRaster", "TactilePlatform", "TactileInput"
            ])
    ]
)
