import Foundation

// The ways to make a linter that front ends use: each hands in `SVGFixer()` as what
// lint asks of `packtool fix` (`LintFixer`), so a hint naming fix is fix's own promise
// and no caller can forget it. They are declared here, in a layer that sees `Fix/`;
// lint's own initialisers, in `Lint/`, take the fixer (or nil, as the letter-map gate
// does) and no default. Every spelling here is the one that made a linter before lint
// stopped depending on fix, and means what it meant.

extension Linter {
    /// Every check (or `checks`), with fix's answers.
    public init(checks: [any LintCheck] = CheckCatalogue.all, policy: PackPolicy = .standard) {
        self.init(checks: checks, policy: policy, fixer: SVGFixer())
    }

    /// The checks of a profile, with a configuration applied as the profile allows, and
    /// fix's answers.
    public init(profile: LintProfile, configuration: LintConfiguration = LintConfiguration(), policy: PackPolicy = .standard) {
        self.init(profile: profile, configuration: configuration, policy: policy, fixer: SVGFixer())
    }
}

extension LintSession {
    /// A session whose linter has fix's answers.
    public init(configuration: LintConfiguration = LintConfiguration(), workingDirectory: URL,
                checks: [any LintCheck] = CheckCatalogue.all, profile: LintProfile = .lint) {
        self.init(configuration: configuration, workingDirectory: workingDirectory, checks: checks, profile: profile, fixer: SVGFixer())
    }
}

extension LintRun {
    /// `packtool lint` as a library call, with fix's answers: what the command and the
    /// studio run.
    public init(targets: [String], workingDirectory: URL, configuration: ConfigurationSource = .search, baseline: BaselineUse = .none,
                roots: @escaping @Sendable () -> PackRoots) {
        self.init(targets: targets, workingDirectory: workingDirectory, configuration: configuration, baseline: baseline,
                  fixer: SVGFixer(), roots: roots)
    }
}

extension LintSubject {
    /// One pack as the checks see it, with fix's answers.
    public init(source: any PackFiles, policy: PackPolicy = .standard) {
        self.init(source: source, policy: policy, fixer: SVGFixer())
    }
}

extension LintCheck {
    /// One finding as a diagnostic, with fix's answers for its hint.
    public func diagnostic(_ finding: Finding<Code>, pack: String, fixable: Bool = true) -> Diagnostic {
        diagnostic(finding, pack: pack, fixable: fixable, fixer: SVGFixer())
    }
}

extension Diagnostic {
    /// The spelling from before `fixedBy` was lint's own `FixRewrite`.
    @available(*, deprecated, message: "pass fixedBy: rewrite.fixRewrite (a FixRewrite)")
    public init(checkID: CheckID, code: String, subject: String?, severity: Severity, pack: String, path: String, file: String?,
                position: SourcePosition?, message: String, hint: String?, fixedBy: SVGRewrite?) {
        self.init(checkID: checkID, code: code, subject: subject, severity: severity, pack: pack, path: path, file: file,
                  position: position, message: message, hint: hint, fixedBy: fixedBy?.fixRewrite)
    }
}
