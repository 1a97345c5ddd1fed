import Foundation

/// Where packtool finds data it ships beside itself (the bundle tier's packs, the trick
/// recogniser's model): one rule for all of it, so an installed packtool and a clone of
/// the repository find every piece the same way.
enum ShippedData {
    /// The option, else the environment variable, else `repositoryPath` in the current
    /// folder when it is there (a clone of the repository), else `installedPath` under
    /// `<executable>/../share/digitflip/` (an installed packtool); with no executable
    /// known, the current folder's. Paths are taken relative to the current folder, `~`
    /// expanded; an empty option or variable counts as unset.
    static func locate(option: String?, variable: String, environment: [String: String], currentDirectory: URL, executable: URL?,
                       repositoryPath: String, installedPath: String, isDirectory: Bool) -> URL {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        func path(_ text: String) -> URL {
            URL(fileURLWithPath: (text as NSString).expandingTildeInPath, isDirectory: isDirectory, relativeTo: currentDirectory).absoluteURL
        }
        if let option = nonEmpty(option) { return path(option) }
        if let value = nonEmpty(environment[variable]) { return path(value) }
        let local = currentDirectory.appendingPathComponent(repositoryPath, isDirectory: isDirectory)
        var foundDirectory: ObjCBool = false
        let found = FileManager.default.fileExists(atPath: local.path, isDirectory: &foundDirectory) && foundDirectory.boolValue == isDirectory
        guard !found, let executable else { return local }
        return executable.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../share/digitflip", isDirectory: true).appendingPathComponent(installedPath, isDirectory: isDirectory)
    }
}
