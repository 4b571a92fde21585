#!/usr/bin/env python3
"""Loads the documentation site in headless Chromium, as a reader would, and fails on what a
reader would see go wrong.

The site that .ci/build-docs.sh wrote (.build/docs/site, or the folder given) is served on
127.0.0.1 by Python's http.server; Chromium (Debian's `chromium`) is driven over the DevTools
protocol through a pipe (`--remote-debugging-pipe`), so nothing but the standard library is
needed. Pages, in a 1280×800 window:
- the root of the site, which must lead to the landing page of the package;
- the landing page of every module, every article, every page a landing page lists (the
  main types), and every page of a module of at most SMALL_MODULE pages (the adapters'
  modifiers and extensions, the terminal, OpenTelemetry).

A page fails when it shows DocC's "page not found", when the browser logs an error or a script
throws while it loads, when a code block is wider than its box (it would scroll, or be cut
off), or when it links to a page of the site that does not exist.

Screenshots of the landing page and of "Getting started" are written to SCREENSHOTS
(.build/docs/screenshots by default), outside git.

Usage: python3 .ci/check-docs-browser.py [SITE] [--screenshots DIR] [--browser PATH]
"""

import argparse
import base64
import functools
import http.server
import json
import os
import pathlib
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 1280, 800
PAGE_TIMEOUT = 30
BROWSERS = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
LANDING = "/documentation/errorhandling"
SCREENSHOTS = {"landing": LANDING, "getting-started": LANDING + "/gettingstarted"}

