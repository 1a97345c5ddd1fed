import Foundation

// Shared by the SVG checks: which check owns which element or attribute (so nothing
// is reported twice), the security classifiers, and finding helpers.

extension LintSubject {
    /// A usable SVG file with its document and root element. A class, not the tuple it
    /// was: some fifteen checks loop over every file, and each file a loop takes out of
    /// the list was three references retained and released (the file, the document's
    /// contents, the root), where now it is at most one.
    final class ParsedSVG: Sendable {
        let file: SVGFile
        let document: SVGDocument
        let root: SVGElement

        init(file: SVGFile, document: SVGDocument, root: SVGElement) {
            self.file = file
            self.document = document
            self.root = root
        }
    }

    /// Every parsed SVG, whatever its root: the security checks look at all of them.
    static func parsedSVGs(_ svgs: [SVGFile]) -> [ParsedSVG] {
        var parsed: [ParsedSVG] = []
        parsed.reserveCapacity(svgs.count)
        for file in svgs {
            guard let document = file.document, let root = document.root else { continue }
            parsed.append(ParsedSVG(file: file, document: document, root: root))
        }
        return parsed
    }

    /// The SVG files the letter map's letters name, else (no letter names one of them)
    /// every SVG: what the pack-wide comparisons are about.
    static func glyphSVGRoots(_ svgRoots: [ParsedSVG], map: LetterMapTree?) -> [ParsedSVG] {
        guard let map else { return svgRoots }
        let used = map.usedGlyphFiles
        let glyphs = svgRoots.filter { used.contains($0.file.name) }
        return glyphs.isEmpty ? svgRoots : glyphs
    }

    /// Findings for one kind of `SVGProblem`, one per problem, with `code`.
    func findings<Code: MessageCode>(for kind: SVGProblem.Kind, code: Code, message: (SVGProblem) -> String, hint: String) -> [Finding<Code>] {
        // Nearly every file has no problem: it is passed over without an array made for
        // it (filtering and mapping each file's empty list cost some 650 instructions a
        // file, for each of the eight problem kinds).
        var found: [Finding<Code>] = []
        for file in svgs {
            guard let problems = file.document?.problems, !problems.isEmpty else { continue }
            for problem in problems where problem.kind == kind {
                found.append(Finding(code, file: file.name, position: problem.position, message: message(problem), hint: hint))
            }
        }
        return found
    }
}

extension LintSubject.SVGFile {
    /// Calls `body` with each classified element of `role`, in document order, read where
    /// it is stored: `for item in classified` copies every item out (its element and both
    /// role arrays retained and released) before its role is even tested.
    func forEachClassified(_ role: SVGElementRole, _ body: (SVGElement) throws -> Void) rethrows {
        for index in classified.indices where classified[index].role == role { try body(classified[index].element) }
    }
}

extension SVGElement {
    var isSVGRoot: Bool { localName == "svg" && namespaceURI == SVGDocument.svgNamespace }

    /// Elements below this one, at any depth.
    var descendantCount: Int {
        var count = -1
        forEachElement { _, _ in count += 1 }
        return count
    }

    /// `<svg>` in the SVG namespace at line 3 → `<svg> at 3:1`.
    var described: String { "<\(qualifiedName)> at \(position)" }

    /// A finding's subject for this element: its name, `use`.
    var subject: String { qualifiedName }

    /// A finding's subject for one of its attributes: `path/@style`; `drawnAs`: the
    /// element's name as drawn when other (a clone fix expands: `g/@stroke-width`).
    func subject(_ attribute: SVGAttribute, drawnAs: String? = nil) -> String { "\(drawnAs ?? qualifiedName)/@\(attribute.qualifiedName)" }
}

/// Which check speaks for an element. Each element belongs to exactly one, so an
/// unsupported element is never reported twice.
enum SVGElementRole: Equatable, Sendable {
    /// In the profile (or an empty `defs`, which draws nothing): walk into it.
    case supported
    /// A security check reports it (script, foreign content, image, CSS reference).
    case security
    /// `svg.text` reports it.
    case text
    /// `svg.editor-metadata` reports it.
    case editorMetadata
    /// `svg.profile-element` reports it.
    case unsupported
    /// A second entry for a `<use>` fix expands (the first says `.unsupported`): its
    /// attributes judged as those of the group it becomes, so the attribute checks
    /// report what the group will hold.
    case clone
    /// A `<defs>` whose content nothing outside it references, or an element SVG does
    /// not define: `svg.draws-nothing` reports it (once, with what it holds), and nothing
    /// else looks inside.
    case drawsNothing

