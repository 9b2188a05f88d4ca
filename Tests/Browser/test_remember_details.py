"""Issue 23 item 19: the order page keeps the customer's name, email and phone on the device (localStorage) only
when they tick "Remember my details on this device", which is unticked by default; unticking it forgets them at
once. The cart itself stays in localStorage as before, and a cart saved by an older page loses the details it
held. localStorage is read whole, every key and value, for the details' text."""
import random
import uuid

from selenium.webdriver.common.by import By

import order_page
import support
from order_page import Cart

STORAGE = "return Object.keys(localStorage).map(k => k + '\\n' + localStorage.getItem(k)).join('\\n')"
FIELDS = ["customer-name", "customer-email", "customer-phone"]


def stored(driver):
    """Every key and value of the page's localStorage, as one text."""
    return driver.execute_script(STORAGE)


def details():
    """{field id: value}: a name, email and phone found nowhere else."""
    tag = uuid.uuid4().hex[:10]
    return {"customer-name": f"Remy {tag}", "customer-email": f"remy-{tag}@example.com",
            "customer-phone": f"+1 416 555 {random.randrange(10000):04d}"}


def kept(driver, values):
    """The values of `values` that localStorage holds anywhere."""
    text = stored(driver)
    return [value for value in values.values() if value in text]


def shown(driver):
    return {id_: driver.find_element(By.ID, id_).get_attribute("value") for id_ in FIELDS}


def remember(driver):
    return driver.find_element(By.ID, "remember-details")


def type_details(driver, values):
    for id_, value in values.items():
        order_page.type_into(driver, driver.find_element(By.ID, id_), value)


def test_details_are_not_kept_without_the_tick(desktop, ordering, bistro):
    url = ordering.url + "/order/"
    support.loaded(desktop, url)
    box = remember(desktop)
    assert not box.is_selected(), "remembering is on by default"
    assert box.accessible_name.strip() == "Remember my details on this device", box.accessible_name
    values = details()
    cart = Cart([("RC-SOUP-03", 1, None)], email=values["customer-email"])
    order_page.fill(desktop, cart, name=values["customer-name"], phone=values["customer-phone"])
    assert "RC-SOUP-03" in stored(desktop), "the cart is not in localStorage"
    assert kept(desktop, values) == []

    support.loaded(desktop, url)
    support.wait(desktop, lambda d: [line[0] for line in order_page.cart_state(d)] == ["RC-SOUP-03"],
                 lambda: f"the cart did not survive the reload: {order_page.cart_state(desktop)}")
    assert kept(desktop, values) == []
    assert shown(desktop) == {id_: "" for id_ in FIELDS}, "the details came back without the tick"

    type_details(desktop, values)
    result, receipt_url = order_page.place(desktop)
    assert result == "accepted", receipt_url
    assert len(bistro.orders(cart.email)) == 1
    assert kept(desktop, values) == [], "placing the order left the details in localStorage"


def test_ticked_details_are_restored_and_unticking_forgets_them(desktop, order_page_served):
    url = order_page_served.url + "/order/"
    support.loaded(desktop, url)
    values = details()
    type_details(desktop, values)
    assert kept(desktop, values) == []
    order_page.click(desktop, remember(desktop))
    support.wait(desktop, lambda d: len(kept(d, values)) == 3, lambda: f"ticked, localStorage holds {stored(desktop)!r}")
    changed = dict(values, **{"customer-phone": values["customer-phone"] + "9"})
    type_details(desktop, {"customer-phone": changed["customer-phone"]})
    assert changed["customer-phone"] in stored(desktop), "a detail typed while ticked is not kept"

    support.loaded(desktop, url)
    support.wait(desktop, lambda d: shown(d) == changed, lambda: f"after a reload the fields hold {shown(desktop)}")
    assert remember(desktop).is_selected()

    order_page.click(desktop, remember(desktop))
    assert not remember(desktop).is_selected()
    assert kept(desktop, changed) == [], "unticking did not forget the details at once"
    status = desktop.find_element(By.ID, "remember-status").text
    assert "forgotten" in status, status
    assert shown(desktop) == changed, "unticking emptied the form the customer is filling"

    support.loaded(desktop, url)
    assert not remember(desktop).is_selected()
    assert shown(desktop) == {id_: "" for id_ in FIELDS}
    assert kept(desktop, changed) == []


def test_a_cart_saved_with_details_by_an_older_page_loses_them(desktop, order_page_served):
    url = order_page_served.url + "/order/"
    support.loaded(desktop, url)
    order_page.add(desktop, "RC-BURG-01")
    values = details()
    desktop.execute_script(
        "const key = Object.keys(localStorage).find(k => k.startsWith('bistro-cart:'));"
        "const cart = JSON.parse(localStorage.getItem(key));"
        "Object.assign(cart.form, {name: arguments[0], email: arguments[1], phone: arguments[2]});"
        "localStorage.setItem(key, JSON.stringify(cart));", *values.values())
    assert len(kept(desktop, values)) == 3
    support.loaded(desktop, url)
    support.wait(desktop, lambda d: kept(d, values) == [], lambda: f"the old cart's details stay: {stored(desktop)!r}")
    assert "RC-BURG-01" in stored(desktop), "the cart itself was lost"
    assert shown(desktop) == {id_: "" for id_ in FIELDS}
