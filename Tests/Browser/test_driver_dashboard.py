"""A driver's dashboard, /drivers/TOKEN/, which bistro serve renders from the order book (docs/delivery.md): on a
phone the driver claims a delivery, sees its address only then, marks it picked up and delivered; the earnings
chart and its table give the figures `bistro report` gives; a delivery another driver claims leaves the list by
itself; axe-core finds nothing serious. Each test has its own site, order book and server."""
import datetime
import json
import secrets
import sqlite3

import pytest
from selenium.webdriver.common.by import By

import bookings
import support

ADDRESS = "100 King St <W>"  # markup in the customer's words: shown as text


@pytest.fixture
def shop():
    with support.own_site("bistro-drivers-", support.today_noon()) as (book, server):
        for name in ("Sam", "Kim"):
            book.run("drivers", "add", name, "--email", f"{name.lower()}@drivers.example", *book.store(),
                     "--now", book.now)
        yield book, server


def tokens(book):
    with sqlite3.connect(book.db) as db:
        return [row[0] for row in db.execute("SELECT token FROM drivers ORDER BY id")]


def place_delivery(server, tip_percent):
    """A delivery order for two burgers to M5H (fee 2.99) through POST /api/orders: its number."""
    body = {"orderId": secrets.token_hex(16), "customer": {"name": "Ada Lovelace", "email": "ada@example.com"},
            "items": [{"sku": "RC-BURG-01", "quantity": 2}], "tip": {"percent": tip_percent},
            "fulfilment": "delivery",
            "delivery": {"address": {"streetAddress": ADDRESS, "postalCode": "M5H 1J9"}, "instructions": "Buzz 12"}}
    status, answer = bookings.post(server, "/api/orders", body)
    assert status == 201, f"POST /api/orders answered {status} {answer!r}"
    return answer["orderNumber"]


def card(driver, section, order):
    """The text of `order`'s delivery card in the section headed `section` ("mine-heading" or
    "available-heading"), or None. Read in one script: the page replaces its lists as it refreshes."""
    return driver.execute_script(
        "var cards = document.querySelectorAll('section[aria-labelledby=\"' + arguments[0] + '\"] li.delivery');"
        "for (var c of cards) { if (c.querySelector('h3').textContent.indexOf(arguments[1]) >= 0) return c.innerText; }"
        "return null;", section, order)


def press(driver, order, step):
    selector = f'button[data-order="{order}"][data-step="{step}"]'
    support.wait(driver, lambda d: d.execute_script(
        "var b = document.querySelector(arguments[0]); if (!b || b.disabled) return false; b.click(); return true;",
        selector), f"no {selector} to press")


def outcome(driver, words):
    def text(d):
        return d.execute_script("return document.getElementById('driver-outcome').textContent")
    support.wait(driver, lambda d: words in text(d), lambda: f"outcome {text(driver)!r}, wanted {words!r}")


