"""The order page's pickup chooser follows the restaurant's pickup rules (docs/pickup.md, "The order page's
pickup times"): 30-minute slots from now + 20 minutes, today and two days ahead, nothing on a closure; an
order for a later day is accepted with that time on its receipt; a full slot's answer is shown next to the
chooser and the slot is offered no more; with no time left the page says when the restaurant opens again.

The restaurant is the demo's with changed `pickup` and `closures`, and its server's clock (--now) and the
browser's are both Monday 2026-11-23 14:17 in Toronto, so the expected times never depend on the real clock."""
import json
import shutil
from datetime import datetime, timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import order_page
import support
from order_page import Cart

NOW = "2026-11-23T14:17:00-05:00"  # a Monday: open 11:00-21:00, as on Wednesday
TODAY, TOMORROW, AFTER = "2026-11-23", "2026-11-24", "2026-11-25"
RULES = {"slotMinutes": 30, "leadMinutes": 20, "advanceDays": 2, "maxOrdersPerSlot": 1}


# Keeps the HTTP status of the page's order POST.
RECORD_STATUS = """
const real = window.fetch;
window.fetch = async function (resource, init) {
    const answer = await real.apply(this, arguments);
    if (String(resource && resource.url || resource).includes('/api/orders')) window.__orderStatus = answer.status;
    return answer;
};"""


