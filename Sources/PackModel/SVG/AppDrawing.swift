import Foundation

/// What the DigitFlip app draws from an SVG file, beside `ResolvedDrawing`, what the
/// artist's editor draws. The app's renderer is a native path renderer with no CSS
/// engine and no references (`SVGProfile`), so its drawing is the file read down to the
/// profile, values as written:
///
/// - elements the profile lists, in the SVG namespace; any other element is not drawn,
///   nor anything inside it (`use`, gradients, `clipPath`, `text`, `image`, `script`, …);
/// - on them, the attributes the profile lists; no other is read: not `style` or
///   `class` (no CSS: a colour set in a sheet or a `style` attribute is not drawn),
///   not `display` or `visibility` (hidden content is drawn), not `clip-path`, `mask`,
///   `filter`, blend modes or rendering hints (the app ignores them), not links or
///   handlers;
/// - no value holding `url(…)`: paint from a gradient or pattern is not read, and the
///   shape keeps the paint it inherits.
///
/// `SafeGlyph` (preview, studio, trick) writes this drawing out; `resolved` is it in
/// the editor's drawing's terms (the same `DrawingResolver`), so the two drawings of a
/// file can be compared node by node.
public struct AppDrawing: Sendable, Hashable {
    /// One attribute as the app reads it: its name as written (`fill`, `xml:space`) and
    /// its value untouched.
    public struct Attribute: Sendable, Hashable {
        public let name: String
        public let value: String
    }

    /// An element the app draws (or, in `title` and `desc`, text for people). Where it
    /// is read from is the walk's to say (`Visit.source`), not the node's.
    public indirect enum Node: Sendable, Hashable {
        case element(name: String, attributes: [Attribute], children: [Node])
        case text(String)
    }

    /// One element as the app reads it, met by `walk`: what the app draws, and the
    /// element of the file it comes from.
    struct Visit {
        /// The element of the file: the element itself; for the group a clone fix
        /// expands becomes, the `use`; in the copy it holds, the target's element.
        let source: SVGElement
        /// Its name as read (a clone fix expands is a `g`).
        let name: String
        /// `KnownName`'s number of `name` when it is the source's own name and the reader
        /// numbered it (`SVGElement.knownName`); 0 otherwise. Questions about the name are
        /// then answered from tables by number (`SVGProfile.Lookup`'s `…ByNumber`).
        let knownName: UInt8
        /// How its attributes are read: a list the reader made (fix writes something on
        /// the element, or the drawing notes what it leaves out), or the source's own,
        /// read where they are stored.
        fileprivate let read: Read

        fileprivate enum Read {
            case made([Attribute])
            /// The source's attributes as written, but those named in `skipping` (the
            /// root's viewport), with what fix writes on it from CSS (`moved`, in order)
            /// replacing an attribute of the same name or following them.
            case asWritten(skipping: Set<String>, moved: [(name: String, value: String)])
        }

        /// `knownName`: `name`'s number, when it is the source's own name (its `knownName`).
        fileprivate init(source: SVGElement, name: String, knownName: UInt8 = 0, attributes: [Attribute]) {
            self.source = source
            self.name = name
            self.knownName = knownName
            read = .made(attributes)
        }

        fileprivate init(source: SVGElement, skipping: Set<String> = [], moved: [(name: String, value: String)] = []) {
            self.source = source
            name = source.localName
            knownName = source.knownName
            read = .asWritten(skipping: skipping, moved: moved)
        }

        /// Its attributes as the app reads them, in order.
        var attributes: [Attribute] {
            switch read {
            case .made(let attributes):
                return attributes
            case .asWritten(let skipped, let moved):
                // As `ProfileReader.attributes(of:)` makes them.
                var written: [(name: String, value: String)] = []
                for attribute in source.attributes {
                    guard let name = ProfileReader.name(of: attribute) else { continue }
                    written.append((name, attribute.value))
                }
                for (name, value) in moved {
                    if let index = written.firstIndex(where: { $0.name == name }) { written[index].value = value } else { written.append((name, value)) }
                }
                return written.compactMap { name, value in
                    !skipped.contains(name) && SVGProfile.allows(attribute: name, on: self.name) && SVGProfile.isSafePaint(value)
                        ? Attribute(name: name, value: value) : nil
                }
            }
        }

