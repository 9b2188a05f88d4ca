"""Ordering from the table (issue 27, docs/tables.md): the order page opened from a table's QR code,
/order/?table=T3, shows "Table T3" and no pickup time, keeps a cart of the table's own, and sends a dine-in order
for the table; an address naming no table of the restaurant (or hostile text) gets a plain message, shown as text,
and the take-away page; with restaurant.json's taxRates the estimate takes the dine-in or the take-away rate.

What the page sends is caught in the page (its fetch of /api/orders answered there), so these tests hold whatever
the processor says of dine-in orders; test_a_dine_in_order_is_placed_for_its_table places one for real and needs
the processor's side of issue 27 (dine-in orders accepted)."""
import json
import shutil
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

import order_page
import support
from order_page import Cart

# Replaces the page's fetch of /api/orders: each order it sends is kept in window.__posted and answered as
# accepted, without reaching the server.
CATCH_ORDERS = """
window.__posted = [];
const real = window.fetch;
window.fetch = async function (resource, init) {
    const url = String(resource && resource.url || resource);
    if (!url.includes('/api/orders')) return real.apply(this, arguments);
    window.__posted.push(JSON.parse(init.body));
    return new Response(JSON.stringify({status: 'accepted', orderNumber: 'TEST-1'}),
                        {status: 201, headers: {'Content-Type': 'application/json'}});
};"""
POSTED = "return window.__posted"


def open_order_page(driver, server, query=""):
    """The order page at `query`, once its script has started (the form is shown)."""
    support.loaded(driver, server.url + "/order/" + query)
    support.wait(driver, lambda d: d.find_element(By.ID, "order-form").is_displayed(), "the order form never showed")


def shown(driver, element_id):
    found = driver.find_elements(By.ID, element_id)
    return bool(found) and found[0].is_displayed()


def cart_skus(driver):
    return [sku for sku, _, _ in order_page.cart_state(driver)]


def test_a_table_order_shows_the_table_and_no_pickup_time(browser, order_page_served):
    open_order_page(browser, order_page_served, "?table=T3")
    table = support.wait(browser, lambda d: shown(d, "order-table") and d.find_element(By.ID, "order-table"),
                         "#order-table never showed")
    assert table.find_element(By.CSS_SELECTOR, ".order-table-name").text == "Table T3"
    assert browser.find_element(By.TAG_NAME, "h1").text == "Dine-in order"
    assert browser.title.startswith("Table T3 · ")
    assert not browser.find_element(By.CSS_SELECTOR, "fieldset.pickup").is_displayed()
    assert not shown(browser, "table-notice")
    order_page.add(browser, "RC-BURG-01")
    violations = support.serious_axe_violations(browser)
    assert violations == [], "axe-core on the table's order page:\n" + "\n".join(violations)
    browser.execute_script("window.scrollTo(0, 0)")
    support.screenshot(browser, "order-table")


def test_the_cart_is_kept_per_table(desktop, order_page_served):
    open_order_page(desktop, order_page_served, "?table=T3")
    order_page.add(desktop, "RC-BURG-01")
    open_order_page(desktop, order_page_served)  # the take-away page: its own cart
    assert cart_skus(desktop) == []
    order_page.add(desktop, "RC-SOUP-01")
    open_order_page(desktop, order_page_served, "?table=T1")  # another table: empty
    assert cart_skus(desktop) == []
    open_order_page(desktop, order_page_served, "?table=T3")
    assert cart_skus(desktop) == ["RC-BURG-01"]
    open_order_page(desktop, order_page_served)
    assert cart_skus(desktop) == ["RC-SOUP-01"]
    keys = desktop.execute_script("return Object.keys(localStorage).filter(k => k.startsWith('bistro-cart:')).sort()")
    assert keys == ["bistro-cart:/", "bistro-cart:/#table=T3"]


def test_the_order_sent_from_a_table_is_dine_in_for_it(desktop, order_page_served):
    cart = Cart([("RC-BURG-05", 2, "no sesame"), ("RC-SOUP-03", 1, None)], tip="10")
    open_order_page(desktop, order_page_served, "?table=T2")
    order_page.fill(desktop, cart)
    desktop.execute_script(CATCH_ORDERS)
    order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
    support.wait(desktop, lambda d: d.execute_script(POSTED), "the page sent no order")
    order = desktop.execute_script(POSTED)[0]
    assert order["fulfilment"] == "dine-in" and order["table"] == "T2"
    assert "pickupAt" not in order, order
    assert [(i["sku"], i["quantity"]) for i in order["items"]] == [("RC-BURG-05", 2), ("RC-SOUP-03", 1)]
    assert order["customer"]["email"] == cart.email and order["tip"] == {"percent": 10}
    # Accepted: the table's cart is emptied, the take-away one never touched.
    support.wait(desktop, lambda d: d.find_elements(By.CSS_SELECTOR, "#order-outcome .accepted"), "no thanks shown")
    assert cart_skus(desktop) == []


def test_a_take_away_order_stays_as_it_was(desktop, order_page_served):
    open_order_page(desktop, order_page_served)
    order_page.fill(desktop, Cart([("RC-BURG-01", 1, None)]))
    desktop.execute_script(CATCH_ORDERS)
    order_page.click(desktop, desktop.find_element(By.ID, "place-order"))
    support.wait(desktop, lambda d: d.execute_script(POSTED), "the page sent no order")
    order = desktop.execute_script(POSTED)[0]
    assert "fulfilment" not in order and "table" not in order, order