def test_claim_pick_up_and_deliver_on_a_phone(phone, shop):
    book, server = shop
    sam, kim = tokens(book)
    first, second = place_delivery(server, 15), place_delivery(server, 0)
    support.loaded(phone, f"{server.url}/drivers/{sam}/")
    assert phone.find_element(By.CSS_SELECTOR, 'meta[name="robots"]').get_attribute("content") == "noindex"
    available = card(phone, "available-heading", first)
    assert available is not None and ADDRESS not in phone.page_source and "Buzz 12" not in phone.page_source
    # Sam would earn 80% of the zone's 2.99 (2.39) plus the 15% tip on 33.00 (4.95).
    assert "$7.34" in available, available
    assert support.serious_axe_violations(phone) == []

    press(phone, first, "claim")
    outcome(phone, f"You have claimed {first}")
    support.wait(phone, lambda d: card(d, "mine-heading", first) is not None, "the claim did not move to My deliveries")
    mine = card(phone, "mine-heading", first)
    assert ADDRESS in mine and "Buzz 12" in mine and "Ada Lovelace" in mine

    # Kim takes the second one meanwhile: Sam's list loses it by itself (or on the next action).
    status, answer = bookings.post(server, "/api/deliveries/claim", {"token": kim, "order": second})
    assert status == 201, answer
    status, answer = bookings.post(server, "/api/deliveries/claim", {"token": sam, "order": second})
    assert status == 409 and answer["rejections"][0]["code"] == "already_claimed"

    press(phone, first, "picked_up")
    outcome(phone, f"{first} is on the way")
    # The answer's words come before the lists are fetched again: wait for the fresh lists.
    support.wait(phone, lambda d: card(d, "available-heading", second) is None, "Kim's claim is still on offer")
    press(phone, first, "delivered")
    outcome(phone, f"{first} is delivered")
    support.wait(phone, lambda d: card(d, "mine-heading", first) is None, "a delivered order stays under My deliveries")
    assert support.serious_axe_violations(phone) == []
    support.screenshot(phone, "driver-dashboard-phone")

    with sqlite3.connect(book.db) as db:
        row = db.execute("SELECT o.status, d.delivered_at IS NOT NULL FROM orders o JOIN deliveries d "
                         "ON d.order_id = o.id WHERE o.order_number = ?", (first,)).fetchone()
    assert row == ("picked_up", 1)


def test_the_chart_and_its_table_give_the_reports_figures(desktop, shop):
    book, server = shop
    sam, _ = tokens(book)
    orders = [place_delivery(server, tip) for tip in (10, 20)]
    for order in orders:
        for step, path in ((None, "claim"), ("picked_up", "status"), ("delivered", "status")):
            body = {"token": sam, "order": order, **({"status": step} if step else {})}
            status, answer = bookings.post(server, f"/api/deliveries/{path}", body)
            assert status == 201, answer
    support.loaded(desktop, f"{server.url}/drivers/{sam}/")
    days = desktop.find_element(By.ID, "earnings-days")
    rows = days.find_elements(By.CSS_SELECTOR, "tbody tr")
    assert len(rows) == 14, [r.text for r in rows]
    assert len(days.find_elements(By.CSS_SELECTOR, "svg rect")) >= 14
    table = {r.find_element(By.TAG_NAME, "th").text: support.cents(
        r.find_element(By.TAG_NAME, "td").text.replace("$", "").replace(",", "")) for r in rows}
    # The chart's bars carry the same figures as the table, in their titles.
    bar_titles = [t.get_attribute("textContent") for t in days.find_elements(By.CSS_SELECTOR, "svg rect title, svg g title")]
    assert any(f"${table[max(table)] / 100:.2f}" in title for title in bar_titles), bar_titles

    today = datetime.date.fromisoformat(support.today_noon()[:10])
    since = (today - datetime.timedelta(days=13)).isoformat()
    report = json.loads(book.run("report", "--format", "json", "--since", since, "--until", today.isoformat(),
                                 *book.store(), "--now", book.now).stdout)
    drivers = {d["name"]: d for d in report["delivery"]["drivers"]}
    assert drivers["Sam"]["deliveries"] == 2
    assert sum(table.values()) == support.cents(drivers["Sam"]["earnings"])
    assert table[max(table)] == support.cents(drivers["Sam"]["earnings"])  # all of it today, the last row
    total = desktop.find_element(By.CSS_SELECTOR, ".earnings-totals").text
    assert f"${support.cents(drivers['Sam']['earnings']) / 100:.2f}" in total, total
    assert support.serious_axe_violations(desktop) == []


def test_a_removed_drivers_link_shows_nothing(phone, shop):
    book, server = shop
    sam, _ = tokens(book)
    book.run("drivers", "remove", "sam@drivers.example", *book.store(), "--now", book.now)
    status, _ = support.fetch(f"{server.url}/drivers/{sam}/")
    assert status == 404
