"""For 26 carts the order page's estimate equals, to the cent, the receipt `bistro` makes of the same order
placed through the page (coupons by percent and by amount, applies-to by category and by SKU, minimums, tips
preset and other, notes, item options: a required size, extras, a kit's optional choice, the same item with
different choices on separate lines). Each cart has its own customer email (WELCOME10 is once per customer), and pickup
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
    Cart([("RC-KIT-03", 1, None), ("RC-BURG-04", 2, "lime on the side", {"size": ["large"], "extras": ["avocado"]})], "KITS15", "other:10.00"),
    Cart([("RC-KIT-04", 1, "for Monday"), ("RC-SOUP-04", 1, "no croutons")], "KITS15", "10"),
    Cart([("RC-CLAS-03", 2, None), ("RC-CLAS-04", 1, None)], "", "20", "We'll be 5 minutes late"),
    Cart([("RC-VEG-01", 1, None), ("RC-VEG-03", 1, None), ("RC-VEG-05", 1, None)], "WELCOME10", "other:0.99"),
    Cart([("RC-BURG-01", 5, None)], "", "15"),
    Cart([("RC-SOUP-01", 1, None), ("RC-SOUP-02", 1, None), ("RC-SOUP-03", 1, None)], "SOUPDAY", "10"),
    Cart([("RC-BURG-04", 3, "one without mayo", {"size": ["regular"]})], "WELCOME10", "none", "Birthday order"),
    Cart([("RC-VEG-02", 1, None)], "welcome10", "other:2.00"),  # codes match case-insensitively
    Cart([("RC-KIT-02", 1, None), ("RC-KIT-03", 1, None, {"breakfasts": ["protein-breakfasts"]})], "KITS15", "20"),
    Cart([("RC-CLAS-01", 7, None)], "WELCOME10", "15"),
    Cart([("RC-SOUP-04", 1, None), ("RC-BURG-05", 2, None)], "SOUPDAY", "other:5"),
    Cart([("RC-BURG-03", 1, None), ("RC-VEG-05", 1, None)], "", "10"),
    Cart([("RC-VEG-03", 2, None), ("RC-SOUP-05", 1, "dressing on the side")], "WELCOME10", "20", "Thanks!"),
    Cart([("RC-BURG-01", 12, None), ("RC-SOUP-03", 3, None)], "", "15"),
    Cart([("RC-CLAS-04", 1, None), ("RC-SOUP-02", 4, None)], "SOUPDAY", "15"),
    # Options: the same wrap with different choices stays two lines; each line's unit takes its choices.
    Cart([("RC-BURG-04", 2, None, {"size": ["large"], "extras": ["avocado", "extra-fish", "jalapenos"]}),
          ("RC-BURG-04", 1, "cut in half", {"size": ["regular"]})], "WELCOME10", "15"),
    Cart([("RC-BURG-04", 1, None, {"size": ["large"], "extras": ["extra-fish"]}), ("RC-SOUP-02", 2, None)], "SOUPDAY", "other:3.25"),
    # KITS15 by SKU takes the kit's choice too (its eligible amount is the line total).
    Cart([("RC-KIT-03", 2, None, {"breakfasts": ["protein-breakfasts"]}), ("RC-BURG-04", 1, None, {"size": ["regular"], "extras": ["jalapenos"]})],
         "KITS15", "10"),
    Cart([("RC-BURG-04", 4, None, {"size": ["large"]}), ("RC-KIT-03", 1, None)], "", "20"),
]


def test_the_carts_cover_what_the_issue_lists():
    coupons = {order_page.COUPONS[c.coupon.upper()].get("percentOff") is not None for c in CARTS if c.coupon}
    assert len(CARTS) >= 20 and coupons == {True, False}, "percent and amount coupons"
    assert {c.coupon.upper() for c in CARTS} >= {"SOUPDAY", "KITS15"}, "applies-to by category and by SKU"
    assert {c.tip for c in CARTS} >= {"none", "10", "15", "20"} and any(c.tip.startswith("other:") for c in CARTS)
    assert any(c.note for c in CARTS) and any(note for c in CARTS for _, _, note, _ in map(order_page.parts, c.lines))
    chosen = [(sku, options) for c in CARTS for sku, _, _, options in map(order_page.parts, c.lines) if options]
    assert {sku for sku, _ in chosen} == set(order_page.OPTIONS), "every item with options is ordered with choices"
    assert any(len({order_page.line_key(sku, o) for sku, _, _, o in map(order_page.parts, c.lines) if sku == "RC-BURG-04"}) > 1
               for c in CARTS), "the same item with different choices in one cart"
    assert len({c.email for c in CARTS}) == len(CARTS)


def chosen_options(receipt_line):
    """{option: [choice ids]} of a receipt's line (its JSON lists each choice with its option)."""
    options = {}
    for choice in receipt_line.get("options") or []:
        options.setdefault(choice["option"], []).append(choice["choice"])
    return {g: sorted(c) for g, c in options.items()}


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
    wanted = [(sku, quantity, note, {g: sorted(c) for g, c in (options or {}).items() if c})
              for sku, quantity, note, options in map(order_page.parts, cart.lines)]
    made = [(l["sku"], l["quantity"], l["note"], chosen_options(l)) for l in receipt["lines"]]
    assert made == wanted
    assert (receipt["note"] or "") == cart.note and receipt["customer"]["email"] == cart.email
    assert (receipt["couponCode"] or "") == cart.coupon.upper() and receipt["pickupAt"] is None
