"""Issue 25: on a phone the order stays in reach. Once the cart holds a dish, a bar at the bottom of the order
page says "Your order (N) · TOTAL" (the dishes counted, the estimate's total) and jumps to the cart; on a
wide screen the cart sits beside the menu and the bar is not shown. The header's name stays on one line
and the navigation's button says "Menu"."""
from selenium.webdriver.common.by import By

import order_page
import support


def open_order_page(driver, server):
    support.loaded(driver, server.url + "/order/")
    support.wait(driver, lambda d: d.find_element(By.ID, "order-form").is_displayed(), "the order form never showed")


def test_on_a_phone_the_bar_counts_the_dishes_and_jumps_to_the_cart(phone, order_page_served):
    open_order_page(phone, order_page_served)
    bar = phone.find_element(By.ID, "cart-bar")
    assert not bar.is_displayed(), "an empty cart shows the bar"
    order_page.add(phone, "RC-SOUP-02")
    order_page.add(phone, "RC-SOUP-02")
    order_page.add(phone, "RC-BURG-01")
    support.wait(phone, lambda d: d.find_element(By.ID, "cart-bar").is_displayed(), "the bar never showed")
    total = phone.find_element(By.ID, "estimate-total").text
    support.wait(phone, lambda d: d.find_element(By.ID, "cart-bar").text == f"Your order (3) · {total}",
                 f"the bar says {bar.text!r}, not the cart's 3 dishes and {total}")
    assert bar.get_attribute("href").endswith("#cart-section")
    order_page.click(phone, bar)
    support.wait(phone, lambda d: d.execute_script(
        "var r = document.getElementById('cart-section').getBoundingClientRect(); return r.top > -2 && r.top < innerHeight"),
        "the bar did not bring the cart into view")
    brand = phone.find_element(By.CSS_SELECTOR, ".brand span")
    assert brand.size["height"] < 2 * float(brand.value_of_css_property("line-height").rstrip("px")), "the name wraps"
    assert phone.find_element(By.CSS_SELECTOR, "button.menu-toggle").text == "Menu"
    assert support.serious_axe_violations(phone) == []


def test_on_a_wide_screen_the_cart_is_beside_the_menu_and_there_is_no_bar(desktop, order_page_served):
    open_order_page(desktop, order_page_served)
    order_page.add(desktop, "RC-SOUP-02")
    support.wait(desktop, lambda d: len(order_page.lines(d)) == 1, "the cart never showed its line")
    assert not desktop.find_element(By.ID, "cart-bar").is_displayed()
