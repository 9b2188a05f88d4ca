"""Table bookings as the browser tests drive them (docs/tables.md, "Booking a table"): the booking API of
`bistro serve` called directly (to make a booking to look at, or to take every table at a time), the days the
demo restaurant is open, and the booking page's fields."""
import datetime
import json
import secrets
import urllib.parse

from selenium.webdriver.common.by import By

import support

ENDPOINT = support.RESTAURANT["orders"]["bookingEndpoint"]
SETTINGS = support.RESTAURANT["tables"]["bookings"]
CLOSURES = set(support.RESTAURANT.get("closures", []))


def today():
    """Today on the restaurant's calendar, as the server's --now and the browsers' clocks have it."""
    return datetime.datetime.fromisoformat(support.today_noon()).date()


def open_day(days_ahead):
    """The first day at least `days_ahead` after today that is not one of the demo's closures (every weekday
    of the demo has hours, and 17:00 to 18:30 is within each day's)."""
    day = today() + datetime.timedelta(days=days_ahead)
    while day.isoformat() in CLOSURES:
        day += datetime.timedelta(days=1)
    return day


def at(day, hour, minute=0):
    """RFC 3339 in the restaurant's offset that day, as the API writes times: '2026-11-27T17:00:00-05:00'."""
    return datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=support.ZONE).isoformat()


def availability(server, day, party):
    """(status, answer) of GET …/availability for `day` and `party`."""
    query = urllib.parse.urlencode({"date": day.isoformat(), "party": party})
    status, body = support.fetch(f"{server.url}{ENDPOINT}/availability?{query}", headers={"Accept": "application/json"})
    try:
        return status, json.loads(body)
    except ValueError:
        return status, {}


def post(server, path, body):
    """(status, answer) of a same-origin JSON POST, as the pages send them."""
    status, data = support.fetch(server.url + path, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json", "Origin": server.url})
    try:
        return status, json.loads(data)
    except ValueError:
        return status, {}


def book(server, start, party=2, name="Grace Hopper", **extra):
    """(status, answer) of POST …/bookings for a new guest (a fresh bookingId and email)."""
    body = {"bookingId": secrets.token_hex(16), "name": name, "email": f"guest-{secrets.token_hex(6)}@example.com",
            "party": party, "startAt": start, **extra}
    return post(server, ENDPOINT, body)


def take_every_table(server, start, party=2):
    """Books tables at `start` until none is left for `party` (the API answers no_table_free); returns how
    many it booked."""
    for booked in range(len(support.RESTAURANT["tables"]["list"]) + 2):
        status, answer = book(server, start, party=party, name=f"Walk-in {booked}")
        if status == 422:
            codes = [r.get("code") for r in answer.get("rejections", [])]
            assert codes == ["no_table_free"], answer
            return booked
        assert status == 201, (status, answer)
    raise AssertionError(f"every table at {start} was booked and the API still took more")


def set_day(driver, day):
    """Sets the date field as a person's choice in the picker does (its value, then a change event)."""
    field = driver.find_element(By.ID, "booking-date")
    driver.execute_script("arguments[0].value = arguments[1];"
                          "arguments[0].dispatchEvent(new Event('change', {bubbles: true}));", field, day.isoformat())


def offered_times(driver):
    """The radio buttons' values (RFC 3339) the page shows for the day and party chosen, read in one script: the
    page replaces the buttons when an answer about another day or party arrives, so elements found one by one
    could be gone by the time they are read."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#booking-time-choices input'), input => input.value)")


def wait_for_time(driver, start):
    """Waits until the page offers `start`; returns its radio button."""
    support.wait(driver, lambda d: start in offered_times(d),
                 lambda: f"{start} never offered; the page offers {offered_times(driver)}, and says "
                         f"{driver.find_element(By.ID, 'booking-times-status').text!r}")
    return driver.find_element(By.CSS_SELECTOR, f'#booking-time-choices input[value="{start}"]')
