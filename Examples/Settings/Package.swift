// swift-tools-version:6.1
// A settings app as a package of its own (Sources/Tactile/Tactile.docc/AppsAsPackages.md): a list in sections with
// switches, a slider, values and checkmarks, a pushed page with a text field, light or dark.
// `make app-check` builds it for this machine and both device architectures and compares.
import PackageDescription

let package = Package(
    name: "Settings",
    products: [
        .executable(name: "settings", targets: ["Settings"])
    ],
    dependencies: [
        .package(name: "Tactile", path: "../..")
    ],
    targets: [
        .executableTarget(name: "Settings", dependencies: [.product(name: "Tactile", package: "Tactile")])
    ]
)
