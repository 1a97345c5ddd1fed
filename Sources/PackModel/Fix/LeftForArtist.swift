import Foundation

/// What `packtool fix` leaves alone because changing it changes the drawing, found in a
/// file after its rewrites, with what to do in the program that wrote it.
enum LeftForArtist {
    static func find(in root: SVGElement, program: EditorProgram?) -> [SVGLeftForArtist] {
        let cascade = SVGCascade(root: root)
        var found: [SVGLeftForArtist] = []
        var seen = Set<SVGLeftForArtist.Kind>()
        func add(_ kind: SVGLeftForArtist.Kind, _ element: SVGElement, _ what: String, advice given: String? = nil) {
            // One entry per kind: the first place, as lint groups repeats.
            guard !seen.contains(kind) else { return }
            seen.insert(kind)
            found.append(SVGLeftForArtist(kind: kind, position: element.position, what: what, advice: given ?? advice(kind, program)))
        }
        // The sheet style-to-attributes leaves, by its own rule, and why.
        if let blocker = SVGStyleMove.sheetBlocker(root, cascade: cascade) {
            add(.styleSheet, blocker.element, blocker.name + ": " + SVGSecurity.shorten(blocker.value) + " in the <style> sheet", advice: blocker.advice(program))
        }
        root.forEachElement { element, _ in
            guard element.namespaceURI == SVGDocument.svgNamespace else { return }
            let name = element.localName
            let specified = cascade.specified(element)
            for property in ["fill", "stroke"] {
                if let value = specified[property], ByteSearch.containsIgnoringASCIICase("url(", in: value) {
                    add(.gradient, element, "\(property)=\"\(SVGSecurity.shorten(value))\" on <\(element.qualifiedName)>")
                }
            }
            if let clip = specified["clip-path"], clip.lowercased() != "none" { add(.clip, element, "clip-path=\"\(clip)\" on <\(element.qualifiedName)>") }
            if let mask = specified["mask"], mask.lowercased() != "none" { add(.mask, element, "mask=\"\(mask)\" on <\(element.qualifiedName)>") }
            if let filter = specified["filter"], filter.lowercased() != "none" { add(.filter, element, "filter=\"\(filter)\" on <\(element.qualifiedName)>") }
            if specified["vector-effect"]?.lowercased() == "non-scaling-stroke" {
                add(.nonScalingStroke, element, "vector-effect=\"non-scaling-stroke\" on <\(element.qualifiedName)>")
            }
            for marker in ["marker-start", "marker-mid", "marker-end"] where (specified[marker].map { $0.lowercased() != "none" } ?? false) {
                add(.marker, element, "\(marker) on <\(element.qualifiedName)>")
            }
            switch name {
            case "image": add(.bitmap, element, "<image> at \(element.position)")
            case "text": add(.text, element, "<text> at \(element.position)")
            case "use": add(.reference, element, "<use> at \(element.position)")
            default: break
            }
        }
        return found
    }

    /// What to do, in the words of the program that wrote the file when lint's table of
    /// programs (`EditorProgram`) knows them.
    static func advice(_ kind: SVGLeftForArtist.Kind, _ program: EditorProgram?) -> String {
        switch kind {
        case .gradient: EditorProgram.hint("paint with one solid colour instead of the gradient or pattern", .solidFill, for: program)
        case .clip: EditorProgram.hint("release the clip and cut the shapes to it", .releaseClip, for: program)
        case .mask: EditorProgram.hint("release the mask and cut the shapes instead", .releaseMask, for: program)
        case .filter: "remove the filter (blur, shadow): the app draws no filters"
        case .nonScalingStroke: EditorProgram.hint("outline the stroke into a filled shape", .outlineStroke, for: program)
        case .bitmap: EditorProgram.hint("redraw the bitmap as paths and delete the image", .traceBitmap, for: program)
        case .text: EditorProgram.hint("convert the text to outlines", .textToOutlines, for: program)
        case .reference: EditorProgram.hint("replace each clone with a copy of the shape itself", .unlinkClone, for: program)
        case .marker: EditorProgram.hint("turn the markers (arrowheads) into shapes", .outlineStroke, for: program)
        case .styleSheet: EditorProgram.hint("set the styles as attributes", .presentationAttributes, for: program)
        }
    }
}