        /// The value of one attribute (no namespace: `fill`, `transform`) as the app reads
        /// it, nil when it does not: what the ink asks of every element, with no list made
        /// where the element is read as written. `number` is the name's `KnownName` number
        /// (0 when it has none): the source is asked by number.
        func value(_ name: String, known number: UInt8) -> String? {
            switch read {
            case .made(let attributes):
                return attributes.first { $0.name == name }?.value
            case .asWritten(let skipped, let moved):
                var found: String?
                for entry in moved where entry.name == name { found = entry.value }
                guard let value = found ?? source.value(of: name, known: number), skipped.isEmpty || !skipped.contains(name),
                      SVGProfile.allows(attribute: name, on: self.name), SVGProfile.isSafePaint(value) else { return nil }
                return value
            }
        }
    }

    /// What meets the app's drawing element by element (`walk`), with no tree built.
    protocol Visitor {
        /// An element, before what it holds; false: read nothing inside it.
        mutating func enter(_ visit: Visit) -> Bool
        /// After what it holds (also when `enter` said false).
        mutating func leave(_ visit: Visit)
        /// Text inside `title` or `desc`.
        mutating func text(_ text: String)
    }

    /// The app's drawing of `document` (read as fix writes it when `asFixWrites` is
    /// given), walked from the tree in document order without building it: the root
    /// (its attributes the content inherits, not its viewport) and then what it holds,
    /// as `content` holds it. The one reader the drawing is built by, so a question that
    /// needs no tree (or stops early) pays for none. False when the root is not an SVG
    /// `<svg>` element (the app draws nothing, and nothing is met).
    @discardableResult
    static func walk(_ document: SVGDocument, asFixWrites: AsFixWrites? = nil, visitor: inout some Visitor) -> Bool {
        guard let root = document.root else { return false }
        return walk(root: root, asFixWrites: asFixWrites, visitor: &visitor)
    }

    /// `walk` from a root element (the ink's, which is measured from its root). What is
    /// left out is not noted (`omitted`): no walker asks.
    @discardableResult
    static func walk(root: SVGElement, asFixWrites: AsFixWrites? = nil, visitor: inout some Visitor) -> Bool {
        guard root.localName == "svg", root.namespaceURI == SVGDocument.svgNamespace else { return false }
        var reader = ProfileReader(placeholderText: false, asFixWrites: asFixWrites, notes: false)
        let visit = reader.visit(of: root, skipping: AppDrawing.rootOnlyAttributes)
        if visitor.enter(visit) { reader.walk(childrenOf: root, visitor: &visitor) }
        visitor.leave(visit)
        return true
    }

    /// The root's attributes of its own (`rootOnlyAttributes`: width, height, viewBox,
    /// version, …), as written: they place the drawing and its content does not
    /// inherit them.
    public let viewport: [Attribute]
    /// The area of the root's user space the app fits into the glyph box: its viewBox,
    /// else `0 0 width height`; nil when neither is readable.
    public let viewBox: ViewBox?
    /// The root's other profile attributes (fill, stroke, transform, …), which its
    /// content inherits.
    public let rootAttributes: [Attribute]
    /// The root's children the app draws, in document order.
    public let content: [Node]
    /// What was left out, one entry per kind, in document order (`<script>`, `onload=`,
    /// `fill=url(...)`, `style=`). Empty for a file inside the profile.
    public let omitted: [String]
    /// False when the root is not an SVG `<svg>` element: the app draws nothing.
    public let hasSVGRoot: Bool

    /// The file as the app draws it.
    public init(document: SVGDocument) {
        self.init(document: document, placeholderText: false)
    }

    /// Extra elements and attributes allowed in the generated placeholder only.
    static let placeholderExtras: [String: Set<String>] = [
        "text": ["x", "y", "text-anchor", "font-size", "font-family", "font-weight"],
    ]

