// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "packtool",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PackModel", targets: ["PackModel"]),
        .executable(name: "packtool", targets: ["packtool"]),
        // `packtool studio` runs packtool-studio from packtool's own folder. The server is
        // the package in Studio/ (Hummingbird, SwiftNIO): building packtool, here or in
        // pre-commit's swift hook, never builds it (docs/studio.md).
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        // Binary searches (`partitioningIndex(where:)`), inlined and specialised in our code.
        .package(url: "https://github.com/apple/swift-algorithms", exact: "1.2.1"),
        // The tests' shared helpers: a package of its own, so that a plain `swift build`
        // (which builds every regular target) never compiles code that imports Testing;
        // only the test targets below pull it in.
        .package(path: "Tests/TestSupport"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // zlib, called directly: ZIPFoundation's inflate hands zlib a whole buffer's length
        // whatever the chunk holds (a heap over-read on truncated data), so PackModel's one
        // inflater, RawInflate, gives zlib exactly the bytes there are.
        .systemLibrary(
            name: "CZlibSystem",
            path: "Sources/CZlibSystem",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(
            name: "PackModel",
            dependencies: [
                "CLibXML2",
                "CZlibSystem",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Algorithms", package: "swift-algorithms"),
            ]
        ),
        .executableTarget(
            name: "packtool",
            dependencies: [
                "PackModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [
                // The toolchain's static-stdlib link line exports every symbol of our own
                // objects (`-export-dynamic`: 10,117 in the dynamic symbol table), which
                // nothing looks up; the runtime's start-up `dladdr` then walks them all and
                // the loader maps them (0.4 M instructions, ~0.8 ms a run). Nothing in the
                // binary is found by name at run time (docs/performance.md, speed pass 17).
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .testTarget(
            name: "PackModelTests",
            dependencies: ["PackModel", .product(name: "TestSupport", package: "TestSupport")]
        ),
        .testTarget(
            name: "packtoolTests",
            // Depending on the executable makes `swift test` build the binary the
            // end-to-end tests run.
            dependencies: ["PackModel", "packtool", .product(name: "TestSupport", package: "TestSupport")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