    static func of(_ element: SVGElement) -> SVGElementRole {
        // A name the reader knew is answered from `KnownNameRoles`' tables, by number.
        let known = Int(element.knownName)
        let tables = KnownNameRoles.shared
        let name = element.localName
        let dangerous = known != 0 ? tables.isDangerous[known] : SVGSecurity.dangerousElementLookup[name] != nil
        guard element.namespaceURI == SVGDocument.svgNamespace else { return dangerous ? .security : .editorMetadata }
        if dangerous { return .security }
        if name == "style" && !SVGSecurity.cssReferences(in: element.text).isEmpty { return .security }
        if known != 0 ? tables.allowsElement[known] : SVGProfile.allows(element: name) { return .supported }
        if known != 0 ? tables.isText[known] : SVGProfile.Lookup.textElements.contains(name) { return .text }
        if name == "metadata" { return .editorMetadata }
        if (known != 0 ? tables.allowedWhenEmpty[known] : SVGProfile.Lookup.allowedWhenEmpty.contains(name)) && element.elementChildren.isEmpty { return .supported }
        if SVGInertAttribute.isUndefinedElement(element) { return .drawsNothing }
        return .unsupported
    }

    /// `of(element)`, with a non-empty `<defs>` told apart by whether anything outside
    /// it references what it holds (`references` is worked out when first needed).
    static func of(_ element: SVGElement, references: () -> SVGReferences) -> SVGElementRole {
        let role = of(element)
        guard role == .unsupported, element.localName == "defs", element.namespaceURI == SVGDocument.svgNamespace else { return role }
        return references().uses(of: element).isEmpty ? .drawsNothing : .unsupported
    }

    /// `root` and, below it, every element reached through supported elements, in
    /// document order, each with its role (and its attributes' roles when supported).
    /// `screened`: the caller has asked `SVGSecurity.mayReport` of every attribute under
    /// `root` (outside foreign content) and it let every one pass, so it is not asked again.
    /// `known`: the document's clone lookup, asked for at the first `<use>` only (a file
    /// without one made a lookup, an object and a lock look-up, for nothing).
    static func classify(_ root: SVGElement, cascade: SVGCascade? = nil, clones known: @autoclosure () -> CloneExpansion.Lookup? = nil, screened: Bool = false) -> [ClassifiedElement] {
        var result: [ClassifiedElement] = []
        result.reserveCapacity(8)  // a glyph is a few elements; growing from empty cost an allocation each time
        var references: SVGReferences?
        func knownReferences() -> SVGReferences {
            if let references { return references }
            let found = SVGReferences(root)
            references = found
            return found
        }
        // Clones fix expands are judged as the groups they become (`CloneExpansion`):
        // the use's own attributes as the group's, and its target's content where the
        // copy will be; so what the copy holds (a gradient, a filter) is reported before
        // fix, not first after it.
        var clones: CloneExpansion.Lookup?
        var cloned: [SVGElement] = []
        func visit(_ element: SVGElement, _ role: SVGElementRole) {
            guard role == .supported else {
                result.append(ClassifiedElement(element: element, role: role, attributeRoles: []))
                if element.localName == "use", element.namespaceURI == SVGDocument.svgNamespace {
                    let lookup = clones ?? known() ?? CloneExpansion.Lookup(root)
                    clones = lookup
                    if let target = lookup.target(of: element) {
                        result.append(ClassifiedElement(element: element, role: .clone,
                                                        attributeRoles: element.attributes.map { attribute in
                                                            CloneExpansion.keepsAttribute(attribute) ? SVGAttributeRole.of(attribute, on: element, cascade: cascade, screened: screened, drawnAs: CloneExpansion.groupName) : .allowed
                                                        },
                                                        cssAttributes: cascade.map { ClassifiedElement.cssAttributes(of: element, cascade: $0) } ?? []))
                        cloned.append(target)
                    }
                }
                return
            }
            result.append(ClassifiedElement(element: element, role: role,
                                            attributeRoles: element.attributes.withUnsafeBufferPointer { attributes in
                                                SVGAttributeRole.roles(of: attributes, on: element, cascade: cascade, screened: screened)
                                            },
                                            cssAttributes: cascade.map { ClassifiedElement.cssAttributes(of: element, cascade: $0) } ?? []))
            for case .element(let child) in element.children { visit(child, of(child, references: knownReferences)) }
        }
        visit(root, root.isSVGRoot ? .supported : of(root))
        // A target the walk did not reach (in a `<defs>`) is judged once, where its copy goes.
        if !cloned.isEmpty {
            var seen = Set(result.lazy.filter { $0.role == .supported }.map { ObjectIdentifier($0.element) })
            for target in cloned where seen.insert(ObjectIdentifier(target)).inserted { visit(target, .supported) }
        }
        return result
    }
}

