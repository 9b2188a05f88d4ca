"""Choosing an item's options on the order page: a required group blocks adding until it is chosen, the same
choices merge into one line and different ones make separate lines (each with its choices and unit price),
the placed order's receipt shows the choices; a saved cart from before options still loads, and a saved line
whose choices the menu no longer takes is flagged and keeps the order from being sent; Escape closes the
chooser and gives the focus back to its button."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import order_page
import support
from order_page import Cart

WRAP = "RC-BURG-04"
CART_KEY = "return Object.keys(localStorage).find(k => k.startsWith('bistro-cart:'))"


def line_texts(driver):
    """[(data-key, choices text, unit cents or None, quantity)] of the cart's lines."""
    found = []
    for li in order_page.lines(driver):
        choices = li.find_elements(By.CSS_SELECTOR, ".line-choices")
        unit = li.find_elements(By.CSS_SELECTOR, ".line-unit")
        found.append((li.get_attribute("data-key"), choices[0].text if choices else "",
                      int(unit[0].get_attribute("data-cents")) if unit else None,
                      int(li.find_element(By.CSS_SELECTOR, "input.quantity").get_attribute("value"))))
    return found


def test_choosing_options_makes_lines_and_the_receipt_shows_them(desktop, ordering, bistro):
    support.loaded(desktop, ordering.url + "/order/")
    box = order_page.choose(desktop, WRAP, {"extras": ["avocado"]})
    assert box.find_element(By.CSS_SELECTOR, 'fieldset[data-option="size"] legend').text == "Size (choose 1)"
    assert [i.get_attribute("type") for i in box.find_elements(By.CSS_SELECTOR, 'fieldset[data-option="size"] input')] == ["radio"] * 2
    assert [i.get_attribute("type") for i in box.find_elements(By.CSS_SELECTOR, 'fieldset[data-option="extras"] input')] == ["checkbox"] * 3
    unit = box.find_element(By.CSS_SELECTOR, ".unit-price")
    assert int(unit.get_attribute("data-cents")) == order_page.unit_cents(WRAP, {"extras": ["avocado"]})

    # No size: nothing is added, and the size group says why.
    order_page.click(desktop, box.find_element(By.CSS_SELECTOR, "button.add-with-options"))
    error = box.find_element(By.CSS_SELECTOR, 'fieldset[data-option="size"] .field-error')
    support.wait(desktop, lambda d: error.is_displayed(), "no error for the missing size")
    assert "size" in error.text.lower() and order_page.lines(desktop) == []
    assert support.serious_axe_violations(desktop) == [], "the open chooser must pass axe"

    order_page.click(desktop, box.find_element(By.CSS_SELECTOR, 'fieldset[data-option="size"] input[value="large"]'))
    order_page.click(desktop, box.find_element(By.CSS_SELECTOR, "button.add-with-options"))
    large = {"size": ["large"], "extras": ["avocado"]}
    support.wait(desktop, lambda d: order_page.cart_quantity(d, WRAP, large) == 1, "the large wrap never reached the cart")
    assert not desktop.find_elements(By.CSS_SELECTOR, ".option-chooser"), "the chooser stays open after adding"

    # Other choices: a line of their own; the same choices again: the same line.
    regular = {"size": ["regular"], "extras": ["jalapenos", "extra-fish"]}
    order_page.add(desktop, WRAP, regular)
    order_page.add(desktop, WRAP, large)
    assert line_texts(desktop) == [
        (order_page.line_key(WRAP, large), "Large; Avocado", order_page.unit_cents(WRAP, large), 2),
        (order_page.line_key(WRAP, regular), "Regular; Extra haddock, Pickled jalapeños", order_page.unit_cents(WRAP, regular), 1),
    ]
    cart = Cart([(WRAP, 2, None, large), (WRAP, 1, None, regular)])
    assert order_page.settled_estimate(desktop, cart.expected()) == cart.expected()

    order_page.fill(desktop, Cart([], email=cart.email))
    result, detail = order_page.place(desktop)
    assert result == "accepted", f"the order was rejected: {detail}"
    receipt = bistro.receipt(order_page.receipt_token(detail))
    assert [(l["quantity"], [c["choice"] for c in l["options"]]) for l in receipt["lines"]] == [
        (2, ["large", "avocado"]), (1, ["regular", "extra-fish", "jalapenos"])]
    support.loaded(desktop, detail)
    page = desktop.find_element(By.TAG_NAME, "main").text
    assert "Large; Avocado" in page and "Regular; Extra haddock, Pickled jalapeños" in page


