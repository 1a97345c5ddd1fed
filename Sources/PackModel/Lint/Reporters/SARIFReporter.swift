import Foundation

/// SARIF 2.1.0 as GitHub code scanning accepts it: one run, every check that ran as a
/// rule with its help, every diagnostic as a result with a physical location relative
/// to the working directory (`%SRCROOT%`).
public struct SARIFReporter: Sendable {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Version 2 hashes the check, path, message code and subject (version 1 hashed the
    /// message's words, which change with every measurement in them).
    public static let fingerprintKey = "packtoolFingerprint/v2"
    public let workingDirectory: URL

    public init(workingDirectory: URL) {
        self.workingDirectory = workingDirectory.standardizedFileURL
    }

    struct Log: Encodable {
        let schema = SARIFReporter.schema
        let version = "2.1.0"
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds: [String: ArtifactLocation]
        let columnKind = "unicodeCodePoints"
        let invocations: [Invocation]
        let results: [Result]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name = "packtool"
        let version: String
        let semanticVersion: String
        let rules: [Rule]
    }
    struct Message: Encodable { let text: String }
    struct Help: Encodable { let text: String; let markdown: String }
    struct Rule: Encodable {
        let id: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Help
        let defaultConfiguration: Configuration
        let properties: Properties
    }
    struct Configuration: Encodable { let level: String }
    struct Properties: Encodable { let tags: [String] }
    struct Invocation: Encodable { let executionSuccessful: Bool }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let properties: ResultProperties
    }
    /// The finding's message code and subject, as the JSON report has them.
    struct ResultProperties: Encodable {
        let code: String
        let subject: String?
    }
    struct Location: Encodable { let physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }
    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }
    /// A finding about a whole file has no column: its region is the file's first line.
    struct Region: Encodable { let startLine: Int; let startColumn: Int? }

    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The SARIF log. The invocation counts as successful when every pack could be read.
    public func render(_ report: LintReport) -> String {
        let ruleIndex = Dictionary(report.checks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = report.checks.map { info in
            Rule(id: info.id.rawValue, shortDescription: Message(text: info.summary), fullDescription: Message(text: info.rationale),
                 help: Help(text: info.rationale + " Run `packtool explain \(info.id)` for examples.", markdown: CheckDocumentation.markdown(info)),
                 defaultConfiguration: Configuration(level: Self.level(info.severity)),
                 properties: Properties(tags: ["digitflip", info.id.family?.rawValue ?? ""]))
        }
        let results = report.diagnostics.map { diagnostic in
            let text = diagnostic.hint.map { "\(diagnostic.message)\nHint: \($0)" } ?? diagnostic.message
            let fingerprint = Baseline.fingerprint(of: diagnostic, base: workingDirectory, cwd: workingDirectory)
            return Result(ruleId: diagnostic.checkID.rawValue, ruleIndex: ruleIndex[diagnostic.checkID], level: Self.level(diagnostic.severity),
                          message: Message(text: text), locations: [Location(physicalLocation: physicalLocation(diagnostic))],
                          partialFingerprints: [Self.fingerprintKey: fingerprint.hash],
                          properties: ResultProperties(code: diagnostic.code, subject: diagnostic.subject))
        }
        let root = workingDirectory.path.hasSuffix("/") ? workingDirectory.path : workingDirectory.path + "/"
        let run = Run(tool: Tool(driver: Driver(version: PackModelVersion.string, semanticVersion: PackModelVersion.string, rules: rules)),
                      originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: Self.fileURI(root), uriBaseId: nil)],
                      invocations: [Invocation(executionSuccessful: report.unreadablePacks.isEmpty)], results: results)
        return JSONText.string(Log(runs: [run]))
    }

    /// Always a file (see `Diagnostic.placementPath`) and a region: GitHub places an
    /// alert by its file and start line, and drops one that lacks either.
    func physicalLocation(_ diagnostic: Diagnostic) -> PhysicalLocation {
        let artifact: ArtifactLocation
        let path = diagnostic.placementPath
        if let relative = LintPaths.relative(path, to: workingDirectory, cwd: workingDirectory), !relative.isEmpty {
            artifact = ArtifactLocation(uri: Self.encode(relative), uriBaseId: "%SRCROOT%")
        } else {
            artifact = ArtifactLocation(uri: Self.fileURI(LintPaths.absolute(path, cwd: workingDirectory)), uriBaseId: nil)
        }
        let region = diagnostic.position.map { Region(startLine: max(1, $0.line), startColumn: max(1, $0.column)) }
            ?? Region(startLine: 1, startColumn: nil)
        return PhysicalLocation(artifactLocation: artifact, region: region)
    }

    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func fileURI(_ absolutePath: String) -> String { "file://" + encode(absolutePath) }
}
