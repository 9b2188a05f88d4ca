"""Driving the order page through the DOM contract of issue 11 (/tmp/issue11-contract.md, "DOM contract"),
and the processor's pricing rules (docs/orders.md#pricing) to know what the estimate must settle on."""
import json
import re
import uuid
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from selenium.common.exceptions import ElementClickInterceptedException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

import support

FIGURES = ["subtotal", "discount", "tax", "tip", "total"]
MENU = json.loads((support.CONTENT / "menu.json").read_text())
KITS = json.loads((support.CONTENT / "kits.json").read_text())["kits"]
COUPONS = {c["code"]: c for c in json.loads((support.CONTENT / "coupons.json").read_text())["coupons"]}
PRICES = {i["sku"]: support.cents(i["price"]) for c in MENU["categories"] for i in c["items"]} | {
    k["sku"]: support.cents(k["price"]) for k in KITS}
CATEGORY = {i["sku"]: c["id"] for c in MENU["categories"] for i in c["items"]} | {k["sku"]: "kits" for k in KITS}
TAX_RATE = Decimal(support.RESTAURANT["taxRate"])
# {sku: {option id: {choice id: price in cents}}} for the items and kits that have options.
OPTIONS = {p["sku"]: {o["id"]: {c["id"]: support.cents(c["price"]) for c in o["choices"]} for o in p["options"]}
           for p in [i for c in MENU["categories"] for i in c["items"]] + KITS if p.get("options")}


def unit_cents(sku, options=None):
    """The item's price plus its chosen choices' (docs/orders.md: unit price = item + choices)."""
    return PRICES[sku] + sum(OPTIONS[sku][group][choice] for group, choices in (options or {}).items() for choice in choices)


def line_key(sku, options=None):
    """The cart's data-key of a line (pricing.js lineKey): the SKU and each group's choices as a set."""
    groups = sorted(g for g, c in (options or {}).items() if c)
    return sku + "|" + ";".join(g + "=" + ",".join(sorted(options[g])) for g in groups)


def parts(cart_line):
    """(sku, quantity, note, options) of a Cart line written with or without its options."""
    sku, quantity, note, *rest = cart_line
    return sku, quantity, note, (rest[0] if rest else None)


@dataclass
class Cart:
    lines: list  # (sku, quantity, note or None[, {option id: [choice ids]}])
    coupon: str = ""
    tip: str = "none"  # none, a preset percent ("10"), or other:AMOUNT ("other:4.50")
    note: str = ""
    email: str = field(default_factory=lambda: f"cart-{uuid.uuid4().hex[:12]}@example.com")

    def expected(self):
        """The receipt's figures in cents by docs/orders.md#pricing (integer cents, halves away from zero)."""
        def round_half_away(value):
            return int(value.to_integral_value(rounding=ROUND_HALF_UP))
        totals = [(sku, unit_cents(sku, options) * quantity) for sku, quantity, _, options in map(parts, self.lines)]
        subtotal = sum(t for _, t in totals)
        discount = 0
        coupon = COUPONS.get(self.coupon.strip().upper())
        if coupon:
            applies = coupon.get("appliesTo") or []
            eligible = sum(t for sku, t in totals if not applies or sku in applies or CATEGORY[sku] in applies)
            if "percentOff" in coupon:
                discount = round_half_away(Decimal(eligible) * coupon["percentOff"] / 100)
            else:
                discount = min(support.cents(coupon["amountOff"]), eligible)
        taxable = subtotal - discount
        tax = round_half_away(Decimal(taxable) * TAX_RATE)
        if self.tip == "none":
            tip = 0
        elif self.tip.startswith("other:"):
            tip = support.cents(self.tip.split(":", 1)[1])
        else:
            tip = round_half_away(Decimal(taxable) * int(self.tip) / 100)
        return {"subtotal": subtotal, "discount": discount, "tax": tax, "tip": tip, "total": taxable + tax + tip}


def click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    try:
        element.click()
    except ElementClickInterceptedException:  # a sticky header over it: the click a user would make anyway
        driver.execute_script("arguments[0].click()", element)


def lines(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#cart li.cart-line")


def line(driver, sku, options=None):
    return driver.find_element(By.CSS_SELECTOR, f'#cart li.cart-line[data-key="{line_key(sku, options)}"]')


def chooser(driver, sku):
    """The open option chooser of sku (after its add-to-cart button was pressed)."""
    return support.wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, f'.option-chooser[data-sku="{sku}"]'),
                        f"no option chooser opened for {sku}")


def choose(driver, sku, options):
    """Opens sku's chooser and ticks the choices of options ({group: [choice ids]})."""
    click(driver, driver.find_element(By.CSS_SELECTOR, f'button.add-to-cart[data-sku="{sku}"]'))
    box = chooser(driver, sku)
    for group, choices in options.items():
        for choice in choices:
            click(driver, box.find_element(By.CSS_SELECTOR, f'fieldset[data-option="{group}"] input[value="{choice}"]'))
    return box


