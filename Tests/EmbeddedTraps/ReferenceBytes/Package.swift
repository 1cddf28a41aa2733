// swift-tools-version:6.1
// The smallest program that shows the second Embedded Swift miscompilation
// (docs/embedded-swift-traps.md, "A reference read from a copy's bytes"): a non-owning reference
// kept as raw bits, read back either through a pointer to a copy of them (`bytes-load`, the form
// the compiler miscompiles) or by `unsafeBitCast` (`bit-cast`, the form `Unowned` uses). Each
// prints what an append through the reference left. Tests/EmbeddedTraps/check.sh compares them
// with the host's output.
import PackageDescription

let package = Package(
    name: "ReferenceBytes",
    products: [
        .executable(name: "bytes-load", targets: ["BytesLoad"]),
        .executable(name: "bit-cast", targets: ["BitCast"]),
    ],
    targets: [
        .executableTarget(name: "BytesLoad"),
        .executableTarget(name: "BitCast"),
    ]
)
