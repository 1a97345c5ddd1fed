import Foundation

// Shared by the SVG checks: which check owns which element or attribute (so nothing
// is reported twice), the security classifiers, and finding helpers.

extension LintSubject {
    /// A usable SVG file with its document and root element.
    typealias ParsedSVG = (file: SVGFile, document: SVGDocument, root: SVGElement)

    /// Every parsed SVG, whatever its root: the security checks look at all of them.
    static func parsedSVGs(_ svgs: [SVGFile]) -> [ParsedSVG] {
        svgs.compactMap { file in
            guard let document = file.document, let root = document.root else { return nil }
            return (file, document, root)
        }
    }

    /// The SVG files the letter map's letters name, else (no letter names one of them)
    /// every SVG: what the pack-wide comparisons are about.
    static func glyphSVGRoots(_ svgRoots: [ParsedSVG], map: MapTree?) -> [ParsedSVG] {
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
    static func classify(_ root: SVGElement, cascade: SVGCascade? = nil, clones known: CloneExpansion.Lookup? = nil, screened: Bool = false) -> [ClassifiedElement] {
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
        var clones = known
        var cloned: [SVGElement] = []
        func visit(_ element: SVGElement, _ role: SVGElementRole) {
            guard role == .supported else {
                result.append(ClassifiedElement(element: element, role: role, attributeRoles: []))
                if element.localName == "use", element.namespaceURI == SVGDocument.svgNamespace {
                    let lookup = clones ?? CloneExpansion.Lookup(root)
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
                                                // By index: each attribute judged where it is stored, not copied out.
                                                attributes.indices.map { SVGAttributeRole.of(attributes[$0], on: element, cascade: cascade, screened: screened) }
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
    static let style = Array("style".utf8).withUnsafeBufferPointer(KnownName.number)

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
        let name = Int(attribute.knownName)
        if allowsAttribute[Int(element) * count + name] {
            return isPaint[name] && !SVGProfile.isSafePaint(attribute.value) ? .paintReference : .allowed
        }
        return isIgnorable[name] ? .allowed : .unsupported
    }
}

/// What makes an SVG dangerous to open anywhere else than our renderer: code, foreign
/// content, and references to other files or the network.
enum SVGSecurity {
    /// XInclude's `<xi:include>` pulls another file in (reported as foreign content;
    /// packtool never enables XInclude processing).
    static let xincludeNamespace = "http://www.w3.org/2001/XInclude"

    /// Elements a security check reports, by local name (any namespace), with the id
    /// of that check.
    static let dangerousElements: [String: CheckID] = [
        "script": .svgScript, "handler": .svgScript,
        "foreignObject": .svgForeignObject, "iframe": .svgForeignObject, "object": .svgForeignObject, "embed": .svgForeignObject,
        "include": .svgForeignObject,
        "image": .svgImage, "feImage": .svgImage, "img": .svgImage,
    ]

    /// `dangerousElements` as the checks query it, for every element (see `NameTable`).
    static let dangerousElementLookup = NameTable(dangerousElements)

    /// An element the security checks look at, with the id of the check that reports
    /// it whole (looked up once: seven checks ask).
    struct Element: Sendable {
        let element: SVGElement
        /// `dangerousElements[element.localName]`.
        let reportedWholeBy: CheckID?
    }

    /// Every element in document order, except what is inside foreign content (HTML
    /// under `foreignObject` is reported as a whole, not tag by tag).
    static func elements(_ root: SVGElement) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(8)
        func visit(_ element: SVGElement) {
            let owner = dangerousElementLookup[element.localName]
            result.append(Element(element: element, reportedWholeBy: owner))
            if owner == .svgForeignObject { return }
            for case .element(let child) in element.children { visit(child) }
        }
        visit(root)
        return result
    }

    /// Findings for the dangerous elements one check owns, in every parsed SVG, with
    /// `code`. The message names the element and what its reference (if any) would do.
    static func elementFindings<Code: MessageCode>(_ subject: LintSubject, checkID: CheckID, code: Code, what: String, hint: String) -> [Finding<Code>] {
        subject.svgs.flatMapNonEmpty { file -> [Finding<Code>] in
            var findings: [Finding<Code>] = []
            for entry in file.securityElements where entry.reportedWholeBy == checkID {
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
            for (entry, attribute) in file.suspectAttributes where !(skippingElementsReportedWhole && entry.reportedWholeBy != nil) {
                if let judged = judge(attribute, entry.element) {
                    findings.append(Finding(judged.code, file: file.name, position: attribute.position, subject: entry.element.subject(attribute),
                                            message: judged.message, hint: hint))
                }
            }
            return findings
        }
    }

    /// The reader's screen, as it builds each element (`SVGDocument.securityClean`): a
    /// file where every element and attribute passes it has no security element, no
    /// `<style>` and no attribute `mayReport` lets through, so `LintSubject.SVGFile`
    /// skips the security walk. Each test is a superset of what it stands for, read
    /// from the bytes libxml2 hands over: an element named as in `dangerousElements`
    /// or `style` (any namespace; `known` is the name's `KnownName` number: no known
    /// name is a dangerous element, `KnownNameRoles` checks).
    static func mayInterest(element known: UInt8, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        if known != 0 { return known == KnownNameRoles.style }
        return dangerousElementLookup[String(decoding: name, as: UTF8.self)] != nil
    }

    /// The attribute screen: a superset of `mayReport`. A name starting with `on` (any
    /// case: `isEventHandler`), `href` or `src` (`externalReference`'s links); a value
    /// whose first byte past blanks is `j` or `v` (any case: the only schemes
    /// `externalReference` reports on other attributes, script's) or that
    /// `mayHoldCSSReference` lets through, but for `d` and `points` without a
    /// namespace (never read as CSS: `attributesNeverCSS`). The caller screens a value
    /// holding `&` (a character reference the reader rewrites) as suspect itself.
    static func mayInterest(attribute name: UnsafeBufferPointer<UInt8>, namespaced: Bool, value: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = name.count
        if count >= 2 && name[0] | 0x20 == UInt8(ascii: "o") && name[1] | 0x20 == UInt8(ascii: "n") { return true }
        if count == 4 && name[0] == UInt8(ascii: "h") && name[1] == UInt8(ascii: "r") && name[2] == UInt8(ascii: "e") && name[3] == UInt8(ascii: "f") { return true }
        if count == 3 && name[0] == UInt8(ascii: "s") && name[1] == UInt8(ascii: "r") && name[2] == UInt8(ascii: "c") { return true }
        if let first = value.first(where: { $0 > 0x20 }), first | 0x20 == UInt8(ascii: "j") || first | 0x20 == UInt8(ascii: "v") { return true }
        let neverCSS = !namespaced && ((count == 1 && name[0] == UInt8(ascii: "d"))
            || (count == 6 && memcmp(name.baseAddress!, "points", 6) == 0))
        guard !neverCSS else { return false }
        // A long value (a style, an editor's data) is first searched with memchr for the
        // three bytes the CSS screen starts from: most hold none of them.
        if value.count > 32 && !ByteSearch.contains(byte: UInt8(ascii: "("), in: value) && !ByteSearch.contains(byte: UInt8(ascii: "@"), in: value)
            && !ByteSearch.contains(byte: UInt8(ascii: "\\"), in: value) { return false }
        return mayHoldCSSReference(value)
    }

    /// The screen for a namespace declaration's URI (an attribute in the xmlns
    /// namespace, which only the CSS screen can report).
    static func mayInterest(namespaceDeclaration uri: String) -> Bool {
        ByteSearch.withBytes(of: uri) { $0.contains(UInt8(ascii: "&")) || mayHoldCSSReference($0) }
    }

    /// Whether an attribute security check could report this attribute: an event
    /// handler, an external or script reference, or a CSS reference. Worked out once per
    /// attribute when a file is read (`LintSubject.SVGFile.suspectAttributes`).
    static func mayReport(_ attribute: SVGAttribute) -> Bool {
        isEventHandler(attribute) || externalReference(attribute) != nil || !cssReferences(in: attribute).isEmpty
    }

    /// `onload`, `onclick`, … in any case and any namespace: the names in
    /// `eventHandlerNames`, not every name that starts with "on" (Inkscape writes
    /// `only_selected` on its path effects, which runs nothing).
    static func isEventHandler(_ attribute: SVGAttribute) -> Bool {
        var bytes = attribute.localName.utf8.makeIterator()
        guard bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "o"), bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "n") else { return false }
        return attribute.namespaceURI != SVGAttributeRole.xmlnsNamespace && eventHandlerNames.contains(attribute.localName.lowercased())
    }

    /// Every event-handler attribute a browser or web view runs: SVG 2's event
    /// attributes (its global, document, document-element, graphical and animation
    /// event attributes, and SVG 1.1's onzoom/onactivate/focusin/focusout) and HTML's
    /// event handler content attributes, including the prefixed and legacy ones
    /// browsers still honour. One table: lint reports these; anything else outside the
    /// profile is dropped by the preview's filter anyway, so a name missing here is
    /// never run by packtool's own output.
    static let eventHandlerNames: Set<String> = [
        // SVG 2 animation event attributes, SVG 1.1 extras
        "onbegin", "onend", "onrepeat", "onactivate", "onfocusin", "onfocusout", "onzoom",
        // Document and document-element event attributes (SVG 2, HTML)
        "onabort", "onafterprint", "onbeforeprint", "onbeforeunload", "onerror", "onhashchange", "onload", "onmessage",
        "onmessageerror", "onoffline", "ononline", "onpagehide", "onpagereveal", "onpageshow", "onpageswap", "onpopstate",
        "onrejectionhandled", "onresize", "onscroll", "onscrollend", "onstorage", "onunhandledrejection", "onunload",
        "onlanguagechange", "oncopy", "oncut", "onpaste", "onbeforecopy", "onbeforecut", "onbeforepaste",
        // Global event attributes (SVG 2 and HTML's GlobalEventHandlers)
        "onauxclick", "onbeforeinput", "onbeforematch", "onbeforetoggle", "onblur", "oncancel", "oncanplay", "oncanplaythrough",
        "onchange", "onclick", "onclose", "oncommand", "oncontextlost", "oncontextmenu", "oncontextrestored", "oncuechange",
        "ondblclick", "ondrag", "ondragend", "ondragenter", "ondragexit", "ondragleave", "ondragover", "ondragstart", "ondrop",
        "ondurationchange", "onemptied", "onended", "onfocus", "onformdata", "oninput", "oninvalid", "onkeydown", "onkeypress",
        "onkeyup", "onloadeddata", "onloadedmetadata", "onloadend", "onloadstart", "onmousedown", "onmouseenter", "onmouseleave",
        "onmousemove", "onmouseout", "onmouseover", "onmouseup", "onmousewheel", "onwheel", "onpause", "onplay", "onplaying",
        "onprogress", "onratechange", "onreset", "onsecuritypolicyviolation", "onseeked", "onseeking", "onselect",
        "onselectionchange", "onselectstart", "onshow", "onslotchange", "onstalled", "onsubmit", "onsuspend", "ontimeupdate",
        "ontoggle", "onvolumechange", "onwaiting", "onsearch",
        // Pointer, touch, animation and transition events
        "ongotpointercapture", "onlostpointercapture", "onpointercancel", "onpointerdown", "onpointerenter", "onpointerleave",
        "onpointermove", "onpointerout", "onpointerover", "onpointerrawupdate", "onpointerup",
        "ontouchcancel", "ontouchend", "ontouchmove", "ontouchstart",
        "onanimationcancel", "onanimationend", "onanimationiteration", "onanimationstart",
        "ontransitioncancel", "ontransitionend", "ontransitionrun", "ontransitionstart",
        "onwebkitanimationend", "onwebkitanimationiteration", "onwebkitanimationstart", "onwebkittransitionend",
        "onfullscreenchange", "onfullscreenerror", "onwebkitfullscreenchange", "onwebkitfullscreenerror",
        // SVG 1.1's event names as SVG Tiny and old viewers spelled them
        "onsvgload", "onsvgunload", "onsvgabort", "onsvgerror", "onsvgresize", "onsvgscroll", "onsvgzoom",
        "ondomactivate", "ondomfocusin", "ondomfocusout",
    ]

    /// Where a reference leads.
    enum Reference: Sendable {
        /// `javascript:`, `vbscript:`.
        case script
        /// A `data:` URL.
        case data
        case network
        /// A `file:` URL.
        case localFile
        /// A relative path: another file next to the glyph or elsewhere.
        case otherFile
    }

    /// Why an `href`/`src` (any namespace) points outside the document, or why any
    /// attribute value is a script URL; nil for same-document `#id` fragments.
    static func externalReference(_ attribute: SVGAttribute) -> (kind: Reference, reason: String)? {
        let name = attribute.localName
        guard attribute.namespaceURI != SVGAttributeRole.xmlnsNamespace else { return nil }
        let isLink = name == "href" || name == "src"
        let scheme = self.scheme(attribute.value)
        if isLink {
            let trimmed = attribute.value.trimmingCSSWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            return scheme ?? (.otherFile, "points at another file (\(shorten(trimmed)))")
        }
        // `<set attributeName="href" to="javascript:…">` and friends.
        return scheme.flatMap { $0.kind == .script ? $0 : nil }
    }

    /// The reason a URL is dangerous, judged by its scheme as a browser would read it
    /// (control characters and whitespace removed, any case).
    static func schemeReason(_ url: String) -> String? { scheme(url)?.reason }

    /// Where a URL leads when that is dangerous, and why, judged by its scheme.
    static func scheme(_ url: String) -> (kind: Reference, reason: String)? {
        // Every scheme below starts with j, v, d, h, f or '/': most values (numbers,
        // colours, path data) are settled by their first character, without a copy.
        // (A switch, not `contains` on an array literal: that built the array each call.)
        guard let first = url.utf8.first(where: { $0 > 0x20 }) else { return nil }
        switch first | 0x20 {
        case UInt8(ascii: "j"), UInt8(ascii: "v"), UInt8(ascii: "d"), UInt8(ascii: "h"), UInt8(ascii: "f"), UInt8(ascii: "/"): break
        default: return nil
        }
        // The first few characters decide; path data and long values are not copied.
        var head: [UInt8] = []
        head.reserveCapacity(11)
        for byte in url.utf8 where byte > 0x20 {
            head.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            if head.count == 11 { break }
        }
        let compact = String(decoding: head, as: UTF8.self)
        if compact.hasPrefix("javascript:") || compact.hasPrefix("vbscript:") { return (.script, "runs script (\(shorten(url)))") }
        if compact.hasPrefix("data:") { return (.data, "embeds another file as a data: URL") }
        if compact.hasPrefix("http:") || compact.hasPrefix("https:") || compact.hasPrefix("//") || compact.hasPrefix("ftp:") {
            return (.network, "fetches from the network (\(shorten(url)))")
        }
        if compact.hasPrefix("file:") { return (.localFile, "reads a local file (\(shorten(url)))") }
        return nil
    }

    /// Attributes whose values are numbers, lists of numbers or names: no renderer reads
    /// them as CSS, so no `url()` in them can load anything. Skipping them keeps long
    /// path data out of the CSS scan.
    static let attributesNeverCSS: Set<String> = [
        "d", "points", "viewBox", "transform", "pathLength", "id", "version", "baseProfile", "preserveAspectRatio",
        "x", "y", "x1", "y1", "x2", "y2", "width", "height", "r", "rx", "ry", "cx", "cy",
    ]

    static let attributesNeverCSSLookup = NameSet(attributesNeverCSS)

    /// The CSS references an attribute's value makes (none for attributes never read as CSS).
    static func cssReferences(in attribute: SVGAttribute) -> [(offset: Int, description: String)] {
        if attribute.namespaceURI == nil && attributesNeverCSSLookup.contains(attribute.localName) { return [] }
        return cssReferences(in: attribute.value)
    }

    /// CSS `url(…)` targets other than `#fragment`, `@import` rules and `image-set(`
    /// in style text, after CSS escapes are decoded (`\75 rl(` is `url(`). Each with
    /// its offset in `text` (in decoded characters) and a description.
    static func cssReferences(in text: String) -> [(offset: Int, description: String)] {
        guard mayHoldCSSReference(text) else { return [] }
        let decoded = Array(decodeCSSEscapes(text).lowercased().unicodeScalars)
        var found: [(Int, String)] = []
        var index = 0
        // Compared in place: this runs at every character of the text, and copying the
        // word and the text under it cost two arrays a character.
        func matches(_ word: [Unicode.Scalar], at position: Int) -> Bool {
            guard position + word.count <= decoded.count else { return false }
            for offset in 0..<word.count where decoded[position + offset] != word[offset] { return false }
            return true
        }
        while index < decoded.count {
            if matches(Self.importWord, at: index) {
                found.append((index, "@import loads another style sheet"))
                index += 7
            } else if matches(Self.imageSetWord, at: index) {
                found.append((index, "image-set() loads images"))
                index += 10
            } else if matches(Self.urlWord, at: index) {
                var start = index + 4
                while start < decoded.count && (decoded[start] == " " || decoded[start] == "\"" || decoded[start] == "'") { start += 1 }
                var end = start
                while end < decoded.count && decoded[end] != ")" && decoded[end] != "\"" && decoded[end] != "'" { end += 1 }
                let target = String(String.UnicodeScalarView(decoded[start..<end])).trimmingCSSWhitespace
                if !target.hasPrefix("#") {
                    let reason = schemeReason(target) ?? "points at another file"
                    found.append((index, "url(\(shorten(target))) \(reason.hasPrefix("runs") || reason.hasPrefix("embeds") ? reason : reason.components(separatedBy: " (").first!)"))
                }
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    static let importWord = Array("@import".unicodeScalars)
    static let imageSetWord = Array("image-set(".unicodeScalars)
    static let urlWord = Array("url(".unicodeScalars)

    /// A quick byte scan: only text with `url(`, `-set(` (any case), `@` or a backslash
    /// can hold a reference. Most attribute values (path data, numbers) fail at once.
    static func mayHoldCSSReference(_ text: String) -> Bool {
        // Over the contiguous bytes: on every value screened (`xmlns`'s URI, say).
        ByteSearch.withBytes(of: text, mayHoldCSSReference)
    }

    /// `mayHoldCSSReference` over bytes: `@`, a backslash, or `(` after `url` or `set`
    /// (any case).
    private static func mayHoldCSSReference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "(") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "\\") else { continue }
            if byte != UInt8(ascii: "(") { return true }
            guard index >= 3 else { continue }
            let word = (bytes[index - 3] | 0x20, bytes[index - 2] | 0x20, bytes[index - 1] | 0x20)
            if word == (UInt8(ascii: "u"), UInt8(ascii: "r"), UInt8(ascii: "l")) || word == (UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "t")) { return true }
        }
        return false
    }

    /// Decodes CSS escapes: `\` + 1–6 hex digits (+ one optional space), or `\` + any
    /// other character standing for itself.
    static func decodeCSSEscapes(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index + 1
            var value: UInt32 = 0
            while end < scalars.count, end - index <= 6, let digit = hexValue(scalars[end]) {
                value = value * 16 + digit
                end += 1
            }
            if end > index + 1 {
                result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                if end < scalars.count && scalars[end] == " " { end += 1 }
                index = end
            } else {
                result.append(scalars[index + 1])
                index += 2
            }
        }
        return String(result)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    static func shorten(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "..." : text
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
    /// The document's cascade (`SVGDocument.cascade`, an empty one when it has no CSS)
    /// and parents (`SVGDocument.parents`), asked for the first time a shape is.
    private var cascade: SVGCascade?
    private var parents: SVGParents?
    private var contexts: [ObjectIdentifier: DrawingResolver.Context] = [:]

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
        return parents?.hasUse == false && context.map { !DrawingResolver.paintOrderMatters($0, shape: element.localName) } ?? false
    }

    /// The element's computed values, as `DrawingResolver` computes them from the root
    /// down (the document's parents, then only the element's ancestors).
    private mutating func computed(_ element: SVGElement) -> DrawingResolver.Context? {
        guard SVGProfile.shapeElements.contains(element.localName), let root = document.root else { return nil }
        if parents == nil {
            parents = document.parents
            cascade = document.cascade ?? SVGCascade(root: root)
        }
        guard let cascade else { return nil }
        var chain: [SVGElement] = [element]
        while let parent = parents?.parent(of: chain[chain.count - 1]) { chain.append(parent) }
        guard chain.last === root else { return nil }
        var context = DrawingResolver.Context(values: [:])
        for ancestor in chain.reversed() {
            let key = ObjectIdentifier(ancestor)
            if let known = contexts[key] { context = known; continue }
            context = DrawingResolver.compute(ancestor, parent: context, cascade: cascade)
            if ancestor !== element { contexts[key] = context }
        }
        return context
    }
}

/// Properties and attributes that draw nothing on the shapes and groups where editors
/// write them, and the two that hide: what `svg.draws-nothing` reports and
/// `svg.profile-attribute` does not. The CSS facts (`SVGProperties`) are the style
/// reader's; this says what they mean where lint meets them (only on elements the
/// profile walk reaches, never inside a clip path, a marker or a filter).
enum InertProperty {
    /// `display: none`, `visibility: hidden` or `collapse`.
    static func hides(_ name: String, _ value: String) -> Bool {
        let lowered = SVGProperties.keyword(value)
        return (name == "display" && lowered == "none") || (name == "visibility" && (lowered == "hidden" || lowered == "collapse"))
    }

