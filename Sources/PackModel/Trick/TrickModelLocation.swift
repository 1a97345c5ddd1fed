import Foundation

/// Where `packtool trick` finds the recogniser's model, the way the shipped packs are
/// found (`PackRoots.resolve`): the `--model` option, else `$DIGITFLIP_TRICK_MODEL`, else
/// `./Models/trick-recogniser.dftm` when it exists (a clone of the repository), else
/// `<packtool>/../share/digitflip/trick-recogniser.dftm` (an installed packtool).
public enum TrickModelLocation {
    public static let environmentVariable = "DIGITFLIP_TRICK_MODEL"
    public static let repositoryFolder = "Models"

    public static func resolve(
        option: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        executable: URL? = Bundle.main.executableURL
    ) -> URL {
        func path(_ text: String) -> URL {
            URL(fileURLWithPath: (text as NSString).expandingTildeInPath, relativeTo: currentDirectory).absoluteURL.standardizedFileURL
        }
        if let option, !option.isEmpty { return path(option) }
        if let variable = environment[environmentVariable], !variable.isEmpty { return path(variable) }
        let local = currentDirectory.appendingPathComponent(repositoryFolder, isDirectory: true).appendingPathComponent(TrickModel.fileName)
        if FileManager.default.fileExists(atPath: local.path) || executable == nil { return local.standardizedFileURL }
        return executable!.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../share/digitflip", isDirectory: true).appendingPathComponent(TrickModel.fileName).standardizedFileURL
    }
}
