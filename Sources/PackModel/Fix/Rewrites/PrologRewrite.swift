import Foundation

extension SVGRewrites {
    /// The prolog, on bytes (the reader refuses a DOCTYPE and other encodings): a DOCTYPE
    /// without an internal subset removed; the encoding declared as UTF-8, Latin-1 bytes
    /// transcoded.
    static let prolog = SVGRewriteInfo(
        kind: .prolog,
        summary: "the prolog made plain (DOCTYPE, encoding)",
        hintPhrase: "removes the DOCTYPE and declares UTF-8",
        resolves: [ResolvedFinding(SVGDoctypeCheck(), .doctype), ResolvedFinding(SVGEncodingCheck(), .declaredEncoding)],
        examples: [
            RewriteExample(#"<?xml version="1.0" encoding="ISO-8859-1"?>"# + "\n" + #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"# + "\n"
                           + glyph(#"<path d="M10 5H50V75H10Z"/>"#),
                           #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + glyph(#"<path d="M10 5H50V75H10Z"/>"#),
                           note: "as Illustrator writes it"),
            .unchanged(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + glyph(#"<path d="M10 5H50V75H10Z"/>"#)),
        ])
}

// MARK: - The prolog

enum Prolog {
    enum Result {
        case unchanged
        case rewritten([UInt8], changes: Int)
        case refused(String)
    }

    static func rewrite(_ bytes: [UInt8]) -> Result {
        var body = bytes
        var changes = 0
        let bom = body.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The encoding, first: everything after works on UTF-8.
        if let declared = SVGDocument.declaredEncoding(body[bom...]) {
            let name = declared.lowercased()
            if !["utf-8", "utf8"].contains(name) {
                let latin1 = ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "us-ascii", "ascii", "iso-8859-15", "windows-1252", "cp1252"]
                let alreadyUTF8 = !body.contains(0) && UTF8Check.firstInvalidOffset(in: body, from: bom) == nil
                guard latin1.contains(name) || alreadyUTF8 else { return .refused("it declares encoding=\"\(declared)\", which packtool does not transcode; save it as UTF-8 in the program that wrote it") }
                // Bytes that are already UTF-8 were saved as UTF-8 and declared wrongly (lint
                // says so): only the declaration changes. Others are transcoded from Latin-1.
                if UTF8Check.firstInvalidOffset(in: body, from: bom) != nil {
                    guard let text = decode(Array(body[bom...]), encoding: name) else { return .refused("its bytes are not valid \(declared)") }
                    body = Array(text.utf8)
                } else if bom > 0 {
                    body.removeFirst(3)
                }
                guard let range = encodingValueRange(body) else { return .refused("its XML declaration could not be rewritten") }
                body.replaceSubrange(range, with: Array("UTF-8".utf8))
                changes += 1
            }
        }
        let markup = SVGMarkup(body)
        if let doctype = markup.doctype {
            if markup.doctypeHasSubset {
                return .refused("its DOCTYPE has an internal subset (it can declare entities); lint refuses it as unsafe, and packtool does not rewrite it: delete the <!DOCTYPE …> declaration in a text editor after checking what it declares")
            }
            var end = doctype.upperBound
            while end < body.count && (body[end] == 0x20 || body[end] == 0x09 || body[end] == 0x0D) { end += 1 }
            if end < body.count && body[end] == 0x0A { end += 1 }
            body.removeSubrange(doctype.lowerBound..<end)
            changes += 1
        }
        return changes == 0 ? .unchanged : .rewritten(body, changes: changes)
    }

    static func decode(_ bytes: [UInt8], encoding: String) -> String? {
        if ["windows-1252", "cp1252"].contains(encoding) { return String(data: Data(bytes), encoding: .windowsCP1252) }
        if encoding == "iso-8859-15" { return nil }
        if ["us-ascii", "ascii"].contains(encoding) { return nil }
        return String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)
    }

    /// The bytes of the encoding name in the leading XML declaration.
    static func encodingValueRange(_ bytes: [UInt8]) -> Range<Int>? {
        guard bytes.starts(with: "<?xml".utf8), let close = bytes.prefix(512).firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let head = Array(bytes[..<close])
        let word = Array("encoding".utf8)
        guard let start = (0...(max(0, head.count - word.count))).first(where: { Array(head[$0..<min(head.count, $0 + word.count)]) == word }) else { return nil }
        var index = start + word.count
        while index < head.count && (head[index] == 0x20 || head[index] == 0x09 || head[index] == UInt8(ascii: "=")) { index += 1 }
        guard index < head.count, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") else { return nil }
        let quote = head[index]
        guard let end = head[(index + 1)...].firstIndex(of: quote) else { return nil }
        return (index + 1)..<end
    }
}
