/// The drawing program that wrote an SVG file, as its own traces tell: the namespaces
/// it declares, the generator comment it writes, or (Figma, which leaves neither) the
/// ids it gives clips and paints. One fact of the lint subject, worked out at most once
/// per file and only when a finding asks (`LintSubject.SVGFile.program`): a clean glyph
/// never pays for it. `svg.editor-metadata` names it, and every
/// check whose fix is done in the editor writes its hint for that program. Where the
/// program is not known, hints stay program-neutral.
public enum EditorProgram: String, Sendable, CaseIterable {
    case inkscape = "Inkscape"
    case illustrator = "Illustrator"
    case figma = "Figma"
    case sketch = "Sketch"
    case affinity = "Affinity Designer"
    case boxy = "Boxy SVG"
    case coreldraw = "CorelDRAW"

    /// Programs by the namespaces they write.
    static let namespaces: [String: EditorProgram] = [
        "http://www.inkscape.org/namespaces/inkscape": .inkscape,
        "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd": .inkscape,
        "http://ns.adobe.com/AdobeIllustrator/10.0/": .illustrator,
        "http://ns.adobe.com/Extensibility/1.0/": .illustrator,
        "http://ns.adobe.com/Graphs/1.0/": .illustrator,
        "http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/": .illustrator,
        "http://ns.adobe.com/Flows/1.0/": .illustrator,
        "http://www.bohemiancoding.com/sketch/ns": .sketch,
        "http://www.serif.com/": .affinity,
        "https://boxy-svg.com": .boxy,
        "http://www.corel.com/coreldraw/odm/2003": .coreldraw,
    ]

    /// Generator comments and descriptions, as written near the top of the file.
    /// Searched as bytes (`ByteSearch`): a Foundation string search here, five per file
    /// that declares no editor, was most of a lint run.
    static let signatures: [(text: [UInt8], program: EditorProgram)] = ([
        ("Generator: Adobe Illustrator", .illustrator),
        ("Generator: Sketch", .sketch),
        ("Created with Sketch", .sketch),
        ("Creator: CorelDRAW", .coreldraw),
        ("Generator: Boxy SVG", .boxy),
    ] as [(String, EditorProgram)]).map { (Array($0.0.utf8), $0.1) }

    /// The program that wrote the document, if its traces say. Inkscape comes first: a
    /// file it saved last carries its namespaces whatever wrote it before.
    static func detect(_ document: SVGDocument) -> EditorProgram? {
        guard let root = document.root else { return nil }
        var found: Set<EditorProgram> = []
        root.forEachElement { element, _ in
            if let namespace = element.namespaceURI, let program = namespaces[namespace] { found.insert(program) }
            for attribute in element.attributes {
                if attribute.namespaceURI == SVGDocument.xmlnsNamespace, let program = namespaces[attribute.value] { found.insert(program) }
            }
        }
        if found.contains(.inkscape) { return .inkscape }
        if let program = EditorProgram.allCases.first(where: found.contains) { return program }
        let head = document.source.prefix(2048)
        if let signature = signatures.first(where: { ByteSearch.contains($0.text, in: head) }) { return signature.program }
        return usesFigmaIDs(root) ? .figma : nil
    }

    /// Figma names the clips, paints, filters and masks it exports after the node they
    /// belong to: `clip0_135_6`, `paint0_linear_212_69`, `filter0_d_3_7`.
    static func usesFigmaIDs(_ root: SVGElement) -> Bool {
        var found = false
        root.forEachElement { element, _ in
            guard !found, let id = element["id"] else { return }
            let parts = id.split(separator: "_")
            guard parts.count >= 3, let head = parts.first,
                  ["clip", "paint", "filter", "mask", "pattern"].contains(where: { head.hasPrefix($0) && head.dropFirst($0.count).allSatisfy(\.isNumber) && head.count > $0.count }),
                  parts.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
            else { return }
            found = true
        }
        return found
    }

