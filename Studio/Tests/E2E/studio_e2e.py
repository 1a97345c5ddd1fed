#!/usr/bin/env python3
"""End-to-end test of `packtool studio` in headless Chromium, as a glyph artist uses it.

Run by Tests/packtoolTests/StudioBrowserTests.swift against the real server:

    studio_e2e.py URL PACK_FOLDER SCREENSHOT_FOLDER

PACK_FOLDER is the pack the studio was opened on (made by `packtool new`); the script
rewrites its files on disk and watches the page follow. Every rule of the app's screen
that the studio promises is checked here; the first failure stops the run with exit 1.
Needs Debian's chromium and chromium-driver and Python's selenium.
"""
import json
import os
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

URL, PACK, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
SPEC = {
    "placeholder": "Enter a word or phrase...",
    "invalid": "Invalid characters, use a-z characters only",
    "limit": "Character limit exceeded",
    "load": "Could not load glyph configuration. Check letter_map.json.",
    "sections": ["Write These Numbers", "Write This", "Flipped Preview"],
}
# A drawn glyph: the digits of h ("4"), as an artist's editor might save it.
DRAWN_H = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 80">
  <path d="M28 8 L8 52 H34 M28 8 V74" fill="none" stroke="#111" stroke-width="6" stroke-linecap="round"/>
</svg>
"""
REDRAWN_H = DRAWN_H.replace("M28 8 L8 52", "M30 6 L6 50")
# The same h drawn as the letter h turned upside down: written, it reads as ^h and gives
# the secret away to a spectator who tilts their head.
TURNED_H = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 80">
  <g transform="rotate(180 20 40)"><path d="M8 6 V74 M8 46 Q8 30 21 30 Q34 30 34 46 V74" fill="none" stroke="#111" stroke-width="6" stroke-linecap="round"/></g>
</svg>
"""
WIDE_I = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
  <rect x="4" y="4" width="112" height="32" rx="6" fill="#7a1f3d"/>
</svg>
"""

checks = 0


def check(condition, what):
    global checks
    checks += 1
    if not condition:
        print("FAIL:", what, flush=True)
        shot("failure")
        sys.exit(1)
    print("ok:", what, flush=True)


def shot(name):
    path = os.path.join(SHOTS, name + ".png")
    try:
        driver.save_screenshot(path)
        print("screenshot:", path, flush=True)
    except Exception as error:  # the failure itself matters more than its picture
        print("screenshot failed:", error, flush=True)


def write(name, text):
    """Saves a pack file the way many editors do: a new file renamed over the old."""
    target = os.path.join(PACK, name)
    temporary = os.path.join(PACK, "." + name + ".tmp")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, target)
    return time.monotonic()


def read(name):
    with open(os.path.join(PACK, name), encoding="utf-8") as handle:
        return handle.read()


def wait(condition, seconds, what):
    try:
        # The page redraws the specimen and findings on every change: an element found a
        # moment ago may be gone, which only means "ask again".
        WebDriverWait(driver, seconds, poll_frequency=0.02,
                      ignored_exceptions=[NoSuchElementException, StaleElementReferenceException]).until(lambda _: condition())
    except Exception:
        check(False, what)


def js(script, *args):
    return driver.execute_script(script, *args)


def typed(text):
    field = driver.find_element(By.ID, "phrase")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.DELETE)
    if text:
        field.send_keys(text)
    settle()


def settle():
    """Waits until the page has the server's verdict on what is in the field."""
    wait(lambda: js("const f = document.getElementById('phrase'); return f.dataset.checked === f.value"), 3,
         "the server's verdict on the phrase arrives")


def go_enabled():
    return driver.find_element(By.ID, "go").is_enabled()


def inline_error():
    return driver.find_element(By.ID, "input-error").text


def press_go():
    wait(go_enabled, 3, "Go is enabled for a valid phrase")
    driver.find_element(By.ID, "go").click()
    wait(lambda: js("return document.getElementById('results').dataset.outcome !== undefined"), 3, "Go produced an outcome")
    time.sleep(0.1)


