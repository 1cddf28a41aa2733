// swift-tools-version:6.1
// The smallest program that shows an Embedded Swift miscompilation (docs/embedded-swift-traps.md,
// "Overrides of a generic class"): one executable per form of override, each printing what it
// computed. Tests/EmbeddedTraps/check.sh builds them for this machine and for the device
// (Board/Device/build-device.sh) and compares.
import PackageDescription

let package = Package(
    name: "GenericOverride",
    products: [
        .executable(name: "result-in-struct", targets: ["TrapResultInStruct"]),
        .executable(name: "bare-result", targets: ["TrapBareResult"]),
        .executable(name: "argument", targets: ["TrapArgument"]),
        .executable(name: "inout-state", targets: ["InoutState"]),
    ],
    targets: [
        .target(name: "Overrides"),
        .executableTarget(name: "TrapResultInStruct", dependencies: ["Overrides"]),
        .executableTarget(name: "TrapBareResult", dependencies: ["Overrides"]),
        .executableTarget(name: "TrapArgument", dependencies: ["Overrides"]),
        .executableTarget(name: "InoutState", dependencies: ["Overrides"]),
    ]
)
