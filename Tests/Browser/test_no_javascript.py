"""With JavaScript turned off in the browser, the order page says so in its <noscript> notice and how to order
instead (the restaurant's phone and email as links), and still lists the menu (names, prices, links to the
dishes); the controls that only work with JavaScript (the cart form, "Add to order", the menu filters) are not
shown. The same page with JavaScript is the control: no notice, the form and the buttons shown."""
import pytest
from selenium.webdriver.common.by import By

import order_page
import support

CONTACT = support.RESTAURANT["contact"]
PRODUCTS = [i for c in order_page.MENU["categories"] for i in c["items"]] + order_page.KITS
# Every control of the page's main part that a user could press or fill in, as shown.
SHOWN_CONTROLS = """return Array.from(document.querySelectorAll('main button, main input, main select, main textarea'))
    .filter(e => e.getClientRects().length > 0).map(e => e.outerHTML.slice(0, 120));"""


@pytest.fixture
def no_script():
    driver = support.chromium(support.PHONE, now=support.today_noon(), javascript=False)
    yield driver
    driver.quit()


def test_without_javascript_the_order_page_says_how_to_order(no_script, phone, order_page_served):
    url = order_page_served.url + "/order/"
    support.loaded(no_script, url)
    # Scripting really is off: only then does the parser make <noscript>'s content into elements.
    notices = no_script.find_elements(By.CSS_SELECTOR, "main noscript p.notice")
    assert notices and notices[0].is_displayed(), "no <noscript> notice shown: is JavaScript really off?"
    notice = notices[0]
    assert "needs JavaScript" in notice.text
    links = {a.get_attribute("href"): a.text for a in notice.find_elements(By.TAG_NAME, "a")}
    tel = "tel:" + "".join(c for c in CONTACT["phone"] if c.isdigit() or c == "+")
    assert links == {tel: CONTACT["phone"], "mailto:" + CONTACT["email"]: CONTACT["email"]}, links

    # The menu is still there to read: every dish and kit, with its price and a link to its page.
    shown = {li.get_attribute("data-sku"): li for li in no_script.find_elements(By.CSS_SELECTOR, "main li.filterable")
             if li.is_displayed()}
    assert set(shown) == {p["sku"] for p in PRODUCTS}
    for product in PRODUCTS:
        li = shown[product["sku"]]
        link = li.find_element(By.TAG_NAME, "a")
        assert link.text == product["name"] and link.get_attribute("href").startswith(order_page_served.url + "/")
        assert li.find_element(By.CSS_SELECTOR, ".price").text.strip()
    # …and no control that would do nothing without JavaScript.
    assert no_script.execute_script(SHOWN_CONTROLS) == []
    assert not no_script.find_element(By.ID, "order-form").is_displayed()

    # The control: with JavaScript the notice is not there and the cart's controls are.
    support.loaded(phone, url)
    support.wait(phone, lambda d: d.find_element(By.ID, "order-form").is_displayed(), "the order form never showed")
    assert not phone.find_elements(By.CSS_SELECTOR, "main noscript p.notice")
    buttons = phone.find_elements(By.CSS_SELECTOR, "main button.add-to-cart")
    assert buttons and all(b.is_displayed() for b in buttons)
