// swift-tools-version:6.1
// An application using gesture recognizers, as a package of its own depending on Tactile by path
// (Sources/Tactile/Tactile.docc/GestureRecognizers.md). `make app-check` builds it for this machine and for aarch64 and
// replays `cards.evemu` (a pinch, a rotation and a drag of the cards, written by hand) on both.
import PackageDescription

let package = Package(
    name: "Cards",
    products: [
        .executable(name: "cards", targets: ["Cards"])
    ],
    dependencies: [
        .package(name: "Tactile", path: "../..")
    ],
    targets: [
        .executableTarget(name: "Cards", dependencies: [.product(name: "Tactile", package: "Tactile")])
    ]
)
