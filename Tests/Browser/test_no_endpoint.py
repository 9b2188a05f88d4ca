"""A restaurant without an order endpoint (no `orders.endpoint` in restaurant.json; its site on a static host)
gets no "Place order": the order page offers "Send by email" (a mailto: link whose body holds the order file,
kept up to date as the cart changes) and "Download the order file" (a blob made on click). Each carries the
order file of the cart the page shows: `bistro process` accepts either — the mail as the restaurant gets it
(the mailto's body from the customer's address, in a Maildir read with --inbox), the file given to `bistro
submit` — with a receipt whose figures are the page's estimate to the cent; both are one order (one orderId),
so a customer who sends both orders once."""
import email.message
import email.policy
import json
import re
import shutil
import urllib.parse
import uuid

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

import order_page
import support
from order_page import Cart

WRAP = {"size": ["large"], "extras": ["avocado"]}
CART = Cart([("RC-BURG-01", 2, "no onions"), ("RC-BURG-04", 1, None, WRAP), ("RC-SOUP-01", 1, None)],
            "WELCOME10", "15", "Ring the bell twice")
NAME, PHONE_NUMBER = "Grace Hopper", "+1 416 555 0142"
EMAIL = support.RESTAURANT["contact"]["email"]


@pytest.fixture(scope="module")
def static_site():
    """The demo's Content without `orders.endpoint`, built and served as a static site (no order API)."""
    def without_endpoint(folder):
        content = folder / "Content"
        shutil.copytree(support.CONTENT, content)
        restaurant = json.loads((content / "restaurant.json").read_text())
        del restaurant["orders"]["endpoint"]
        restaurant["orders"]["offerDownload"] = True  # the owner's download, tested beside the mail
        (content / "restaurant.json").write_text(json.dumps(restaurant, indent=2, ensure_ascii=False) + "\n")
        return content

    with support.own_site("bistro-browser-static-", support.today_noon(), prepare=without_endpoint, orders=False) as site:
        yield site


def expected_file(cart):
    """The order file docs/orders.md defines for cart as `fill` enters it, but its orderId."""
    items = []
    for sku, quantity, note, options in map(order_page.parts, cart.lines):
        item = {"sku": sku, "quantity": quantity}
        if options:
            item["options"] = options
        if note:
            item["note"] = note
        items.append(item)
    return {"customer": {"name": NAME, "email": cart.email, "phone": PHONE_NUMBER}, "items": items,
            "coupon": cart.coupon, "tip": {"percent": int(cart.tip)}, "note": cart.note}


def mailto(driver):
    """(recipient, subject, body, order file) of the "Send by email" link: the file is the JSON in the body."""
    href = driver.find_element(By.ID, "send-by-email").get_attribute("href")
    assert href.startswith("mailto:"), href
    recipient, _, query = href[len("mailto:"):].partition("?")
    fields = {k: urllib.parse.unquote(v) for k, _, v in (p.partition("=") for p in query.split("&"))}
    body = fields.get("body", "")
    order = json.loads(body[body.index("{"):body.rindex("}") + 1]) if "{" in body else None
    return urllib.parse.unquote(recipient), fields.get("subject"), body, order


def without_id(order):
    return {k: v for k, v in order.items() if k != "orderId"}


def mail(book, sender, recipient, subject, body):
    """The mail a mail program makes of the mailto: link, delivered to a Maildir (as the MTA would): the
    arguments `bistro process` then needs to read it."""
    message = email.message.EmailMessage()
    message["From"], message["To"], message["Subject"] = sender, recipient, subject
    message.set_content(body)
    maildir = book.folder / "Maildir"
    for sub in ("tmp", "new", "cur"):
        (maildir / sub).mkdir(parents=True)
    (maildir / "new" / "1795600000.M1P1Q1.browser-test").write_bytes(message.as_bytes(policy=email.policy.SMTP))
    return ["--inbox", str(maildir)]


def submit(book, text):
    """The downloaded file, given to `bistro submit` (into the spool's incoming/)."""
    path = book.folder / "order.json"
    path.write_text(text)
    book.run("submit", str(path), "--spool", str(book.spool))
    return []


