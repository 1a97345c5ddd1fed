import Foundation
import TestSupport
import Testing

/// The archive `Scripts/release` makes, as a user gets it: its SHA-256 file checks, it
/// unpacks into an empty prefix, and there, with no Swift toolchain reachable (PATH is the
/// system's, no LD_LIBRARY_PATH, an empty home), packtool finds the shipped packs beside
/// itself and lints, previews and installs; packtool-studio runs too. Making the archive
/// takes two release builds, so this test takes one made already: `.ci/run` runs
/// `Scripts/release` and sets PACKTOOL_RELEASE_ARCHIVE; anywhere else it is skipped,
/// saying so.
/// The archive to test, from PACKTOOL_RELEASE_ARCHIVE.
enum ReleaseArchive {
    static var url: URL? {
        ProcessInfo.processInfo.environment["PACKTOOL_RELEASE_ARCHIVE"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }
}

@Suite(.enabled(if: ReleaseArchive.url != nil,
                "PACKTOOL_RELEASE_ARCHIVE is not set: run Scripts/release, then set it to the .tar.gz it made (.ci/run does)"),
       .requires("tar", debian: "tar"), .requires("sha256sum", debian: "coreutils"), .requires("ldd", debian: "libc-bin"))
struct ReleaseArchiveTests {
    /// The archive unpacked into a fresh empty folder; its one top folder is the prefix.
    struct Unpacked {
        let scratch: TemporaryDirectory
        let prefix: URL

        init() throws {
            let archive = try #require(ReleaseArchive.url)
            scratch = try TemporaryDirectory()
            let check = try Self.system(["sha256sum", "-c", archive.lastPathComponent + ".sha256"], in: archive.deletingLastPathComponent())
            #expect(check.status == 0, "the archive does not match its .sha256: \(check.stdout)\(check.stderr)")
            let root = scratch.url.appendingPathComponent("prefix-root")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let untar = try Self.system(["tar", "-xzf", archive.path, "-C", root.path], in: scratch.url)
            #expect(untar.status == 0, "\(untar.stdout)\(untar.stderr)")
            let top = try FileManager.default.contentsOfDirectory(atPath: root.path)
            #expect(top.count == 1 && top[0].hasPrefix("packtool-"), "one folder, packtool-VERSION-OS-ARCH: \(top)")
            prefix = root.appendingPathComponent(try #require(top.first))
        }

        /// A program with the system's environment only: PATH without any toolchain, no
        /// LD_LIBRARY_PATH, HOME and XDG_DATA_HOME in the scratch folder.
        func run(_ arguments: [String], in directory: URL) throws -> PacktoolBinary.Result {
            let home = scratch.url.appendingPathComponent("home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                               "NO_COLOR": "1", "LANG": "C.UTF-8"]
            return try Self.system(arguments, in: directory, environment: environment)
        }

        /// A program by absolute path, or a system tool found through /usr/bin/env.
        static func system(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> PacktoolBinary.Result {
            let absolute = arguments[0].hasPrefix("/")
            return try PacktoolBinary.runProgram(URL(fileURLWithPath: absolute ? arguments[0] : "/usr/bin/env"),
                                                 absolute ? Array(arguments.dropFirst()) : arguments,
                                                 in: directory, environment: environment)
        }
    }

    @Test func holdsWhatTheReadmeSays() throws {
        let unpacked = try Unpacked()
        for path in ["bin/packtool", "bin/packtool-studio", "share/digitflip/GlyphSets/classic/letter_map.json",
                     "share/digitflip/GlyphSets/no_zero/letter_map.json", "share/man/man1/packtool.1",
                     "share/bash-completion/completions/packtool", "share/zsh/site-functions/_packtool",
                     "share/fish/vendor_completions.d/packtool.fish"] {
            #expect(FileManager.default.fileExists(atPath: unpacked.prefix.appendingPathComponent(path).path), "\(path) is missing")
        }
        let man = try String(contentsOf: unpacked.prefix.appendingPathComponent("share/man/man1/packtool.1"), encoding: .utf8)
        #expect(man.contains(".Nm packtool") || man.contains("packtool"), "\(man.prefix(200))")
        #expect(man.contains("lint"), "the man page names the subcommands")
    }

    /// The two programs load only the system's libraries: no Swift runtime, Foundation or
    /// Foundation's ICU from a toolchain (they are linked in), nothing is "not found", and
    /// every library resolves inside the system's library folders. The system's own ICU may
    /// come in, because Debian's libxml2 links it.
    @Test(arguments: ["packtool", "packtool-studio"])
    func needsOnlyTheSystemsLibraries(_ program: String) throws {
        let unpacked = try Unpacked()
        let ldd = try unpacked.run(["ldd", unpacked.prefix.appendingPathComponent("bin/\(program)").path], in: unpacked.scratch.url)
        #expect(ldd.status == 0, "\(ldd.stderr)")
        #expect(!ldd.stdout.contains("not found"), "\(ldd.stdout)")
        #expect(!ldd.stdout.contains("libswift") && !ldd.stdout.contains("Foundation"),
                "\(program) loads a toolchain library: \(ldd.stdout)")
        let resolved = ldd.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let arrow = line.range(of: "=> ") else { return nil }
            return line[arrow.upperBound...].split(separator: " ").first.map(String.init)
        }
        #expect(!resolved.isEmpty, "\(ldd.stdout)")
        for path in resolved {
            #expect((path.hasPrefix("/lib/") || path.hasPrefix("/usr/lib/")) && !path.contains("swift"),
                    "\(program) loads \(path), which is not one of the system's libraries")
        }
    }