/// An element as the profile walk found it (see `SVGElementRole.classify`).
struct ClassifiedElement: Sendable {
    let element: SVGElement
    let role: SVGElementRole
    /// The role of each of `element.attributes`, in order; empty unless `role` is `.supported`.
    let attributeRoles: [SVGAttributeRole]
    /// The presentation properties CSS sets on the element (a `style` attribute or a
    /// sheet's rule), each as the attribute `packtool fix` writes it, with its role
    /// there: so what a style hides (a gradient in `style="fill:url(#g)"`) is judged
    /// before fix moves it out, in the same words and under the same subject. Placed at
    /// the style attribute, or the element when a sheet sets it. Empty without CSS.
    var cssAttributes: [(attribute: SVGAttribute, role: SVGAttributeRole)] = []

    /// Each attribute with its role (none unless the element is supported).
    var attributes: Zip2Sequence<[SVGAttribute], [SVGAttributeRole]> { zip(element.attributes, attributeRoles) }

    static func cssAttributes(of element: SVGElement, cascade: SVGCascade) -> [(attribute: SVGAttribute, role: SVGAttributeRole)] {
        let style = element.attribute("style")
        guard style != nil || cascade.rules?.isEmpty == false else { return [] }
        let css = cascade.css(element)
        guard !css.isEmpty else { return [] }
        let position = style?.position ?? element.position
        return css.keys.sorted().compactMap { name in
            guard SVGProperties.presentationAttributes.contains(name), let value = css[name] else { return nil }
            let attribute = SVGAttribute(qualifiedName: name, localName: name, namespaceURI: nil, value: value, position: position, valueOffset: nil)
            return (attribute, SVGAttributeRole.of(attribute, on: element, cascade: cascade))
        }
    }
}

/// Which check speaks for an attribute of a supported element.
enum SVGAttributeRole: Equatable, Sendable {
    case allowed
    /// A security check reports it (event handler, external reference, CSS reference).
    case security
    case editorMetadata
    /// `svg.profile-attribute` reports it.
    case unsupported
    /// In the profile, but its value points at a paint server the profile lacks.
    case paintReference
    /// Outside the profile, but draws nothing where it is (`enable-background`,
    /// `display="inline"`, a `style` of only such properties or none):
    /// `svg.draws-nothing` reports it.
    case drawsNothing
    /// `display="none"` or `visibility="hidden"` (as an attribute or in `style`): the
    /// app does not honour it, so it draws what the editor hid.
    case hidden
    /// Draws something in the artist's editor (a CSS renderer) that the app does not:
    /// `svg.editor-drawing` reports it (`shape-rendering="crispEdges"`).
    case editorOnly

    static let xmlnsNamespace = SVGDocument.xmlnsNamespace
    static let xmlNamespace = SVGDocument.xmlNamespace