def accepted_by_bistro(site, name, deliver):
    """Runs `bistro process` on a spool and order book of their own once deliver(book) has put the order
    there: the book and the receipt (JSON) of the one order it made for CART's customer."""
    book = support.Bistro(site.folder / name, site.now, content=site.content)
    book.folder.mkdir()
    book.run("process", "--quiet", *book.store(), "--now", site.now, *deliver(book))
    left = [p.name for p in (book.spool / "incoming").iterdir()] + [p.name for p in book.folder.glob("Maildir/new/*")]
    assert not left, f"{name}: left unprocessed: {left}"
    orders = book.orders(CART.email)
    assert len(orders) == 1, f"{name}: `bistro process` did not accept the order: {orders}"
    return book, book.receipt(orders[0]["orderNumber"])


def test_without_an_endpoint_the_order_goes_by_email_or_as_a_file(desktop, static_site):
    site, server = static_site
    folder = site.folder / "downloads"
    folder.mkdir()
    desktop.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder)})
    support.loaded(desktop, server.url + "/order/")
    support.wait(desktop, lambda d: d.find_element(By.ID, "order-form").is_displayed(), "the order form never showed")
    assert not desktop.find_elements(By.ID, "place-order"), "a Place order button with no endpoint to send to"
    download = desktop.find_element(By.ID, "download-order")
    assert download.is_displayed() and download.get_attribute("download") == "order.json"
    recipient, subject, _, empty = mailto(desktop)
    assert recipient == EMAIL and subject == "Order" and empty and empty["items"] == [], mailto(desktop)

    order_page.fill(desktop, CART, name=NAME, phone=PHONE_NUMBER)
    expected = CART.expected()
    shown = order_page.settled_estimate(desktop, expected)
    assert shown == expected, f"the page's estimate {shown} is not {expected}"
    total = desktop.find_element(By.ID, "estimate-total").text
    assert int(re.sub(r"\D", "", total)) == shown["total"], f"the total shown {total!r} is not its data-cents"

    # (a) The mailto: link follows the cart and the form: its file is this order's.
    wanted = expected_file(CART)
    try:
        support.wait(desktop, lambda d: without_id(mailto(d)[3] or {}) == wanted)
    except TimeoutException:
        pass  # the assertion shows the link's file beside the wanted one
    recipient, subject, body, mailed = mailto(desktop)
    assert without_id(mailed or {}) == wanted, "the mailto: body's order file is not the cart's"
    # Above the file the order reads as a person would write it: a line per dish, the pickup, the name.
    written = body[:body.index("{")]
    dishes = [line for line in written.splitlines() if line.startswith("- ")]
    assert len(dishes) == len(CART.lines) and all(" × " in line for line in dishes), written
    assert f"Name: {NAME}" in written and "Pickup: " in written and "Estimated total: " in written, written
    uuid.UUID(mailed["orderId"])

    # (b) The download link gets a blob of the same file when clicked, which Chromium saves as order.json.
    # (The blob is read from the saved file: the site's Content-Security-Policy keeps the page's own
    # fetch() from blob: URLs, and it saves the file under its final name once it is complete.)
    order_page.click(desktop, download)
    href = download.get_attribute("href")
    assert href.startswith("blob:" + server.url + "/"), f"the download link points at {href}, not a blob of the order"
    saved = folder / "order.json"
    support.wait(desktop, lambda d: saved.exists(), "Chromium saved no order.json")
    file_text = saved.read_text()
    assert json.loads(file_text) == mailed, "the downloaded file is not the mailed order"

    # Each is accepted by the processor, charged what the page showed.
    books = {}
    for name, deliver in (("mailed", lambda book: mail(book, CART.email, recipient, subject, body)),
                          ("downloaded", lambda book: submit(book, file_text))):
        books[name], receipt = accepted_by_bistro(site, name, deliver)
        charged = {figure: support.cents(receipt[figure]) for figure in order_page.FIGURES}
        assert charged == shown, f"{name}: the receipt {charged} is not the page's {shown}"
        assert [(l["sku"], l["quantity"], l["note"]) for l in receipt["lines"]] == [
            (s, q, n) for s, q, n, _ in map(order_page.parts, CART.lines)]
        assert receipt["customer"]["email"] == CART.email and receipt["couponCode"] == CART.coupon
    # A customer who sends the mail and the file too orders once.
    book = books["mailed"]
    book.submit_and_process(books["downloaded"].folder / "order.json", site.now)
    assert len(book.orders(CART.email)) == 1, "the mailed and the downloaded order made two orders"