    /// Why `name: value` draws nothing on `element`; nil when it may draw something.
    /// `cascade`: the file's (`SVGDocument.cascade`, nil when it has no CSS), for what is
    /// judged by what is set below (whether anything there blends).
    static func reason(_ name: String, _ value: String, on element: SVGElement, cascade: SVGCascade?) -> String? {
        // The value read as a keyword only where a case asks (no string made per call).
        func lowered(is keyword: String) -> Bool { SVGProperties.keyword(value, is: keyword) }
        if name.hasPrefix("-inkscape-") { return "it is Inkscape's own setting" }
        // Inkscape's notes of the blur and blend its Fill and Stroke dialog may add
        // (written without the -inkscape- prefix): no renderer knows the names.
        if name == "filter-blend-mode" || SVGProperties.keyword(name, is: "filter-gaussianblur-deviation") { return "it is Inkscape's own setting" }
        if SVGProperties.textOnly.contains(name) {
            return containsText(element) ? nil : "it only concerns text, and there is none here"
        }
        switch name {
        case "enable-background": return "it was a hint for SVG 1.1 filters that no renderer uses"
        case "shape-rendering": return editorOnly(name, value) == nil ? "it is a rendering hint, and the app ignores it" : nil
        case "text-rendering", "image-rendering", "color-rendering", "color-interpolation", "color-interpolation-filters",
             "buffered-rendering":
            return "it is a rendering hint, and the app ignores it"
        case "cursor", "pointer-events": return "it concerns the mouse, not the drawing"
        case "scroll-behavior": return "it concerns scrolling, not the drawing"
        case "display": return lowered(is: "none") ? nil : "the element is shown anyway"
        case "visibility": return lowered(is: "visible") || lowered(is: "inherit") ? "the element is shown anyway" : nil
        case "clip-rule": return "it only matters inside a clipPath"
        case "marker", "marker-start", "marker-mid", "marker-end", "filter", "mask", "clip-path":
            return lowered(is: "none") ? "none is the default" : nil
        case "vector-effect": return lowered(is: "none") ? "none is the default" : nil
        case "paint-order": return lowered(is: "normal") || lowered(is: "fill stroke") || lowered(is: "fill") ? "it is the usual order" : nil
        case "mix-blend-mode": return lowered(is: "normal") ? "normal is the default" : nil
        case "isolation":
            if lowered(is: "auto") { return "auto is the default" }
            return SVGInertAttribute.blends(below: element, cascade: cascade) ? nil : "nothing inside blends, so there is nothing to isolate"
        case "overflow", "clip": return element.localName == "svg" ? nil : "it only concerns viewports"
        case "transform-origin", "transform-box":
            return hasTransform(element) ? nil : "it only places a transform, and there is none here"
        case "stop-color", "stop-opacity", "flood-color", "flood-opacity", "lighting-color", "solid-color", "solid-opacity":
            return "it only concerns gradient stops, filters and solid colours, not \(element.localName)"
        default: return nil
        }
    }