    /// `screened`: `SVGSecurity.mayReport` is known to be false for this attribute.
    /// `drawnAs`: the element's name as drawn, when other than its own (a clone fix
    /// expands is judged as its group, `g`).
    static func of(_ attribute: SVGAttribute, on element: SVGElement, cascade: SVGCascade?, screened: Bool = false, drawnAs: String? = nil) -> SVGAttributeRole {
        // Names the reader knew, with no namespace: past the security question, the
        // profile's answer from `KnownNameRoles`' tables, by number.
        let role = drawnAs == nil && attribute.knownName != 0 && element.knownName != 0 && attribute.namespaceURI == nil
            ? (!screened && SVGSecurity.mayReport(attribute) ? .security : KnownNameRoles.shared.role(of: attribute, on: element.knownName))
            : of(attribute, on: drawnAs ?? element.localName, screened: screened)
        guard role == .unsupported, attribute.namespaceURI == nil || attribute.namespaceURI == SVGDocument.xlinkNamespace else { return role }
        // An attribute SVG does not define there: neither drawing reads it.
        if SVGInertAttribute.reason(attribute.qualifiedName, on: element) != nil { return .drawsNothing }
        guard attribute.namespaceURI == nil else { return role }
        if attribute.localName == "style" {
            // As the cascade took it apart, once per document.
            guard let declarations = cascade.map({ $0.declarations(ofStyle: attribute.value, on: element) }) ?? SVGStyle.declarations(attribute.value) else { return .unsupported }
            if declarations.contains(where: { InertProperty.hides($0.name, $0.value) }) { return .hidden }
            // One pass, stopping at the first declaration that draws (most styles start
            // with one). What draws and is a blend only CSS can set (`mix-blend-mode:
            // multiply`, the `isolation` around it) is one fact, svg.editor-drawing's,
            // never also this style's "write it as an attribute" (there is none to write).
            var allInert = true
            for declaration in declarations where !InertProperty.drawsNothing(declaration.name, declaration.value, on: element, cascade: cascade) {
                guard InertProperty.isBlendOnlyCSSSets(declaration.name, declaration.value) else { return .unsupported }
                allInert = false
            }
            return allInert ? .drawsNothing : .editorOnly
        }
        if InertProperty.hides(attribute.localName, attribute.value) { return .hidden }
        if InertProperty.editorOnly(attribute.localName, attribute.value) != nil { return .editorOnly }
        if InertProperty.drawsNothing(attribute.localName, attribute.value, on: element, cascade: cascade) { return .drawsNothing }
        // A blend written as an attribute is the same fact as in a style: the editor
        // blends, the app does not, and SVG has no attribute to write it as.
        // svg.editor-drawing says so, a warning either way.
        return InertProperty.isBlendOnlyCSSSets(attribute.localName, attribute.value) ? .editorOnly : .unsupported
    }

    /// `of(attributes[index], on: element, cascade: cascade, screened: screened)`, where
    /// `attributes` is `element.attributes`' storage and `index` one of its indices. A
    /// screened attribute whose names the reader knew is answered from
    /// `KnownNameRoles` by reading its fields where they are stored: passing
    /// `attributes[index]` itself copies the attribute (all four strings retained and
    /// released), as a value loaded from a pointer is, ~0.5 M instructions in the
    /// guard's lint (#22). Any other attribute, and one the tables call unsupported
    /// (which `of` looks at further), goes to `of` as before.
    static func of(_ attributes: UnsafeBufferPointer<SVGAttribute>, at index: Int, on element: SVGElement, cascade: SVGCascade?, screened: Bool) -> SVGAttributeRole {
        if screened && attributes[index].knownName != 0 && element.knownName != 0 && attributes[index].namespaceURI == nil,
           let role = KnownNameRoles.shared.supportedRole(of: attributes, at: index, on: element.knownName) {
            return role
        }
        return of(attributes[index], on: element, cascade: cascade, screened: screened)
    }

    /// The role of each of `attributes` (the attributes of `element`), in order. By
    /// index: each attribute judged where it is stored, not copied out. When every one
    /// is `.allowed`, as in nearly every glyph, the array is a shared one (`allAllowed`):
    /// an array of its own cost an allocation and a free for each element of every file.
    static func roles(of attributes: UnsafeBufferPointer<SVGAttribute>, on element: SVGElement, cascade: SVGCascade?, screened: Bool) -> [SVGAttributeRole] {
        for index in attributes.indices {
            let role = of(attributes, at: index, on: element, cascade: cascade, screened: screened)
            guard role == .allowed else {
                // The first other role: the rest are judged into an array of their own.
                var roles = [SVGAttributeRole](repeating: .allowed, count: attributes.count)
                roles[index] = role
                for later in (index + 1)..<attributes.count {
                    roles[later] = of(attributes, at: later, on: element, cascade: cascade, screened: screened)
                }
                return roles
            }
        }
        return allAllowed(attributes.count)
    }

