import PackModel

/// The studio page: the DigitFlip app's one screen, word for word where the spec gives
/// words (every word here comes from `SpecText`), and beside it the pack's specimen and
/// lint findings.
///
/// The page holds no rule of its own. As the artist types it asks `/api/check`
/// (`PhraseValidator`) whether Go is enabled and which inline error shows; Go asks
/// `/api/result` (`PhraseEncoder`); glyphs are `/glyph` images (`SafeGlyph`, through
/// the pack seam). It only lowercases what is typed, as the text field does in the app.
enum StudioPage {
    /// Scripts and styles from this server only, no inline script, images from this
    /// server only, requests to this server only; nothing may frame the page.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static func html() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>DigitFlip studio</title>
        <link rel="stylesheet" href="/studio.css">
        <script src="/studio.js" defer></script>
        </head>
        <body>
        <div class="studio">
          <main class="phone" id="app" aria-label="The DigitFlip app's screen">
            <div class="screen" id="screen">
              <h1 id="title">DigitFlip</h1>
              <label class="picker"><span class="visually-hidden">Digitext</span>
                <select id="digitext"></select>
              </label>
              <div class="entry">
                <input id="phrase" type="text" placeholder="\(Markup.escape(SpecText.inputPlaceholder))" autocomplete="off"
                       autocapitalize="none" autocorrect="off" spellcheck="false" aria-describedby="input-error">
                <button id="go" type="button" disabled>Go</button>
              </div>
              <p id="input-error" class="input-error" role="alert"></p>
              <div id="results" class="results" aria-live="polite"></div>
            </div>
            <div id="fatal" class="fatal" hidden>
              <div class="fatal-icon" aria-hidden="true">!</div>
              <p id="fatal-message" class="fatal-message">\(Markup.escape(SpecText.configurationError))</p>
              <pre id="fatal-detail" class="fatal-detail"></pre>
            </div>
          </main>
          <aside class="bench">
            <header class="bench-head">
              <p class="kicker">packtool studio</p>
              <h2 id="pack-title"></h2>
              <p id="watch" class="watch">connecting…</p>
            </header>
            <section class="findings-section">
              <h3>Lint <span id="lint-path" class="muted"></span></h3>
              <p id="lint-summary" class="muted"></p>
              <ol id="findings" class="findings"></ol>
            </section>
            <section class="specimen-section">
              <h3>Specimen <span class="muted">each glyph as written, then turned 180°, with packtool trick's verdicts</span></h3>
              <p id="trick-note" class="trick-note" role="note" hidden></p>
              <div id="specimen" class="specimen"></div>
            </section>
          </aside>
        </div>
        <template id="texts"
          data-write-numbers="\(Markup.escape(SpecText.writeTheseNumbers))"
          data-write-this="\(Markup.escape(SpecText.writeThis))"
          data-flipped="\(Markup.escape(SpecText.flippedPreview))"
          data-configuration-error="\(Markup.escape(SpecText.configurationError))"></template>
        </body>
        </html>

