/// The style of the HTML preview: a dark, quiet page (the app's magician look) with the
/// glyph rows on a strip of paper, because glyphs are dark ink.
///
/// Rows 2 and 3 live in one `.scroll` container (the spec's single ScrollView holding a
/// VStack of both rows); only row 3's `.row.flipped` is rotated, so scrolling is never
/// inverted.
enum PreviewStyleSheet {
    static let css = """
    :root { color-scheme: dark; }
    * { box-sizing: border-box; }
    body { margin: 0; background: radial-gradient(circle at 50% -20%, #1c1a2b 0%, #0c0b12 55%) fixed; color: #d8d2c4;
      font: 15px/1.5 "Iowan Old Style", "Palatino Linotype", Georgia, serif; min-height: 100vh; }
    main { max-width: 1040px; margin: 0 auto; padding: 48px 28px 64px; }
    h1 { margin: 0; font: 600 11px/1 "Helvetica Neue", Helvetica, Arial, sans-serif; letter-spacing: .35em;
      text-transform: uppercase; color: #b59b5e; }
    .phrase { margin: 10px 0 2px; font-size: 30px; color: #f1ebde; }
    .meta { margin: 0 0 36px; font-size: 13px; color: #7d7566; }
    h2 { margin: 0 0 12px; font: 600 12px/1 "Helvetica Neue", Helvetica, Arial, sans-serif; letter-spacing: .12em; color: #9a917f; }
    .numbers { margin-bottom: 34px; }
    .digits { margin: 0; padding: 14px 18px; border: 1px solid #2a2838; border-radius: 10px; background: #13121c;
      font: 28px/1.3 "DejaVu Sans Mono", Menlo, Consolas, ui-monospace, monospace; color: #f4eee2; white-space: pre; overflow-x: auto; }
    .scroll { overflow-x: auto; overflow-y: hidden; padding: 4px 2px 16px; }
    .stack { display: flex; flex-direction: column; gap: 30px; width: max-content; min-width: 100%; }
    .stack h2 { position: sticky; left: 0; width: max-content; }
    .row { display: flex; width: max-content; padding: 14px 18px; border-radius: 10px; background: #f6f1e6;
      box-shadow: 0 10px 30px rgba(0, 0, 0, .5), inset 0 0 0 1px #d8ccb4; }
    .row.flipped { transform: rotate(180deg); }
    .row svg { display: block; flex: none; }
    .sheet { margin-top: 24px; }
    .sheet svg { display: block; width: 100%; height: auto; }
    footer { margin-top: 40px; }
    table { border-collapse: collapse; font: 13px/1.4 "Helvetica Neue", Helvetica, Arial, sans-serif; color: #a79f8f; }
    th { text-align: left; font-weight: 600; color: #7d7566; padding: 4px 18px 4px 0; border-bottom: 1px solid #2a2838; }
    td { padding: 3px 18px 3px 0; vertical-align: top; }
    td:nth-child(2), td:nth-child(3) { font-family: "DejaVu Sans Mono", Menlo, monospace; color: #d8d2c4; }
    td.tier.documents { color: #6fa8d6; }
    td.tier.bundle { color: #7fbf8a; }
    td.tier.placeholder { color: #e06b62; }
    """
}