    /// `count` times `.allowed`: shared arrays up to eight (a glyph's elements have a
    /// few attributes each), a new one beyond.
    static func allAllowed(_ count: Int) -> [SVGAttributeRole] {
        count < sharedAllAllowed.count ? sharedAllAllowed[count] : [SVGAttributeRole](repeating: .allowed, count: count)
    }

    private static let sharedAllAllowed: [[SVGAttributeRole]] = (0...8).map { [SVGAttributeRole](repeating: .allowed, count: $0) }

    static func of(_ attribute: SVGAttribute, on element: String, screened: Bool = false) -> SVGAttributeRole {
        if attribute.namespaceURI == xmlnsNamespace {
            if attribute.value == SVGSecurity.xincludeNamespace { return .security }
            return attribute.value == SVGDocument.svgNamespace || attribute.value == SVGDocument.xlinkNamespace ? .allowed : .editorMetadata
        }
        if !screened && SVGSecurity.mayReport(attribute) { return .security }
        if let namespace = attribute.namespaceURI, namespace != xmlNamespace, namespace != SVGDocument.xlinkNamespace {
            return .editorMetadata
        }
        if SVGProfile.allows(attribute: attribute.qualifiedName, on: element) {
            return SVGProfile.Lookup.paintAttributes.contains(attribute.qualifiedName) && !SVGProfile.isSafePaint(attribute.value) ? .paintReference : .allowed
        }
        if SVGProfile.isIgnorable(attribute: attribute.qualifiedName) { return .allowed }
        return .unsupported
    }
}

/// The profile's and the security tables' answers for the names the reader knows by
/// number (`KnownName`), worked out once from the string tables themselves, so they
/// cannot disagree: the profile walk asks them for every element and attribute of
/// every file, where each string look-up hashed the name (`NameTable`).
struct KnownNameRoles: Sendable {
    static let shared = KnownNameRoles()

    private let count: Int
    /// `SVGProfile.allows(attribute: a, on: e)` at `e * count + a`.
    private let allowsAttribute: [Bool]
    private let isPaint: [Bool]
    private let isIgnorable: [Bool]
    let isDangerous: [Bool]
    let allowsElement: [Bool]
    let isText: [Bool]
    let allowedWhenEmpty: [Bool]

    init() {
        let names = KnownName.names
        count = names.count
        // Each element's allowed names numbered, not every pair of names looked up:
        // this runs once a run, and a one-pack lint paid 0.7 M instructions for the pairs.
        var allows = [Bool](repeating: false, count: count * count)
        for (element, allowed) in SVGProfile.Lookup.allowedAttributeNames {
            let row = ByteSearch.withBytes(of: element, KnownName.number)
            guard row != 0 else { continue }
            for name in allowed {
                let column = ByteSearch.withBytes(of: name, KnownName.number)
                if column != 0 { allows[Int(row) * count + Int(column)] = true }
            }
        }
        allowsAttribute = allows
        isPaint = names.map(SVGProfile.Lookup.paintAttributes.contains)
        isIgnorable = names.map(SVGProfile.isIgnorable(attribute:))
        isDangerous = names.map { SVGSecurity.dangerousElementLookup[$0] != nil }
        allowsElement = names.map(SVGProfile.allows(element:))
        isText = names.map(SVGProfile.Lookup.textElements.contains)
        allowedWhenEmpty = names.map(SVGProfile.Lookup.allowedWhenEmpty.contains)
    }

    /// `SVGAttributeRole.of(attribute, on: element, screened: true)` for an attribute
    /// with no namespace, both names known (`attribute.knownName`, `element`).
    func role(of attribute: SVGAttribute, on element: UInt8) -> SVGAttributeRole {
        role(name: attribute.knownName, on: element) { attribute.value } ?? .unsupported
    }

