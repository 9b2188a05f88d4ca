"""Issue 26, the order page's delivery: the choice (the restaurant's default first; none at a table), labelled address
fields browsers can fill, a clear message outside the area and below a zone's minimum (with the missing amount) that
the processor's answer bears out, delivery times from delivery.leadMinutes, what the page sends, a position that
never stays on the device, axe clean with delivery chosen on a phone and a desktop, and the receipt of a delivery
(axe and the W3C checker clean)."""
import datetime
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import delivery_page
import order_page
import support
from delivery_page import Drop, north
from order_page import Cart
from test_table_order import CATCH_ORDERS, POSTED, open_order_page, shown

OUTSIDE_TEXT = ("We cannot place postal code “M9Z 1A1” in our delivery area (we deliver up to 6 km from the restaurant "
                "and to postal codes starting M5V, M5H): use your location, or order for pickup.")


@pytest.fixture(scope="module")
def delivering():
    with support.own_site("bistro-browser-delivering-", support.today_noon(),
                          prepare=lambda folder: delivery_page.content_with(folder, default=True)) as site:
        yield site


def status(driver):
    return driver.find_element(By.ID, "delivery-status").text


def choices(driver):
    return [radio.get_attribute("value") for radio in driver.find_elements(By.CSS_SELECTOR, 'input[name="fulfilment"]')]


def checked(driver):
    return driver.find_element(By.CSS_SELECTOR, 'input[name="fulfilment"]:checked').get_attribute("value")


def test_a_delivering_restaurant_offers_delivery_first(desktop, delivering):
    _, server = delivering
    open_order_page(desktop, server)
    assert shown(desktop, "fulfilment") and choices(desktop) == ["delivery", "pickup"] and checked(desktop) == "delivery"
    assert desktop.find_element(By.ID, "order-heading").text == "Order for delivery"
    assert desktop.find_element(By.CSS_SELECTOR, "fieldset.pickup legend").text == "Delivery time"
    assert shown(desktop, "delivery-address") and shown(desktop, "estimate-delivery")
    assert desktop.find_element(By.ID, "delivery-terms").text == (
        "We deliver up to 6 km from the restaurant and to postal codes starting M5V, M5H, for a fee from $2.99 (free on "
        "orders of $60.00 or more after discounts), at the earliest 35 minutes after you order.")
    assert desktop.find_element(By.ID, "delivery-status").get_attribute("aria-live") == "polite"
    delivery_page.choose(desktop, "pickup")
    assert desktop.find_element(By.ID, "order-heading").text == "Order for pickup"
    assert not shown(desktop, "delivery-address") and not shown(desktop, "estimate-delivery")
    assert desktop.find_element(By.CSS_SELECTOR, "fieldset.pickup legend").text == "Pickup"
    open_order_page(desktop, server)  # the choice is the cart's
    assert checked(desktop) == "pickup"


def test_the_demo_offers_pickup_first_and_no_choice_at_a_table(desktop, order_page_served, delivering):
    open_order_page(desktop, order_page_served)  # the demo: delivery.default false
    assert choices(desktop) == ["pickup", "delivery"] and checked(desktop) == "pickup"
    assert not shown(desktop, "delivery-address") and desktop.find_element(By.TAG_NAME, "h1").text == "Order for pickup"
    _, server = delivering
    open_order_page(desktop, server, "?table=T3")
    assert not shown(desktop, "fulfilment") and not shown(desktop, "delivery-address")
    assert desktop.find_element(By.TAG_NAME, "h1").text == "Dine-in order"
    order_page.fill(desktop, Cart([("RC-BURG-01", 1, None)]))
    desktop.execute_script(CATCH_ORDERS)
    order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
    support.wait(desktop, lambda d: d.execute_script(POSTED), "the page sent no order")
    order = desktop.execute_script(POSTED)[0]
    assert order["fulfilment"] == "dine-in" and "delivery" not in order and "deliverAt" not in order, order


def test_the_address_fields_are_labelled_for_autofill(desktop, delivering):
    open_order_page(desktop, delivering[1])
    fields = {"delivery-street": ("Street address", "shipping address-line1"),
              "delivery-locality": ("City", "shipping address-level2"),
              "delivery-postal-code": ("Postal code", "shipping postal-code")}
    for field_id, (label, autocomplete) in fields.items():
        assert desktop.find_element(By.CSS_SELECTOR, f'label[for="{field_id}"]').text == label
        assert desktop.find_element(By.ID, field_id).get_attribute("autocomplete") == autocomplete
    assert desktop.find_element(By.CSS_SELECTOR, 'label[for="delivery-instructions"]').text == (
        "Instructions for the driver (optional)")


