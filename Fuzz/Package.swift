// swift-tools-version: 6.0
// The fuzzing harnesses: a package of its own, so `swift build` and `swift test` at the
// repository root never compile them. Build and run them with `Scripts/fuzz`, which passes
// `--sanitize=fuzzer --sanitize=address`; see docs/fuzzing.md.
import PackageDescription

let harnesses = ["fuzz-svg", "fuzz-json", "fuzz-archive", "fuzz-lint", "fuzz-fix", "fuzz-studio", "fuzz-catalogue", "fuzz-trick"]

let package = Package(
    name: "packtool-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "packtool", path: ".."),
    ],
    targets: [
        // What each harness does with one input: plain Swift, no fuzzer needed, so the
        // same code can replay an input under a debugger.
        .target(
            name: "FuzzTargets",
            dependencies: [.product(name: "PackModel", package: "packtool")]
        ),
    ] + harnesses.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzTargets"],
            // libFuzzer brings its own main, which calls LLVMFuzzerTestOneInput; the
            // harness's Swift entry point gets another name so the two do not collide.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "fuzz_harness_unused_main"])]
        )
    },
    swiftLanguageModes: [.v6]
)