    /// `role(of: attributes[index], on: element)` read in place (the value only for a
    /// paint attribute), or nil where that is `.unsupported`. `index` is one of
    /// `attributes`' indices and `attributes[index].knownName` is not 0, so every table
    /// index is in bounds as in `role(of:on:)`.
    func supportedRole(of attributes: UnsafeBufferPointer<SVGAttribute>, at index: Int, on element: UInt8) -> SVGAttributeRole? {
        role(name: attributes[index].knownName, on: element) { attributes[index].value }
    }

    /// The two above: the attribute named `name` (known, not 0) on `element`, its value
    /// asked for only where the attribute is a paint; nil where it is unsupported.
    @inline(__always)
    private func role(name known: UInt8, on element: UInt8, value: () -> String) -> SVGAttributeRole? {
        let name = Int(known)
        if allowsAttribute[Int(element) * count + name] {
            return isPaint[name] && !SVGProfile.isSafePaint(value()) ? .paintReference : .allowed
        }
        return isIgnorable[name] ? .allowed : nil
    }
}

extension SVGSecurity.Danger {
    /// The check that reports an element of this danger whole.
    var checkID: CheckID {
        switch self {
        case .code: .svgScript
        case .foreignContent: .svgForeignObject
        case .bitmap: .svgImage
        }
    }
}

/// Lint's findings over `SVGSecurity`'s facts (declared in SVG/).
extension SVGSecurity {
    /// Findings for the dangerous elements one check owns, in every parsed SVG, with
    /// `code`. The message names the element and what its reference (if any) would do.
    static func elementFindings<Code: MessageCode>(_ subject: LintSubject, checkID: CheckID, code: Code, what: String, hint: String) -> [Finding<Code>] {
        subject.svgs.flatMapNonEmpty { file -> [Finding<Code>] in
            var findings: [Finding<Code>] = []
            for entry in file.securityElements where entry.danger?.checkID == checkID {
                let element = entry.element
                let reference = element.attributes.first { $0.localName == "href" || $0.localName == "src" || $0.localName == "data" }
                let target = reference.map { " \($0.qualifiedName)=\"\(shorten($0.value))\"" } ?? ""
                let reason = reference.flatMap { schemeReason($0.value) }.map { "; its reference \($0)" } ?? ""
                findings.append(Finding(code, file: file.name, position: element.position, subject: element.subject,
                                        message: "<\(element.qualifiedName)\(target)> \(what)\(reason)", hint: hint))
            }
            return findings
        }
    }

    /// Findings for attributes, on every element `elements` lists (but those a check
    /// reports whole, when `skippingElementsReportedWhole`), that `judge` finds a
    /// problem with (it returns the code and the message). `judge` must find nothing in
    /// an attribute `mayReport` lets pass: only the suspects are shown to it.
    static func attributeFindings<Code: MessageCode>(_ subject: LintSubject, hint: String, skippingElementsReportedWhole: Bool = false,
                                                     _ judge: (SVGAttribute, SVGElement) -> (code: Code, message: String)?) -> [Finding<Code>] {
        subject.svgs.flatMapNonEmpty { file -> [Finding<Code>] in
            var findings: [Finding<Code>] = []
            for (entry, attribute) in file.suspectAttributes where !(skippingElementsReportedWhole && entry.danger != nil) {
                if let judged = judge(attribute, entry.element) {
                    findings.append(Finding(judged.code, file: file.name, position: attribute.position, subject: entry.element.subject(attribute),
                                            message: judged.message, hint: hint))
                }
            }
            return findings
        }
    }
}

/// Groups repeated findings of one kind in one file into one, at the first place, so
/// a file with fifty `style` attributes gives one line, not fifty. Findings with the
/// same code and subject are repeats.
struct FindingGroups<Code: MessageCode> {
    private struct Key: Hashable {
        let code: Code
        let subject: String
    }
    private var order: [Key] = []
    private var groups: [Key: (position: SourcePosition, count: Int, message: String, hint: String)] = [:]

    /// Subjects some finding of which `packtool fix` cannot resolve: the group's hint
    /// then does not name fix.
    private var notFixable: Set<String> = []

    mutating func notFixable(_ subject: String) { notFixable.insert(subject) }