def test_what_the_page_sends_for_delivery_and_for_pickup(desktop, delivering):
    _, server = delivering
    open_order_page(desktop, server)
    order_page.fill(desktop, Cart([("RC-BURG-01", 1, None)], tip="10"))
    drop = Drop("m5v 2t6", position=north(900), instructions="Side door")
    delivery_page.type_drop(desktop, server, drop)
    later = Select(desktop.find_element(By.ID, "pickup-time")).options[2].get_attribute("value")
    Select(desktop.find_element(By.ID, "pickup-time")).select_by_value(later)
    desktop.execute_script(CATCH_ORDERS)
    order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
    support.wait(desktop, lambda d: d.execute_script(POSTED), "the page sent no order")
    order = desktop.execute_script(POSTED)[0]
    assert order["fulfilment"] == "delivery" and order["deliverAt"] == later and "pickupAt" not in order, order
    assert order["delivery"] == {
        "address": {"streetAddress": drop.street, "locality": drop.locality, "postalCode": "m5v 2t6"},
        "latitude": drop.position[0], "longitude": drop.position[1], "instructions": "Side door"}
    # Placed: the position is forgotten ("Use my location" again); nothing of the drop-off is on the device.
    assert desktop.find_element(By.ID, "use-location").text == "Use my location"
    stored = desktop.execute_script("return JSON.stringify(Object.assign({}, localStorage))")
    assert "King" not in stored and "m5v" not in stored.lower() and str(drop.position[0])[:7] not in stored, stored
    # Pickup from a restaurant that delivers by default says so.
    open_order_page(desktop, server)
    delivery_page.choose(desktop, "pickup")
    order_page.fill(desktop, Cart([("RC-BURG-01", 1, None)]))
    desktop.execute_script(CATCH_ORDERS)
    order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
    support.wait(desktop, lambda d: d.execute_script(POSTED), "the page sent no order")
    order = desktop.execute_script(POSTED)[0]
    assert order["fulfilment"] == "take-away" and "delivery" not in order and "deliverAt" not in order, order


def test_delivery_times_start_after_the_lead(desktop, delivering):
    _, server = delivering
    open_order_page(desktop, server)
    now = datetime.datetime.fromisoformat(support.today_noon())
    lead = datetime.timedelta(minutes=support.RESTAURANT["delivery"]["leadMinutes"])

    def first_time():
        options = Select(desktop.find_element(By.ID, "pickup-time")).options
        return datetime.datetime.fromisoformat([o.get_attribute("value") for o in options if o.get_attribute("value") != "asap"][0])
    assert now + lead <= first_time() < now + lead + datetime.timedelta(minutes=15)
    delivery_page.choose(desktop, "pickup")
    assert first_time() < now + lead, "pickup keeps its own (shorter) lead"


def post(server, order):
    """The processor's answer to an order file: (status, {code: message})."""
    status, body = support.fetch(server.url + "/api/orders", data=json.dumps(order).encode(),
                                 headers={"Content-Type": "application/json"})
    answer = json.loads(body or b"{}")
    return status, {r["code"]: r["message"] for r in answer.get("rejections", [])}


def order_file(cart, drop):
    delivery = {"address": {"streetAddress": drop.street, "postalCode": drop.postal_code}}
    if drop.position:
        delivery |= {"latitude": drop.position[0], "longitude": drop.position[1]}
    order = {"customer": {"name": "Ada", "email": cart.email}, "fulfilment": "delivery", "delivery": delivery,
             "items": [{"sku": sku, "quantity": quantity} for sku, quantity, *_ in cart.lines]}
    return order | ({"coupon": cart.coupon} if cart.coupon else {})


def place_and_read(driver):
    result, detail = order_page.place(driver)
    assert result == "rejected", f"the page sent the order: {detail}"
    return detail


def test_outside_the_area_the_page_says_so_and_sends_nothing(phone, delivering):
    _, server = delivering
    cart = Cart([("RC-BURG-01", 2, None)])
    open_order_page(phone, server)
    order_page.fill(phone, cart)
    drop = Drop("M9Z 1A1")
    delivery_page.type_drop(phone, server, drop)
    support.wait(phone, lambda d: status(d) == OUTSIDE_TEXT, lambda: f"#delivery-status says {status(phone)!r}")
    assert delivery_page.page_figures(phone)["deliveryFee"] is None
    assert phone.find_element(By.ID, "delivery-postal-code").get_attribute("aria-invalid") == "true"
    phone.execute_script(CATCH_ORDERS)
    assert place_and_read(phone) == {"outside_delivery_area": OUTSIDE_TEXT}
    assert phone.execute_script(POSTED) == []
    assert post(server, order_file(cart, drop))[1].keys() == {"outside_delivery_area"}, "the processor agrees"
    # With a position 8 km away: the distance is said, as the processor says it.
    far = Drop("M9Z 1A1", position=north(8000))
    delivery_page.share_position(phone, server, far.position)
    text = f"This address is {far.distance() / 1000:.0f} km from the restaurant: we deliver up to 6 km from the " \
           "restaurant and to postal codes starting M5V, M5H."
    support.wait(phone, lambda d: status(d) == text, lambda: f"#delivery-status says {status(phone)!r}")
    code, answer = post(server, order_file(cart, far))
    assert code == 422 and "is 8 km away" in answer["outside_delivery_area"], answer
    phone.execute_script("document.getElementById('delivery-status').scrollIntoView({block: 'center'})")
    support.screenshot(phone, "order-delivery-outside")


