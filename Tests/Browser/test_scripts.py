"""The site's scripts (issue 24, item 9): ES modules of one concern each, none longer than 400 lines, loaded
with <script type="module"> and no inline script; the receipt page loads the navigation, "I'm here" and the
rating form only, and the booking page the navigation and its form's;
the service worker caches every module the order page needs, so the page still works offline (test_cart.py
reloads it offline)."""
import re

import support

ASSETS = support.TEMPLATES / "assets"
SCRIPT_TAG = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S)
IMPORT = re.compile(r"^import [^;]* from '\./([\w-]+\.js)';$", re.M)


def page_modules(html):
    """The assets a page loads, in order; every script but JSON-LD data is a module from the site's assets/."""
    modules = []
    for attributes, body in SCRIPT_TAG.findall(html):
        if 'type="application/ld+json"' in attributes:
            continue
        match = re.fullmatch(r' type="module" src="/assets/([\w-]+\.js)"', attributes)
        assert match and not body, f"not a module of the site's assets: <script{attributes}>{body[:80]}"
        modules.append(match.group(1))
    return modules


def imported(names):
    """The modules `names` import, directly or not, with themselves."""
    found, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name not in found:
            found.add(name)
            todo += IMPORT.findall((ASSETS / name).read_text())
    return found


def test_every_script_is_a_module_of_at_most_400_lines():
    scripts = sorted(ASSETS.glob("*.js"))
    assert len(scripts) >= 10
    long = {path.name: n for path in scripts if (n := len(path.read_text().splitlines())) > 400}
    assert not long, f"scripts longer than 400 lines: {long}"


def test_the_service_worker_caches_every_module_of_the_order_page(bistro):
    worker = (ASSETS / "service-worker.js").read_text()
    listed = re.search(r"var SCRIPTS = \[(.*?)\];", worker, re.S).group(1)
    cached = {name + ".js" for name in re.findall(r"'([\w-]+)'", listed)}
    needed = imported(page_modules((bistro.site / "order/index.html").read_text()))
    assert cached == needed, f"cached but not needed: {cached - needed}; needed but not cached: {needed - cached}"


def test_each_page_loads_the_modules_it_uses(bistro):
    menu = page_modules((bistro.site / "menu/index.html").read_text())
    assert menu == ["navigation.js", "menu-filters.js", "read-aloud.js", "add-to-order.js"]
    assert page_modules((bistro.site / "order/index.html").read_text()) == menu + ["order-form.js"]
    token = bistro.receipt("web-1001")["receiptToken"]
    receipt = (bistro.site / "receipts" / token / "index.html").read_text()
    assert page_modules(receipt) == ["navigation.js", "check-in.js", "review-form.js"]
    for receipt_only in ["check-in.js", "review-form.js"]:
        assert receipt_only not in imported(menu + ["order-form.js"]), f"the order page loads the receipt's {receipt_only}"
    book = page_modules((bistro.site / "book/index.html").read_text())
    assert book == ["navigation.js", "book-table.js"]
    assert "booking-cancel.js" not in imported(book), "the booking page loads the booking's own page's cancel"
    assert not {"book-table.js", "booking-cancel.js"} & imported(menu + ["order-form.js"]), "the order page loads a booking script"