def test_an_optional_group_starts_at_none_and_a_kit_is_added_without_it(desktop, order_page_served):
    support.loaded(desktop, order_page_served.url + "/order/")
    box = order_page.choose(desktop, "RC-KIT-03", {})
    none = box.find_element(By.CSS_SELECTOR, 'fieldset[data-option="breakfasts"] input[value=""]')
    assert none.is_selected() and "(optional)" in box.find_element(By.TAG_NAME, "legend").text
    order_page.click(desktop, box.find_element(By.CSS_SELECTOR, "button.add-with-options"))
    support.wait(desktop, lambda d: order_page.cart_quantity(d, "RC-KIT-03") == 1, "the kit without breakfasts never reached the cart")
    order_page.add(desktop, "RC-KIT-03", {"breakfasts": ["protein-breakfasts"]})
    assert [q for _, _, _, q in line_texts(desktop)] == [1, 1]


def test_a_saved_cart_from_before_options_still_loads(desktop, order_page_served):
    """Lines saved without `options`: an item without options is as it was; the wrap, which now needs a size,
    is flagged, left out of the estimate, and the order is not sent with it."""
    support.loaded(desktop, order_page_served.url + "/order/")
    key = desktop.execute_script(CART_KEY) or "bistro-cart:/"
    saved = {"lines": [{"sku": "RC-BURG-01", "quantity": 2, "note": ""}, {"sku": WRAP, "quantity": 1, "note": ""},
                       {"sku": WRAP, "quantity": 1, "note": "", "options": {"size": ["gigantic"]}}], "form": {}}
    desktop.execute_script("localStorage.setItem(arguments[0], arguments[1])", key, json.dumps(saved))
    support.loaded(desktop, order_page_served.url + "/order/")
    support.wait(desktop, lambda d: len(order_page.lines(d)) == 3, lambda: f"the saved cart shows {order_page.cart_state(desktop)}")
    flagged = desktop.find_elements(By.CSS_SELECTOR, "#cart li.cart-line .line-options-changed")
    assert len(flagged) == 2
    expected = Cart([("RC-BURG-01", 2, None)]).expected()
    assert order_page.settled_estimate(desktop, expected) == expected
    order_page.fill(desktop, Cart([]))
    result, detail = order_page.place(desktop)
    assert result == "rejected" and "option_required" in detail, detail


def test_escape_closes_the_chooser_and_gives_the_focus_back(desktop, order_page_served):
    """Escape does what Cancel does: from a choice in the chooser, or from its button while it is open, the
    chooser closes (aria-expanded false), nothing is added, and the focus is on the button that opened it."""
    support.loaded(desktop, order_page_served.url + "/order/")
    opener = desktop.find_element(By.CSS_SELECTOR, f'button.add-to-cart[data-sku="{WRAP}"]')

    def closed(driver):
        return not driver.find_elements(By.CSS_SELECTOR, ".option-chooser") and opener.get_attribute("aria-expanded") == "false"

    box = order_page.choose(desktop, WRAP, {"extras": ["avocado"]})
    assert opener.get_attribute("aria-expanded") == "true" and opener.get_attribute("aria-controls") == box.get_attribute("id")
    choice = box.find_element(By.CSS_SELECTOR, 'fieldset[data-option="extras"] input[value="avocado"]')
    assert desktop.switch_to.active_element == choice, "the focus is not on the choice just ticked"
    desktop.switch_to.active_element.send_keys(Keys.ESCAPE)
    support.wait(desktop, closed, "Escape did not close the chooser")
    assert desktop.switch_to.active_element == opener, "the focus did not go back to the button that opened the chooser"
    assert order_page.lines(desktop) == [], "Escape added the item"

    # It opens again (the first choice focused), and Escape on its button closes it too.
    order_page.click(desktop, opener)
    box = order_page.chooser(desktop, WRAP)
    assert desktop.switch_to.active_element == box.find_element(By.CSS_SELECTOR, "input:not([disabled])")
    opener.send_keys(Keys.ESCAPE)  # WebDriver focuses the button first, as a Shift+Tab back to it would
    support.wait(desktop, closed, "Escape on the open chooser's button did not close it")
    assert desktop.switch_to.active_element == opener and order_page.lines(desktop) == []
