"""Issue 25: on a phone the order page opens on its dishes, not on the filters. The filters fold into a
"Filters" summary (a <details>, so it opens without any script of ours) that tells how many are on; on a
wide screen they are open. The filters inside work the same either way (test_menu.py)."""
import pytest
from selenium.webdriver.common.by import By

import order_page
import support

FIRST_DISH_IN_VIEW = """var dish = document.querySelector('.order-menu .filterable[data-sku], main .filterable[data-sku]');
var r = dish.getBoundingClientRect();
var bar = document.getElementById('cart-bar');
var bottom = bar && bar.getClientRects().length ? bar.getBoundingClientRect().top : innerHeight;
return r.top >= 0 && r.bottom <= bottom;"""


def open_page(driver, url):
    support.loaded(driver, url)
    support.wait(driver, lambda d: d.find_element(By.ID, "menu-filters").is_displayed(), "the filters never showed")
    return driver.find_element(By.CSS_SELECTOR, "#menu-filters details.filter-panel")


@pytest.mark.parametrize("path", ["/order/", "/menu/"])
def test_on_a_phone_the_first_dish_is_in_the_first_view_and_the_filters_are_folded(path, phone, order_page_served):
    panel = open_page(phone, order_page_served.url + path)
    assert panel.get_attribute("open") is None, "the filters are open on a phone"
    assert not phone.find_element(By.ID, "menu-search").is_displayed()
    assert phone.execute_script(FIRST_DISH_IN_VIEW), f"the first dish of {path} is not in the first 390x844 view"
    summary = panel.find_element(By.TAG_NAME, "summary")
    assert summary.text == "Filters", summary.text
    order_page.click(phone, summary)
    support.wait(phone, lambda d: d.find_element(By.ID, "menu-search").is_displayed(), "the summary did not open them")
    order_page.click(phone, phone.find_element(By.CSS_SELECTOR, '#menu-filters input[name="diet"][value="vegan"]'))
    support.wait(phone, lambda d: summary.text == "Filters (1 on)", lambda: f"the summary says {summary.text!r}")
    assert support.serious_axe_violations(phone) == []


def test_a_remembered_filter_is_counted_in_the_folded_summary(phone, order_page_served):
    panel = open_page(phone, order_page_served.url + "/order/")
    phone.execute_script("arguments[0].open = true", panel)
    order_page.click(phone, phone.find_element(By.CSS_SELECTOR, '#menu-filters input[name="avoid"][value="gluten"]'))
    panel = open_page(phone, order_page_served.url + "/order/")
    assert panel.get_attribute("open") is None
    assert panel.find_element(By.TAG_NAME, "summary").text == "Filters (1 on)"
    assert phone.find_element(By.CSS_SELECTOR, "#menu-filters .filter-count").text.startswith("Showing ")


def test_on_a_wide_screen_the_filters_are_open(desktop, order_page_served):
    panel = open_page(desktop, order_page_served.url + "/order/")
    assert panel.get_attribute("open") is not None, "the filters are folded on a wide screen"
    assert desktop.find_element(By.ID, "menu-search").is_displayed()
    assert desktop.find_element(By.CSS_SELECTOR, '#menu-filters input[name="diet"][value="vegan"]').is_displayed()