    /// `placeholderText`: also keep `text` with the few attributes a generated
    /// placeholder uses (`placeholderExtras`). Only `SafeGlyph` asks, and only
    /// for a document `GlyphResolver` generated itself; the app draws no text.
    init(document: SVGDocument, placeholderText: Bool, asFixWrites: AsFixWrites? = nil) {
        var reader = ProfileReader(placeholderText: placeholderText, asFixWrites: asFixWrites)
        guard let root = document.root, root.localName == "svg", root.namespaceURI == SVGDocument.svgNamespace else {
            viewport = []
            viewBox = nil
            rootAttributes = []
            content = []
            omitted = [document.root.map { "<\($0.qualifiedName)> root" } ?? "no document"]
            hasSVGRoot = false
            return
        }
        let (viewport, own) = reader.rootAttributes(of: root)
        self.viewport = viewport
        viewBox = ViewBox.of(root)
        rootAttributes = own
        content = reader.children(of: root)
        omitted = reader.omitted
        hasSVGRoot = true
    }

    /// The file as the app will draw it once `packtool fix` has rewritten it, for the
    /// questions lint asks before fix ("after fix, where do the two drawings differ?").
    init(document: SVGDocument, asFixWrites: AsFixWrites) {
        self.init(document: document, placeholderText: false, asFixWrites: asFixWrites)
    }

    /// What `packtool fix` writes that the app then reads, told to the profile reader by
    /// the caller (the rules are fix's: style-to-attributes' `SVGStyleMove`, expand-clones'
    /// `CloneExpansion`, hidden-content's `SVGRewrites.deletesAsHidden`), so this folder
    /// asks nothing of `Fix/`.
    public struct AsFixWrites {
        /// The CSS declarations fix writes on an element as attributes (name, value), in
        /// the cascade's order: they replace an attribute of the same name.
        let movedCSS: (SVGElement) -> [(name: String, value: String)]
        /// The clones fix expands: each is read as the group it becomes, holding a copy
        /// of its target (ids left out), as `CloneExpansion` writes it.
        let clones: CloneExpansion.Lookup?
        /// The elements fix deletes as hidden content: not read, nor anything inside
        /// them (the app would draw them, as it reads neither display nor visibility).
        /// Asked only of elements inside the root and the groups the reader keeps.
        let deleted: (SVGElement) -> Bool

        init(movedCSS: @escaping (SVGElement) -> [(name: String, value: String)], clones: CloneExpansion.Lookup?,
             deleted: @escaping (SVGElement) -> Bool = { _ in false }) {
            self.movedCSS = movedCSS
            self.clones = clones
            self.deleted = deleted
        }
    }

    /// The attributes only the root carries (`SVGProfile.elements["svg"]`).
    public static let rootOnlyAttributes: Set<String> = SVGProfile.elements["svg"] ?? []

    /// The app's drawing resolved as the editor's is (`ResolvedDrawing`): equal to the
    /// editor's drawing of the same file exactly when the app draws what the editor
    /// shows.
    public var resolved: ResolvedDrawing {
        ResolvedDrawing(root: element)
    }

    /// The drawing as a parsed `<svg>` root holding only what the app reads.
    var element: SVGElement {
        func parsedAttributes(_ attributes: [Attribute]) -> [SVGAttribute] {
            attributes.map { attribute in
                let isXML = attribute.name.hasPrefix("xml:")
                return SVGAttribute(qualifiedName: attribute.name, localName: isXML ? String(attribute.name.dropFirst(4)) : attribute.name,
                                    namespaceURI: isXML ? SVGDocument.xmlNamespace : nil, value: attribute.value, position: .start, valueOffset: nil)
            }
        }
        func parsedNodes(_ nodes: [Node]) -> [SVGNode] {
            nodes.map { node in
                switch node {
                case .text(let text): return .text(text, position: .start)
                case .element(let name, let attributes, let children):
                    return .element(SVGElement(localName: name, prefix: nil, namespaceURI: SVGDocument.svgNamespace,
                                               attributes: parsedAttributes(attributes), children: parsedNodes(children), position: .start))
                }
            }
        }
        return SVGElement(localName: "svg", prefix: nil, namespaceURI: SVGDocument.svgNamespace,
                          attributes: parsedAttributes(viewport + rootAttributes), children: parsedNodes(content), position: .start)
    }
}