def clock_times(first, last):
    """['15:00', '15:30', …, last] every 30 minutes."""
    start, end = (datetime.strptime(t, "%H:%M") for t in (first, last))
    return [(start + timedelta(minutes=30 * i)).strftime("%H:%M") for i in range((end - start) // timedelta(minutes=30) + 1)]


def iso(day, clock):
    return f"{day}T{clock}:00-05:00"  # November in Toronto: EST


@pytest.fixture(scope="module")
def rules():
    """A copy of the demo's Content whose restaurant.json sets RULES and closes tomorrow; built and served
    with its own order book at NOW."""
    def content_with_rules(folder):
        content = folder / "Content"
        shutil.copytree(support.CONTENT, content)
        restaurant = json.loads((content / "restaurant.json").read_text())
        restaurant["pickup"] |= RULES
        restaurant["closures"] = [TOMORROW]
        (content / "restaurant.json").write_text(json.dumps(restaurant, indent=2, ensure_ascii=False) + "\n")
        return content

    with support.own_site("bistro-browser-pickup-", NOW, prepare=content_with_rules) as site:
        yield site


@pytest.fixture
def customer():
    driver = support.chromium(support.DESKTOP, now=NOW)
    yield driver
    driver.quit()


def values(driver, select_id):
    return [o.get_attribute("value") for o in Select(driver.find_element(By.ID, select_id)).options]


def open_order_page(driver, server):
    support.loaded(driver, server.url + "/order/")
    support.wait(driver, lambda d: d.find_element(By.ID, "order-form").is_displayed(), "the order form never showed")


def choose(driver, day, clock):
    Select(driver.find_element(By.ID, "pickup-day")).select_by_value(day)
    Select(driver.find_element(By.ID, "pickup-time")).select_by_value(iso(day, clock))


def test_the_page_offers_exactly_the_times_the_rules_allow(customer, rules):
    _, server = rules
    data = json.loads(support.fetch(server.url + "/order/order-data.json")[1])
    assert {k: data[k] for k in RULES} == RULES and data["closures"] == [TOMORROW]
    open_order_page(customer, server)

    day = customer.find_element(By.ID, "pickup-day")
    assert day.is_displayed(), "advanceDays 2 but no day chooser"
    assert customer.find_element(By.CSS_SELECTOR, 'label[for="pickup-day"]').text
    assert customer.find_element(By.CSS_SELECTOR, "fieldset.pickup legend").text == "Pickup"
    assert values(customer, "pickup-day") == [TODAY, AFTER], "tomorrow is a closure; the day after is offered"

    # Today: now 14:17 + 20 minutes = 14:37, so the first slot is 15:00 (14:30 is too soon); the last
    # starts at 20:30 (closing 21:00).
    today = values(customer, "pickup-time")
    assert today == ["asap"] + [iso(TODAY, t) for t in clock_times("15:00", "20:30")]
    asap = Select(customer.find_element(By.ID, "pickup-time")).first_selected_option
    assert asap.get_attribute("value") == "asap" and asap.text == "As soon as possible", "open now: no opening time"
    # The demo's locale is en_CA: the times read 12-hour, as the opening hours on the home page.
    labels = [o.text for o in Select(customer.find_element(By.ID, "pickup-time")).options]
    assert labels[1:3] == ["3:00 p.m.", "3:30 p.m."], labels
    first = datetime.fromisoformat(today[1])
    assert first >= datetime.fromisoformat(NOW) + timedelta(minutes=20) > first - timedelta(minutes=30)

    Select(day).select_by_value(AFTER)
    later = values(customer, "pickup-time")
    assert later == [""] + [iso(AFTER, t) for t in clock_times("11:00", "20:30")], "Wednesday: no asap, choose a time"
    assert customer.find_element(By.ID, "pickup-time").get_attribute("value") == ""
    assert not [v for v in today + later if v.startswith(TOMORROW)]
    assert support.serious_axe_violations(customer) == []


def test_an_order_for_a_later_day_is_accepted_with_that_time(customer, rules):
    book, server = rules
    cart = Cart([("RC-BURG-01", 1, None)])
    open_order_page(customer, server)
    order_page.fill(customer, cart)
    choose(customer, AFTER, "12:30")
    customer.execute_script(RECORD_STATUS)
    result, receipt_url = order_page.place(customer)
    assert result == "accepted", receipt_url
    assert customer.execute_script("return window.__orderStatus") == 201
    [order] = book.orders(cart.email)
    assert book.receipt(order["orderNumber"])["pickupAt"] == iso(AFTER, "12:30")
    support.loaded(customer, receipt_url)
    assert f"{AFTER} 12:30" in customer.find_element(By.TAG_NAME, "main").text


def test_a_full_slot_is_shown_beside_the_chooser_and_offered_no_more(customer, rules):
    book, server = rules
    open_order_page(customer, server)
    first = Cart([("RC-SOUP-02", 1, None)])
    order_page.fill(customer, first)
    choose(customer, AFTER, "13:00")
    assert order_page.place(customer)[0] == "accepted"

    second = Cart([("RC-SOUP-02", 1, None)])
    open_order_page(customer, server)
    order_page.fill(customer, second)
    choose(customer, AFTER, "13:00")
    result, reasons = order_page.place(customer)
    assert result == "rejected" and "slot_full" in reasons, reasons  # maxOrdersPerSlot 1
    beside = customer.execute_script(
        "return document.getElementById('pickup-time').parentElement.querySelector('.field-error[data-code=\"slot_full\"]')")
    assert beside and beside.is_displayed() and beside.text == reasons["slot_full"]
    support.wait(customer, lambda d: iso(AFTER, "13:00") not in values(d, "pickup-time"), "the full slot is still offered")
    assert customer.find_element(By.ID, "pickup-time").get_attribute("value") == "", "a full choice is swapped silently"
    assert "full" in customer.find_element(By.ID, "pickup-status").text
    assert iso(AFTER, "13:30") in values(customer, "pickup-time")

    Select(customer.find_element(By.ID, "pickup-time")).select_by_value(iso(AFTER, "13:30"))
    result, receipt_url = order_page.place(customer)
    assert result == "accepted", receipt_url
    [order] = book.orders(second.email)
    assert book.receipt(order["orderNumber"])["pickupAt"] == iso(AFTER, "13:30")


def test_with_no_time_left_the_page_says_when_it_opens_again(order_page_served):
    """The demo restaurant (today only, open Monday 11:00-21:00 and Tuesday 11:00-21:00) at 21:30 on a Monday."""
    driver = support.chromium(support.DESKTOP, now="2026-11-23T21:30:00-05:00")
    try:
        open_order_page(driver, order_page_served)
        status = driver.find_element(By.ID, "pickup-status")
        assert status.text == "We take no more orders today; we open again Tuesday at 11:00 a.m."  # en-CA
        assert not driver.find_element(By.ID, "pickup-time").is_displayed()
        assert not driver.find_element(By.ID, "pickup-day").is_displayed()
        order_page.add(driver, "RC-BURG-01")
        order_page.click(driver, driver.find_element(By.ID, "place-order"))
        result, reasons = order_page.outcome(driver)
        assert result == "rejected" and reasons.get("no_pickup_time") == status.text, reasons
    finally:
        driver.quit()


def test_before_opening_as_soon_as_possible_says_when_it_will_be(order_page_served):
    """The demo restaurant (open Monday 11:00-21:00) at 08:30 on a Monday: "as soon as possible" is the opening."""
    driver = support.chromium(support.DESKTOP, now="2026-11-23T08:30:00-05:00")
    try:
        open_order_page(driver, order_page_served)
        asap = Select(driver.find_element(By.ID, "pickup-time")).first_selected_option
        assert asap.get_attribute("value") == "asap", asap.get_attribute("value")
        assert asap.text == "As soon as possible (we open at 11:00 a.m.)", asap.text  # en-CA
    finally:
        driver.quit()


@pytest.mark.parametrize("locale, times", [
    ("en-US", ["11:00 AM", "9:30 PM", "12:00 AM"]), ("en_US", ["11:00 AM", "9:30 PM", "12:00 AM"]),
    ("de-DE", ["11:00", "21:30", "00:00"]), ("fr-CA", ["11 h 00", "21 h 30", "00 h 00"])])
def test_times_read_in_the_restaurants_locale(locale, times, customer, order_page_served):
    """clock-text.js (the pickup times, "we open at", the check-in's answer): 12-hour in en-US, 24-hour in
    de-DE and fr-CA, whatever the browser's own language; a minute past midnight is the next day's."""
    open_order_page(customer, order_page_served)
    found = customer.execute_async_script("""
        const [locale, done] = arguments;
        import('/assets/clock-text.js').then(m => done([m.clockText(660, locale), m.clockTextOf('21:30', locale), m.clockText(1440, locale)]));""",
        locale)
    assert [t.replace("\u202f", " ") for t in found] == times
