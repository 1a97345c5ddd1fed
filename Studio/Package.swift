// swift-tools-version: 6.0
// packtool-studio, the HTTP server `packtool studio` runs (Hummingbird over SwiftNIO),
// and its tests: a package of its own so that building packtool (the root package, and
// with it pre-commit's swift hook) never builds a web server. It reads packs through the
// root package's PackModel. `packtool studio` runs the packtool-studio found beside
// packtool: `swift build --package-path Studio` builds both there, and Scripts/release
// ships both (docs/studio.md).
import PackageDescription

let package = Package(
    name: "packtool-studio",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "packtool-studio", targets: ["StudioServer"]),
    ],
    dependencies: [
        .package(name: "packtool", path: ".."),
        .package(path: "../Tests/TestSupport"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        // Hummingbird's own dependencies, named for the types the server uses directly.
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    ],
    targets: [
        // `packtool studio`'s HTTP server: Hummingbird over PackModel's studio page model.
        .executableTarget(
            name: "StudioServer",
            dependencies: [
                .product(name: "PackModel", package: "packtool"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "StudioTests",
            // Depending on both executables puts packtool and packtool-studio side by side
            // in this package's build folder, as installed: the tests run `packtool studio`.
            dependencies: [
                "StudioServer",
                .product(name: "packtool", package: "packtool"),
                .product(name: "PackModel", package: "packtool"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