/// Reads an element tree down to the profile, noting what it leaves out.
private struct ProfileReader {
    let placeholderText: Bool
    let asFixWrites: AppDrawing.AsFixWrites?
    /// Whether what is left out is noted in `omitted` (the drawing's list); a walk that
    /// does not read it makes no text for it.
    let notes: Bool
    var omitted: [String] = []

    init(placeholderText: Bool, asFixWrites: AppDrawing.AsFixWrites? = nil, notes: Bool = true) {
        self.placeholderText = placeholderText
        self.asFixWrites = asFixWrites
        self.notes = notes
    }

    /// The clone fix expands at `element`, when reading as fix writes: its target.
    func cloneTarget(_ element: SVGElement) -> SVGElement? {
        asFixWrites?.clones?.target(of: element)
    }

    mutating func note(_ what: @autoclosure () -> String) {
        guard notes else { return }
        let what = what()
        if !omitted.contains(what) { omitted.append(what) }
    }

    func allows(element name: String) -> Bool {
        SVGProfile.allows(element: name) || (placeholderText && AppDrawing.placeholderExtras[name] != nil)
    }

    /// `allows(element: name)` for an element whose `knownName` is `known` (0: none): a
    /// known name's answer is read from a table by number
    /// (`SVGProfile.Lookup.allowedElementsByNumber`), not looked up by the string (a
    /// `NameTable` hashing it, ~140 instructions an element).
    func allows(element name: String, known: UInt8) -> Bool {
        guard known != 0 else { return allows(element: name) }
        return SVGProfile.Lookup.allowedElementsByNumber[Int(known)] || (placeholderText && AppDrawing.placeholderExtras[name] != nil)
    }

    func carriesText(_ name: String) -> Bool {
        SVGProfile.descriptiveElements.contains(name) || (placeholderText && AppDrawing.placeholderExtras[name] != nil)
    }

    func allows(attribute name: String, on element: String) -> Bool {
        if SVGProfile.allows(attribute: name, on: element) { return true }
        guard placeholderText, let extra = AppDrawing.placeholderExtras[element] else { return false }
        return extra.contains(name) || SVGProfile.presentationAttributes.contains(name) || SVGProfile.coreAttributes.contains(name)
    }

    /// An attribute's name as written, or nil for a namespace declaration (the app's
    /// own, not the drawing's).
    static func name(of attribute: SVGAttribute) -> String? {
        switch attribute.namespaceURI {
        case nil: return attribute.localName
        case SVGDocument.xmlnsNamespace?: return nil
        case SVGDocument.xmlNamespace?: return "xml:" + attribute.localName
        default: return attribute.qualifiedName
        }
    }

    /// The root's placing attributes, as written, and its other profile attributes.
    mutating func rootAttributes(of root: SVGElement) -> (viewport: [AppDrawing.Attribute], own: [AppDrawing.Attribute]) {
        var viewport: [AppDrawing.Attribute] = []
        for attribute in root.attributes {
            guard let name = Self.name(of: attribute), AppDrawing.rootOnlyAttributes.contains(name) else { continue }
            viewport.append(AppDrawing.Attribute(name: name, value: attribute.value))
        }
        return (viewport, attributes(of: root, skipping: AppDrawing.rootOnlyAttributes))
    }

    /// The visit of an element the app reads under its own name: its attributes read
    /// where they are stored when the walk notes nothing and fix writes nothing on it
    /// (most elements: no list is made), else as `attributes(of:)` makes them.
    mutating func visit(of element: SVGElement, skipping skipped: Set<String> = [], copy: Bool = false) -> AppDrawing.Visit {
        // Asked once here and handed on: the CSS fix moves is the costliest question.
        let moved = asFixWrites?.movedCSS(element) ?? []
        if !notes && !placeholderText && !copy {
            return AppDrawing.Visit(source: element, skipping: skipped, moved: moved)
        }
        return AppDrawing.Visit(source: element, name: element.localName, knownName: element.knownName,
                                attributes: attributes(of: element, skipping: skipped, copy: copy, moved: moved))
    }