    @Test func lintsPreviewsAndInstallsFromAnEmptyFolder() throws {
        let unpacked = try Unpacked()
        let packtool = unpacked.prefix.appendingPathComponent("bin/packtool").path
        let work = unpacked.scratch.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

        // No ./GlyphSets here: the packs come from <packtool>/../share/digitflip/GlyphSets.
        let lint = try unpacked.run([packtool, "lint", "classic"], in: work)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let preview = try unpacked.run([packtool, "preview", "hello world"], in: work)
        #expect(preview.status == 0, "\(preview.stdout)\(preview.stderr)")
        #expect(preview.stdout.hasPrefix("10 1 7 0 14   0 1 1 2 4\n"), "\(preview.stdout)")
        #expect(preview.stderr.contains("wrote ") && preview.stderr.contains("preview-hello-world.svg"), "\(preview.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("preview-hello-world.svg").path))

        // A pack of one's own, zipped and installed into the documents folder (XDG_DATA_HOME).
        let copy = work.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: unpacked.prefix.appendingPathComponent("share/digitflip/GlyphSets/classic"), to: copy)
        let zip = try unpacked.run([packtool, "zip", "./classic", "--output", work.path], in: work)
        #expect(zip.status == 0, "\(zip.stdout)\(zip.stderr)")
        let install = try unpacked.run([packtool, "install", "./classic.zip"], in: work)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let installed = unpacked.scratch.url.appendingPathComponent("home/data/digitflip/GlyphSets/classic/letter_map.json")
        #expect(FileManager.default.fileExists(atPath: installed.path), "\(install.stdout)\(install.stderr)")
        let list = try unpacked.run([packtool, "list"], in: work)
        #expect(list.status == 0 && list.stdout.contains("classic"), "\(list.stdout)\(list.stderr)")
    }

    @Test func theStudioServerStartsBesidePacktool() throws {
        let unpacked = try Unpacked()
        let help = try unpacked.run([unpacked.prefix.appendingPathComponent("bin/packtool-studio").path, "--help"], in: unpacked.scratch.url)
        #expect(help.status == 0, "\(help.stdout)\(help.stderr)")
    }
}
