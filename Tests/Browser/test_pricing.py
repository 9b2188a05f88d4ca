"""For 22 carts the order page's estimate equals, to the cent, the receipt `bistro` makes of the same order
placed through the page (coupons by percent and by amount, applies-to by category and by SKU, minimums, tips
preset and other, notes). Each cart has its own customer email (WELCOME10 is once per customer), and pickup
is "as soon as possible" so no cart depends on the hour the suite runs at."""
import pytest

import order_page
import support
from order_page import Cart

CARTS = [
    # The worked example of docs/orders.md#pricing: 48.96.
    Cart([("RC-BURG-01", 2, "no onions"), ("RC-SOUP-01", 1, None)], "WELCOME10", "15", "Ring the bell twice"),
    Cart([("RC-BURG-03", 1, None)]),
    Cart([("RC-VEG-02", 3, None)], "WELCOME10", "10"),
    Cart([("RC-SOUP-02", 2, None), ("RC-BURG-05", 1, None)], "SOUPDAY", "20"),
    Cart([("RC-SOUP-03", 1, None), ("RC-CLAS-01", 1, "extra gravy")], "SOUPDAY", "other:4.50"),
    Cart([("RC-SOUP-05", 1, None)], "SOUPDAY"),
    Cart([("RC-KIT-02", 1, None)], "KITS15", "15"),
    Cart([("RC-KIT-03", 1, None), ("RC-BURG-04", 2, "lime on the side")], "KITS15", "other:10.00"),
    Cart([("RC-KIT-04", 1, "for Monday"), ("RC-SOUP-04", 1, "no croutons")], "KITS15", "10"),
    Cart([("RC-CLAS-03", 2, None), ("RC-CLAS-04", 1, None)], "", "20", "We'll be 5 minutes late"),
    Cart([("RC-VEG-01", 1, None), ("RC-VEG-03", 1, None), ("RC-VEG-05", 1, None)], "WELCOME10", "other:0.99"),
    Cart([("RC-BURG-01", 5, None)], "", "15"),
    Cart([("RC-SOUP-01", 1, None), ("RC-SOUP-02", 1, None), ("RC-SOUP-03", 1, None)], "SOUPDAY", "10"),
    Cart([("RC-BURG-04", 3, "one without mayo")], "WELCOME10", "none", "Birthday order"),
    Cart([("RC-VEG-02", 1, None)], "welcome10", "other:2.00"),  # codes match case-insensitively
    Cart([("RC-KIT-02", 1, None), ("RC-KIT-03", 1, None)], "KITS15", "20"),
    Cart([("RC-CLAS-01", 7, None)], "WELCOME10", "15"),
    Cart([("RC-SOUP-04", 1, None), ("RC-BURG-05", 2, None)], "SOUPDAY", "other:5"),
    Cart([("RC-BURG-03", 1, None), ("RC-VEG-05", 1, None)], "", "10"),
    Cart([("RC-VEG-03", 2, None), ("RC-SOUP-05", 1, "dressing on the side")], "WELCOME10", "20", "Thanks!"),
    Cart([("RC-BURG-01", 12, None), ("RC-SOUP-03", 3, None)], "", "15"),
    Cart([("RC-CLAS-04", 1, None), ("RC-SOUP-02", 4, None)], "SOUPDAY", "15"),
]


def test_the_carts_cover_what_the_issue_lists():
    coupons = {order_page.COUPONS[c.coupon.upper()].get("percentOff") is not None for c in CARTS if c.coupon}
    assert len(CARTS) >= 20 and coupons == {True, False}, "percent and amount coupons"
    assert {c.coupon.upper() for c in CARTS} >= {"SOUPDAY", "KITS15"}, "applies-to by category and by SKU"
    assert {c.tip for c in CARTS} >= {"none", "10", "15", "20"} and any(c.tip.startswith("other:") for c in CARTS)
    assert any(c.note for c in CARTS) and any(note for c in CARTS for _, _, note in c.lines)
    assert len({c.email for c in CARTS}) == len(CARTS)


@pytest.mark.parametrize("number", range(len(CARTS)), ids=[f"cart{n + 1:02}" for n in range(len(CARTS))])
def test_estimate_equals_receipt(number, desktop, ordering, bistro):
    cart = CARTS[number]
    support.loaded(desktop, ordering.url + "/order/")
    order_page.fill(desktop, cart)
    expected = cart.expected()
    shown = order_page.settled_estimate(desktop, expected)

    result, detail = order_page.place(desktop)
    assert result == "accepted", f"the order was rejected: {detail}"
    receipt = bistro.receipt(order_page.receipt_token(detail))
    charged = {name: support.cents(receipt[name]) for name in order_page.FIGURES}
    assert shown == charged, f"the page's estimate {shown} is not the receipt's {charged}"
    assert charged == expected, f"the receipt {charged} does not follow docs/orders.md#pricing ({expected})"
    assert [(l["sku"], l["quantity"], l["note"]) for l in receipt["lines"]] == cart.lines
    assert (receipt["note"] or "") == cart.note and receipt["customer"]["email"] == cart.email
    assert (receipt["couponCode"] or "") == cart.coupon.upper() and receipt["pickupAt"] is None
