"""Every kind of page passes axe-core (no serious or critical violation) and the W3C Nu checker (no error),
and the main pages are photographed at phone and desktop size into Tests/Browser/screenshots/."""
import struct

import pytest
from selenium.webdriver.common.by import By

import order_page
import support

PAGES = {
    "home": "/",
    "menu": "/menu/",
    "item": "/menu/burgers-n-wraps/rc-burg-01/",
    "item with options": "/menu/burgers-n-wraps/rc-burg-04/",
    "kits": "/kits/",
    "kit": "/kits/rc-kit-01/",
    "kit with options": "/kits/rc-kit-03/",
    "order": "/order/",
    "book": "/book/",
    "receipt": None,  # the demo order's receipt page
    "not-found": "/no-such-page/",  # answered 404 with the site's 404.html
}
STATUS = {"not-found": 404}  # what a page is served with, when not 200
PHOTOGRAPHED = ["home", "menu", "order", "book", "receipt", "not-found"]


@pytest.fixture(scope="module", params=[support.PHONE, support.DESKTOP], ids=["390x844", "1280x900"])
def reader(request):
    """One browser per size for pages that are only looked at (nothing here changes a page's state)."""
    driver = support.chromium(request.param, now=support.today_noon())  # screenshots the same whatever the hour
    yield driver
    driver.quit()


def url_of(name, server, demo_receipt):
    return demo_receipt if PAGES[name] is None else server.url + PAGES[name]


def open_page(driver, url):
    support.loaded(driver, url)
    assert "404" not in driver.title and driver.find_elements(By.CSS_SELECTOR, "main"), f"{url} is not a page of the site"


@pytest.mark.parametrize("name", list(PAGES))
def test_axe_finds_no_serious_violation(name, reader, server, demo_receipt):
    open_page(reader, url_of(name, server, demo_receipt))
    violations = support.serious_axe_violations(reader)
    assert violations == [], f"axe-core on {name} ({reader.current_url}):\n" + "\n".join(violations)


@pytest.fixture(scope="module")
def nu_report(server, demo_receipt):
    """The Nu checker's errors for the HTML each page is served as, all pages in one run of the checker."""
    bodies, missing = {}, {}
    for name in PAGES:
        status, body = support.fetch(url_of(name, server, demo_receipt))
        if status == STATUS.get(name, 200):
            bodies[name] = body
        else:
            missing[name] = [f"GET answered {status}"]
    return support.nu_errors(bodies) | missing


@pytest.mark.parametrize("name", list(PAGES))
def test_nu_checker_finds_no_error(name, nu_report):
    assert "(checker)" not in nu_report, "\n".join(nu_report["(checker)"])
    assert nu_report[name] == [], f"Nu checker on {name}:\n" + "\n".join(nu_report[name])


def png_size(path):
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


@pytest.mark.parametrize("name", PHOTOGRAPHED)
def test_screenshot(name, reader, server, demo_receipt):
    open_page(reader, url_of(name, server, demo_receipt))
    if name == "order":  # the order page with a cart of two lines says more than an empty one
        for sku in ("RC-BURG-01", "RC-SOUP-02"):
            order_page.click(reader, reader.find_element(By.CSS_SELECTOR, f'button.add-to-cart[data-sku="{sku}"]'))
        support.wait(reader, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#cart li.cart-line")) == 2,
                     "the cart never showed its two lines")
    reader.execute_script("window.scrollTo(0, 0)")
    path = support.screenshot(reader, name)
    width, height = reader.execute_script("return [innerWidth, innerHeight]")
    assert png_size(path) == (width, height) and (width, height) in (support.PHONE, support.DESKTOP)
