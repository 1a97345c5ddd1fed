// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "packtool",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PackModel", targets: ["PackModel"]),
        .executable(name: "packtool", targets: ["packtool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
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
        // Paths and scratch folders shared by both test targets.
        .target(
            name: "TestSupport",
            // ZIPFoundation's deflate decodes the PNGs render tests compare.
            dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")],
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
            dependencies: ["PackModel", "packtool", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