def test_below_the_minimum_the_page_says_what_is_missing(desktop, delivering):
    _, server = delivering
    cart = Cart([("RC-BURG-01", 1, None)], "WELCOME10")  # 16.50 − 1.65 = 14.85: 0.15 short of the 3 km ring's 15.00
    open_order_page(desktop, server)
    order_page.fill(desktop, cart)
    drop = Drop("M6G 1A1", position=north(1000))
    delivery_page.type_drop(desktop, server, drop)
    text = "Delivery (up to 3 km) needs an order of at least $15.00 after discounts: add $0.15 more."
    support.wait(desktop, lambda d: status(d) == text, lambda: f"#delivery-status says {status(desktop)!r}")
    assert delivery_page.page_figures(desktop)["deliveryFee"] == 399
    desktop.execute_script(CATCH_ORDERS)
    assert place_and_read(desktop) == {"below_delivery_minimum": text}
    assert desktop.execute_script(POSTED) == []
    code, answer = post(server, order_file(cart, drop))
    assert code == 422 and "add 0.15 more" in answer["below_delivery_minimum"], answer
    # One more soup and it goes: the status gives the fee.
    order_page.add(desktop, "RC-SOUP-03")
    support.wait(desktop, lambda d: status(d) == "Delivery (up to 3 km): $3.99.", lambda: status(desktop))


def test_no_address_no_order(desktop, delivering):
    open_order_page(desktop, delivering[1])
    order_page.fill(desktop, Cart([("RC-BURG-01", 1, None)]))
    assert status(desktop) == "Enter your postal code to see the delivery fee."
    rejections = place_and_read(desktop)
    assert rejections == {"address_required": "Give the address to deliver to: its street and its postal code are missing."}


def test_axe_is_clean_with_delivery_chosen(browser, delivering):
    _, server = delivering
    open_order_page(browser, server)
    order_page.fill(browser, Cart([("RC-SOUP-04", 1, None)]))
    delivery_page.type_drop(browser, server, Drop("M5V 2T6", position=north(700)))
    support.wait(browser, lambda d: status(d) == "Delivery (M5V, M5H): $2.99.", lambda: status(browser))
    violations = support.serious_axe_violations(browser)
    assert violations == [], "axe-core on the order page for delivery:\n" + "\n".join(violations)
    browser.execute_script("document.getElementById('fulfilment').scrollIntoView()")
    support.screenshot(browser, "order-delivery")


def test_a_delivery_receipt_shows_where_and_how_far(desktop, delivering):
    book, server = delivering
    open_order_page(desktop, server)
    order_page.fill(desktop, Cart([("RC-VEG-01", 1, None)]))
    delivery_page.type_drop(desktop, server, Drop("M5H 1A1", street="100 King St W", instructions="Ring twice"))
    result, url = order_page.place(desktop)
    assert result == "accepted", url
    support.loaded(desktop, url)
    facts = {dt.text: dd.text for dt, dd in zip(desktop.find_elements(By.CSS_SELECTOR, ".facts dt"),
                                                 desktop.find_elements(By.CSS_SELECTOR, ".facts dd"))}
    assert facts["Deliver to"] == "100 King St W, Toronto, M5H 1A1" and facts["Instructions"] == "Ring twice"
    assert facts["Delivery"] == "As soon as possible" and facts["Status"] == "Preparing"
    assert "Pickup" not in facts and "Where" not in facts and not desktop.find_elements(By.ID, "im-here")
    step = desktop.find_element(By.CSS_SELECTOR, '.delivery-steps [aria-current="step"]')
    assert step.text == "Preparing"
    assert desktop.find_element(By.CSS_SELECTOR, "tfoot tr.deliveryFee").text == "Delivery $2.99"
    violations = support.serious_axe_violations(desktop)
    assert violations == [], "axe-core on a delivery's receipt:\n" + "\n".join(violations)
    pages = {"receipt": support.fetch(url)[1], "order page": support.fetch(server.url + "/order/")[1]}
    assert support.nu_errors(pages) == {"receipt": [], "order page": []}, "the W3C checker finds errors"
