"""While another process holds the spool lock (a `bistro process` run from cron), `POST /api/orders` answers
202: the order file is safe in the spool's incoming/ and is processed later. The page then says the order is
queued (no error, no receipt yet) and asks again after the server's Retry-After. Once the lock is released,
`bistro process` accepts the order, and the page's retry (the same orderId) answers with that order's receipt:
one order, charged what the page showed."""
import contextlib
import fcntl
import os
import re

import pytest
from selenium.common.exceptions import TimeoutException
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


@pytest.fixture
def own_book():
    with support.own_site("bistro-browser-queued-", support.today_noon()) as site:
        yield site


def test_a_busy_spool_queues_the_order_and_it_is_taken_once_later(desktop, ordering, own_book):
    book, server = own_book
    cart = Cart([("RC-BURG-03", 2, "well done"), ("RC-SOUP-02", 1, None)], "WELCOME10", "10")
    support.loaded(desktop, server.url + "/order/")
    order_page.fill(desktop, cart)
    shown = order_page.settled_estimate(desktop, cart.expected())
    desktop.execute_script(WATCH)
    incoming = book.spool / "incoming"

    with spool_lock(book.spool):
        order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
        try:
            support.wait(desktop, lambda d: d.find_elements(By.CSS_SELECTOR, "#order-outcome .queued, #order-outcome .rejection, "
                                                                 "#order-outcome .network-error, #order-outcome a.receipt-link"))
        except TimeoutException:
            pass  # the assertion below says what the page shows instead
        outcome = desktop.find_element(By.ID, "order-outcome")
        assert outcome.find_elements(By.CSS_SELECTOR, ".queued"), f"no queued message; #order-outcome says {outcome.text!r}"
        [(status, retry_after)] = desktop.execute_script(ANSWERS)
        assert status == 202 and retry_after and int(retry_after) > 0, (status, retry_after)
        assert not outcome.find_elements(By.CSS_SELECTOR, ".rejection, .network-error, a.receipt-link"), outcome.text
        message = outcome.find_element(By.CSS_SELECTOR, ".queued").text
        assert re.search(r"\bqueued\b", message) and f"in {retry_after} seconds" in message, message
        assert desktop.execute_script("return window.__timers.map(t => t.delay)") == [int(retry_after) * 1000], \
            "the page does not ask again after the server's Retry-After"
        support.wait(desktop, lambda d: d.find_element(By.ID, "place-order").is_enabled(), "Place order stays disabled")
        assert len(list(incoming.glob("*.json"))) == 1, "the queued order file is not waiting in incoming/"
        assert book.orders(cart.email) == []
        # The lines stay in the cart: the order is not placed yet.
        assert [sku for sku, _, _ in order_page.cart_state(desktop)] == ["RC-BURG-03", "RC-SOUP-02"]

    book.run("process", "--quiet", *book.store(), "--now", book.now)  # cron's next run
    orders = book.orders(cart.email)
    assert len(orders) == 1, f"the queued order was not taken once: {orders}"
    assert not list(incoming.glob("*.json"))
    receipt = book.receipt(orders[0]["orderNumber"])
    assert {name: support.cents(receipt[name]) for name in order_page.FIGURES} == shown

    # The page's retry (its timer, run now): the same order, answered with its receipt.
    desktop.execute_script("window.__timers.shift().callback()")
    result, receipt_url = order_page.outcome(desktop)
    assert result == "accepted", receipt_url
    assert [status for status, _ in desktop.execute_script(ANSWERS)] == [202, 200]
    assert order_page.receipt_token(receipt_url) == orders[0]["receiptToken"]
    assert orders[0]["orderNumber"] in desktop.find_element(By.CSS_SELECTOR, "#order-outcome .order-number").text
    assert len(book.orders(cart.email)) == 1, "the retry made a second order"
    assert order_page.lines(desktop) == [], "the cart is not emptied once the order is accepted"
