// swift-tools-version:6.1
// The fuzz targets (libFuzzer): one executable per parser, each defining
// `LLVMFuzzerTestOneInput` and built only by Tests/Fuzz/fuzz.sh with `--sanitize fuzzer
// --sanitize address`, which instruments Tactile's modules too and links libFuzzer's `main`.
// A plain `swift build` here is not meant to work (nothing would define `main`).
import PackageDescription

let package = Package(
    name: "TactileFuzz",
    dependencies: [
        .package(name: "Tactile", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "Images", package: "Tactile")]),
        .executableTarget(name: "FuzzFont", dependencies: [.product(name: "Text", package: "Tactile"),
                                                          .product(name: "Raster", package: "Tactile")]),
        .executableTarget(name: "FuzzTextLayout", dependencies: [.product(name: "Text", package: "Tactile"),
                                                                .product(name: "Raster", package: "Tactile")]),
        // The board's panel description, shared by the input targets.
        .target(name: "FuzzSupport", dependencies: [.product(name: "Input", package: "Tactile")]),
        .executableTarget(name: "FuzzEvemu", dependencies: ["FuzzSupport", .product(name: "Input", package: "Tactile"),
                                                           .product(name: "Raster", package: "Tactile")]),
        .executableTarget(name: "FuzzInputConfiguration", dependencies: ["FuzzSupport", .product(name: "Input", package: "Tactile"),
                                                                        .product(name: "Raster", package: "Tactile")]),
        .executableTarget(name: "FuzzSettings", dependencies: [.product(name: "Launcher", package: "Tactile")]),
        .executableTarget(name: "FuzzOptions", dependencies: [.product(name: "Tactile", package: "Tactile"),
                                                             .product(name: "Launcher", package: "Tactile")]),
    ]
)
