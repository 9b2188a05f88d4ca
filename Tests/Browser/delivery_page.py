"""Delivery on the order page (issue 26): a test copy of the demo's content that delivers by default, the rules
worked out here independently of pricing.js and the processor (zones by postal code or by distance, the fee, free
over, taxed or not, the minimum), and what the page, the order book and the published receipt say of an order."""
import json
import re
import shutil
import sqlite3
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from selenium.webdriver.common.by import By

import order_page
import support

DELIVERY = support.RESTAURANT["delivery"]
HOME = (support.RESTAURANT["location"]["latitude"], support.RESTAURANT["location"]["longitude"])
METERS_PER_DEGREE_OF_LATITUDE = 111_195
# The figures compared, as the receipt page's rows name them (tfoot tr.KIND, StoredOrder.Figure.Kind).
KINDS = ["subtotal", "discount", "deliveryFee", "tax", "tip", "total"]


def content_with(folder, **delivery):
    """The demo's content with restaurant.json's delivery changed by `delivery` (`default`, `taxDeliveryFee`, …)."""
    content = folder / "Content"
    shutil.copytree(support.CONTENT, content)
    restaurant = json.loads((content / "restaurant.json").read_text())
    restaurant["delivery"].update(delivery)
    (content / "restaurant.json").write_text(json.dumps(restaurant, indent=2, ensure_ascii=False))
    return content


def north(meters):
    """A position about `meters` north of the restaurant."""
    return (HOME[0] + meters / METERS_PER_DEGREE_OF_LATITUDE, HOME[1])


def cents(text):
    return support.cents(text)


def round_half_away(value):
    return int(Decimal(value).to_integral_value(rounding=ROUND_HALF_UP))


@dataclass
class Drop:
    """Where a delivery goes: the address typed, and the position "Use my location" gives (or None)."""
    postal_code: str
    position: tuple = None
    street: str = "12 King Street West"
    locality: str = "Toronto"
    instructions: str = ""

    def distance(self):
        """Whole metres from the restaurant (haversine on 6,371,008.8 m, halves up), None without a position."""
        return None if self.position is None else round_half_away(support.distance_meters(HOME, self.position))

    def zone(self, settings=DELIVERY):
        """The zone of restaurant.json's `delivery` this drop-off falls in (postal code first, longest prefix;
        else the first ring its distance is within, edge inside), and its label; None outside."""
        code = re.sub(r"[ \t-]", "", self.postal_code.upper())
        best = None
        for zone in settings["zones"]:
            for prefix in zone.get("postalCodes", []):
                if code.startswith(prefix) and len(prefix) > (len(best[1]) if best else 0):
                    best = (zone, prefix)
        if best:
            return best[0], ", ".join(best[0]["postalCodes"])
        distance = self.distance()
        for zone in settings["zones"]:
            if "upToKm" in zone and distance is not None and distance <= round(zone["upToKm"] * 1000):
                km = zone["upToKm"]
                return zone, f"up to {int(km) if float(km).is_integer() else km} km"
        return None, None


def expected(cart, drop, settings=DELIVERY, tax_rate=order_page.TAX_RATE):
    """The receipt's figures in cents, the delivery fee included (PricingRules.swift, by hand): the fee after the
    discount, none from freeOver, taxed unless taxDeliveryFee is false; a percent tip of the discounted amount."""
    pickup = cart.expected()
    taxable = pickup["subtotal"] - pickup["discount"]
    zone, _ = drop.zone(settings)
    free_over = settings.get("freeOver")
    fee = 0 if free_over is not None and taxable >= cents(free_over) else cents(zone["fee"])
    taxed = taxable + (fee if settings.get("taxDeliveryFee", True) else 0)
    tax = round_half_away(Decimal(taxed) * tax_rate)
    return {"subtotal": pickup["subtotal"], "discount": pickup["discount"], "deliveryFee": fee, "tax": tax,
            "tip": pickup["tip"], "total": taxable + fee + tax + pickup["tip"]}


def page_figures(driver):
    """The estimate's figures in cents, its Delivery line included (None while no zone is known)."""
    figures = order_page.estimate(driver)
    fee = driver.find_element(By.ID, "estimate-delivery").get_attribute("data-cents")
    figures["deliveryFee"] = int(fee) if fee and re.fullmatch(r"-?\d+", fee) else None
    return figures


def type_drop(driver, server, drop):
    """Types the drop-off's address and, with a position, shares it through "Use my location" (DevTools'
    geolocation, permission granted)."""
    order_page.type_into(driver, driver.find_element(By.ID, "delivery-street"), drop.street)
    order_page.type_into(driver, driver.find_element(By.ID, "delivery-locality"), drop.locality)
    order_page.type_into(driver, driver.find_element(By.ID, "delivery-postal-code"), drop.postal_code)
    if drop.instructions:
        order_page.type_into(driver, driver.find_element(By.ID, "delivery-instructions"), drop.instructions)
    if drop.position is not None:
        share_position(driver, server, drop.position)


def share_position(driver, server, position):
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.url, "permissions": ["geolocation"]})
    driver.execute_cdp_cmd("Emulation.setGeolocationOverride",
                           {"latitude": position[0], "longitude": position[1], "accuracy": 5})
    order_page.click(driver, driver.find_element(By.ID, "use-location"))
    status = driver.find_element(By.ID, "location-status")
    support.wait(driver, lambda d: status.text.startswith("Location found"),
                 lambda: f"#location-status says {status.text!r}")


def choose(driver, fulfilment):
    """Ticks "Pickup" or "Delivery"."""
    order_page.click(driver, driver.find_element(By.CSS_SELECTOR, f'input[name="fulfilment"][value="{fulfilment}"]'))


def book_figures(book, token):
    """The order as the order book recorded it: its figures in cents and its drop-off's zone and distance."""
    connection = sqlite3.connect(f"file:{book.db}?mode=ro", uri=True, timeout=30)
    try:
        row = connection.execute(
            "SELECT o.subtotal_cents, o.discount_cents, o.delivery_fee_cents, o.tax_cents, o.tip_cents, o.total_cents,"
            " d.zone, d.distance_m, d.street_address, d.postal_code, d.instructions"
            " FROM orders o LEFT JOIN deliveries d ON d.order_id = o.id WHERE o.receipt_token = ?", (token,)).fetchone()
    finally:
        connection.close()
    assert row, f"no order with receipt token {token} in {book.db}"
    figures = dict(zip(KINDS, row[:6]))
    return figures, dict(zip(["zone", "distance", "street", "postalCode", "instructions"], row[6:]))


def money_cents(text):
    """'$1,234.56' → 123456, '-$4.15' or '−$4.15' → -415 (the receipt page's amounts, en_CA)."""
    digits = re.sub(r"[^0-9]", "", text)
    assert digits, f"no amount in {text!r}"
    return -int(digits) if re.search(r"[-\u2212]", text) else int(digits)


def receipt_figures(driver, url):
    """The figures of the published receipt page at `url`, in cents (the discount as a positive amount, as the
    estimate's data-cents and the order book give it); a kind the receipt has no row for is 0."""
    support.loaded(driver, url)
    rows = {row.get_attribute("class"): money_cents(row.find_element(By.CSS_SELECTOR, "td").text)
            for row in driver.find_elements(By.CSS_SELECTOR, "table.receipt-lines tfoot tr")}
    figures = {kind: rows.get(kind, 0) for kind in KINDS}
    figures["discount"] = -figures["discount"]
    return figures
