"""The booking page, /book/ (docs/tables.md, "Booking a table"): the day on the restaurant's calendar (today to
today + advanceDays), the party size, the free times the server offers (shown in the restaurant's locale), the
guest's details, booking, the confirmation with the link to the booking's page, a rejection next to its field
with the nearest free times as buttons; axe-core clean at phone size. Without JavaScript the page says booking
needs it and gives the phone number.

The tests that take the `booking_api` fixture need `bistro serve`'s booking API (GET /api/bookings/availability,
POST /api/bookings); the others need only the built page."""
import datetime
import re
import sqlite3

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import bookings
import support

PHONE = support.RESTAURANT["contact"]["phone"]
# Every control of the page's main part that a user could press or fill in, as shown.
SHOWN_CONTROLS = """return Array.from(document.querySelectorAll('main button, main input, main select, main textarea'))
    .filter(e => e.getClientRects().length > 0).map(e => e.outerHTML.slice(0, 120));"""


@pytest.fixture(scope="module")
def book_page(server):
    """The booking page must be there: the demo takes bookings."""
    status, _ = support.fetch(server.url + "/book/")
    assert status == 200, f"GET /book/ answered {status}: no booking page"
    return server.url + "/book/"


@pytest.fixture(scope="module")
def booking_api(server, book_page):
    """bistro serve's booking API must answer (the lead's bookings work, issue 27)."""
    status, answer = bookings.availability(server, bookings.open_day(1), 2)
    assert status == 200 and isinstance(answer.get("times"), list), (
        f"GET {bookings.ENDPOINT}/availability answered {status} {answer!r}: bistro serve has no booking API yet")
    return server


@pytest.fixture
def no_script():
    driver = support.chromium(support.PHONE, now=support.today_noon(), javascript=False)
    yield driver
    driver.quit()


def shown_form(driver, url):
    support.loaded(driver, url)
    support.wait(driver, lambda d: d.find_element(By.ID, "booking-form").is_displayed(), "the booking form never showed")


def test_the_form_offers_the_restaurants_days_and_party_sizes(phone, book_page):
    shown_form(phone, book_page)
    day = phone.find_element(By.ID, "booking-date")
    today = bookings.today()
    last = today + datetime.timedelta(days=bookings.SETTINGS["advanceDays"])
    assert (day.get_attribute("type"), day.get_attribute("min"), day.get_attribute("max"), day.get_attribute("value")) \
        == ("date", today.isoformat(), last.isoformat(), today.isoformat())
    party = Select(phone.find_element(By.ID, "booking-party"))
    sizes = [o.get_attribute("value") for o in party.options]
    assert sizes == [str(n) for n in range(1, bookings.SETTINGS["maxPartySize"] + 1)]
    assert party.first_selected_option.text == "2 people"
    for field, kind in [("customer-name", "text"), ("customer-email", "email"), ("customer-phone", "tel")]:
        assert phone.find_element(By.ID, field).get_attribute("type") == kind
    assert phone.find_element(By.ID, "booking-note").tag_name == "textarea"
    assert phone.find_element(By.ID, "book-table").is_displayed()
    # The form is labelled: every control has a label the browser knows.
    unlabelled = phone.execute_script(
        "return Array.from(document.querySelectorAll('#booking-form input, #booking-form select, #booking-form textarea'))"
        ".filter(e => e.type !== 'radio' && !(e.labels && e.labels.length)).map(e => e.id);")
    assert unlabelled == []
    assert not phone.find_elements(By.CSS_SELECTOR, "main noscript p.notice")


def test_the_day_is_the_restaurants_whatever_the_devices_zone(book_page):
    """A phone set to Tokyo at the restaurant's noon is already on the next day: the page keeps Toronto's."""
    driver = support.chromium(support.PHONE, timezone="Asia/Tokyo", now=support.today_noon())
    try:
        shown_form(driver, book_page)
        assert driver.find_element(By.ID, "booking-date").get_attribute("min") == bookings.today().isoformat()
    finally:
        driver.quit()