# Runs in the page once it has loaded: waits until DocC has rendered it (or said it found
# nothing), then reports what a reader would notice. Returns JSON.
PAGE_CHECK = r"""
(async () => {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const text = () => (document.body ? document.body.innerText : "");
  const notFound = () =>
    /page you['’]re looking for can['’]t be found|page not found/i.test(text());
  const deadline = Date.now() + %(timeout)d;
  while (Date.now() < deadline) {
    if (notFound() || document.querySelector("main h1")) break;
    await sleep(100);
  }
  // Code blocks and fonts settle after the first paint.
  await document.fonts.ready;
  await sleep(300);
  const result = {
    path: location.pathname,
    title: (document.querySelector("main h1") || {}).innerText || "",
    notFound: notFound(),
    rendered: !!document.querySelector("main h1"),
    wide: [],
    wideDeclarations: [],
    brokenLinks: [],
    links: 0,
  };
  // DocC's code block is a `pre` as wide as its longest line in a box that scrolls. A symbol's
  // declaration (in `.declaration-group`) is written by DocC from the signature: reported, not
  // failed, since only a change of the API could shorten it.
  for (const block of document.querySelectorAll("main pre")) {
    const box = [block, block.parentElement].find((element) => element.scrollWidth > element.clientWidth + 1);
    if (box) {
      const line = block.innerText.split("\n").reduce((a, b) => (b.length > a.length ? b : a), "");
      const found = `${box.scrollWidth} px in a ${box.clientWidth} px box: ${line.trim().slice(0, 90)}`;
      (block.closest(".declaration-group") ? result.wideDeclarations : result.wide).push(found);
    }
  }
  const targets = new Set();
  for (const anchor of document.querySelectorAll("main a[href]")) {
    const url = new URL(anchor.getAttribute("href"), location.href);
    if (url.origin === location.origin && url.pathname.startsWith("/documentation/")) {
      targets.add(url.pathname.replace(/\/+$/, ""));
    }
  }
  result.links = targets.size;
  for (const target of targets) {
    const response = await fetch(`/data${target.toLowerCase()}.json`, { method: "HEAD" });
    if (!response.ok) result.brokenLinks.push(`${target} (HTTP ${response.status})`);
  }
  return JSON.stringify(result);
})()
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Browser:
    """Chromium over the DevTools protocol, on the pipe of --remote-debugging-pipe."""

    def __init__(self, executable, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser reads commands on its fd 3 and writes answers and events on its fd 4;
        # the shell puts the pipes there.
        wiring = f'exec "$0" "$@" 3<&{to_browser_read} 4>&{from_browser_write}'
        self.process = subprocess.Popen(
            ["bash", "-c", wiring, executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--mute-audio", "--no-first-run", "--no-default-browser-check",
             f"--user-data-dir={profile}", f"--window-size={WIDTH},{HEIGHT}",
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(to_browser_read, from_browser_write))
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.answers = {}
        self.events = queue.Queue()
        self.lock = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        buffer = b""
        while True:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                with self.lock:
                    self.answers[None] = "the browser closed its pipe"
                    self.lock.notify_all()
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                if "id" in message:
                    with self.lock:
                        self.answers[message["id"]] = message
                        self.lock.notify_all()
                else:
                    self.events.put(message)

    def send(self, method, session=None, timeout=PAGE_TIMEOUT, **params):
        with self.lock:
            self.next_id += 1
            number = self.next_id
        message = {"id": number, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self.lock:
            while number not in self.answers:
                if None in self.answers:
                    raise RuntimeError(self.answers[None])
                if not self.lock.wait(deadline - time.monotonic()):
                    raise TimeoutError(f"{method}: no answer after {timeout} s")
            answer = self.answers.pop(number)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def wait_for(self, method, timeout):
        """Every event until `method` arrives (included); raises after `timeout` seconds."""
        events, deadline = [], time.monotonic() + timeout
        while True:
            try:
                event = self.events.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise TimeoutError(f"no {method} within {timeout} s") from None
            events.append(event)
            if event.get("method") == method:
                return events

    def drain(self):
        events = []
        while True:
            try:
                events.append(self.events.get_nowait())
            except queue.Empty:
                return events

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def problems_in(events):
    """The errors the page logged while it loaded."""
    found = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            texts = [str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])]
            found.append("console error: " + " ".join(texts)[:300])
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            description = details.get("exception", {}).get("description") or details.get("text", "")
            found.append("uncaught exception: " + description.splitlines()[0][:300])
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            found.append(f"browser error: {entry.get('text', '')} {entry.get('url', '')}".strip()[:300])
    return found


# A module with at most this many pages has every page checked (the adapters, the terminal,
# OpenTelemetry); a larger one, the pages its landing page lists.
SMALL_MODULE = 20


def pages_to_check(site):
    """The site's paths: every module's landing page, every article, every page a landing
    page lists, and every page of a small module."""
    data = site / "data" / "documentation"
    modules = sorted(path.stem for path in data.glob("*.json"))
    if not modules:
        sys.exit(f"check-docs-browser.py: no module pages under {data}; run .ci/build-docs.sh first")
    paths = []
    for module in modules:
        page = json.loads((data / f"{module}.json").read_text())
        paths.append(f"/documentation/{module}")
        for section in page.get("topicSections", []):
            for identifier in section.get("identifiers", []):
                url = page.get("references", {}).get(identifier, {}).get("url")
                if url and url.startswith("/documentation/"):
                    paths.append(url)
        pages = sorted((data / module).rglob("*.json"))
        if len(pages) + 1 <= SMALL_MODULE:
            paths += ["/documentation/" + str(page.relative_to(data).with_suffix("")) for page in pages]
    for article in sorted((data / "errorhandling").glob("*.json")):
        if json.loads(article.read_text()).get("metadata", {}).get("role") == "article":
            paths.append(f"/documentation/errorhandling/{article.stem}")
    return list(dict.fromkeys(path.rstrip("/") for path in paths))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", nargs="?", default=str(ROOT / ".build" / "docs" / "site"))
    parser.add_argument("--screenshots", default=str(ROOT / ".build" / "docs" / "screenshots"))
    parser.add_argument("--browser")
    arguments = parser.parse_args()
    site = pathlib.Path(arguments.site).resolve()
    if not (site / "index.html").is_file():
        sys.exit(f"check-docs-browser.py: no site at {site}; run .ci/build-docs.sh first")
    browser_path = arguments.browser or next(filter(None, map(shutil.which, BROWSERS)), None)
    if not browser_path:
        sys.exit("check-docs-browser.py: no Chromium found (" + ", ".join(BROWSERS) + "); "
                 "install Debian's `chromium` (apt-get install chromium)")

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"   serving {site} at {origin}; browser {browser_path}")

    paths = pages_to_check(site)
    screenshots = pathlib.Path(arguments.screenshots)
    screenshots.mkdir(parents=True, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="check-docs-browser.")
    browser = Browser(browser_path, profile)
    failures, notes, checked = [], [], 0
    started = time.monotonic()
    try:
        target = browser.send("Target.createTarget", url="about:blank")["targetId"]
        session = browser.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ["Page", "Runtime", "Log"]:
            browser.send(f"{domain}.enable", session)
        browser.send("Emulation.setDeviceMetricsOverride", session, width=WIDTH, height=HEIGHT,
                     deviceScaleFactor=1, mobile=False)

        def load(path, redirects=False):
            browser.drain()
            browser.send("Page.navigate", session, url=origin + path)
            events = browser.wait_for("Page.loadEventFired", PAGE_TIMEOUT)
            if redirects:
                # A page that sends the reader on loads a second page; one that does not is
                # checked as it is.
                try:
                    events += browser.wait_for("Page.loadEventFired", 5)
                except TimeoutError:
                    pass
            answer = browser.send("Runtime.evaluate", session, timeout=PAGE_TIMEOUT + 10,
                                  expression=PAGE_CHECK % {"timeout": PAGE_TIMEOUT * 1000},
                                  awaitPromise=True, returnByValue=True)
            if "exceptionDetails" in answer:
                raise RuntimeError(f"the page check threw: {answer['exceptionDetails']}")
            # Late errors of the page (a resource that failed after the render).
            time.sleep(0.1)
            return json.loads(answer["result"]["value"]), problems_in(events + browser.drain())

        # The root of the hosted site sends a visitor to the landing page.
        # Two loads: the redirecting page, then the landing page.
        root, problems = load("/", redirects=True)
        if root["path"].rstrip("/") != LANDING or root["notFound"] or not root["rendered"]:
            problems.append(f"the root of the site shows {root['path']}, not {LANDING}")
        for path in ["/"] + paths:
            result, problems = (root, problems) if path == "/" else load(path)
            checked += 1
            if result["notFound"]:
                problems.append("DocC shows \"page not found\"")
            elif not result["rendered"]:
                problems.append(f"nothing rendered within {PAGE_TIMEOUT} s")
            problems += [f"code block wider than its box: {wide}" for wide in result["wide"]]
            problems += [f"link to a page that does not exist: {link}" for link in result["brokenLinks"]]
            notes += [f"{path}: declaration wider than its box: {wide}" for wide in result["wideDeclarations"]]
            status = "FAILED " if problems else "checked"
            print(f"   {status} {path}  ({result['title'][:60]!r}, {result['links']} links)")
            failures += [(path, problem) for problem in problems]
            for name, shot_path in SCREENSHOTS.items():
                if path == shot_path:
                    image = browser.send("Page.captureScreenshot", session, format="png")["data"]
                    (screenshots / f"{name}.png").write_bytes(base64.b64decode(image))
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)

    for note in notes:
        print(f"note: {note}")
    for path, problem in failures:
        print(f"FAILED {path}: {problem}")
    if checked == 0:
        sys.exit("check-docs-browser.py: no page was checked")
    print(f"browser check: {checked} pages in {time.monotonic() - started:.0f} s, "
          f"{len({path for path, _ in failures})} failed; screenshots in {screenshots}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
