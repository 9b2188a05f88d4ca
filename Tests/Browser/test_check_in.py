"""The receipt page's "I'm here" with an emulated position (DevTools geolocation, permission granted): inside
the pickup radius preparation starts (`bistro status` says preparing); outside, the page shows the distance."""
import datetime
import re

import pytest
from selenium.webdriver.common.by import By

import order_page
import support
from order_page import Cart

RESTAURANT = (support.RESTAURANT["location"]["latitude"], support.RESTAURANT["location"]["longitude"])
RADIUS = support.RESTAURANT["pickup"]["radiusMeters"]
METERS_PER_DEGREE_OF_LATITUDE = 111_195


def order_and_open_receipt(driver, server):
    support.loaded(driver, server.url + "/order/")
    order_page.fill(driver, Cart([("RC-BURG-03", 1, None)]))
    result, receipt_url = order_page.place(driver)
    assert result == "accepted", receipt_url
    support.loaded(driver, receipt_url)
    return order_page.receipt_token(receipt_url)


def check_in_at(driver, server, position, says):
    """Clicks "I'm here" at position and waits until #check-in-outcome's text satisfies `says` (the page
    may show a progress text first); returns that text."""
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.url, "permissions": ["geolocation"]})
    driver.execute_cdp_cmd("Emulation.setGeolocationOverride",
                           {"latitude": position[0], "longitude": position[1], "accuracy": 5})
    order_page.click(driver, driver.find_element(By.ID, "im-here"))
    outcome = driver.find_element(By.ID, "check-in-outcome")
    support.wait(driver, lambda d: says(outcome.text), lambda: f"#check-in-outcome says {outcome.text!r}")
    return outcome.text


def distances_in(text):
    """The distances a text gives, in metres ('350 m', '2.5 km', '2,501 m')."""
    return [float(n.replace(",", "")) * (1000 if unit == "km" else 1)
            for n, unit in re.findall(r"(\d[\d,]*(?:\.\d+)?)\s*(km|m)\b", text)]


def status(bistro, token):
    """The order's current status: the first line of `bistro status`, e.g. 'RC-20261123-0003: preparing'."""
    return bistro.status(token).splitlines()[0].split(":")[-1].strip()


def test_im_here_inside_the_radius_starts_preparation(phone, ordering, bistro):
    token = order_and_open_receipt(phone, ordering)
    assert status(bistro, token) == "received"
    assert phone.find_element(By.CSS_SELECTOR, "#check-in-outcome").get_attribute("aria-live") in ("polite", "assertive") \
        or phone.find_element(By.CSS_SELECTOR, "#check-in-outcome").get_attribute("role") == "status"
    # The server's clock is today at 12:00; the demo's preparation time is 15 minutes.
    ready = (datetime.datetime.fromisoformat(bistro.now) + datetime.timedelta(minutes=15)).strftime("%H:%M")
    text = check_in_at(phone, ordering, (RESTAURANT[0] + 20 / METERS_PER_DEGREE_OF_LATITUDE, RESTAURANT[1]),
                       lambda text: ready in text)
    assert status(bistro, token) == "preparing", f"after 'I'm here' 20 m away the page said {text!r}"
    assert text.endswith(" p.m."), f"the ready time is not in the demo's locale (en_CA, 12-hour): {text!r}"


@pytest.mark.parametrize("meters", [350, 2500])
def test_im_here_outside_the_radius_shows_the_distance(meters, phone, ordering, bistro):
    token = order_and_open_receipt(phone, ordering)
    position = (RESTAURANT[0] + meters / METERS_PER_DEGREE_OF_LATITUDE, RESTAURANT[1])
    distance = support.distance_meters(RESTAURANT, position)
    # Within 5 m (or 1 %, for a distance in km) of the haversine distance.
    check_in_at(phone, ordering, position,
                lambda text: any(abs(d - distance) <= max(5, distance * 0.01) for d in distances_in(text)))
    assert status(bistro, token) == "received"
