import ArgumentParser
import Foundation
import Hummingbird
import PackModel

/// `packtool-studio`: the HTTP half of `packtool studio`, which finds the pack and runs
/// this from its own folder with the pack already located. It is a separate executable
/// so that Hummingbird and SwiftNIO are linked into it alone: every other packtool
/// command keeps its start-up (docs/studio.md says what was measured).
@main
struct StudioServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packtool-studio",
        abstract: "The server behind `packtool studio`; run `packtool studio` instead.",
        discussion: """
        Serves the studio page for one pack on 127.0.0.1 only and prints its URL.
        `packtool studio` finds the pack (a name through the tiers, or a folder) and
        runs this with --name or --folder. Ctrl-C (SIGINT) or SIGTERM stops it.
        """
    )

    @Option(help: ArgumentHelp("A pack name, read through the tiers.", valueName: "NAME"))
    var name: String?

    @Option(help: ArgumentHelp("A pack folder, read alone.", valueName: "DIR"))
    var folder: String?

    @Option(help: ArgumentHelp("How messages name the folder.", valueName: "PATH"))
    var display: String?

    @Option(help: ArgumentHelp("The port on 127.0.0.1; 0 means any free port.", valueName: "N"))
    var port: Int = 0

    @Option(help: ArgumentHelp("The documents folder.", valueName: "DIR"))
    var documents: String?

    @Option(help: ArgumentHelp("The bundled GlyphSets folder.", valueName: "DIR"))
    var bundle: String?

    func validate() throws {
        guard (name == nil) != (folder == nil) else { throw ValidationError("give exactly one of --name and --folder") }
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port number from 0 to 65535") }
        if let name, !PackName.isSafe(name) { throw ValidationError("'\(name)' is not a pack name") }
    }

    func run() async throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let opened: StudioWorkspace.Opened
        if let folder {
            let url = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: cwd).absoluteURL.standardizedFileURL
            opened = .folder(url, displayPath: display ?? folder)
        } else {
            opened = .named(name ?? PackRoots.defaultPack)
        }
        let workspace = StudioWorkspace(roots: PackRoots.resolve(documents: documents, bundle: bundle), opened: opened, workingDirectory: cwd)
        // The trick judge's tools, found as `packtool trick` finds them; without them the
        // page says once what to install.
        let server = StudioServer(workspace: workspace, trickTools: Result { () throws(TrickUnavailable) in try TrickTools.find() })
        do {
            try await server.run(port: port) { url in
                // The first line is the URL, for people and for scripts that start the server.
                let text = url + "\nServing \(workspace.openedDescription) on 127.0.0.1 only; open the URL in a browser. Ctrl-C stops.\n"
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        } catch {
            let what = server.port.value == nil ? "cannot serve on 127.0.0.1:\(port)" : "the studio server stopped"
            FileHandle.standardError.write(Data("packtool: error: \(what): \(error)\nhint: try another port with --port, or --port 0 for any free one\n".utf8))
            throw ExitCode(2)
        }
    }
}

extension StudioWorkspace {
    var openedDescription: String {
        switch opened {
        case .named(let name): "pack \(name) (through the tiers: documents, then bundle)"
        case .folder(_, let displayPath): "pack folder \(displayPath)"
        }
    }
}
