"""Ratings (issue 28) from a customer's receipt to the menu: an order placed on the order page, picked up
(`bistro status … ready`, then `picked-up`), rated on its receipt page (two dishes, one with a comment); once the owner
approves (`bistro reviews approve`) and the site is built (`bistro build --db`), the dish's page shows its
average (here from `reviews.minimumCount` 1, in a copy of the demo's Content) and the order page's "5★ only"
filter and sort by rating use it. The receipt with its form and the item page with ratings pass axe and the
W3C Nu checker."""
import contextlib
import json
import re
import shutil
import sqlite3

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import order_page
import support
from order_page import Cart

BURGER, CHEESEBURGER = "RC-BURG-01", "RC-BURG-02"
ITEM = "/menu/burgers-n-wraps/rc-burg-01/"
COMMENT = 'Juicy <b>"best"</b> burger & fries.\nWill come back.'


@pytest.fixture(scope="module")
def rated_site():
    """The demo's Content with reviews.minimumCount 1, built and served with the order API."""
    def minimum_one(folder):
        content = folder / "Content"
        shutil.copytree(support.CONTENT, content)
        restaurant = json.loads((content / "restaurant.json").read_text())
        restaurant["reviews"] = {"minimumCount": 1}
        (content / "restaurant.json").write_text(json.dumps(restaurant, indent=2, ensure_ascii=False) + "\n")
        return content

    with support.own_site("bistro-browser-reviews-", support.today_noon(), prepare=minimum_one) as site:
        yield site


def rating_outcome(driver):
    """#review-outcome's text once it is an answer (not "Sending…")."""
    outcome = driver.find_element(By.ID, "review-outcome")
    support.wait(driver, lambda d: outcome.text and "Sending" not in outcome.text,
                 lambda: f"#review-outcome says {outcome.text!r}")
    return outcome.text


def caught_up(driver, book):
    """Waits until the server has published everything the book holds: its manifest names the book's last
    journal entry (the answer goes out once the receipts are written, before the histories and the
    manifest) and no "# catalogue behind" (the catalogue it publishes a moment later), so that the test's
    own `bistro status`, `reviews approve` and `bistro build` run beside a server with nothing left to do."""
    manifest = book.site / ".bistro-manifest"

    def published():
        text = manifest.read_text()
        journal = re.search(r"^# journal (\d+)$", text, re.MULTILINE)
        with contextlib.closing(sqlite3.connect(f"file:{book.db}?mode=ro", uri=True)) as db:
            head = db.execute("SELECT max(seq) FROM changes").fetchone()[0] or 0
        return journal is not None and int(journal.group(1)) >= head and "# catalogue behind" not in text

    support.wait(driver, lambda d: published(), "the server never published what the book holds")


def visible_skus(driver):
    return [e.get_attribute("data-sku") for e in driver.find_elements(By.CSS_SELECTOR, ".order-menu .filterable[data-sku]")
            if e.is_displayed()]


