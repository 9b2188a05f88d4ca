"""A cart filled from a menu card, an item page and the order page survives a reload, and an offline reload
(DevTools network emulation, with the server stopped too): the order page then comes from its service worker."""
from selenium.webdriver.common.by import By

import order_page
import support

STORED = "return Object.keys(localStorage).some(k => (localStorage.getItem(k) || '').includes(arguments[0]))"


def add_outside_the_order_page(driver, sku):
    """Adds sku with its button on a menu or item page (no cart there): done once localStorage holds it."""
    order_page.click(driver, driver.find_element(By.CSS_SELECTOR, f'button.add-to-cart[data-sku="{sku}"]'))
    support.wait(driver, lambda d: d.execute_script(STORED, sku), f"{sku} never reached the stored cart")


def shown(driver):
    return order_page.cart_state(driver), order_page.estimate(driver)


def test_the_cart_survives_a_reload_and_an_offline_reload(desktop, bistro, order_page_served):
    # A server of its own (the site only: the cart needs no endpoint), so that stopping it makes the network
    # really gone for this page's origin.
    server = support.Server(bistro, orders=False)
    try:
        support.loaded(desktop, server.url + "/menu/")
        add_outside_the_order_page(desktop, "RC-BURG-01")
        support.loaded(desktop, server.url + "/menu/soups-n-salads/rc-soup-02/")
        add_outside_the_order_page(desktop, "RC-SOUP-02")
        support.loaded(desktop, server.url + "/order/")
        support.wait(desktop, lambda d: [l[0] for l in order_page.cart_state(d)] == ["RC-BURG-01", "RC-SOUP-02"],
                     lambda: f"the order page's cart is {order_page.cart_state(desktop)}")
        order_page.add(desktop, "RC-KIT-02")
        order_page.set_quantity(desktop, "RC-BURG-01", 3)
        order_page.type_into(desktop, order_page.line(desktop, "RC-SOUP-02").find_element(By.CSS_SELECTOR, "input.line-note"),
                             "extra bread")
        expected = order_page.Cart([("RC-BURG-01", 3, None), ("RC-SOUP-02", 1, "extra bread"), ("RC-KIT-02", 1, None)])
        before = (order_page.cart_state(desktop), order_page.settled_estimate(desktop, expected.expected()))
        assert before == ([(s, q, n or "") for s, q, n in expected.lines], expected.expected())

        support.loaded(desktop, server.url + "/order/")
        support.wait(desktop, lambda d: shown(d) == before, lambda: f"after a reload: {shown(desktop)}, before: {before}")

        # Offline: the page must be under its service worker's control before the network goes.
        support.wait(desktop, lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"),
                     "no service worker controls /order/ after a reload")
        desktop.execute_cdp_cmd("Network.enable", {})
        desktop.execute_cdp_cmd("Network.emulateNetworkConditions",
                                {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        server.stop()
        support.loaded(desktop, server.url + "/order/")
        support.wait(desktop, lambda d: d.find_elements(By.CSS_SELECTOR, "#cart li.cart-line") and shown(d) == before,
                     lambda: f"offline reload: title {desktop.title!r}, cart {order_page.cart_state(desktop)}, before: {before}")
        assert not desktop.execute_script("return navigator.onLine"), "the browser was not offline"
    finally:
        server.stop()


def test_removing_the_last_line_empties_the_cart(desktop, order_page_served):
    support.loaded(desktop, order_page_served.url + "/order/")
    assert desktop.find_element(By.ID, "cart-empty").is_displayed()
    order_page.add(desktop, "RC-VEG-02")
    support.wait(desktop, lambda d: not d.find_element(By.ID, "cart-empty").is_displayed(), "#cart-empty stays with a line")
    order_page.click(desktop, order_page.line(desktop, "RC-VEG-02").find_element(By.CSS_SELECTOR, "button.remove-line"))
    support.wait(desktop, lambda d: not order_page.lines(d) and d.find_element(By.ID, "cart-empty").is_displayed(),
                 "the cart did not empty")
    assert order_page.estimate(desktop)["total"] == 0


def test_only_what_is_left_can_be_ordered(desktop, order_page_served):
    """"Only 5 left" caps the cart: adding a sixth changes nothing, typing 9 is brought back to 5, and the order
    page says so; a sold-out item's button is disabled."""
    sku = next(i["sku"] for c in order_page.MENU["categories"] for i in c["items"] if i.get("stock") == 5)
    sold_out = next(i["sku"] for c in order_page.MENU["categories"] for i in c["items"] if i.get("stock") == 0)
    support.loaded(desktop, order_page_served.url + "/order/")
    for _ in range(5):
        order_page.add(desktop, sku)
    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, f'button.add-to-cart[data-sku="{sku}"]'))
    assert order_page.cart_quantity(desktop, sku) == 5, "a sixth was added past the 5 left"
    field = order_page.line(desktop, sku).find_element(By.CSS_SELECTOR, "input.quantity")
    desktop.execute_script("arguments[0].value = '9';"
                           "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));"
                           "arguments[0].dispatchEvent(new Event('change', {bubbles: true}));", field)
    support.wait(desktop, lambda d: order_page.cart_quantity(d, sku) == 5 or "Only 5 left" in order_page.line(d, sku).text,
                 lambda: f"9 of 5 left: quantity {order_page.cart_quantity(desktop, sku)}, line {order_page.line(desktop, sku).text!r}")
    assert not desktop.find_element(By.CSS_SELECTOR, f'button.add-to-cart[data-sku="{sold_out}"]').is_enabled()
