"""A booking's own page, /bookings/TOKEN/, which bistro serve renders from the order book (docs/tables.md):
it shows the booking (guest text as text), is noindex, "Cancel this booking" asks first and then cancels, and
axe-core finds nothing serious. Every test here needs bistro serve's booking API (it books through it)."""
import re

import pytest
from selenium.webdriver.common.by import By

import bookings
import support

HOSTILE = "Ada <b>Lovelace</b> \"'&"


@pytest.fixture
def booked(server):
    """A fresh booking for 3 (its API answer), made through POST /api/bookings."""
    day = bookings.open_day(7)
    status, answer = bookings.book(server, bookings.at(day, 17, 30), party=3, name=HOSTILE, note="<i>window</i> & quiet")
    assert status == 201, f"POST {bookings.ENDPOINT} answered {status} {answer!r}: bistro serve has no booking API yet"
    return answer


def open_booking(driver, server, answer):
    support.loaded(driver, server.url + answer["page"])
    assert answer["bookingNumber"] in driver.find_element(By.TAG_NAME, "h1").text


def facts(driver):
    return {dt.text: dd.text for dt, dd in zip(driver.find_elements(By.CSS_SELECTOR, ".booking .facts dt"),
                                              driver.find_elements(By.CSS_SELECTOR, ".booking .facts dd"))}


def test_the_page_shows_the_booking(phone, server, booked):
    open_booking(phone, server, booked)
    shown = facts(phone)
    assert shown["Status"] == "Booked" and shown["Party"] == "3 people"
    assert shown["Name"] == HOSTILE and shown["Note"] == "<i>window</i> & quiet"
    assert shown["Table" if len(booked["tables"]) == 1 else "Tables"].replace(" and ", ", ") == ", ".join(booked["tables"])
    times = phone.find_elements(By.CSS_SELECTOR, ".booking .facts time")
    assert times[0].get_attribute("datetime") == booked["startAt"]
    assert re.search(r"\d{4}", shown["Day"]) and "17:30" not in shown["Time"]  # the locale's words, not the API's
    assert phone.find_element(By.CSS_SELECTOR, 'meta[name="robots"]').get_attribute("content") == "noindex"
    assert not phone.find_elements(By.CSS_SELECTOR, 'link[rel="canonical"]')
    assert phone.find_element(By.CSS_SELECTOR, "header.site-header") and phone.find_element(By.CSS_SELECTOR, "footer")
    assert phone.find_element(By.ID, "cancel-booking").is_displayed()
    assert support.serious_axe_violations(phone) == []


def test_cancel_asks_first_then_cancels(phone, server, booked):
    open_booking(phone, server, booked)
    phone.find_element(By.ID, "cancel-booking").click()
    confirm = phone.find_element(By.ID, "cancel-confirm")
    assert confirm.is_displayed() and phone.switch_to.active_element == phone.find_element(By.ID, "cancel-yes")
    assert support.serious_axe_violations(phone) == []
    phone.find_element(By.ID, "cancel-no").click()
    assert not confirm.is_displayed() and facts(phone)["Status"] == "Booked"

    phone.find_element(By.ID, "cancel-booking").click()
    phone.find_element(By.ID, "cancel-yes").click()
    outcome = phone.find_element(By.ID, "cancel-outcome")
    support.wait(phone, lambda d: "is cancelled" in outcome.text, lambda: f"never cancelled: {outcome.text!r}")
    assert booked["bookingNumber"] in outcome.text
    assert facts(phone)["Status"] == "Cancelled"
    assert not phone.find_element(By.ID, "cancel-form").is_displayed()
    assert support.serious_axe_violations(phone) == []

    # As the order book has it now: cancelled, nothing left to press; cancelling again is refused.
    support.loaded(phone, server.url + booked["page"])
    assert facts(phone)["Status"] == "Cancelled" and not phone.find_elements(By.ID, "cancel-form")
    token = booked["page"].strip("/").split("/")[-1]
    status, again = bookings.post(server, bookings.ENDPOINT + "/cancel", {"token": token})
    codes = [again.get("code")] + [r.get("code") for r in again.get("rejections", [])]
    assert status == 409 and "booking_not_cancellable" in codes, again


def test_without_javascript_the_page_says_how_to_cancel(server, booked):
    driver = support.chromium(support.PHONE, now=support.today_noon(), javascript=False)
    try:
        open_booking(driver, server, booked)
        notice = driver.find_element(By.CSS_SELECTOR, ".booking-cancel noscript p.notice")
        assert "Cancelling online needs JavaScript" in notice.text and notice.find_element(By.TAG_NAME, "a")
        assert not driver.find_element(By.ID, "cancel-form").is_displayed()
    finally:
        driver.quit()