    /// What the artist's editor draws for `name: value` that the app does not, in the
    /// artist's words; nil when the two draw the same. A CSS renderer draws
    /// `shape-rendering: crispEdges` (or `optimizeSpeed`) edges without smoothing; the
    /// app ignores the hint and smooths them.
    static func editorOnly(_ name: String, _ value: String) -> (editor: String, app: String)? {
        guard name == "shape-rendering" else { return nil }
        let lowered = SVGProperties.keyword(value)
        guard lowered == "crispedges" || lowered == "optimizespeed" else { return nil }
        return ("draws these edges crisp, without smoothing", "smooths them (anti-aliased), as it does every edge")
    }

    /// The properties SVG makes no presentation attribute for that an editor draws and
    /// the app ignores: only CSS can set them, and fix cannot move them out of it.
    static let editorOnlyInCSSNames: Set<String> = ["mix-blend-mode"]

    /// Whether `name: value`, where it draws something (`drawsNothing` is false), is a
    /// blend only CSS can set: a `mix-blend-mode` the editor draws
    /// (`editorOnlyInCSS`), or the `isolation` that contains one below it. The app
    /// draws neither; svg.editor-drawing says so once, at the blending element, and no
    /// other check calls it an attribute to write (SVG has none).
    static func isBlendOnlyCSSSets(_ name: String, _ value: String) -> Bool {
        name == "isolation" || editorOnlyInCSS(name, value) != nil
    }

