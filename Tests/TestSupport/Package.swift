// swift-tools-version: 6.0
// The tests' shared helpers (paths, scratch folders, outside-tool traits, the built
// binary, seeds, PNG and trick-model writers), used by the root package's tests and by Studio/'s. A package
// of its own because it imports Testing: as a regular target of the root package, the
// plain `swift build -c release --static-swift-stdlib` of the install command built it
// and failed ("no such module 'Testing'"). A dependency's target is built only when a
// target being built needs it, and only test targets need this one.
import PackageDescription

let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TestSupport", targets: ["TestSupport"]),
    ],
    targets: [
        .target(
            name: "TestSupport",
            path: ".",
            exclude: ["Package.swift"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
