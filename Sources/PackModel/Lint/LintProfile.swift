/// Which checks judge a pack, and how much a configuration may change them: the one
/// linter, seen by `packtool lint`, by the gate of `packtool zip`, and by the gate of
/// `packtool install`. A gate is a profile of the linter, never a rule set of its own:
/// zip and install refuse exactly the packs in which their profile finds an error.
///
/// - `lint`: every check; `.packtool.json` may turn any check off or give it any severity.
/// - `zipGate`: every check; a repository's `.packtool.json` may turn warnings and infos
///   off, move them between warning and info, or raise any check to an error, but never
///   lowers or turns off a check whose default is error: what the app or the installer
///   would refuse is never zipped.
/// - `installGate`: every check at its default severity; no configuration is read at
///   all. A downloaded pack is hostile, and its own `.packtool.json` (or the one of the
///   folder packtool runs in) never weakens what install refuses.
///
/// A gate may also hold a check to a higher severity than lint's (`raised`, the profile
/// table below): what an artist may leave unfinished while drawing, a pack that ships
/// may not. Under a gate the raised severity is the check's default, so a configuration
/// cannot lower it either.
public struct LintProfile: Sendable, Hashable, CustomStringConvertible {
    /// How a configuration's `checks` settings apply under a profile.
    public enum ConfigurationUse: Sendable, Hashable {
        /// Every setting applies.
        case full
        /// Settings apply, except those that would lower or turn off a check whose
        /// default severity is error.
        case cannotLowerErrors
        /// No setting applies.
        case ignored
    }

    public let name: String
    public let configurationUse: ConfigurationUse
    /// Checks this profile holds to another severity than their default.
    public let raised: [CheckID: Severity]

    public init(name: String, configurationUse: ConfigurationUse, raised: [CheckID: Severity] = [:]) {
        self.name = name
        self.configurationUse = configurationUse
        self.raised = raised
    }

    /// What a shipped pack may not be, though a pack being drawn may: an `available`
    /// pack with a glyph file missing shows placeholders on stage (a `coming_soon` pack's
    /// glyphs still to draw are map.glyph-file-pending's, an info everywhere).
    static let shipping: [CheckID: Severity] = [.mapGlyphFileExists: .error]

    public static let lint = LintProfile(name: "lint", configurationUse: .full)
    public static let zipGate = LintProfile(name: "zip", configurationUse: .cannotLowerErrors, raised: shipping)
    public static let installGate = LintProfile(name: "install", configurationUse: .ignored, raised: shipping)

    public var description: String { name }

    /// The checks that run under this profile, with their severities.
    public func checks(configuration: LintConfiguration, catalogue: [any LintCheck] = CheckCatalogue.all) -> [any LintCheck] {
        let base = defaults(catalogue)
        return configuration.apply(to: base, keeping: ignoredSettings(configuration: configuration, catalogue: base))
    }

    /// The checks with this profile's severities, before any configuration.
    func defaults(_ catalogue: [any LintCheck]) -> [any LintCheck] {
        guard !raised.isEmpty else { return catalogue }
        return catalogue.map { check in
            guard let severity = raised[check.info.id], severity != check.info.severity else { return check }
            return check.reconfigured(severity: severity)
        }
    }

    /// The check ids whose configured setting this profile ignores, sorted.
    public func ignoredSettings(configuration: LintConfiguration, catalogue: [any LintCheck] = CheckCatalogue.all) -> [CheckID] {
        switch configurationUse {
        case .full:
            return []
        case .ignored:
            return configuration.settings.keys.sorted()
        case .cannotLowerErrors:
            return defaults(catalogue).compactMap { check in
                guard check.info.severity == .error, let setting = configuration.settings[check.info.id] else { return nil }
                return setting == .severity(.error) ? nil : check.info.id
            }.sorted()
        }
    }
}
