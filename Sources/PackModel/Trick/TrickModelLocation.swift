import Foundation

/// Where `packtool trick` finds the recogniser's model, by the one rule that finds what
/// packtool ships (`ShippedData.locate`, which `PackRoots.resolve` asks for the bundle):
/// the `--model` option, else `$DIGITFLIP_TRICK_MODEL`, else
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
        ShippedData.locate(option: option, variable: environmentVariable, environment: environment, currentDirectory: currentDirectory,
                           executable: executable, repositoryPath: repositoryFolder + "/" + TrickModel.fileName, installedPath: TrickModel.fileName,
                           isDirectory: false).standardizedFileURL
    }
}
