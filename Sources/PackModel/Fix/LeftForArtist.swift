import Foundation

/// What `packtool fix` leaves alone because changing it changes the drawing, found in a
/// file after its rewrites, with what to do in the program that wrote it.
enum LeftForArtist {
    static func find(in root: SVGElement, program: SVGEditorProgram?) -> [SVGLeftForArtist] {
        let cascade = SVGCascade(root: root)
        var found: [SVGLeftForArtist] = []
        var seen = Set<SVGLeftForArtist.Kind>()
        func add(_ kind: SVGLeftForArtist.Kind, _ element: SVGElement, _ what: String) {
            // One entry per kind: the first place, as lint groups repeats.
            guard !seen.contains(kind) else { return }
            seen.insert(kind)
            found.append(SVGLeftForArtist(kind: kind, position: element.position, what: what, advice: advice(kind, program)))
        }
        root.forEachElement { element, _ in
            guard element.namespaceURI == SVGDocument.svgNamespace else { return }
            let name = element.localName
            let specified = cascade.specified(element)
            for property in ["fill", "stroke"] {
                if let value = specified[property], value.lowercased().contains("url(") {
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

    /// What to do, for each program. The menus are the programs' own.
    static func advice(_ kind: SVGLeftForArtist.Kind, _ program: SVGEditorProgram?) -> String {
        switch (kind, program) {
        case (.gradient, .figma): "replace the gradient fill with one solid colour in the Fill panel, then export again"
        case (.gradient, .illustrator): "replace the gradient with one solid swatch (Swatches panel), then File ▸ Export ▸ Export As ▸ SVG"
        case (.gradient, .inkscape): "set a flat colour in Fill and Stroke (Ctrl+Shift+F), then save as Plain SVG"
        case (.gradient, _): "use one solid fill colour instead of the gradient or pattern, then export again"
        case (.clip, .figma): "the frame's \"Clip content\" cuts the drawing here: flatten the shapes (Object ▸ Flatten) or turn Clip content off where it cuts nothing"
        case (.clip, .illustrator): "release the clipping mask and cut the shapes (Pathfinder ▸ Intersect), then export again"
        case (.clip, .inkscape): "Object ▸ Clip ▸ Release, then Path ▸ Intersection to cut the shapes, and save as Plain SVG"
        case (.clip, _): "cut the shapes to the clip (an intersection of paths) and export without the clip"
        case (.mask, .inkscape): "Object ▸ Mask ▸ Release, then Path ▸ Difference to cut the shapes"
        case (.mask, .figma): "replace the mask with a boolean operation (Subtract or Intersect) and flatten"
        case (.mask, .illustrator): "release the opacity mask and cut the shapes with the Pathfinder"
        case (.mask, _): "replace the mask with shapes cut to it (a boolean difference or intersection)"
        case (.filter, _): "remove the filter (blur, shadow): the app draws no filters"
        case (.nonScalingStroke, .inkscape): "turn the stroke into a path (Path ▸ Stroke to Path), or untick \"Scale stroke width\" and save as Plain SVG"
        case (.nonScalingStroke, .illustrator): "Object ▸ Expand Appearance (or Expand ▸ Stroke) so the stroke becomes a shape"
        case (.nonScalingStroke, _): "outline the stroke into a filled shape in the drawing program"
        case (.bitmap, .inkscape): "trace the bitmap into paths (Path ▸ Trace Bitmap) and delete the image"
        case (.bitmap, .illustrator): "trace the image (Object ▸ Image Trace ▸ Make and Expand) and delete it"
        case (.bitmap, _): "redraw the bitmap as vector paths and delete the image"
        case (.text, .inkscape): "Path ▸ Object to Path turns the text into outlines"
        case (.text, .illustrator): "Type ▸ Create Outlines turns the text into outlines"
        case (.text, .figma): "right-click the text ▸ Outline stroke / Flatten to turn it into outlines"
        case (.text, _): "convert the text to outlines in the drawing program"
        case (.reference, .inkscape): "Edit ▸ Clone ▸ Unlink Clone turns each clone into a real path"
        case (.reference, _): "replace each clone (<use>) with a copy of the shape itself"
        case (.marker, .inkscape): "Path ▸ Stroke to Path turns markers into shapes"
        case (.marker, _): "expand the markers (arrowheads) into shapes"
        case (.other, _): "change it in the drawing program"
        }
    }
}
