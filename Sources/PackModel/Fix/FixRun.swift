import Foundation

/// One run of `packtool fix` over the paths a user named: which files they are, each
/// read, fixed and (when writing) replaced, in order, reported to the caller as it goes.
/// It never prints and never exits: the command renders what it is told, the way
/// `LintRun` serves `LintCommand`.
public struct FixRun: Sendable {
    public enum Mode: Sendable {
        /// Rewrite the files in place.
        case write
        /// Write nothing; say what would be rewritten.
        case check
        /// Write nothing; give a unified diff of each rewrite.
        case diff
    }

    /// What happened to one path or file, in the order it happened.
    public enum Event: Sendable {
        /// A path or a file that could not be read, listed or written (exit status 2).
        case failed(SVGFileError)
        /// A file named on the command line that is not an SVG, skipped.
        case skipped(String)
        /// A folder holding no SVG file.
        case noSVGFiles(String)
        /// One file fixed (or refused, or clean): the fixer's result; with `.diff`, the
        /// unified diff of the rewrite.
        case file(path: String, result: SVGFixResult, diff: String?)
    }

    /// The counts of a run, and the exit status they mean.
    public struct Summary: Sendable, Equatable {
        public var rewritten = 0, unchanged = 0, refused = 0, failed = 0, leftForArtist = 0
        public var files: Int { rewritten + unchanged + refused }

        /// 2 when a path failed, 1 when a file was refused (or, checking, one is due), else 0.
        public func exitStatus(mode: Mode) -> Int32 {
            if failed > 0 { return 2 }
            if refused > 0 || (mode == .check && rewritten > 0) { return 1 }
            return 0
        }
    }

    public let mode: Mode
    public let fixer: SVGFixer

    public init(mode: Mode, fixer: SVGFixer = SVGFixer()) {
        self.mode = mode
        self.fixer = fixer
    }

    /// Fixes every SVG file the paths name, telling `report` each event as it happens.
    @discardableResult
    public func run(paths: [String], report: (Event) -> Void) -> Summary {
        var summary = Summary()
        for path in paths {
            let (files, errors, skipped) = SVGFileReplacement.files(at: path)
            for error in errors {
                summary.failed += 1
                report(.failed(error))
            }
            for file in skipped { report(.skipped(file)) }
            if files.isEmpty && errors.isEmpty && skipped.isEmpty && FileManager.default.fileExists(atPath: path) {
                report(.noSVGFiles(path))
            }
            for file in files {
                let bytes: [UInt8]
                switch SVGFileReplacement.read(file) {
                case .failure(let error):
                    summary.failed += 1
                    report(.failed(error))
                    continue
                case .success(let read):
                    bytes = read
                }
                let result = fixer.fix(bytes)
                var diff: String?
                switch result.outcome {
                case .refused: summary.refused += 1
                case .unchanged: summary.unchanged += 1
                case .rewritten(let output):
                    summary.rewritten += 1
                    if mode == .diff {
                        diff = UnifiedDiff.make(old: String(decoding: bytes, as: UTF8.self), new: String(decoding: output, as: UTF8.self),
                                                oldName: file, newName: file)
                    }
                }
                summary.leftForArtist += result.leftForArtist.count
                report(.file(path: file, result: result, diff: diff))
                if mode == .write, let output = result.rewrittenBytes, let error = SVGFileReplacement.replace(file, with: output) {
                    summary.failed += 1
                    report(.failed(error))
                }
            }
        }
        return summary
    }
}
