/// A plain command line read without ArgumentParser, for the commands hooks and CI run
/// most (`lint`, `fix`): ArgumentParser's parse costs about 15 M instructions at start-up
/// (it reflects over a command's properties, and each property wrapper type it meets is
/// a question to the Swift runtime's conformance tables), more than the lint of a small
/// pack (docs/performance.md).
///
/// It takes only what it cannot read differently from ArgumentParser: words that do not
/// start with `-` (the command's arguments), the flags it is given, each at most once
/// and without `=`, and the options it is given, each at most once, as `--name value`
/// or `--name=value`, with a value that is neither empty nor starts with `-`. Anything
/// else (help, a short name, a repeat, an unknown option, a completion request) makes
/// it nil, and the command line goes to ArgumentParser, which says everything it says
/// about it. `LintQuickParseTests` checks both read the same.
struct QuickCommandLine {
    var words: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    init?(_ arguments: ArraySlice<String>, flags knownFlags: Set<String>, options knownOptions: Set<String>) {
        var seen: Set<String> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                // `help` is ArgumentParser's word; an argument is any other.
                guard argument != "help", !argument.isEmpty else { return nil }
                words.append(argument)
                continue
            }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            guard seen.insert(name).inserted else { return nil }
            if knownFlags.contains(name) {
                guard equals == nil else { return nil }
                flags.insert(name)
                continue
            }
            guard knownOptions.contains(name) else { return nil }
            var value = equals.map { String(argument[argument.index(after: $0)...]) }
            if value == nil, index < arguments.endIndex {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            values[name] = value
        }
    }
}