    /// What the artist's editor draws for `name: value` set in CSS, where SVG has no
    /// attribute for it, that the app does not, in the artist's words; nil when the two
    /// draw the same (the default, or a value the editor ignores too). A CSS renderer
    /// blends a shape with `mix-blend-mode` into what lies below it; the app draws every
    /// shape over what is below, unblended.
    static func editorOnlyInCSS(_ name: String, _ value: String) -> (editor: String, app: String)? {
        guard name == "mix-blend-mode" else { return nil }
        let mode = SVGProperties.keyword(value)
        let how: String
        switch mode {
        case "multiply": how = "multiplies its colours with what lies below it (where they overlap, both darken)"
        case "screen": how = "screens its colours with what lies below it (where they overlap, both lighten)"
        case "darken", "lighten", "overlay", "color-dodge", "color-burn", "hard-light", "soft-light", "difference", "exclusion",
             "hue", "saturation", "color", "luminosity", "plus-darker", "plus-lighter":
            how = "blends it into what lies below it (\(mode))"
        default: return nil  // normal, or a value no renderer knows (drawn as normal)
        }
        return ("\(how)", "draws it as it is, covering what lies below, without blending")
    }

    /// Whether the element has a transform, as an attribute or in its style.
    static func hasTransform(_ element: SVGElement) -> Bool {
        if element.hasAttribute("transform") { return true }
        guard let style = element["style"] else { return false }
        return SVGStyle.declarations(style)?.contains { $0.name == "transform" } ?? true
    }

    static func drawsNothing(_ name: String, _ value: String, on element: SVGElement, cascade: SVGCascade?) -> Bool {
        reason(name, value, on: element, cascade: cascade) != nil
    }

    /// Whether a text element is at or below `element`.
    static func containsText(_ element: SVGElement) -> Bool {
        var found = false
        element.forEachElement { child, _ in
            if !found && SVGProfile.Lookup.textElements.contains(child.localName) { found = true }
        }
        return found
    }
}