    /// `drawnAs`: the element's name as read (a clone fix expands is a `g`); `copy`:
    /// the element is a clone's copy, whose id fix leaves out.
    /// `moved`: what fix writes on the element from CSS, when the caller has asked.
    mutating func attributes(of element: SVGElement, skipping skipped: Set<String> = [], drawnAs: String? = nil, copy: Bool = false,
                             moved known: [(name: String, value: String)]? = nil) -> [AppDrawing.Attribute] {
        // Nothing fix writes on the element (most of them, and every one of a file with
        // no CSS): its attributes are read where they are stored, with no list between.
        let isClone = drawnAs == CloneExpansion.groupName && element.localName == "use"
        let moved = known ?? asFixWrites?.movedCSS(element) ?? []
        if moved.isEmpty && !isClone && drawnAs == nil && !copy {
            let elementName = element.localName
            var kept: [AppDrawing.Attribute] = []
            kept.reserveCapacity(element.attributes.count)
            for attribute in element.attributes {
                guard let name = Self.name(of: attribute), skipped.isEmpty || !skipped.contains(name) else { continue }
                keep(name, attribute.value, on: elementName, into: &kept)
            }
            return kept
        }
        var written: [(name: String, value: String)] = []
        for attribute in element.attributes {
            guard let name = Self.name(of: attribute) else { continue }
            if copy && name == "id" { continue }
            if drawnAs == CloneExpansion.groupName && element.localName == "use" && !CloneExpansion.keepsAttribute(attribute) { continue }
            written.append((name, attribute.value))
        }
        if let asFixWrites {
            if drawnAs == CloneExpansion.groupName && element.localName == "use" {
                written.removeAll { $0.name == "transform" }
                if let transform = CloneExpansion.transform(of: element) { written.append(("transform", transform)) }
            }
            for (name, value) in moved {
                if let index = written.firstIndex(where: { $0.name == name }) { written[index].value = value } else { written.append((name, value)) }
            }
        }
        var kept: [AppDrawing.Attribute] = []
        for (name, value) in written where !skipped.contains(name) {
            keep(name, value, on: drawnAs ?? element.localName, into: &kept)
        }
        return kept
    }

    /// Adds one attribute as written to `kept` when the app reads it on `element` (the
    /// name as read), noting it in `omitted` otherwise.
    private mutating func keep(_ name: String, _ value: String, on element: String, into kept: inout [AppDrawing.Attribute]) {
        guard allows(attribute: name, on: element) else {
            note(name.lowercased().hasPrefix("on") ? "on*= (\(name))" : "\(name)=")
            return
        }
        guard SVGProfile.isSafePaint(value) else {
            note("\(name)=url(...)")
            return
        }
        kept.append(AppDrawing.Attribute(name: name, value: value))
    }

    /// Whether the reader keeps `child` of an element (an SVG element the profile lists,
    /// or a clone fix expands): the one test `children(of:)` and the pairing of the two
    /// drawings (`AppDrawing.differences`) both ask.
    func keeps(_ child: SVGElement) -> Bool {
        child.namespaceURI == SVGDocument.svgNamespace && (allows(element: child.localName) || cloneTarget(child) != nil) && !isDeleted(child)
    }

    /// Whether fix deletes `child` as hidden content, when reading as fix writes.
    func isDeleted(_ child: SVGElement) -> Bool {
        asFixWrites?.deleted(child) ?? false
    }

    /// The nodes the app reads inside `element`: `walk` building the tree.
    mutating func children(of element: SVGElement) -> [AppDrawing.Node] {
        var builder = NodeBuilder()
        walk(childrenOf: element, visitor: &builder)
        return builder.levels[0]
    }

