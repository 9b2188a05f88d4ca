"""Tests/JavaScript/pricing-check.js, the checks of assets/pricing.js against the processor's pricing rules, on
every `make test`: in headless Chromium, which the suite needs anyway (scripts/install-deps.sh installs it, so
a clean CI machine has it; node is not guaranteed there), and so in the engine the order page runs in. The
page and the modules are served from the repository by a loopback HTTP server of the standard library, as
ES modules must be (Chromium loads no module from a file: URL). node, when the machine has it, runs the same
file too, so `node Tests/JavaScript/pricing-check.js` keeps working by hand."""
import functools
import http.server
import shutil
import subprocess
import threading

import pytest
from selenium.webdriver.common.by import By

import support

CHECKS = support.ROOT / "Tests/JavaScript/pricing-check.js"


class QuietFiles(http.server.SimpleHTTPRequestHandler):
    """The repository's files, as a static site would serve them (scripts as text/javascript), unlogged."""
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}

    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="module")
def repository_url():
    handler = functools.partial(QuietFiles, directory=str(support.ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_the_pricing_checks_pass_in_chromium(desktop, repository_url):
    support.loaded(desktop, repository_url + "/Tests/JavaScript/pricing-check.html")
    outcome = desktop.find_element(By.ID, "outcome")
    support.wait(desktop, lambda d: outcome.get_attribute("data-failures") is not None,
                 lambda: f"pricing-check.js did not finish: {outcome.text!r}; console: {desktop.get_log('browser')}")
    assert outcome.get_attribute("data-failures") == "0", outcome.text
    assert int(outcome.get_attribute("data-checks")) >= 59, outcome.text  # every check ran, none skipped


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (Chromium ran the checks)")
def test_the_pricing_checks_pass_in_node():
    run = subprocess.run(["node", str(CHECKS)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("pricing.js: all "), run.stdout + run.stderr
