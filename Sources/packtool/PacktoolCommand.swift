import ArgumentParser
import PackModel

@main
struct Packtool: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "packtool")
}