    /// Tells `visitor` each child of `element` the app reads, in document order, and
    /// what it holds: an SVG element the profile lists, a clone fix expands (as the group
    /// holding a copy of its target), text inside `title` and `desc`; not what fix
    /// deletes as hidden. What it leaves out is noted (`omitted`).
    mutating func walk(childrenOf element: SVGElement, visitor: inout some AppDrawing.Visitor) {
        for child in element.children {
            switch child {
            case .text(let text, _):
                if carriesText(element.localName) { visitor.text(text) }
            case .element(let child):
                guard child.namespaceURI == SVGDocument.svgNamespace else {
                    note("<\(child.qualifiedName)> (not SVG)")
                    continue
                }
                if isDeleted(child) { continue }
                if let target = cloneTarget(child) {
                    let visit = AppDrawing.Visit(source: child, name: CloneExpansion.groupName, attributes: attributes(of: child, drawnAs: CloneExpansion.groupName))
                    if visitor.enter(visit) { walk(copyOf: target, visitor: &visitor) }
                    visitor.leave(visit)
                    continue
                }
                guard allows(element: child.localName, known: child.knownName) else {
                    note("<\(child.localName)>")
                    continue
                }
                let visit = visit(of: child)
                if visitor.enter(visit) { walk(childrenOf: child, visitor: &visitor) }
                visitor.leave(visit)
            }
        }
    }

    /// A clone's target as fix copies it into the group (shapes and groups of them,
    /// `CloneExpansion.plainSubtrees`), ids left out.
    mutating func walk(copyOf target: SVGElement, visitor: inout some AppDrawing.Visitor) {
        let visit = visit(of: target, copy: true)
        if visitor.enter(visit) {
            for child in target.elementChildren where keeps(child) { walk(copyOf: child, visitor: &visitor) }
        }
        visitor.leave(visit)
    }
}

/// Builds the app's drawing's nodes from the walk: one list per open element.
private struct NodeBuilder: AppDrawing.Visitor {
    var levels: [[AppDrawing.Node]] = [[]]

    mutating func enter(_ visit: AppDrawing.Visit) -> Bool {
        levels.append([])
        return true
    }

    mutating func leave(_ visit: AppDrawing.Visit) {
        let children = levels.removeLast()
        levels[levels.count - 1].append(.element(name: visit.name, attributes: visit.attributes, children: children))
    }

    mutating func text(_ text: String) {
        levels[levels.count - 1].append(.text(text))
    }
}

extension AppDrawing {
    /// One shape both drawings draw, painted differently: the element of the file, the
    /// property, and its computed value in each drawing (nil: the initial value).
    struct ShapeDifference {
        let element: SVGElement
        let property: String
        let editor: String?
        let app: String?
    }

    /// The first shape, in document order, that the editor draws (`ResolvedDrawing`) and
    /// the app draws too (`resolved`), whose computed value of one of `properties`
    /// differs between the two (`same` says when two values, nil for the initial one, draw
    /// alike): each element the app reads is paired with the element of
    /// the file it was read from, and the two are resolved by the same `DrawingResolver`.
    /// Only shapes are compared (what a group sets shows on the shapes it holds).
    /// `document`: the one `root` was read from, when the caller has it (its parents are
    /// then the resolver's).
    func firstShapeDifference(from root: SVGElement, document: SVGDocument? = nil, properties: Set<String>,
                              same: (String, String?, String?) -> Bool) -> ShapeDifference? {
        guard hasSVGRoot, !properties.isEmpty else { return nil }
        let editor = DrawingResolver(root: root, document: document)
        let appRoot = element
        let app = DrawingResolver(root: appRoot)
        func compare(_ original: SVGElement, _ read: SVGElement, depth: Int) -> ShapeDifference? {
            guard depth < PackPolicy.standard.maximumSVGDrawingDepth else { return nil }
            // The profile reader keeps an element child exactly when it is an SVG element
            // the profile lists (`ProfileReader.children`), in document order.
            var reads = read.elementChildren.makeIterator()
            for case .element(let child) in original.children {
                guard child.namespaceURI == SVGDocument.svgNamespace, SVGProfile.allows(element: child.localName) else { continue }
                guard let counterpart = reads.next() else { return nil }
                if SVGProfile.shapeElements.contains(child.localName) {
                    guard let drawn = editor.node(child, parent: editor.inherited(at: child), mode: .render, depth: 1),
                          let appDrawn = app.node(counterpart, parent: app.inherited(at: counterpart), mode: .render, depth: 1)
                    else { continue }
                    for name in properties.sorted() where !same(name, drawn.properties[name], appDrawn.properties[name]) {
                        return ShapeDifference(element: child, property: name, editor: drawn.properties[name], app: appDrawn.properties[name])
                    }
                } else if let found = compare(child, counterpart, depth: depth + 1) {
                    return found
                }
            }
            return nil
        }
        return compare(root, appRoot, depth: 0)
    }
}