    mutating func add(_ code: Code, subject: String, position: SourcePosition, message: @autoclosure () -> String, hint: @autoclosure () -> String) {
        let key = Key(code: code, subject: subject)
        if let existing = groups[key] {
            groups[key]!.count = existing.count + 1
        } else {
            order.append(key)
            groups[key] = (position, 1, message(), hint())
        }
    }

    func findings(file: String) -> [Finding<Code>] {
        order.map { key in
            let group = groups[key]!
            let more = group.count > 1 ? " (\(group.count) times in this file; the first is here)" : ""
            var finding = Finding(key.code, file: file, position: group.position, subject: key.subject, message: group.message + more, hint: group.hint)
            finding.fixable = !notFixable.contains(key.subject)
            return finding
        }
    }
}

/// Builds the small SVG files of check examples.
enum SVGExample {
    /// `<svg xmlns=… viewBox=…>body</svg>`; `attributes` go on the root. A `viewBox`
    /// starting with the example marker `↓` puts it before `viewBox=`.
    static func glyph(_ body: String, viewBox: String = "0 0 60 80", attributes: String = "") -> String {
        let marked = viewBox.hasPrefix("↓")
        let box = marked ? String(viewBox.dropFirst()) : viewBox
        return #"<svg xmlns="http://www.w3.org/2000/svg" \#(marked ? "↓" : "")viewBox="\#(box)"\#(attributes.isEmpty ? "" : " " + attributes)>\#(body)</svg>"#
    }

    /// A plain digit-like glyph that fills most of the box.
    static let digit = ##"<path d="M10 5H50V75H10Z" fill="#000"/>"##
}

/// Which shapes paint no stroke and no markers, by the drawing's own rule
/// (`DrawingResolver.compute` down the element's ancestors, the file's cascade), worked
/// out for a file only when first asked: a stroke width there sizes nothing, so one lint
/// cannot read (`1pt`) draws nothing rather than wrong. And which paint only one of
/// fill, stroke and markers: a paint order there orders nothing.
struct UnstrokedShapes {
    private let document: SVGDocument
    /// The file's computed values (its cascade and parents the document's), made the
    /// first time a shape is asked.
    private var contexts: ComputedContexts?

    init(document: SVGDocument) {
        self.document = document
    }

    /// Whether a stroke width written here that is not a plain number draws nothing:
    /// `value` does not read as one (a unit), on a shape that paints no stroke or markers.
    mutating func strokeWidthDrawsNothing(_ value: String, on element: SVGElement) -> Bool {
        // Most values are plain numbers: a unit ends in a letter.
        guard let last = value.utf8.last, (last | 0x20) >= UInt8(ascii: "a"), (last | 0x20) <= UInt8(ascii: "z") else { return false }
        return (try? Length.parse(value).get()) == nil && paintsNoStroke(element)
    }

    mutating func paintsNoStroke(_ element: SVGElement) -> Bool {
        computed(element).map(DrawingResolver.paintsNoStroke) ?? false
    }

    /// Whether `paint-order` written on `element` orders nothing: a shape that paints
    /// only one of fill, stroke and markers (a fill at opacity 0, a line's fill), by the
    /// proof's and the planner's rule (`DrawingResolver.paintOrderMatters`), so fix
    /// removes what lint calls inert here. Never in a file with a clone: a copy takes
    /// its paint from the `<use>`, not from where the shape stands.
    mutating func paintOrderDrawsNothing(on element: SVGElement) -> Bool {
        guard SVGProfile.shapeElements.contains(element.localName) else { return false }
        let context = computed(element)
        return contexts?.parents.hasUse == false && context.map { !DrawingResolver.paintOrderMatters($0, shape: element.localName) } ?? false
    }

    /// The element's computed values, as `DrawingResolver` computes them from the root
    /// down (only the element's ancestors, each once a file).
    private mutating func computed(_ element: SVGElement) -> DrawingResolver.Context? {
        guard SVGProfile.shapeElements.contains(element.localName), let root = document.root else { return nil }
        let contexts = self.contexts ?? ComputedContexts(root: root, cascade: document.cascade, parents: document.parents)
        self.contexts = contexts
        return contexts.computed(element)
    }
}