def test_without_javascript_the_page_gives_the_phone_number(no_script, book_page):
    support.loaded(no_script, book_page)
    notices = no_script.find_elements(By.CSS_SELECTOR, "main noscript p.notice")
    assert notices and notices[0].is_displayed(), "no <noscript> notice shown: is JavaScript really off?"
    assert "Booking a table online needs JavaScript" in notices[0].text
    links = {a.get_attribute("href"): a.text for a in notices[0].find_elements(By.TAG_NAME, "a")}
    assert links == {"tel:" + "".join(c for c in PHONE if c.isdigit() or c == "+"): PHONE}
    assert no_script.execute_script(SHOWN_CONTROLS) == []
    assert not no_script.find_element(By.ID, "booking-form").is_displayed()


def test_the_page_is_in_the_navigation(phone, book_page, server):
    support.loaded(phone, server.url + "/menu/")
    links = [a.get_attribute("href") for a in phone.find_elements(By.CSS_SELECTOR, "nav.site-nav a")]
    assert book_page in links


def test_choose_a_day_and_party_see_the_times_and_book(phone, booking_api):
    day = bookings.open_day(3)
    start = bookings.at(day, 17)
    shown_form(phone, booking_api.url + "/book/")
    bookings.set_day(phone, day)
    Select(phone.find_element(By.ID, "booking-party")).select_by_value("4")
    radio = bookings.wait_for_time(phone, start)
    expected = phone.execute_script(
        "return new Intl.DateTimeFormat(document.documentElement.lang, {timeStyle: 'short', timeZone: 'UTC'})"
        ".format(Date.UTC(1970, 0, 1, 17, 0));")
    label = radio.find_element(By.XPATH, "..").text.strip()
    assert label == expected and "17:00" not in label, label  # the locale's "5:00 p.m.", not the API's 24-hour time
    asked = phone.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/availability'));")
    assert any(f"date={day.isoformat()}&party=4" in url for url in asked), asked
    assert support.serious_axe_violations(phone) == []

    phone.execute_script("arguments[0].click();", radio)
    phone.find_element(By.ID, "customer-name").send_keys("Ada Lovelace")
    phone.find_element(By.ID, "customer-email").send_keys("ada.book@example.com")
    phone.find_element(By.ID, "booking-note").send_keys("A high chair, please")
    phone.find_element(By.ID, "book-table").click()
    support.wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#booking-outcome .booked"),
                 lambda: f"no confirmation; the page says {phone.find_element(By.ID, 'booking-outcome').text!r}")
    number = phone.find_element(By.CSS_SELECTOR, "#booking-outcome .booking-number").text
    assert re.fullmatch(r"B-\d{8}-\d+", number) and number[2:10] == day.strftime("%Y%m%d"), number
    link = phone.find_element(By.CSS_SELECTOR, "#booking-outcome a.booking-link")
    assert re.fullmatch(re.escape(booking_api.url) + r"/bookings/[0-9a-f]{32}/", link.get_attribute("href"))
    assert phone.switch_to.active_element == link
    assert "4 people" in phone.find_element(By.ID, "booking-outcome").text
    # The attempt is over: the next booking gets a new bookingId.
    assert phone.execute_script("return Object.keys(sessionStorage).filter(k => k.startsWith('bistro-booking-id:'))") == []
    assert support.serious_axe_violations(phone) == []
    link.click()
    support.wait(phone, lambda d: number in d.find_element(By.TAG_NAME, "h1").text, "the booking's page never opened")


