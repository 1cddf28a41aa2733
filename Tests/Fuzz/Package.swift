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
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "TactileImages", package: "Tactile")]),
        .executableTarget(name: "FuzzFont", dependencies: [.product(name: "TactileText", package: "Tactile"),
                                                          .product(name: "TactileRaster", package: "Tactile")]),
        .executableTarget(name: "FuzzTextLayout", dependencies: [.product(name: "TactileText", package: "Tactile"),
                                                                .product(name: "TactileRaster", package: "Tactile")]),
        // The board's panel description, shared by the input targets.
        .target(name: "FuzzSupport", dependencies: [.product(name: "TactileInput", package: "Tactile")]),
        .executableTarget(name: "FuzzEvemu", dependencies: ["FuzzSupport", .product(name: "TactileInput", package: "Tactile"),
                                                           .product(name: "TactileRaster", package: "Tactile")]),
        .executableTarget(name: "FuzzInputConfiguration", dependencies: ["FuzzSupport", .product(name: "TactileInput", package: "Tactile"),
                                                                        .product(name: "TactileRaster", package: "Tactile")]),
        .executableTarget(name: "FuzzSettings", dependencies: [.product(name: "TactileLauncher", package: "Tactile")]),
        .executableTarget(name: "FuzzOptions", dependencies: [.product(name: "Tactile", package: "Tactile"),
                                                             .product(name: "TactileLauncher", package: "Tactile")]),
    ]
)