        """
    }

    static let styleSheet = """
    :root { color-scheme: dark; --ink: #ece6f6; --muted: #8c86a0; --accent: #e94560; --gold: #c9a85a; --panel: #14131f;
      --edge: #2a2840; --paper: #f6f1e6; --config: #f0a83a; }
    * { box-sizing: border-box; }
    body { margin: 0; min-height: 100vh; color: var(--ink); font: 15px/1.45 "Helvetica Neue", Helvetica, Arial, "DejaVu Sans", sans-serif;
      background: radial-gradient(circle at 30% -10%, #2a1d3d 0%, #0d0c15 55%) fixed; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .studio { display: flex; gap: 28px; align-items: flex-start; padding: 28px; flex-wrap: wrap; }
    .phone { position: relative; flex: 0 0 430px; min-height: 760px; border-radius: 36px; padding: 30px 24px;
      background: linear-gradient(180deg, #17152a 0%, #0e0d18 100%); border: 1px solid var(--edge);
      box-shadow: 0 30px 80px rgba(0,0,0,.6), inset 0 0 0 6px #0a0911; overflow: hidden; }
    h1 { margin: 6px 0 18px; text-align: center; font: 600 30px/1.1 "Iowan Old Style", "Palatino Linotype", Georgia, "DejaVu Serif", serif;
      letter-spacing: .06em; color: var(--ink); text-shadow: 0 0 24px rgba(233,69,96,.35); }
    .picker select { width: 100%; padding: 10px 12px; border-radius: 12px; border: 1px solid var(--edge); background: var(--panel);
      color: var(--ink); font: inherit; }
    .picker option:disabled { color: #5d5870; }
    .entry { display: flex; gap: 10px; margin-top: 14px; }
    #phrase { flex: 1; min-width: 0; padding: 12px 14px; border-radius: 12px; border: 1px solid var(--edge); background: #0b0a12;
      color: var(--ink); font-family: inherit; font-size: 17px; line-height: 1.2; }
    #phrase:focus { outline: none; border-color: var(--accent); box-shadow: 0 0 0 3px rgba(233,69,96,.2); }
    #go { padding: 0 22px; border: 0; border-radius: 12px; background: var(--accent); color: #fff; font-family: inherit; font-size: 17px; font-weight: 600;
      cursor: pointer; transition: background .2s, opacity .2s; }
    #go:disabled { background: #3a3648; color: #77728a; cursor: not-allowed; }
    .input-error { min-height: 1.4em; margin: 8px 2px 0; color: var(--accent); font-size: 14px; }
    .results { margin-top: 18px; }
    .results h2 { margin: 18px 0 8px; font-size: 12px; font-weight: 600; line-height: 1; letter-spacing: .14em; text-transform: uppercase; color: var(--muted); }
    .digits { margin: 0; padding: 12px 14px; border-radius: 12px; background: #0b0a12; border: 1px solid var(--edge);
      font: 26px/1.3 "DejaVu Sans Mono", Menlo, Consolas, ui-monospace, monospace; white-space: pre; overflow-x: auto; color: var(--ink); }
    .scroll { overflow-x: auto; overflow-y: hidden; padding-bottom: 10px; }
    .stack { display: flex; flex-direction: column; width: max-content; min-width: 100%; }
    .stack h2 { position: sticky; left: 0; width: max-content; }
    .row { display: flex; width: max-content; padding: 10px 12px; border-radius: 10px; background: var(--paper);
      box-shadow: 0 8px 24px rgba(0,0,0,.45); }
    .row.flipped { transform: rotate(180deg); }
    .cell { display: block; flex: none; }
    .cell img { display: block; width: 100%; height: 100%; object-fit: contain; }
    .gap { display: block; flex: none; }
    .config-error { display: flex; gap: 10px; align-items: flex-start; padding: 12px 14px; border-radius: 12px; color: var(--config);
      background: rgba(240,168,58,.08); border: 1px solid rgba(240,168,58,.45); }
    .config-error .icon { font-weight: 700; }
    .config-error small { display: block; color: var(--muted); margin-top: 4px; }
    .reveal { animation: reveal .55s ease-out both; }
    @keyframes reveal { from { opacity: 0; transform: translateY(8px); filter: blur(3px); } to { opacity: 1; transform: none; filter: none; } }
    .fatal { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px;
      padding: 36px; text-align: center; background: #0d0c15; }
    .fatal[hidden] { display: none; }
    .fatal-icon { width: 56px; height: 56px; border-radius: 50%; display: grid; place-items: center; font-size: 30px; font-weight: 700;
      color: var(--accent); border: 2px solid var(--accent); }
    .fatal-message { margin: 0; font-size: 19px; color: var(--ink); }
    .fatal-detail { margin: 0; max-width: 100%; white-space: pre-wrap; font: 12px/1.4 "DejaVu Sans Mono", Menlo, monospace; color: var(--muted); }
    .bench { flex: 1 1 520px; min-width: 360px; }
    .bench-head { margin-bottom: 12px; }
    .kicker { margin: 0; font-size: 11px; font-weight: 600; line-height: 1; letter-spacing: .3em; text-transform: uppercase; color: var(--gold); }
    .bench h2 { margin: 8px 0 2px; font: 600 24px/1.2 "Iowan Old Style", Georgia, "DejaVu Serif", serif; }
    .bench h3 { margin: 22px 0 10px; font-size: 15px; }
    .muted { color: var(--muted); font-weight: 400; font-size: 13px; }
    .watch { margin: 0; color: var(--muted); font-size: 13px; }
    .watch.live::before { content: "● "; color: #5fd38d; }
    .watch.lost::before { content: "● "; color: var(--accent); }
    .findings { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
    .finding { padding: 10px 12px; border-radius: 10px; background: var(--panel); border: 1px solid var(--edge); border-left-width: 4px; }
    .finding.error { border-left-color: var(--accent); }
    .finding.warning { border-left-color: var(--config); }
    .finding.info { border-left-color: #6fa8d6; }
    .finding .where { font: 12px/1.4 "DejaVu Sans Mono", Menlo, monospace; color: var(--muted); }
    .finding .hint { color: #b7b1c9; font-size: 13px; }
    .finding .fix { color: #5fd38d; font-size: 13px; }
    .finding a { color: var(--gold); margin-right: 6px; }
    .specimen { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 10px; }
    .card { padding: 8px 10px; border-radius: 10px; background: var(--panel); border: 1px solid var(--edge); }
    .card.highlight { border-color: var(--gold); box-shadow: 0 0 0 2px rgba(201,168,90,.4); }
    .card.flagged .letter::after { content: " ⚠"; color: var(--config); }
    .card .top { display: flex; justify-content: space-between; font-weight: 600; }
    .card .code { font-family: "DejaVu Sans Mono", Menlo, monospace; }
    .card .pair { display: flex; gap: 6px; margin: 6px 0; padding: 6px; border-radius: 8px; background: var(--paper); justify-content: center; }
    .card .pair .cell.turned img { transform: rotate(180deg); }
    .card .file { font: 11px/1.3 "DejaVu Sans Mono", Menlo, monospace; color: var(--muted); overflow-wrap: anywhere; }
    .card .tier { font-size: 11px; font-weight: 600; }
    .tier-placeholder { color: var(--accent); } .tier-documents { color: #6fa8d6; } .tier-bundle { color: #7fbf8a; } .tier-path { color: #b7b1c9; }
    .card .problem { font-size: 11px; color: var(--config); }
    .verdicts { display: flex; flex-direction: column; gap: 1px; margin: 2px 0 4px; min-height: 2.6em; font-size: 11px; line-height: 1.3; }
    .verdicts[data-state="judging"], .verdicts[data-state="stale"] { opacity: .55; }
    .verdicts[data-state="none"] { display: none; }
    .verdict { font-family: "DejaVu Sans Mono", Menlo, monospace; }
    .verdict.pass { color: #5fd38d; }
    .verdict.fail { color: var(--accent); font-weight: 600; }
    .verdicts .pending { color: var(--muted); }
    .trick-note { margin: 0 0 10px; padding: 8px 12px; border-radius: 10px; font-size: 13px; color: var(--config);
      background: rgba(240,168,58,.08); border: 1px solid rgba(240,168,58,.45); }
    .trick-note[hidden] { display: none; }
    """

    static let script = #"""
    "use strict";
    (function () {
      const $ = (id) => document.getElementById(id);
      const texts = $("texts").dataset;
      const input = $("phrase"), go = $("go"), inputError = $("input-error"), results = $("results");
      const picker = $("digitext");
      let packs = [], packId = null, state = null, version = null;
      let checkSeq = 0, lastGo = null;
      let trickSeq = 0, lastTrick = null;

      function el(tag, attrs, ...children) {
        const node = document.createElement(tag);
        for (const [key, value] of Object.entries(attrs || {})) {
          if (key === "class") node.className = value; else if (key === "text") node.textContent = value; else node.setAttribute(key, value);
        }
        for (const child of children) if (child != null) node.append(child);
        return node;
      }
      // Percent-encoding only (a space is %20): the server reads "+" as a plus sign.
      function query(params) {
        return Object.entries(params || {}).map(([key, value]) => encodeURIComponent(key) + "=" + encodeURIComponent(value)).join("&");
      }
      async function getJSON(path, params) {
        const search = query(params);
        const response = await fetch(path + (search ? "?" + search : ""), { cache: "no-store" });
        if (!response.ok) throw new Error(path + ": " + response.status);
        return response.json();
      }
      function glyphURL(letter) {
        return "/glyph?" + query({ pack: packId, letter: letter, v: (state && state.version) || "" });
      }
      function cell(letter, extraClass) {
        const box = state.box;
        const node = el("span", { class: "cell" + (extraClass ? " " + extraClass : ""), "data-letter": letter });
        node.style.width = box.width + "px"; node.style.height = box.height + "px";
        node.append(el("img", { src: glyphURL(letter), alt: letter, width: String(box.width), height: String(box.height) }));
        return node;
      }
      function gap() {
        const node = el("span", { class: "gap" });
        node.style.width = state.box.gap + "px"; node.style.height = state.box.height + "px";
        return node;
      }

      // Typing: the server's PhraseValidator decides; the page only lowercases.
      async function check() {
        const lowered = input.value.toLowerCase();
        if (lowered !== input.value) {
          const start = input.selectionStart, end = input.selectionEnd;
          input.value = lowered;
          input.setSelectionRange(start, end);
        }
        const seq = ++checkSeq, sent = input.value;
        // A new phrase waits for its verdict; the same phrase asked again keeps Go as it is.
        if (sent !== input.dataset.checked) go.disabled = true;
        const verdict = await getJSON("/api/check", { phrase: sent });
        if (seq !== checkSeq) return;
        input.dataset.checked = sent;
        inputError.textContent = verdict.message || "";
        go.disabled = !verdict.goEnabled || !!(state && state.loadError);
        go.dataset.problem = verdict.problem || "";
      }

      async function runGo() {
        if (go.disabled) return;
        lastGo = input.value;
        await showResult(true);
      }
      async function showResult(reveal) {
        if (lastGo === null || !packId) return;
        renderResult(await getJSON("/api/result", { pack: packId, phrase: lastGo }), reveal);
      }
      function renderResult(result, reveal) {
        results.replaceChildren();
        results.dataset.outcome = result.outcome;
        if (result.outcome === "inputError") {
          inputError.textContent = result.message || "";
        } else if (result.outcome === "configurationError") {
          results.append(el("div", { class: "config-error", id: "config-error", role: "alert" },
            el("span", { class: "icon", text: "⚙" }),
            el("div", {}, el("span", { text: result.message }), el("small", { text: "A configuration error in the pack, not in the phrase: " + (result.detail || "") }))));
        } else if (result.outcome === "loadError") {
          showFatal({ message: result.message, detail: result.detail });
        } else {
          const written = el("div", { class: "row", id: "row-written" });
          const flipped = el("div", { class: "row flipped", id: "row-flipped" });
          for (const item of result.items) {
            written.append(item.kind === "gap" ? gap() : cell(item.letter));
            flipped.append(item.kind === "gap" ? gap() : cell(item.letter));
          }
          const content = el("div", { class: reveal ? "reveal" : "" },
            el("section", { class: "numbers" }, el("h2", { text: texts.writeNumbers }), el("p", { class: "digits", id: "digits", text: result.digitLine })),
            el("div", { class: "scroll", id: "glyph-scroll" }, el("div", { class: "stack" },
              el("section", { class: "write" }, el("h2", { text: texts.writeThis }), written),
              el("section", { class: "flip" }, el("h2", { text: texts.flipped }), flipped))));
          results.append(content);
        }
      }

      function showFatal(error) {
        $("fatal").hidden = !error;
        $("screen").setAttribute("aria-hidden", error ? "true" : "false");
        if (error) { $("fatal-message").textContent = error.message; $("fatal-detail").textContent = error.detail || ""; }
      }

      function renderPicker() {
        picker.replaceChildren();
        for (const pack of packs) {
          const label = pack.displayName + (pack.status === "coming_soon" ? " (Coming Soon)" : "") + (pack.opened ? " · open in studio" : "");
          const option = el("option", { value: pack.id, text: label, "data-status": pack.status || "" });
          if (!pack.selectable) option.disabled = true;
          if (pack.id === packId) option.selected = true;
          picker.append(option);
        }
      }

      function renderState() {
        showFatal(state.loadError);
        $("pack-title").textContent = state.displayName + " (" + state.name + ")";
        $("lint-path").textContent = state.lintedPath || "";
        const findings = $("findings");
        findings.replaceChildren();
        const counts = { error: 0, warning: 0, info: 0 };
        const flagged = new Set();
        for (const finding of state.findings) {
          counts[finding.severity] = (counts[finding.severity] || 0) + 1;
          const links = finding.letters.map((letter) => {
            flagged.add(letter);
            const link = el("a", { href: "#glyph-" + letter, text: "glyph " + letter, "data-letter": letter });
            link.addEventListener("click", (event) => { event.preventDefault(); highlight(letter); });
            return link;
          });
          const where = (finding.file || state.lintedPath || "") + (finding.line ? ":" + finding.line + ":" + finding.column : "");
          const item = el("li", { class: "finding " + finding.severity, "data-check": finding.check },
            el("div", {}, ...links, el("strong", { text: finding.severity + ": " }), finding.message),
            el("div", { class: "where", text: where + "  [" + finding.check + "/" + finding.code + "]" }),
            finding.hint ? el("div", { class: "hint", text: "hint: " + finding.hint }) : null,
            finding.fix ? el("div", { class: "fix", text: "packtool fix can: " + finding.fix }) : null);
          findings.append(item);
        }
        $("lint-summary").textContent = state.lintProblem ? state.lintProblem : state.findings.length === 0 ? "no findings"
          : [counts.error + " error(s)", counts.warning + " warning(s)", counts.info + " info"].join(", ");
        const specimen = $("specimen");
        specimen.replaceChildren();
        for (const glyph of state.specimen) {
          const card = el("div", { class: "card" + (flagged.has(glyph.letter) || glyph.problem ? " flagged" : ""), id: "glyph-" + glyph.letter,
                                   "data-tier": glyph.tier },
            el("div", { class: "top" }, el("span", { class: "letter", text: glyph.letter }), el("span", { class: "code", text: glyph.code })),
            el("div", { class: "pair" }, cell(glyph.letter, "written"), cell(glyph.letter, "turned")),
            el("div", { class: "verdicts", "data-state": "judging" }, el("span", { class: "pending", text: "judging…" })),
            el("div", { class: "tier tier-" + glyph.tier, text: glyph.tier }),
            el("div", { class: "file", text: glyph.glyphFile }),
            glyph.problem ? el("div", { class: "problem", text: glyph.problem }) : null,
            glyph.omitted.length ? el("div", { class: "problem", text: "not shown (outside the SVG profile): " + glyph.omitted.join(", ") }) : null);
          specimen.append(card);
        }
        // The verdicts follow the specimen: the last ones stay, dimmed, until the judge
        // has seen this version.
        if (lastTrick && lastTrick.pack === packId) renderTrick(lastTrick.reply, true);
        loadTrick();
      }

      // packtool trick's two verdicts per glyph, judged by the server after it has
      // answered for the specimen (rsvg-convert and the recogniser take a moment).
      async function loadTrick() {
        const seq = ++trickSeq, asked = packId;
        let reply;
        try { reply = await getJSON("/api/trick", { pack: asked, v: (state && state.version) || "" }); } catch (error) { return; }
        if (seq !== trickSeq || asked !== packId) return;
        lastTrick = { pack: asked, reply: reply };
        renderTrick(reply, false);
      }
      function half(name, verdict) {
        const reads = verdict.reads || "nothing";
        const scores = verdict.candidates.map((c) => c.label + " " + c.score.toFixed(2)).join(", ");
        return el("span", { class: "verdict " + name + " " + (verdict.pass ? "pass" : "fail"), "data-half": name, "data-reads": verdict.reads,
                            "data-pass": String(verdict.pass), title: name + " reads as: " + (scores || "nothing") },
          name + " " + (verdict.pass ? "✓ " : "✗ ") + reads);
      }
      function renderTrick(reply, stale) {
        const note = $("trick-note");
        note.hidden = !reply.note;
        note.textContent = reply.note || "";
        $("specimen").dataset.trickVersion = stale ? "" : reply.version;
        const verdicts = new Map(reply.letters.map((letter) => [letter.letter, letter]));
        for (const box of document.querySelectorAll("#specimen .verdicts")) {
          const card = box.closest(".card"), letter = card.id.slice("glyph-".length);
          const verdict = verdicts.get(letter);
          box.replaceChildren();
          if (!reply.available || !verdict) { box.dataset.state = "none"; continue; }
          // A placeholder is judged like any glyph, but its verdict says nothing about the
          // artist's drawing.
          if (card.dataset.tier === "placeholder") {
            box.dataset.state = "undrawn";
            box.append(el("span", { class: "pending", text: "not drawn yet: not judged" }));
            continue;
          }
          box.dataset.state = stale ? "stale" : "judged";
          box.append(half("written", verdict.written), half("turned", verdict.turned));
        }
      }
      function highlight(letter) {
        for (const card of document.querySelectorAll(".card.highlight")) card.classList.remove("highlight");
        const card = $("glyph-" + letter);
        if (card) { card.classList.add("highlight"); card.scrollIntoView({ block: "nearest" }); }
      }

      // The picker, the pack's state and the last result, asked for together: a save
      // reaches the page in one round trip.
      async function refresh() {
        const asked = packId;
        const [list, newState, result] = await Promise.all([
          getJSON("/api/packs"),
          asked === null ? null : getJSON("/api/state", { pack: asked }),
          asked === null || lastGo === null ? null : getJSON("/api/result", { pack: asked, phrase: lastGo })]);
        packs = list.packs;
        if (packId === null || !packs.some((pack) => pack.id === packId)) packId = list.opened;
        renderPicker();
        state = packId === asked && newState ? newState : await getJSON("/api/state", { pack: packId });
        version = state.version;
        renderState();
        if (packId === asked && result) renderResult(result, false); else await showResult(false);
        $("watch").dataset.version = version;
      }

      picker.addEventListener("change", async () => {
        const chosen = packs.find((pack) => pack.id === picker.value);
        if (!chosen || !chosen.selectable) { renderPicker(); return; }
        packId = chosen.id;
        lastGo = null;
        results.replaceChildren();
        delete results.dataset.outcome;
        await refresh();
        check();
      });
      input.addEventListener("input", () => { check(); });
      input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); runGo(); } });
      go.addEventListener("click", runGo);

      function listen() {
        const events = new EventSource("/events");
        const watch = $("watch");
        events.addEventListener("hello", () => { watch.className = "watch live"; watch.textContent = "watching the pack's files"; });
        events.addEventListener("change", async () => {
          await refresh();
          check();
          watch.className = "watch live";
          watch.textContent = "updated " + new Date().toLocaleTimeString();
        });
        events.onerror = () => { watch.className = "watch lost"; watch.textContent = "the studio server is not answering"; };
      }

      refresh().then(check).then(listen);
    })();
    """#
}