    /// What an artist does in the editor to resolve a kind of finding.
    public enum Task: Sendable {
        /// Write fill and stroke as presentation attributes, not CSS.
        case presentationAttributes
        /// Save or export without the editor's own data.
        case plainExport
        /// Turn text into outlines.
        case textToOutlines
        /// Release a clip (and cut the shapes instead).
        case releaseClip
        /// Release a mask.
        case releaseMask
        /// Turn a clone or symbol instance into plain shapes.
        case unlinkClone
        /// Find and delete a hidden layer or object.
        case deleteHidden
        /// Paint with one solid colour instead of a gradient or pattern.
        case solidFill
        /// Turn a stroke into a filled shape.
        case outlineStroke
        /// Redraw a bitmap as paths.
        case traceBitmap
        /// Set a blending mode back to Normal.
        case normalBlend
    }

    /// Where to do `task` in this program, when we know it for certain; nil otherwise
    /// (the hint then stays program-neutral rather than wrong).
    public func instructions(_ task: Task) -> String? {
        switch (self, task) {
        case (.inkscape, .presentationAttributes): "Edit ▸ Preferences ▸ Input/Output ▸ SVG output ▸ Style properties ▸ Presentation attributes"
        case (.inkscape, .plainExport): "File ▸ Save As ▸ Plain SVG (or Optimized SVG)"
        case (.inkscape, .textToOutlines): "Path ▸ Object to Path"
        case (.inkscape, .releaseClip): "Object ▸ Clip ▸ Release, then Path ▸ Intersection"
        case (.inkscape, .releaseMask): "Object ▸ Mask ▸ Release, then Path ▸ Difference"
        case (.inkscape, .unlinkClone): "Edit ▸ Clone ▸ Unlink Clone"
        case (.inkscape, .deleteHidden): "Object ▸ Layers and Objects, unhide it and delete it"
        case (.illustrator, .presentationAttributes): "File ▸ Export ▸ Export As ▸ SVG, with SVG Options ▸ Styling ▸ Presentation Attributes"
        case (.illustrator, .plainExport): "File ▸ Export ▸ Export As ▸ SVG rather than Save As"
        case (.illustrator, .textToOutlines): "Type ▸ Create Outlines"
        case (.illustrator, .releaseClip): "Object ▸ Clipping Mask ▸ Release, then cut the shapes with the Pathfinder"
        case (.illustrator, .deleteHidden): "Window ▸ Layers, show the hidden layer and delete it"
        case (.inkscape, .solidFill): "Object ▸ Fill and Stroke ▸ Flat color"
        case (.inkscape, .outlineStroke): "Path ▸ Stroke to Path"
        case (.inkscape, .traceBitmap): "Path ▸ Trace Bitmap, then delete the image"
        case (.illustrator, .solidFill): "pick one swatch in the Swatches panel"
        case (.illustrator, .outlineStroke): "Object ▸ Path ▸ Outline Stroke"
        case (.illustrator, .traceBitmap): "Object ▸ Image Trace ▸ Make and Expand"
        case (.illustrator, .normalBlend): "Window ▸ Transparency, blending mode Normal"
        case (.figma, .solidFill): "set the fill to Solid in the Fill panel"
        case (.figma, .outlineStroke): "Object ▸ Outline Stroke"
        case (.figma, .releaseClip): "select the frame and turn off Clip content"
        case (.figma, .textToOutlines): "Object ▸ Flatten"
        case (.sketch, .textToOutlines): "Layer ▸ Convert to Outlines"
        case (.affinity, .textToOutlines): "Layer ▸ Convert to Curves"
        case (.coreldraw, .textToOutlines): "Object ▸ Convert to Curves"
        default: nil
        }
    }

    /// `fallback`, followed by the program's own way when known:
    /// "convert text to outlines (in Illustrator: Type ▸ Create Outlines)".
    public static func hint(_ fallback: String, _ task: Task, for program: EditorProgram?) -> String {
        guard let program, let how = program.instructions(task) else { return fallback }
        return "\(fallback) (in \(program.rawValue): \(how))"
    }
}