def test_a_time_taken_meanwhile_is_rejected_next_to_it_with_the_nearest_free_times(phone, booking_api):
    day = bookings.open_day(5)
    start = bookings.at(day, 17)
    shown_form(phone, booking_api.url + "/book/")
    bookings.set_day(phone, day)
    radio = bookings.wait_for_time(phone, start)
    assert bookings.take_every_table(booking_api, start) >= 1  # while the page still offers 17:00
    phone.execute_script("arguments[0].click();", radio)
    phone.find_element(By.ID, "customer-name").send_keys("Charles Babbage")
    phone.find_element(By.ID, "customer-email").send_keys("charles.book@example.com")
    phone.find_element(By.ID, "book-table").click()
    note = support.wait(
        phone, lambda d: d.find_elements(By.CSS_SELECTOR, '#booking-time p.field-error[data-code="no_table_free"]'),
        lambda: f"no rejection next to the times; the page says {phone.find_element(By.ID, 'booking-outcome').text!r}")[0]
    assert note.text.strip()
    assert phone.find_elements(By.CSS_SELECTOR, '#booking-outcome .rejection[data-code="no_table_free"]')
    assert note.get_attribute("id") in phone.find_element(By.ID, "booking-time").get_attribute("aria-describedby")
    buttons = phone.find_elements(By.CSS_SELECTOR, "#booking-time .nearest-times button.nearest-time")
    assert 1 <= len(buttons) <= 3
    nearest = buttons[0].get_attribute("data-time")
    assert nearest.startswith(day.isoformat()) and nearest != start
    assert phone.switch_to.active_element == buttons[0]
    assert support.serious_axe_violations(phone) == []
    buttons[0].click()
    chosen = bookings.wait_for_time(phone, nearest)
    support.wait(phone, lambda d: chosen.is_selected(), f"pressing {nearest} did not pick it")
    assert start not in bookings.offered_times(phone), "the page still offers the time no table is free at"
    # Booking the nearest time now works.
    phone.find_element(By.ID, "book-table").click()
    support.wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#booking-outcome .booked"),
                 lambda: f"no confirmation; the page says {phone.find_element(By.ID, 'booking-outcome').text!r}")


def test_a_retry_of_a_booking_cancelled_meanwhile_says_it_was_cancelled(phone, booking_api, bistro):
    """The answer was lost (the page kept its bookingId), the guest cancelled from the mail, then pressed "Book
    the table" again: the page says the booking was cancelled, not booked, and the next press is a new one."""
    day = bookings.open_day(6)
    start = bookings.at(day, 18)
    shown_form(phone, booking_api.url + "/book/")

    def book():
        bookings.set_day(phone, day)
        phone.execute_script("arguments[0].click();", bookings.wait_for_time(phone, start))
        phone.find_element(By.ID, "book-table").click()

    phone.find_element(By.ID, "customer-name").send_keys("Mary Somerville")
    phone.find_element(By.ID, "customer-email").send_keys("mary.book@example.com")
    book()
    support.wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#booking-outcome .booked"),
                 lambda: f"no confirmation; the page says {phone.find_element(By.ID, 'booking-outcome').text!r}")
    number = phone.find_element(By.CSS_SELECTOR, "#booking-outcome .booking-number").text
    token = phone.find_element(By.CSS_SELECTOR, "#booking-outcome a.booking-link").get_attribute("href").split("/")[-2]
    with sqlite3.connect(bistro.db) as book_file:
        (booking_id,) = book_file.execute(
            "SELECT client_booking_id FROM bookings WHERE booking_number = ?", (number,)).fetchone()
    # As if the answer had never arrived: the attempt's id is still kept.
    phone.execute_script("sessionStorage.setItem('bistro-booking-id:' + new URL('/', location.href).pathname, "
                         "arguments[0]);", booking_id)
    assert bookings.post(booking_api, bookings.ENDPOINT + "/cancel", {"token": token})[0] == 200
    book()
    said = support.wait(
        phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#booking-outcome .booking-was-cancelled"),
        lambda: f"the retry was not said cancelled; the page says {phone.find_element(By.ID, 'booking-outcome').text!r}")
    assert number in said[0].text and "cancelled" in said[0].text
    assert not phone.find_elements(By.CSS_SELECTOR, "#booking-outcome .booked")
    assert phone.execute_script("return Object.keys(sessionStorage).filter(k => k.startsWith('bistro-booking-id:'))") == []


def test_missing_details_are_said_next_to_their_fields_before_sending(phone, book_page):
    shown_form(phone, book_page)
    phone.find_element(By.ID, "customer-email").send_keys("not an address")
    phone.find_element(By.ID, "book-table").click()
    codes = {e.get_attribute("data-code") for e in phone.find_elements(By.CSS_SELECTOR, "#booking-form p.field-error")}
    assert {"missing_customer_name", "invalid_email"} <= codes, codes
    assert phone.find_element(By.ID, "customer-name").get_attribute("aria-invalid") == "true"
    # The first field concerned takes the focus (the times, when no time is chosen yet, or the name).
    assert phone.execute_script("return !!document.activeElement.closest('[data-rejected]')")
    assert phone.execute_script("return Object.keys(sessionStorage).filter(k => k.startsWith('bistro-booking-id:'))") == []