def test_a_picked_up_order_is_rated_and_its_ratings_reach_the_menu(desktop, rated_site):
    book, server = rated_site
    support.loaded(desktop, server.url + "/order/")
    order_page.fill(desktop, Cart([(BURGER, 1, None), (CHEESEBURGER, 1, None)]))
    result, receipt_url = order_page.place(desktop)
    assert result == "accepted", receipt_url
    token = order_page.receipt_token(receipt_url)

    # Before the pickup the receipt offers no rating.
    support.loaded(desktop, receipt_url)
    assert not desktop.find_elements(By.ID, "rate")
    caught_up(desktop, book)
    for status in ["ready", "picked-up"]:
        book.run("status", token, status, *book.store(), "--now", book.now)
    book.build()
    support.loaded(desktop, receipt_url)
    form = desktop.find_element(By.ID, "review-form")
    assert form.is_displayed(), "the script shows the form"
    legends = [e.text for e in desktop.find_elements(By.CSS_SELECTOR, "#review-form legend")]
    assert legends == ["Royal Burger", "Peameal Bacon Burger"], legends
    assert support.serious_axe_violations(desktop) == [], "the receipt with its rating form must pass axe"

    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, 'input[name="stars-1"][value="5"]'))
    order_page.type_into(desktop, desktop.find_element(By.ID, "comment-1"), COMMENT)
    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, 'input[name="stars-2"][value="4"]'))
    order_page.click(desktop, desktop.find_element(By.ID, "send-rating"))
    text = rating_outcome(desktop)
    assert "recorded" in text and "2 dishes" in text, text
    assert "your comment will appear once the restaurant has read it" in text.lower(), text

    # The stars alone count at once; the comment waits: the burger has no approved rating yet.
    caught_up(desktop, book)
    book.build()
    support.loaded(desktop, server.url + ITEM)
    assert not desktop.find_elements(By.ID, "ratings")
    listed = json.loads(book.run("reviews", "list", "--json", "--db", str(book.db)).stdout)
    ids = [str(review["id"]) for review in (listed if isinstance(listed, list) else listed["reviews"])]
    assert len(ids) == 2, listed
    book.run("reviews", "approve", *ids, "--db", str(book.db), "--now", book.now)
    book.build()

    support.loaded(desktop, server.url + ITEM)
    ratings = desktop.find_element(By.ID, "ratings")
    assert "5.0" in ratings.find_element(By.CSS_SELECTOR, ".rating-average").text
    assert "from 1 rating" in ratings.text
    review = ratings.find_element(By.CSS_SELECTOR, ".review-text")
    assert review.text == COMMENT, review.text  # escaped, and its line break kept
    assert not ratings.find_elements(By.CSS_SELECTOR, ".review-text b")
    assert review.value_of_css_property("white-space") == "pre-line"
    assert "Test C." in ratings.text, "the customer's first name and initial"
    assert support.serious_axe_violations(desktop) == [], "the item page with ratings must pass axe"
    scripts = desktop.find_elements(By.CSS_SELECTOR, 'script[type="application/ld+json"]')
    product = json.loads(scripts[0].get_attribute("textContent"))
    assert product["aggregateRating"]["ratingValue"] == "5.0" and product["aggregateRating"]["ratingCount"] == 1
    assert product["review"][0]["reviewBody"] == COMMENT

    # The order page: "5★ only" keeps the burger, "4★ and up" both, and the choice is remembered.
    support.loaded(desktop, server.url + "/order/")
    Select(desktop.find_element(By.ID, "menu-rating")).select_by_value("5")
    support.wait(desktop, lambda d: visible_skus(d) == [BURGER], lambda: f"shown: {visible_skus(desktop)}")
    Select(desktop.find_element(By.ID, "menu-rating")).select_by_value("4")
    support.wait(desktop, lambda d: visible_skus(d) == [BURGER, CHEESEBURGER], lambda: f"shown: {visible_skus(desktop)}")
    Select(desktop.find_element(By.ID, "menu-rating")).select_by_value("")
    Select(desktop.find_element(By.ID, "menu-sort")).select_by_value("rating")
    support.wait(desktop, lambda d: visible_skus(d)[:2] == [BURGER, CHEESEBURGER],
                 lambda: f"shown: {visible_skus(desktop)}")
    assert len(visible_skus(desktop)) > 2, "without a rating filter every dish is listed, the unrated last"
    Select(desktop.find_element(By.ID, "menu-rating")).select_by_value("5")
    support.loaded(desktop, server.url + "/order/")
    assert Select(desktop.find_element(By.ID, "menu-rating")).first_selected_option.get_attribute("value") == "5"
    assert Select(desktop.find_element(By.ID, "menu-sort")).first_selected_option.get_attribute("value") == "rating"
    support.wait(desktop, lambda d: visible_skus(d) == [BURGER], lambda: f"shown: {visible_skus(desktop)}")


    # The receipt with its form and the item page with ratings, as served, are valid HTML.
    bodies = {name: support.fetch(url)[1] for name, url in [("receipt", receipt_url), ("item", server.url + ITEM)]}
    report = support.nu_errors(bodies)
    assert all(not errors for errors in report.values()), report
