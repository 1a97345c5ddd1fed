// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "packtool",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PackModel", targets: ["PackModel"]),
        .executable(name: "packtool", targets: ["packtool"]),
        // `packtool studio` runs this, from packtool's own folder: the HTTP server stays
        // out of the packtool binary, so no other command pays its start-up (docs/studio.md).
        .executable(name: "packtool-studio", targets: ["StudioServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        // Hummingbird's own dependencies, named for the types the server uses directly.
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "PackModel",
            dependencies: [
                "CLibXML2",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "packtool",
            dependencies: [
                "PackModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `packtool studio`'s HTTP server: Hummingbird over PackModel's studio page model.
        .executableTarget(
            name: "StudioServer",
            dependencies: [
                "PackModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Paths and scratch folders shared by both test targets.
        .target(
            name: "TestSupport",
            // PackModel's PNG reader decodes the PNGs render tests compare.
            dependencies: ["PackModel"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "PackModelTests",
            dependencies: ["PackModel", "TestSupport"]
        ),
        .testTarget(
            name: "packtoolTests",
            // Depending on the executable makes `swift test` build the binary the
            // end-to-end tests run.
            dependencies: ["PackModel", "packtool", "StudioServer", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
