// swift-tools-version:6.1
// An application that subclasses every open class of Tactile (Sources/Tactile/Tactile.docc/AppsAsPackages.md): its
// device build must link whatever the subclasses' shape (held by a view controller, created at
// top level, never created). `make app-check` builds it for this machine and both device
// architectures (Tests/Apps/check-app.sh) and compares the pictures.
import PackageDescription

let package = Package(
    name: "Subclasses",
    products: [
        .executable(name: "subclasses", targets: ["Subclasses"]),
    ],
    dependencies: [
        .package(name: "Tactile", path: "../../.."),
    ],
    targets: [
        .executableTarget(name: "Subclasses", dependencies: [.product(name: "Tactile", package: "Tactile")]),
    ]
)
