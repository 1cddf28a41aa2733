// swift-tools-version:6.0
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

let hostExecutableLinkerSettings: [LinkerSetting] = swiftRuntimeLibraryPath().map {
    [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", $0])]
} ?? []

/// Where Debian puts the headers of the C libraries CLinux wraps (FreeType, libpng, libevdev),
/// and TACTILE_DESKTOP, which this (host) build sets and the device build does not: it adds the
/// desktop window (libxcb) to CLinux and to the Swift code behind `#if TACTILE_DESKTOP`.
let cLibraryIncludeFlags = ["-I/usr/include/freetype2", "-I/usr/include/libpng16", "-I/usr/include/libevdev-1.0",
                            "-DTACTILE_DESKTOP"]
/// Swift modules importing CLinux need the same flags for the Clang importer.
let cLibrarySwiftSettings: [SwiftSetting] = [.unsafeFlags(cLibraryIncludeFlags.flatMap { ["-Xcc", $0] }),
                                             .define("TACTILE_DESKTOP")]

let package = Package(
    name: "Tactile",
    products: [
        .executable(name: "tactile", targets: ["TactileDevice"]),
        .library(name: "Raster", targets: ["Raster"]),
    ],
    targets: [
        // The only C in the project: system headers and `static inline` shims for calls Swift
        // cannot make directly (variadic functions, macros).
        .target(
            name: "CLinux",
            cSettings: [.unsafeFlags(cLibraryIncludeFlags)],
            linkerSettings: [.linkedLibrary("freetype"), .linkedLibrary("png16"), .linkedLibrary("z"),
                             .linkedLibrary("evdev"), .linkedLibrary("xcb")]),
        // Pixels: formats, bitmaps, fills, blending, anti-aliased shapes, blits, regions.
        // libm only for rounding (floor, ceil, rint), which the compiler lowers to calls.
        .target(name: "Raster", linkerSettings: [.linkedLibrary("m")]),
        // Fonts through FreeType, the glyph cache, text measurement and layout.
        .target(name: "Text", dependencies: ["Raster", "Platform", "CLinux"], swiftSettings: cLibrarySwiftSettings),
        // PNG decoding and encoding through libpng.
        .target(name: "Images", dependencies: ["Raster", "Platform", "CLinux"], swiftSettings: cLibrarySwiftSettings),
        // Display backends (fbdev, headless, and on the desktop an X11 window), the run loop with its one frame timer, clocks,
        // signals and the console.
        .target(name: "Platform", dependencies: ["Raster", "CLinux"], swiftSettings: cLibrarySwiftSettings),
        // Touch input: evdev devices through libevdev, calibration, touch records, recordings.
        .target(name: "Input", dependencies: ["Platform", "CLinux"], swiftSettings: cLibrarySwiftSettings),
        // The UI: geometry, views, compositor, touches and events, animation, windows.
        .target(name: "Tactile", dependencies: ["Raster", "Text", "Images", "Platform", "Input"],
                swiftSettings: cLibrarySwiftSettings),
        // The device program (today a demo scene), also built as Embedded Swift by `make cross`.
        .executableTarget(
            name: "TactileDevice",
            dependencies: ["Raster", "Text", "Images", "Platform", "Input", "Tactile", "CLinux"],
            swiftSettings: cLibrarySwiftSettings,
            linkerSettings: hostExecutableLinkerSettings),
        // Desktop-only references for the benchmark: pixman and cairo. Never on the device.
        .systemLibrary(name: "CReference", pkgConfig: "cairo"),
        .executableTarget(
            name: "tactile-bench",
            dependencies: ["Raster", "Text", "Images", "Platform", "Tactile", "CReference"],
            swiftSettings: cLibrarySwiftSettings,
            linkerSettings: hostExecutableLinkerSettings),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TactileTests", dependencies: ["Tactile", "Raster", "Platform"], swiftSettings: cLibrarySwiftSettings),
        .testTarget(name: "TextTests", dependencies: ["Text", "Raster"], exclude: ["Fixtures"],
                    swiftSettings: cLibrarySwiftSettings),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "Raster"], swiftSettings: cLibrarySwiftSettings),
        .testTarget(name: "InputTests", dependencies: ["Input", "Platform"], exclude: ["Fixtures"], swiftSettings: cLibrarySwiftSettings),
        .testTarget(name: "ImagesTests", dependencies: ["Images", "Raster"], exclude: ["Fixtures", "valgrind.sh"],
                    swiftSettings: cLibrarySwiftSettings),
    ]
)