def add(driver, sku, options=None):
    """Adds one of sku with its add-to-cart button on the current page; an item with options (in Content) is
    added with these choices through its chooser."""
    before = cart_quantity(driver, sku, options)
    if sku in OPTIONS:
        box = choose(driver, sku, options or {})
        click(driver, box.find_element(By.CSS_SELECTOR, "button.add-with-options"))
    else:
        click(driver, driver.find_element(By.CSS_SELECTOR, f'button.add-to-cart[data-sku="{sku}"]'))
    support.wait(driver, lambda d: cart_quantity(d, sku, options) == before + 1, f"adding {sku} {options or ''} never reached the cart")


def cart_quantity(driver, sku, options=None):
    found = driver.find_elements(By.CSS_SELECTOR, f'#cart li.cart-line[data-key="{line_key(sku, options)}"] input.quantity')
    return int(found[0].get_attribute("value") or 0) if found else 0


def cart_state(driver):
    """[(sku, quantity, note)] as the cart shows them."""
    return [(li.get_attribute("data-sku"), int(li.find_element(By.CSS_SELECTOR, "input.quantity").get_attribute("value")),
             li.find_element(By.CSS_SELECTOR, "input.line-note").get_attribute("value")) for li in lines(driver)]


def set_quantity(driver, sku, quantity, options=None):
    """Types the quantity as a user would replace it (input and change events)."""
    field_ = line(driver, sku, options).find_element(By.CSS_SELECTOR, "input.quantity")
    driver.execute_script(
        "arguments[0].value = arguments[1];"
        "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));"
        "arguments[0].dispatchEvent(new Event('change', {bubbles: true}));", field_, str(quantity))
    support.wait(driver, lambda d: cart_quantity(d, sku, options) == quantity, f"{sku} never showed quantity {quantity}")


def type_into(driver, element, text):
    click(driver, element)
    element.send_keys(Keys.CONTROL, "a")
    element.send_keys(Keys.DELETE)
    element.send_keys(text, Keys.TAB)


def estimate(driver):
    """{figure: cents} from the estimate's data-cents."""
    found = {}
    for name in FIGURES:
        value = driver.find_element(By.ID, f"estimate-{name}").get_attribute("data-cents")
        found[name] = int(value) if value not in (None, "") and re.fullmatch(r"-?\d+", value) else value
    return found


def fill(driver, cart, name="Test Customer", phone="+1 416 555 0142"):
    """Builds cart on the order page (already open) and fills in the customer, tip, coupon and ASAP pickup (none on
    a table's page)."""
    for sku, quantity, note, options in map(parts, cart.lines):
        add(driver, sku, options)
        if quantity != 1:
            set_quantity(driver, sku, quantity, options)
        if note:
            type_into(driver, line(driver, sku, options).find_element(By.CSS_SELECTOR, "input.line-note"), note)
    type_into(driver, driver.find_element(By.ID, "customer-name"), name)
    type_into(driver, driver.find_element(By.ID, "customer-email"), cart.email)
    type_into(driver, driver.find_element(By.ID, "customer-phone"), phone)
    if cart.coupon:
        type_into(driver, driver.find_element(By.ID, "coupon"), cart.coupon)
    tip = "other" if cart.tip.startswith("other:") else cart.tip
    click(driver, driver.find_element(By.CSS_SELECTOR, f'input[name="tip"][value="{tip}"]'))
    if tip == "other":
        type_into(driver, driver.find_element(By.ID, "tip-other"), cart.tip.split(":", 1)[1])
    days = driver.find_elements(By.ID, "pickup-day")
    if days and days[0].is_displayed():  # a restaurant taking orders days ahead: today first
        Select(days[0]).select_by_index(0)
    pickup = driver.find_element(By.ID, "pickup-time")
    if pickup.is_displayed():  # a table's dine-in order has no pickup time (test_table_order.py)
        Select(pickup).select_by_value("asap")
    if cart.note:
        type_into(driver, driver.find_element(By.ID, "order-note"), cart.note)


def settled_estimate(driver, expected):
    """The estimate once its total is `expected`'s (the pricing rules' figures; the total depends on every
    input), or as it stands after the wait."""
    try:
        support.wait(driver, lambda d: estimate(d)["total"] == expected["total"])
    except TimeoutException:
        pass  # the caller's assertion shows the page's figures beside the receipt's
    return estimate(driver)


def outcome(driver):
    """Waits for the order's outcome: ('accepted', receipt URL) or ('rejected', {code: message})."""
    support.wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#order-outcome a.receipt-link, #order-outcome .rejection"),
                 "no outcome (receipt link or rejection) in #order-outcome")
    links = driver.find_elements(By.CSS_SELECTOR, "#order-outcome a.receipt-link")
    if links:
        return "accepted", links[0].get_attribute("href")
    return "rejected", {r.get_attribute("data-code"): r.text for r in
                        driver.find_elements(By.CSS_SELECTOR, "#order-outcome .rejection")}


def place(driver):
    click(driver, driver.find_element(By.ID, "place-order"))
    return outcome(driver)


def receipt_token(url):
    match = re.search(r"/receipts/([0-9a-f]+)/", url)
    assert match, f"the receipt link {url} is not a /receipts/TOKEN/ link"
    return match.group(1)