def row_letters(row_id):
    return js("""return Array.from(document.querySelectorAll('#' + arguments[0] + ' > span'))
                 .map(s => s.classList.contains('gap') ? '_' : s.dataset.letter).join('')""", row_id)


def card(letter):
    return driver.find_element(By.ID, "glyph-" + letter)


def tier(letter):
    return js("const t = document.querySelector('#glyph-' + arguments[0] + ' .tier'); return t ? t.textContent : null", letter)


def verdict(letter, half):
    """The judged verdict shown beside a glyph: [reads, "true"/"false"], or None while judging."""
    return js("""const v = document.querySelector('#glyph-' + arguments[0] + ' .verdicts[data-state=judged] .verdict.' + arguments[1]);
                 return v ? [v.dataset.reads, v.dataset.pass] : null""", letter, half)


def finding_checks():
    return js("return Array.from(document.querySelectorAll('#findings li')).map(li => li.dataset.check)")


options = webdriver.ChromeOptions()
options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1440,1100",
                 "--hide-scrollbars", "--force-device-scale-factor=1"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
driver.set_page_load_timeout(20)
try:
    driver.get(URL)
    wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#digitext option")) > 0, 10, "the picker is filled")
    wait(lambda: "live" in driver.find_element(By.ID, "watch").get_attribute("class"), 5, "the page listens for changes")

    # The screen, word for word.
    check(driver.find_element(By.ID, "title").text == "DigitFlip", "title DigitFlip")
    field = driver.find_element(By.ID, "phrase")
    check(field.get_attribute("placeholder") == SPEC["placeholder"], "placeholder text")
    check(not go_enabled(), "Go disabled on an empty field")
    check(driver.find_element(By.ID, "results").text == "", "results blank before Go")
    check(js("return getComputedStyle(document.body).backgroundColor") in ("rgba(0, 0, 0, 0)", "rgb(13, 12, 21)")
          and js("return getComputedStyle(document.querySelector('.phone')).backgroundImage").startswith("linear-gradient"),
          "dark theme")

    # The picker: every pack of both tiers; coming_soon greyed out and not selectable.
    picker = Select(driver.find_element(By.ID, "digitext"))
    labels = {o.get_attribute("value"): (o.text, o.is_enabled()) for o in picker.options}
    check(set(labels) == {".opened", "classic", "no_zero"}, "picker lists the opened pack and both bundled packs: %s" % labels)
    check(labels["no_zero"] == ("Digitext without 0 (Coming Soon)", False), "no_zero listed greyed out, not selectable")
    check(labels["classic"][1], "classic selectable")
    check(picker.first_selected_option.get_attribute("value") == ".opened", "opened on the new pack")
    try:
        picker.select_by_value("no_zero")
        check(False, "a coming_soon pack could be selected")
    except NotImplementedError:
        check(True, "selecting a coming_soon pack is refused")
    check(js("return getComputedStyle(document.querySelector('option[value=no_zero]')).color") != js(
        "return getComputedStyle(document.querySelector('option[value=classic]')).color"), "coming_soon option drawn grey")

    # Typing: lowercased, live inline errors, first match only; Go follows.
    typed("Hello!")
    check(field.get_attribute("value") == "hello!", "input lowercased")
    check(inline_error() == SPEC["invalid"], "invalid characters message")
    check(not go_enabled(), "Go disabled on invalid characters")
    typed("a" * 51)
    check(inline_error() == SPEC["limit"], "character limit message")
    check(not go_enabled(), "Go disabled over 50")
    typed("a" * 51 + "1")
    check(inline_error() == SPEC["invalid"], "first match only: invalid characters before the limit")
    typed("a" * 50)
    check(inline_error() == "" and go_enabled(), "exactly 50 is fine")
    typed("   ")
    check(inline_error() == "" and not go_enabled(), "spaces only: Go disabled, no message")

    # Go: the three sections.
    typed("Hi You")
    check(field.get_attribute("value") == "hi you" and go_enabled(), "valid phrase enables Go")
    check(driver.find_element(By.ID, "results").text == "", "no result before Go")
    press_go()
    headings = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "#results h2")]
    check([h.upper() for h in headings] == [s.upper() for s in SPEC["sections"]]
          and js("return Array.from(document.querySelectorAll('#results h2')).map(h => h.textContent)") == SPEC["sections"],
          "three sections in the spec's words: %s" % headings)
    check(js("return document.getElementById('digits').textContent") == "0 0 6   1 4", "digit line reversed, wider gap between words")
    check(row_letters("row-written") == "uoy_ih", "row 2 in reversed letter order")
    check(row_letters("row-flipped") == "uoy_ih", "row 3 holds the same row")
    check(js("return getComputedStyle(document.getElementById('row-flipped')).transform") == "matrix(-1, 0, 0, -1, 0, 0)",
          "row 3 rotated 180° (a rotation, not a mirror)")
    check(js("""return [document.getElementById('row-written'), document.querySelector('.stack'), document.getElementById('glyph-scroll')]
                 .every(e => getComputedStyle(e).transform === 'none')"""), "row 2, the stack and the scroll area are not rotated")
    check(js("""const s = document.getElementById('glyph-scroll');
                return s.contains(document.getElementById('row-written')) && s.contains(document.getElementById('row-flipped'))
                  && document.querySelectorAll('#results .scroll').length === 1 && getComputedStyle(s).overflowX === 'auto'"""),
          "rows 2 and 3 share one scroll container")
    sizes = js("""return Array.from(document.querySelectorAll('#row-written .cell, #row-flipped .cell'))
                  .map(c => { const r = c.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; })""")
    check(len(sizes) == 10 and all(s == [60, 80] for s in sizes), "uniform 60x80 glyph boxes: %s" % sizes)
    check(js("return Array.from(document.querySelectorAll('#results .cell img')).every(i => getComputedStyle(i).objectFit === 'contain')"),
          "glyphs aspect-fit")
    check(js("return document.querySelector('#results > div').classList.contains('reveal')"), "the result is revealed with an animation")
    wait(lambda: js("return Array.from(document.querySelectorAll('#results img')).every(i => i.complete && i.naturalWidth > 0)"), 5,
         "every glyph image loads")
    check(tier("h") == "placeholder", "an undrawn glyph is a placeholder")
    first_glyph = js("return document.querySelector('#row-written .cell[data-letter=h] img').src")
    with urllib.request.urlopen(first_glyph) as response:
        body = response.read().decode()
    check(">h<" in body and ">4<" in body, "the placeholder shows the letter and its code")
    time.sleep(0.6)
    shot("result-placeholders")

    # The result stays while the phrase is edited, and with an error showing.
    typed("hi youx")
    check(js("return document.getElementById('digits').textContent") == "0 0 6   1 4", "result kept while editing")
    typed("hi you 1")
    check(inline_error() == SPEC["invalid"] and js("return document.getElementById('digits') !== null"),
          "result kept while an inline error shows")
    typed("hi you")

    # Live: a glyph drawn, then drawn again, reaches the page within a second; the
    # phrase typed stays.
    typed("hi yo")  # typed but not Go'd
    saved = write("lowercase_h.svg", DRAWN_H)
    row_h = "return (document.querySelector('#row-written .cell[data-letter=h] img') || {}).src"
    wait(lambda: tier("h") == "path" and js(row_h) != first_glyph, 3, "the new glyph file reaches the specimen and row 2")
    elapsed = time.monotonic() - saved
    check(elapsed <= 1.0, "the page showed the saved glyph after %.2f s (at most 1 s)" % elapsed)
    check(field.get_attribute("value") == "hi yo", "the typed phrase survives the reload")
    check(js("return document.getElementById('digits').textContent") == "0 0 6   1 4", "the last result is redrawn, not replaced")
    wait(lambda: js("return Array.from(document.querySelectorAll('#results img')).every(i => i.complete && i.naturalWidth > 0)"), 5,
         "glyphs reload")
    src = js(row_h)
    with urllib.request.urlopen(src) as response:
        check("M28 8 L8 52" in response.read().decode(), "the drawn glyph is served")
    time.sleep(0.6)
    shot("live-glyph")
    saved = write("lowercase_h.svg", REDRAWN_H)
    wait(lambda: js("return document.querySelector('#row-written .cell[data-letter=h] img').src") != src, 3,
         "a glyph rewritten during the test is reloaded")
    elapsed = time.monotonic() - saved
    check(elapsed <= 1.0, "the rewritten glyph showed after %.2f s (at most 1 s)" % elapsed)
    with urllib.request.urlopen(js("return document.querySelector('#row-written .cell[data-letter=h] img').src")) as response:
        check("M30 6 L6 50" in response.read().decode(), "the rewritten glyph is served")

    # packtool trick's two verdicts beside each glyph, judged once the specimen is shown;
    # a save that gives the secret away turns the written verdict to a failure.
    wait(lambda: verdict("h", "written") is not None, 15, "the trick verdicts arrive beside the specimen")
    check(verdict("h", "written") == ["4", "true"], "the drawn 4 passes written: %s" % (verdict("h", "written"),))
    check(js("return document.querySelectorAll('#specimen .verdicts[data-state=judged]').length") == 1
          and js("return document.querySelectorAll('#specimen .verdicts[data-state=undrawn]').length") == 25,
          "the drawn glyph has its verdicts; the 25 placeholders say they are not drawn yet")
    check(not driver.find_element(By.ID, "trick-note").is_displayed(), "no note: rsvg-convert and the model are there")
    before = js(row_h)
    saved = write("lowercase_h.svg", TURNED_H)
    wait(lambda: js(row_h) != before, 3, "the upside-down h reaches the page")
    check(time.monotonic() - saved <= 1.0, "the glyph itself is not held up by the judge")
    wait(lambda: verdict("h", "written") == ["^h", "false"], 15, "written, the upside-down h fails as ^h on the page")
    print("the written verdict turned to ^h %.2f s after the save" % (time.monotonic() - saved), flush=True)
    check(verdict("h", "turned") == ["h", "true"], "turned, it reads as h: %s" % (verdict("h", "turned"),))
    check("fail" in driver.find_element(By.CSS_SELECTOR, "#glyph-h .verdict.written").get_attribute("class"), "the failure is marked")
    card("h").location_once_scrolled_into_view
    time.sleep(0.3)
    shot("trick-verdicts")
    write("lowercase_h.svg", REDRAWN_H)
    wait(lambda: verdict("h", "written") == ["4", "true"], 15, "redrawn as a 4, it passes again")

    # A wide glyph is fitted into the same box, centred.
    write("lowercase_i.svg", WIDE_I)
    wait(lambda: tier("i") == "path", 3, "wide glyph arrives")
    check(js("""const c = document.querySelector('#row-written .cell[data-letter=i]').getBoundingClientRect();
                return Math.round(c.width) === 60 && Math.round(c.height) === 80"""), "a wide glyph keeps the uniform box")

    # A broken save shows its finding, linked to its glyph; the next good save recovers.
    write("lowercase_i.svg", "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0")
    wait(lambda: "svg.well-formed" in finding_checks(), 3,
         "a broken glyph's finding appears")
    finding = next(f for f in driver.find_elements(By.CSS_SELECTOR, "#findings li") if f.get_attribute("data-check") == "svg.well-formed")
    link = finding.find_element(By.CSS_SELECTOR, "a[data-letter=i]")
    link.click()
    check("highlight" in card("i").get_attribute("class"), "the finding's link highlights its glyph")
    check(tier("i") == "placeholder", "a broken glyph shows its placeholder")
    time.sleep(0.3)
    shot("broken-glyph")
    write("lowercase_i.svg", WIDE_I)
    wait(lambda: not "svg.well-formed" in finding_checks(), 3,
         "the good save clears the finding")
    check(tier("i") == "path", "the good save shows the glyph again")

    # Pending glyphs: one finding listing the letters.
    pending = [f for f in driver.find_elements(By.CSS_SELECTOR, "#findings li") if f.get_attribute("data-check") == "map.glyph-file-pending"]
    check(len(pending) == 1 and "24 glyphs are not drawn yet" in pending[0].text, "glyphs to draw are one finding")

    # The map broken on disk: the full-screen error state; fixed: back, phrase kept.
    good_map = read("letter_map.json")
    write("letter_map.json", good_map.replace('"letters": {', '"letters": {,', 1))
    wait(lambda: driver.find_element(By.ID, "fatal").is_displayed(), 3, "a broken letter_map.json shows the error state")
    check(driver.find_element(By.ID, "fatal-message").text == SPEC["load"], "the error state's words")
    check(js("""const f = document.getElementById('fatal'), p = document.querySelector('.phone');
                return f.offsetWidth === p.clientWidth && f.offsetHeight === p.clientHeight"""), "the error state fills the screen")
    check(driver.find_element(By.ID, "pack-title").text == "my_pack (my_pack)", "the pack is still named")
    check("map.json-syntax" in finding_checks(),
          "the map's finding is listed beside it")
    time.sleep(0.3)
    shot("error-state")
    write("letter_map.json", good_map)
    wait(lambda: not driver.find_element(By.ID, "fatal").is_displayed(), 3, "the next good save recovers")
    check(field.get_attribute("value") == "hi yo", "the phrase survives the error state")

    # A letter the map lacks: a configuration error, not an input error.
    lines = [line for line in good_map.split("\n") if '"q":' not in line]
    write("letter_map.json", "\n".join(lines))
    wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#findings li[data-check='map.letters-complete']")) == 1, 3, "missing q is found")
    typed("quiz")
    check(go_enabled() and inline_error() == "", "quiz is a valid phrase")
    press_go()
    config = driver.find_element(By.ID, "config-error")
    check("No mapping found for 'q'" in config.text, "No mapping found for 'q'")
    check(inline_error() == "", "not shown as an input error")
    check(js("return getComputedStyle(document.getElementById('config-error')).color") != js(
        "return getComputedStyle(document.getElementById('input-error')).color"), "drawn distinctly from input errors")
    time.sleep(0.6)
    shot("configuration-error")
    write("letter_map.json", good_map)
    wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#findings li[data-check='map.letters-complete']")) == 0, 3, "q is back")

    # Switching packs.
    typed("top")
    picker.select_by_value("classic")
    wait(lambda: tier("a") == "bundle", 3, "the classic specimen")
    check(field.get_attribute("value") == "top", "the phrase stays across packs")
    press_go()
    check(js("return document.getElementById('digits').textContent") == "01 0 7", "leading zero kept: top is 01 0 7")
    wait(lambda: js("return Array.from(document.querySelectorAll('#results img')).every(i => i.complete && i.naturalWidth > 0)"), 5,
         "classic glyphs load")
    typed("hello world")
    press_go()
    wait(lambda: js("return Array.from(document.querySelectorAll('#results img')).every(i => i.complete && i.naturalWidth > 0)"), 5,
         "classic glyphs load")
    time.sleep(0.8)
    shot("classic-hello-world")
    picker.select_by_value(".opened")
    typed("hi you")
    press_go()
    wait(lambda: js("return Array.from(document.querySelectorAll('#results img')).every(i => i.complete && i.naturalWidth > 0)"), 5,
         "the pack's glyphs load")
    card("i").location_once_scrolled_into_view
    driver.execute_script("window.scrollTo(0, 0)")
    time.sleep(0.8)
    shot("studio")

    # Enter presses Go.
    typed("hi")
    field.send_keys(Keys.ENTER)
    wait(lambda: js("return (document.getElementById('digits') || {}).textContent") == "1 4", 3, "Enter presses Go")

    # The page's console has nothing to say (no CSP violation, no script error).
    logs = [entry for entry in driver.get_log("browser") if entry.get("level") in ("SEVERE", "WARNING")]
    check(logs == [], "no console errors: %s" % json.dumps(logs)[:800])
finally:
    driver.quit()
print("passed %d checks" % checks)
