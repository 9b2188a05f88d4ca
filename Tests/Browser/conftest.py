"""The browser suite's fixtures: one demo site and order book per run, `bistro serve` on a free loopback port,
and a fresh headless Chromium per test (no cart, cookie or service worker leaks from one test into another)."""
import shutil
import tempfile

import pytest

import support

DEMO_ORDER = support.ROOT / "Examples/orders/01-ada-burgers.json"
DEMO_NOW = "2026-11-22T17:00:00-05:00"  # as in the Makefile's demo-orders target


def pytest_sessionstart(session):
    assert support.BISTRO.exists(), f"{support.BISTRO} is missing: run `swift build --product bistro` (make browser-test does)"


def serve_takes_orders():
    """Whether this `bistro serve` has the order endpoints (issue 11's API); without them only the site is served."""
    return "--spool" in support.Bistro(".", "").run("serve", "--help").stdout


@pytest.fixture(scope="session")
def bistro():
    """The demo site built with --db into a temporary folder, with one accepted order (Ada's, as the
    Makefile's demo-orders makes it) so a receipt page exists; the server's clock is today at noon."""
    folder = tempfile.mkdtemp(prefix="bistro-browser-")
    try:
        book = support.Bistro(folder, support.today_noon())
        book.submit_and_process(DEMO_ORDER, DEMO_NOW)
        book.build()
        yield book
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def server(bistro):
    server = support.Server(bistro, orders=serve_takes_orders())
    yield server
    server.stop()


@pytest.fixture(scope="session")
def demo_receipt(bistro, server):
    """The URL of the demo order's receipt page."""
    token = bistro.receipt("web-1001")["receiptToken"]
    return f"{server.url}/receipts/{token}/"


@pytest.fixture(scope="session")
def order_page_served(server):
    """The order page must be there (a core feature: its absence fails, never skips)."""
    status, _ = support.fetch(server.url + "/order/")
    assert status == 200, f"GET /order/ answered {status}: no order page (issue11-page not merged?)"
    return server


@pytest.fixture(scope="session")
def ordering(order_page_served):
    """The order page and the order endpoint must be there (core features: their absence fails)."""
    server = order_page_served
    status, body = support.fetch(server.url + "/api/orders", data=b"{}", headers={"Content-Type": "application/json"})
    assert status not in (404, 405), (
        f"POST /api/orders answered {status}: bistro serve takes no orders (issue11-api not merged?) {body[:200]!r}")
    return server


def _browser(size):
    driver = support.chromium(size, now=support.today_noon())  # the clock of the session's server
    yield driver
    driver.quit()


@pytest.fixture
def phone():
    yield from _browser(support.PHONE)


@pytest.fixture
def desktop():
    yield from _browser(support.DESKTOP)


@pytest.fixture(params=[support.PHONE, support.DESKTOP], ids=["390x844", "1280x900"])
def browser(request):
    yield from _browser(request.param)
