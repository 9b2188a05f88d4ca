"""Placing an order from the page: the receipt link opens the receipt; a retry after a lost answer and a
double click each make one order (counted with `bistro orders --json`); a rejected order shows its reasons."""
import re

import pytest
from selenium.webdriver.common.by import By

import order_page
import support
from order_page import Cart

# Wraps the page's fetch to count its order POSTs; with LOSE_FIRST the first answer is lost after the server
# has handled it (what a dropped connection does), so the page has to retry with the same orderId.
COUNT_POSTS = """
const lose = arguments[0], real = window.fetch;
window.__orderPosts = {started: 0, finished: 0};
window.fetch = async function (resource, init) {
    const url = String(resource && resource.url || resource);
    if (!url.includes('/api/orders')) return real.apply(this, arguments);
    const n = window.__orderPosts.started++;
    try {
        const answer = await real.apply(this, arguments);
        if (lose && n === 0) throw new TypeError('Failed to fetch');
        return answer;
    } finally { window.__orderPosts.finished++; }
};"""
POSTS = "return window.__orderPosts"


def test_placing_an_order_links_its_receipt(desktop, ordering, bistro):
    cart = Cart([("RC-BURG-05", 2, "no sesame"), ("RC-SOUP-03", 1, None)], tip="15")
    support.loaded(desktop, ordering.url + "/order/")
    order_page.fill(desktop, cart)
    result, receipt_url = order_page.place(desktop)
    assert result == "accepted", receipt_url
    number = desktop.find_element(By.CSS_SELECTOR, "#order-outcome .order-number").text
    orders = bistro.orders(cart.email)
    assert len(orders) == 1 and orders[0]["orderNumber"] in number, f"shown {number!r}, order book {orders}"
    assert receipt_url.startswith(ordering.url + "/receipts/")

    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, "#order-outcome a.receipt-link"))
    support.wait(desktop, lambda d: d.current_url == receipt_url and d.execute_script("return document.readyState") == "complete",
                 "the receipt link did not open")
    assert orders[0]["orderNumber"] in desktop.find_element(By.TAG_NAME, "main").text
    assert support.fetch(receipt_url)[0] == 200
    assert order_page.receipt_token(receipt_url) == orders[0]["receiptToken"]


def test_a_retry_after_a_lost_answer_places_one_order(desktop, ordering, bistro):
    cart = Cart([("RC-VEG-03", 1, None)], "WELCOME10", "10")
    support.loaded(desktop, ordering.url + "/order/")
    order_page.fill(desktop, cart)
    desktop.execute_script(COUNT_POSTS, True)
    order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
    support.wait(desktop, lambda d: (d.execute_script(POSTS) or {}).get("finished", 0) >= 1,
                 "the page sent no order with fetch()")
    # The page's handling of the failed fetch runs in the same microtask checkpoint as the count above.
    support.wait(desktop, lambda d: d.find_element(By.ID, "order-outcome").text.strip()
                 and d.find_element(By.ID, "place-order").is_enabled(),
                 "after a lost answer, #order-outcome says nothing or Place order stays disabled")
    assert not desktop.find_elements(By.CSS_SELECTOR, "#order-outcome a.receipt-link")
    assert len(bistro.orders(cart.email)) == 1, "the lost answer's order is in the book"

    result, receipt_url = order_page.place(desktop)  # the customer tries again
    assert result == "accepted", receipt_url
    assert desktop.execute_script(POSTS)["started"] == 2
    orders = bistro.orders(cart.email)
    assert len(orders) == 1, f"a retry made a second order: {orders}"
    assert order_page.receipt_token(receipt_url) == orders[0]["receiptToken"]


def test_a_double_click_places_one_order(desktop, ordering, bistro):
    cart = Cart([("RC-CLAS-01", 2, None)], tip="other:3.00")
    support.loaded(desktop, ordering.url + "/order/")
    order_page.fill(desktop, cart)
    desktop.execute_script(COUNT_POSTS, False)
    button = desktop.find_element(By.ID, "place-order")
    desktop.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    desktop.execute_script("arguments[0].click(); arguments[0].click();", button)
    result, receipt_url = order_page.outcome(desktop)
    assert result == "accepted", receipt_url
    support.wait(desktop, lambda d: d.execute_script(POSTS)["started"] == d.execute_script(POSTS)["finished"],
                 "an order POST never finished")
    orders = bistro.orders(cart.email)
    assert len(orders) == 1, f"a double click made {len(orders)} orders"


def test_a_rejected_order_shows_its_reasons(desktop, ordering, bistro):
    # Ada (the demo order) already used WELCOME10, once per customer: only the processor can know that.
    cart = Cart([("RC-BURG-01", 1, None)], "WELCOME10", email="ada@example.com")
    before = len(bistro.orders(cart.email))
    support.loaded(desktop, ordering.url + "/order/")
    order_page.fill(desktop, cart)
    result, reasons = order_page.place(desktop)
    assert result == "rejected" and "coupon_already_used" in reasons, reasons
    assert re.search(r"\w{3,}", reasons["coupon_already_used"]), "the reason has no words"
    # Also next to the coupon field: in the same block as #coupon (the page's class for it is its own).
    beside = desktop.execute_script(
        "return document.getElementById('coupon').parentElement.querySelector('[data-code=\"coupon_already_used\"]')")
    assert beside and beside.is_displayed() and beside.text == reasons["coupon_already_used"], \
        "the reason is not shown next to the coupon field"
    assert len(bistro.orders(cart.email)) == before


@pytest.fixture
def own_book():
    """A site, order book and server of this test's own (what it does to the book must not reach the others)."""
    with support.own_site("bistro-browser-cron-", support.today_noon()) as site:
        yield site


def test_orders_placed_while_cron_runs_bistro_process_reach_the_book(desktop, ordering, own_book):
    """The README's cron line runs `bistro process` every minute beside the server: orders placed from the
    page before and after such a run are all in the order book that `bistro orders` and receipts read."""
    book, server = own_book
    placed = []
    for sku in ("RC-BURG-01", "RC-SOUP-02"):
        cart = Cart([(sku, 1, None)])
        support.loaded(desktop, server.url + "/order/")
        order_page.fill(desktop, cart)
        result, receipt_url = order_page.place(desktop)
        assert result == "accepted", receipt_url
        placed.append((cart.email, order_page.receipt_token(receipt_url)))
        book.run("process", "--quiet", *book.store(), "--now", book.now)  # cron's run
    for email, token in placed:
        orders = book.orders(email)
        assert [o["receiptToken"] for o in orders] == [token], f"{email}'s order is not in the book: {orders}"
