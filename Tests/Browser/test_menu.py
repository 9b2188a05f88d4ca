"""The menu page renders every item with its price and badges; diet and allergen filters, search and sort
narrow and order the cards, the last filter is remembered; on a phone the navigation folds into one button."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import order_page
import support

ITEMS = [dict(item, category=c["id"]) for c in order_page.MENU["categories"] for item in c["items"]]
EVERY_SKU = [item["sku"] for item in ITEMS]

VISIBLE_CARDS = """return [...document.querySelectorAll('main [data-sku][data-price-cents]')]
    .filter(card => !card.closest('[hidden]') && card.getClientRects().length > 0)
    .map(card => card.dataset.sku);"""


def visible(driver):
    return driver.execute_script(VISIBLE_CARDS)


def card(driver, sku):
    found = driver.find_elements(By.CSS_SELECTOR, f'main [data-sku="{sku}"][data-price-cents]')
    assert found, f"no card [data-sku={sku}][data-price-cents] on {driver.current_url}"
    return found[0]


def open_menu(driver, server):
    support.loaded(driver, server.url + "/menu/")
    support.wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#menu-filters"), "no #menu-filters on the menu")


def narrows_to(driver, expected, what):
    support.wait(driver, lambda d: sorted(visible(d)) == sorted(expected),
                 lambda: f"{what}: expected {sorted(expected)}, shown {sorted(visible(driver))}")


def test_every_item_shows_its_price_and_badges(desktop, server):
    support.loaded(desktop, server.url + "/menu/")
    for item in ITEMS:
        element = card(desktop, item["sku"])
        assert element.get_attribute("data-price-cents") == str(support.cents(item["price"])), item["sku"]
        assert f"${item['price']}" in element.text, f"{item['sku']} does not show ${item['price']}: {element.text!r}"
        assert set(element.get_attribute("data-diets").split()) == set(item["diet"]), item["sku"]
        assert set(element.get_attribute("data-allergens").split()) == set(item["allergens"]), item["sku"]
        badges = {b.get_attribute("class").split(" diet-")[-1] for b in element.find_elements(By.CSS_SELECTOR, ".badge-diet")}
        assert badges == set(item["diet"]), f"{item['sku']} diet badges {badges}, content says {item['diet']}"
    sold_out = card(desktop, "RC-CLAS-05")  # stock 0 in Content/menu.json
    assert "Sold out" in sold_out.text
    button = desktop.find_element(By.CSS_SELECTOR, 'button.add-to-cart[data-sku="RC-CLAS-05"]')
    assert not button.is_enabled() and "sold out" in button.text.lower()
    assert "Only 5 left" in card(desktop, "RC-CLAS-02").text  # stock 5
    assert desktop.find_element(By.CSS_SELECTOR, 'button.add-to-cart[data-sku="RC-CLAS-02"]').is_enabled()


@pytest.mark.parametrize("diet", ["vegan", "vegetarian", "gluten-free"])
def test_a_diet_filter_shows_only_that_diet(diet, desktop, server):
    open_menu(desktop, server)
    assert sorted(visible(desktop)) == sorted(EVERY_SKU), "before filtering, every item is shown"
    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, f'#menu-filters input[name="diet"][value="{diet}"]'))
    narrows_to(desktop, [i["sku"] for i in ITEMS if diet in i["diet"]], diet)


def test_allergen_and_diet_filters_combine(desktop, server):
    open_menu(desktop, server)
    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, '#menu-filters input[name="avoid"][value="gluten"]'))
    narrows_to(desktop, [i["sku"] for i in ITEMS if "gluten" not in i["allergens"]], "avoid gluten")
    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, '#menu-filters input[name="diet"][value="vegetarian"]'))
    narrows_to(desktop, [i["sku"] for i in ITEMS if "gluten" not in i["allergens"] and "vegetarian" in i["diet"]],
               "avoid gluten and vegetarian")


def test_search_narrows_by_words_and_clearing_it_shows_all(desktop, server):
    open_menu(desktop, server)
    search = desktop.find_element(By.CSS_SELECTOR, "#menu-filters input#menu-search")
    assert search.get_attribute("type") == "search"
    search.send_keys("shawarma")
    narrows_to(desktop, ["RC-BURG-03"], "search shawarma")
    order_page.type_into(desktop, search, "SHAWARMA")
    narrows_to(desktop, ["RC-BURG-03"], "search SHAWARMA (case does not matter)")
    order_page.type_into(desktop, search, "")
    narrows_to(desktop, EVERY_SKU, "empty search")


@pytest.mark.parametrize("order", ["price-asc", "price-desc"])
def test_sort_by_price(order, desktop, server):
    open_menu(desktop, server)
    Select(desktop.find_element(By.CSS_SELECTOR, "#menu-filters select#menu-sort")).select_by_value(order)
    step = 1 if order == "price-asc" else -1

    def sorted_within_each_list(driver):
        groups = driver.execute_script("""const groups = new Map();
            for (const card of document.querySelectorAll('main [data-sku][data-price-cents]')) {
                if (card.closest('[hidden]')) continue;
                const list = groups.get(card.parentElement) || []; list.push(+card.dataset.priceCents);
                groups.set(card.parentElement, list);
            }
            return [...groups.values()];""")
        return all(step * (b - a) >= 0 for g in groups for a, b in zip(g, g[1:]))

    support.wait(desktop, sorted_within_each_list, f"the cards never sorted {order}")
    assert sorted(visible(desktop)) == sorted(EVERY_SKU), "sorting hides nothing"
    Select(desktop.find_element(By.CSS_SELECTOR, "#menu-sort")).select_by_value("menu")
    support.wait(desktop, lambda d: visible(d) == EVERY_SKU, "menu order did not come back")


def test_the_last_filter_is_remembered(desktop, server):
    open_menu(desktop, server)
    order_page.click(desktop, desktop.find_element(By.CSS_SELECTOR, '#menu-filters input[name="diet"][value="vegan"]'))
    vegan = [i["sku"] for i in ITEMS if "vegan" in i["diet"]]
    narrows_to(desktop, vegan, "vegan")
    open_menu(desktop, server)
    assert desktop.find_element(By.CSS_SELECTOR, '#menu-filters input[name="diet"][value="vegan"]').is_selected()
    narrows_to(desktop, vegan, "vegan after a reload")


def test_the_phone_navigation_is_one_button(phone, server):
    support.loaded(phone, server.url + "/")
    toggle = phone.find_element(By.CSS_SELECTOR, "button.menu-toggle")
    assert toggle.is_displayed() and toggle.get_attribute("aria-expanded") == "false"
    nav = phone.find_element(By.ID, toggle.get_attribute("aria-controls"))
    assert not any(link.is_displayed() for link in nav.find_elements(By.CSS_SELECTOR, "a")), "the folded nav shows links"
    toggle.click()
    support.wait(phone, lambda d: toggle.get_attribute("aria-expanded") == "true" and
                 all(link.is_displayed() for link in nav.find_elements(By.CSS_SELECTOR, "a")), "the nav never opened")


SPEECH_STUB = """
window.__spoken = [];
window.SpeechSynthesisUtterance = function (text) { this.text = text; };
Object.defineProperty(window, 'speechSynthesis', {configurable: true,
    value: {speak: function (u) { window.__spoken.push(u.text); }, cancel: function () {}}});
"""


def test_read_aloud_reads_the_menu_section(desktop, server):
    # The browser's speech is replaced by a recorder before the page loads: what the page asks it to say.
    desktop.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SPEECH_STUB})
    open_menu(desktop, server)
    button = desktop.find_element(By.CSS_SELECTOR, "button.read-aloud")
    support.wait(desktop, lambda d: button.is_displayed(), "the read-aloud button stays hidden")
    section = desktop.find_element(By.ID, button.get_attribute("data-read"))
    names = [card.text.split("\n")[0] for card in section.find_elements(By.CSS_SELECTOR, "[data-sku][data-price-cents]")]
    order_page.click(desktop, button)
    support.wait(desktop, lambda d: d.execute_script("return window.__spoken.length") == 1, "nothing was read aloud")
    spoken = desktop.execute_script("return window.__spoken[0]")
    assert names and all(name.split(" ")[0] in spoken for name in names if name), f"read {spoken!r}, cards {names}"