extension AppDrawing {
    /// One place where the two drawings of a file differ: an element of the file both
    /// draw, and a painting property (computed, nil for its initial value) or an
    /// attribute the editor's drawing (`ResolvedDrawing`) reads there otherwise than
    /// the app's (`resolved`).
    struct Difference {
        enum Kind { case property, attribute }
        let element: SVGElement
        let name: String
        let kind: Kind
        let editor: String?
        let app: String?
        /// The elements of the file above it, the root first (a clone's copy: the use
        /// and what is above the use), where an inherited property may be set.
        let ancestors: [SVGElement]
    }

    /// Every place, in document order, where the editor's drawing of the file under
    /// `root` and this drawing (read from the same file with `asFixWrites`, as given when
    /// it was made) differ on an element both draw: each element the app reads is paired
    /// with the element of the file it was read from (a clone fix expands with the group
    /// it becomes), and both are resolved by the same `DrawingResolver`, element by
    /// element (`shallow`: each node once). `same` says when two property values draw
    /// alike. What only one drawing draws (hidden content, elements outside the
    /// profile) is not compared: other checks speak for it. `report` returns false to
    /// stop.
    /// `document`: the one `root` was read from, when the caller has it (its parents are
    /// then the resolver's).
    func differences(from root: SVGElement, document: SVGDocument? = nil, asFixWrites: AsFixWrites?, same: (String, String?, String?) -> Bool,
                     report: (Difference) -> Bool) {
        guard hasSVGRoot else { return }
        let editor = DrawingResolver(root: root, document: document)
        let appRoot = element
        let app = DrawingResolver(root: appRoot)
        let reader = ProfileReader(placeholderText: false, asFixWrites: asFixWrites)
        var stopped = false
        var chain: [SVGElement] = []
        func compare(_ original: SVGElement, _ read: SVGElement, editorParent: DrawingResolver.Context, appParent: DrawingResolver.Context, depth: Int) {
            guard !stopped, depth < PackPolicy.standard.maximumSVGDrawingDepth else { return }
            let level = depth == 0 ? 0 : 1
            // Not drawn by the editor (hidden, undefined) or by the app: nothing to compare here or below.
            guard let drawn = editor.node(original, parent: editorParent, mode: .render, depth: level, shallow: true),
                  let appDrawn = app.node(read, parent: appParent, mode: .render, depth: level, shallow: true) else { return }
            for name in Set(drawn.properties.keys).union(appDrawn.properties.keys).sorted()
            where !same(name, drawn.properties[name], appDrawn.properties[name]) {
                if !report(Difference(element: original, name: name, kind: .property, editor: drawn.properties[name], app: appDrawn.properties[name], ancestors: chain)) {
                    stopped = true
                    return
                }
            }
            for name in Set(drawn.attributes.keys).union(appDrawn.attributes.keys).sorted() where drawn.attributes[name] != appDrawn.attributes[name] {
                if !report(Difference(element: original, name: name, kind: .attribute, editor: drawn.attributes[name], app: appDrawn.attributes[name], ancestors: chain)) {
                    stopped = true
                    return
                }
            }
            let editorContext = DrawingResolver.compute(original, parent: editorParent, cascade: editor.cascade)
            let appContext = DrawingResolver.compute(read, parent: appParent, cascade: app.cascade)
            // The children the reader kept, in order (a clone's: its target's copy).
            let originals = reader.cloneTarget(original).map { [$0] } ?? original.elementChildren.filter { reader.keeps($0) }
            chain.append(original)
            for (child, counterpart) in zip(originals, read.elementChildren) {
                compare(child, counterpart, editorParent: editorContext, appParent: appContext, depth: depth + 1)
            }
            chain.removeLast()
        }
        compare(root, appRoot, editorParent: editor.initialContext, appParent: app.initialContext, depth: 0)
    }
}
