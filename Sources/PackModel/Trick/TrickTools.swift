import Foundation

/// Why a pack cannot be judged on this machine: what the judge needs from outside
/// packtool's own code is missing. Every front end (`packtool trick`, `preview
/// --specimen`, the studio) finds its tools through `TrickTools` and words these its own way.
public enum TrickUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    /// rsvg-convert is not on PATH.
    case noRasterizer
    /// No model file where `TrickModelLocation` looked; `source` is what named the path
    /// (`--model`, `$DIGITFLIP_TRICK_MODEL`), nil for the default places.
    case noModel(path: String, source: String?)
    /// A model file that cannot be used, and why.
    case unreadableModel(path: String, reason: String)

    public var description: String {
        switch self {
        case .noRasterizer:
            "\(RSVGConvert.tool) is not on PATH"
        case .noModel(let path, let source):
            "the recogniser's model \(path) does not exist" + (source.map { " (from \($0))" } ?? "")
        case .unreadableModel(let path, let reason):
            "cannot use the recogniser's model \(path): \(reason)"
        }
    }

    /// What to do about it, for a person.
    public var remedy: String {
        switch self {
        case .noRasterizer:
            "install it (\(RSVGConvert.install))"
        case .noModel:
            "give the model file with $\(TrickModelLocation.environmentVariable) (or --model FILE to packtool trick); in a clone of packtool it is \(TrickModelLocation.repositoryFolder)/\(TrickModel.fileName)"
        case .unreadableModel:
            "restore \(TrickModelLocation.repositoryFolder)/\(TrickModel.fileName) from packtool's repository, or regenerate it with Scripts/trick (docs/trick.md)"
        }
    }
}

extension TrickModelLocation {
    /// The model found as `resolve` finds it, read. The one way every front end loads it.
    public static func load(
        option: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        executable: URL? = Bundle.main.executableURL
    ) throws(TrickUnavailable) -> (model: TrickModel, url: URL) {
        let url = resolve(option: option, environment: environment, currentDirectory: currentDirectory, executable: executable)
        let source: String? = if let option, !option.isEmpty { "--model" }
            else if let variable = environment[environmentVariable], !variable.isEmpty { "$\(environmentVariable)" }
            else { nil }
        guard FileManager.default.fileExists(atPath: url.path) else { throw .noModel(path: url.path, source: source) }
        do {
            return (try TrickModel(contentsOf: url), url)
        } catch {
            throw .unreadableModel(path: url.path, reason: error.reason)
        }
    }
}

/// What judging a pack needs, found once: the rasterizer (rsvg-convert, the one door
/// PackModel draws through) and the recogniser's model. `packtool trick`, `preview
/// --specimen` and the studio all judge through this, so they give the same verdicts.
public struct TrickTools: Sendable {
    public let rasterizer: any SVGRasterizer
    public let model: TrickModel
    public let modelURL: URL

    public init(rasterizer: any SVGRasterizer, model: TrickModel, modelURL: URL) {
        self.rasterizer = rasterizer
        self.model = model
        self.modelURL = modelURL
    }

    /// rsvg-convert from PATH and the model from `TrickModelLocation` (the rasterizer is
    /// looked for first: without it nothing can be judged, whatever the model).
    public static func find(
        modelOption: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        executable: URL? = Bundle.main.executableURL
    ) throws(TrickUnavailable) -> TrickTools {
        guard let rasterizer = RSVGConvert.find(environment: environment) else { throw .noRasterizer }
        let (model, url) = try TrickModelLocation.load(option: modelOption, environment: environment,
                                                       currentDirectory: currentDirectory, executable: executable)
        return TrickTools(rasterizer: rasterizer, model: model, modelURL: url)
    }

    public var judge: TrickJudge { TrickJudge(recogniser: Recogniser(model: model)) }

    /// Draws the pack's glyphs on one sheet and judges them, both halves, and `phrases`.
    public func judge(_ pack: LoadedPack, phrases: [String] = []) throws(TrickError) -> TrickReport {
        try judge.judge(pack, rasterizer: rasterizer, phrases: phrases)
    }
}