@pytest.mark.parametrize("query, text", [
    ("?table=T9", "There is no table “T9” here, so this is the order page for pickup."),
    ("?table=t3", "There is no table “t3” here, so this is the order page for pickup."),  # ids are exact
    ("?table=", "There is no table “” here, so this is the order page for pickup."),
])
def test_an_unknown_table_falls_back_to_the_take_away_page(desktop, order_page_served, query, text):
    open_order_page(desktop, order_page_served, query)
    support.wait(desktop, lambda d: shown(d, "table-notice"), "no message about the table")
    assert desktop.find_element(By.ID, "table-notice").text == text
    assert desktop.find_element(By.TAG_NAME, "h1").text == "Order for pickup"
    assert not shown(desktop, "order-table")
    assert desktop.find_element(By.CSS_SELECTOR, "fieldset.pickup").is_displayed()
    violations = support.serious_axe_violations(desktop)
    assert violations == [], "axe-core with the table message:\n" + "\n".join(violations)


# Hostile `table` values: markup, a script's end, an attribute break-out, a very long text, long emoji.
HOSTILE = [
    '<img src=x onerror="window.__pwned=1">',
    '</script><script>window.__pwned=1</script>',
    '"><svg onload=window.__pwned=1>',
    "T3<b>bold</b>",
    "x" * 5000,
    "🍔" * 50,  # cut between characters, never inside one
]


@pytest.mark.parametrize("value", HOSTILE, ids=["img-onerror", "script", "attribute", "markup", "long", "emoji"])
def test_a_hostile_table_is_shown_as_text_only(desktop, order_page_served, value):
    query = "?" + urllib.parse.urlencode({"table": value})
    open_order_page(desktop, order_page_served, query)
    support.wait(desktop, lambda d: shown(d, "table-notice"), "no message about the table")
    notice = desktop.find_element(By.ID, "table-notice")
    shown_text = value if len(value) <= 40 else value[:40] + "…"
    assert notice.text == f"There is no table “{shown_text}” here, so this is the order page for pickup."
    assert notice.find_elements(By.XPATH, "./*") == [], "markup got into the message"
    assert desktop.execute_script("return window.__pwned") is None
    assert not shown(desktop, "order-table")


# Before any page script: order/order-data.json as fetched, changed by `change(data)` (JavaScript), so one page
# shows what another restaurant.json would give.
CHANGE_ORDER_DATA = """(() => {
const real = window.fetch;
window.fetch = async function (resource, init) {
    const answer = await real.apply(this, arguments);
    if (!String(resource && resource.url || resource).includes('order-data.json')) return answer;
    const data = await answer.json();
    (%s)(data);
    return new Response(JSON.stringify(data), {status: 200, headers: {'Content-Type': 'application/json'}});
};
})();"""


def test_a_listed_table_while_dine_in_is_off_says_so(desktop, order_page_served):
    desktop.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                            {"source": CHANGE_ORDER_DATA % "d => { d.dineIn = false; }"})
    open_order_page(desktop, order_page_served, "?table=T3")
    support.wait(desktop, lambda d: shown(d, "table-notice"), "no message about the table")
    assert desktop.find_element(By.ID, "table-notice").text == (
        "We take no orders at the tables at the moment: this is the order page for pickup.")
    assert desktop.find_element(By.CSS_SELECTOR, "fieldset.pickup").is_displayed()


def with_tax_rates(folder):
    """The demo's content with taxRates: 13 % eaten in, 5 % taken away (taxRate stays 0.13)."""
    content = folder / "Content"
    shutil.copytree(support.CONTENT, content)
    restaurant = json.loads((content / "restaurant.json").read_text())
    restaurant["taxRates"] = {"dineIn": "0.13", "takeAway": "0.05"}
    (content / "restaurant.json").write_text(json.dumps(restaurant, indent=2, ensure_ascii=False))
    return content


@pytest.fixture(scope="module")
def tax_rates_site():
    with support.own_site("bistro-browser-rates-", support.today_noon(), prepare=with_tax_rates) as (_, server):
        yield server


def test_the_estimate_takes_the_dine_in_or_the_take_away_rate(desktop, tax_rates_site):
    # 16.50: 13 % is 2.145 → 2.15 eaten in; 5 % is 0.825 → 0.83 taken away (halves away from zero).
    for query, tax, label in [("?table=T1", 215, "HST 13%"), ("", 83, "HST 5%")]:
        open_order_page(desktop, tax_rates_site, query)
        order_page.add(desktop, "RC-BURG-01")
        support.wait(desktop, lambda d: order_page.estimate(d)["tax"] == tax,
                     lambda: f"{query or 'take-away'}: the estimate is {order_page.estimate(desktop)}")
        assert order_page.estimate(desktop)["total"] == 1650 + tax
        assert desktop.find_element(By.ID, "estimate-tax-label").text == label


def test_a_dine_in_order_is_placed_for_its_table(desktop, ordering, bistro):
    """Needs the processor's side of issue 27 (dine-in orders: "fulfilment": "dine-in" and "table" accepted, no
    pickup time): until it is merged the processor refuses the order's unknown keys and this test fails."""
    cart = Cart([("RC-VEG-01", 1, None)])
    open_order_page(desktop, ordering, "?table=T4")
    order_page.fill(desktop, cart)
    desktop.execute_script("""
        const real = window.fetch;
        window.__answers = [];
        window.fetch = async function (resource, init) {
            const answer = await real.apply(this, arguments);
            if (String(resource && resource.url || resource).includes('/api/orders')) window.__answers.push(answer.status);
            return answer;
        };""")
    result, detail = order_page.place(desktop)
    assert desktop.execute_script("return window.__answers") == [201], detail
    assert result == "accepted", detail
    assert len(bistro.orders(cart.email)) == 1
