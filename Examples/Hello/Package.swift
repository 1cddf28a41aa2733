// swift-tools-version:6.1
// An application as a package of its own, depending on Tactile by path (Sources/Tactile/Tactile.docc/AppsAsPackages.md).
// `swift build` here builds it for this machine; `Board/Device/build-device.sh --package Examples/Hello
// --product hello` (from the repository's root) builds it for the aarch64 device.
import PackageDescription

let package = Package(
    name: "Hello",
    products: [
        .executable(name: "hello", targets: ["Hello"])
    ],
    dependencies: [
        .package(name: "Tactile", path: "../..")
    ],
    targets: [
        .executableTarget(name: "Hello", dependencies: [.product(name: "Tactile", package: "Tactile")])
    ]
)
