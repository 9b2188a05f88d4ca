"""While another process holds the order book's write lock for longer than the server waits (10 s),
`POST /api/orders` answers 503 with Retry-After and records nothing (issue 24: a request writes no spool
file; the commit is the durable point). The page then says the restaurant is busy and the order is not placed
yet (no receipt) and sends it again after the server's Retry-After, with the same orderId. Once the lock is
released, that retry is accepted: one order, charged what the page showed. A spool lock held by a cron
`bistro process` no longer delays an order at all."""
import contextlib
import fcntl
import os
import re
import sqlite3

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.common.by import By

import order_page
import support
from order_page import Cart

# Records the status and Retry-After of the page's order POSTs, and keeps the page's retry timer (the only
# timer of a second or more the page sets) for the test to run when it decides, instead of after 5 seconds.
WATCH = """
const real = window.fetch, setTimer = window.setTimeout;
window.__answers = [];
window.__timers = [];
window.fetch = async function (resource, init) {
    const answer = await real.apply(this, arguments);
    if (String(resource && resource.url || resource).includes('/api/orders'))
        window.__answers.push([answer.status, answer.headers.get('Retry-After')]);
    return answer;
};
window.setTimeout = function (callback, delay, ...rest) {
    if (delay >= 1000) { window.__timers.push({callback, delay}); return 0; }
    return setTimer.call(this, callback, delay, ...rest);
};"""
ANSWERS = "return window.__answers"


@contextlib.contextmanager
def spool_lock(spool):
    """What a running `bistro process` holds: an exclusive flock on SPOOL/.lock (SpoolLock.swift)."""
    spool.mkdir(parents=True, exist_ok=True)
    fd = os.open(spool / ".lock", os.O_RDWR | os.O_CREAT, 0o640)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


@contextlib.contextmanager
def book_lock(db):
    """What another writer holds: SQLite's write lock on the order book (BEGIN IMMEDIATE)."""
    connection = sqlite3.connect(db, isolation_level=None, timeout=30)
    try:
        connection.execute("BEGIN IMMEDIATE")
        yield
    finally:
        connection.execute("ROLLBACK")
        connection.close()


@pytest.fixture
def own_book():
    with support.own_site("bistro-browser-queued-", support.today_noon()) as site:
        yield site


def test_a_busy_book_answers_503_and_the_page_sends_the_order_again(desktop, ordering, own_book):
    book, server = own_book
    cart = Cart([("RC-BURG-03", 2, "well done"), ("RC-SOUP-02", 1, None)], "WELCOME10", "10")
    support.loaded(desktop, server.url + "/order/")
    order_page.fill(desktop, cart)
    shown = order_page.settled_estimate(desktop, cart.expected())
    desktop.execute_script(WATCH)

    with spool_lock(book.spool), book_lock(book.db):
        order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
        # The server waits 10 s for the book before it answers 503.
        try:
            WebDriverWait(desktop, 40).until(lambda d: d.find_elements(
                By.CSS_SELECTOR, "#order-outcome .queued, #order-outcome .rejection, #order-outcome .network-error, "
                "#order-outcome a.receipt-link"))
        except TimeoutException:
            pass  # the assertion below says what the page shows instead
        outcome = desktop.find_element(By.ID, "order-outcome")
        assert outcome.find_elements(By.CSS_SELECTOR, ".queued"), f"no busy message; #order-outcome says {outcome.text!r}"
        [(status, retry_after)] = desktop.execute_script(ANSWERS)
        assert status == 503 and retry_after and int(retry_after) > 0, (status, retry_after)
        assert not outcome.find_elements(By.CSS_SELECTOR, ".rejection, .network-error, a.receipt-link"), outcome.text
        message = outcome.find_element(By.CSS_SELECTOR, ".queued").text
        assert re.search(r"\bnot placed yet\b", message) and f"in {retry_after} seconds" in message, message
        assert desktop.execute_script("return window.__timers.map(t => t.delay)") == [int(retry_after) * 1000], \
            "the page does not send the order again after the server's Retry-After"
        support.wait(desktop, lambda d: d.find_element(By.ID, "place-order").is_enabled(), "Place order stays disabled")
        assert not list((book.spool / "incoming").glob("*")), "a request wrote a spool file"
        # The lines stay in the cart: the order is not placed yet.
        assert [sku for sku, _, _ in order_page.cart_state(desktop)] == ["RC-BURG-03", "RC-SOUP-02"]
    assert book.orders(cart.email) == []

    # The page's retry (its timer, run now): the same orderId, accepted once, with its receipt.
    desktop.execute_script("window.__timers.shift().callback()")
    result, receipt_url = order_page.outcome(desktop)
    assert result == "accepted", receipt_url
    assert [status for status, _ in desktop.execute_script(ANSWERS)] == [503, 201]
    orders = book.orders(cart.email)
    assert len(orders) == 1, f"the order was not placed once: {orders}"
    assert order_page.receipt_token(receipt_url) == orders[0]["receiptToken"]
    receipt = book.receipt(orders[0]["orderNumber"])
    assert {name: support.cents(receipt[name]) for name in order_page.FIGURES} == shown
    assert orders[0]["orderNumber"] in desktop.find_element(By.CSS_SELECTOR, "#order-outcome .order-number").text
    assert order_page.lines(desktop) == [], "the cart is not emptied once the order is accepted"
