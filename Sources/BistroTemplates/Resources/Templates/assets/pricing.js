// Bistro's pricing, as BistroCore/Pricing/PricingRules.swift computes it, for the order page's estimate, and
// the delivery rules it takes (BistroCore/Delivery: zones by postal code or distance, fee, minimum).
// Every figure is an integer number of minor units (cents); every rounding is to the nearest unit with
// halves away from zero. Plain integer arithmetic on Numbers: each product is checked with
// Number.isSafeInteger, and a figure that cannot be computed exactly gives `tooLarge` instead of a guess.
// An ES module: imported by the cart, the option chooser and the order page, and by
// Tests/JavaScript/pricing-check.js (which the browser suite runs in Chromium; node runs it too).

// a × b ÷ d rounded half away from zero; null when a × b is not an exact (safe) integer.
export function mulDivRound(a, b, d) {
  var p = a * b;
  if (!Number.isSafeInteger(p) || !(d > 0)) return null;
  var m = Math.abs(p);
  var q = Math.floor(m / d);
  var r = m - q * d;
  if (r < 0) { q -= 1; r += d; }
  if (r >= d) { q += 1; r -= d; }
  if (r >= d - r) q += 1;
  return p < 0 ? -q : q;
}

// "0.13" → 130000 (millionths, exactly as Rate.parse); null for anything else.
export function rateMillionths(text) {
  var match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(String(text).trim());
  if (!match) return null;
  return Number(match[1]) * 1000000 + Number(((match[2] || '') + '000000').slice(0, 6));
}

// 130000 → "13%", 82500 → "8.25%": the rate as receipts name it (Rate.percentText).
export function percentText(millionths) {
  var whole = Math.floor(millionths / 10000);
  var fraction = String(millionths % 10000);
  if (fraction === '0') return whole + '%';
  fraction = ('0000' + fraction).slice(-4).replace(/0+$/, '');
  return whole + '.' + fraction + '%';
}

// The tax rate of an order, as a decimal string for rateMillionths (restaurant.json `taxRates`, docs/tables.md):
// `dineIn` for an order eaten at a table, `takeAway` for any other; without taxRates, `taxRate` for both.
export function taxRateFor(data, dineIn) {
  var rates = data.taxRates;
  if (rates && typeof rates === 'object') return dineIn ? rates.dineIn : rates.takeAway;
  return data.taxRate;
}

// "4.50" → 450 with 2 minor digits; null for a malformed, negative or too precise amount.
export function parseAmount(text, digits) {
  var match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(String(text).trim());
  if (!match || (match[2] || '').length > digits) return null;
  var cents = Number(match[1]) * Math.pow(10, digits) +
    Number(((match[2] || '') + '000000000').slice(0, digits) || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

export function applies(coupon, product) {
  return coupon.appliesTo.length === 0 || coupon.appliesTo.indexOf(product.sku) >= 0 ||
    coupon.appliesTo.indexOf(product.category) >= 0;
}

// What the page can know about a public coupon (CouponEligibility.problems without the redemption
// counts, which only the processor has). `day` is "YYYY-MM-DD" in the restaurant's time zone.
export function couponProblems(coupon, lines, day, subtotal) {
  var problems = [];
  if (coupon.validFrom && day < coupon.validFrom) {
    problems.push({ code: 'coupon_not_yet_valid', from: coupon.validFrom });
  }
  if (coupon.validUntil && day > coupon.validUntil) problems.push({ code: 'coupon_expired', until: coupon.validUntil });
  if (coupon.minimumSubtotalCents != null && subtotal !== null && subtotal < coupon.minimumSubtotalCents) {
    problems.push({ code: 'coupon_below_minimum', minimum: coupon.minimumSubtotalCents });
  }
  if (lines.length > 0 && !lines.some(function (line) { return applies(coupon, line.product); })) {
    problems.push({ code: 'coupon_not_applicable' });
  }
  return problems;
}

// ---- options (OrderValidator+Options.swift) ----
// chosen: {optionId: [choiceId, …]} (a single string is one choice); missing or [] is nothing chosen.
function chosenIds(chosen, id) {
  var value = chosen ? chosen[id] : null;
  if (value == null) return [];
  return Array.isArray(value) ? value : [value];
}

// What the processor would refuse about the chosen options of `product` (its `options` as order-data.json
// gives them): [{code: unknown_option | unknown_choice | duplicate_choice | too_many_choices | option_required,
// option, choice?}], [] when the choices are fine.
export function optionProblems(product, chosen) {
  var problems = [];
  var groups = product.options || [];
  Object.keys(chosen || {}).forEach(function (id) {
    var group = groups.filter(function (g) { return g.id === id; })[0];
    if (!group) { problems.push({ code: 'unknown_option', option: id }); return; }
    var ids = chosenIds(chosen, id);
    ids.forEach(function (choice, index) {
      if (ids.indexOf(choice) !== index) problems.push({ code: 'duplicate_choice', option: id, choice: choice });
      else if (!group.choices.some(function (c) { return c.id === choice; })) {
        problems.push({ code: 'unknown_choice', option: id, choice: choice });
      }
    });
    if (ids.length > group.max) problems.push({ code: 'too_many_choices', option: id });
  });
  groups.forEach(function (group) {
    if (chosenIds(chosen, group.id).length < group.min) problems.push({ code: 'option_required', option: group.id });
  });
  return problems;
}

// The item's price plus its chosen choices' prices, in cents; null when a choice is unknown.
export function unitCents(product, chosen) {
  var total = product.priceCents;
  var known = true;
  Object.keys(chosen || {}).forEach(function (id) {
    var group = (product.options || []).filter(function (g) { return g.id === id; })[0];
    chosenIds(chosen, id).forEach(function (choiceId) {
      var choice = group && group.choices.filter(function (c) { return c.id === choiceId; })[0];
      if (choice) total += choice.priceCents; else known = false;
    });
  });
  return known ? total : null;
}

// What makes two cart lines one (as the processor merges them): the SKU and, per group, the same set
// of choices. "RC-BURG-04|extras=avocado,extra-fish;size=large"; groups with nothing chosen left out.
export function lineKey(sku, chosen) {
  var groups = Object.keys(chosen || {}).sort().filter(function (id) { return chosenIds(chosen, id).length > 0; });
  return sku + '|' + groups.map(function (id) {
    return id + '=' + chosenIds(chosen, id).slice().sort().join(',');
  }).join(';');
}

// ---- delivery (BistroCore/Delivery: DeliveryDistance, PostalCode, DeliverySettings, DeliveryCharge) ----
var EARTH_RADIUS_METERS = 6371008.8; // GeoPoint.earthRadiusMeters
function isPosition(p) {
  return !!p && Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180;
}

// The great-circle distance from `from` to `to` ({latitude, longitude} in degrees) by the haversine formula,
// operation for operation as GeoPoint.distance, rounded to whole metres (halves away from zero) as
// DeliveryDistance.meters, so the page puts a drop-off in the ring the processor does; null for a position
// that is not one.
export function distanceMeters(from, to) {
  if (!isPosition(from) || !isPosition(to)) return null;
  var phi1 = from.latitude * Math.PI / 180;
  var phi2 = to.latitude * Math.PI / 180;
  var deltaPhi = (to.latitude - from.latitude) * Math.PI / 180;
  var deltaLambda = (to.longitude - from.longitude) * Math.PI / 180;
  var a = Math.sin(deltaPhi / 2) * Math.sin(deltaPhi / 2) +
    Math.cos(phi1) * Math.cos(phi2) * Math.sin(deltaLambda / 2) * Math.sin(deltaLambda / 2);
  var distance = 2 * EARTH_RADIUS_METERS * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
  return Number.isFinite(distance) ? Math.round(distance) : null;
}

// "m5v 2t6" → "M5V2T6": upper-cased, without spaces, tabs or hyphens (PostalCode.normalized).
export function normalizedPostalCode(text) {
  return String(text == null ? '' : text).toUpperCase().replace(/[ \t-]/g, '');
}

// The zone of a drop-off among `settings.zones` (order-data.json's `delivery`): the postal-code zone whose
// prefix starts the postal code (the longest prefix; postal codes win over rings), else the first ring whose
// edge (`upToMeters`, inside) `distance` reaches (whole metres, distanceMeters); null outside every zone, or
// with neither a postal zone nor a distance.
export function deliveryZone(settings, postalCode, distance) {
  var zones = (settings && settings.zones) || [];
  var code = normalizedPostalCode(postalCode);
  var best = null;
  if (code) {
    zones.forEach(function (zone) {
      (zone.postalCodes || []).forEach(function (prefix) {
        if (code.indexOf(prefix) === 0 && prefix.length > (best ? best.length : 0)) best = { zone: zone, length: prefix.length };
      });
    });
    if (best) return best.zone;
  }
  if (distance == null) return null;
  return zones.filter(function (zone) { return zone.upToMeters != null && distance <= zone.upToMeters; })[0] || null;
}

// What a delivery to `zone` charges (DeliveryCharge): for price(…, delivery).
export function deliveryCharge(settings, zone) {
  return { feeCents: zone.feeCents, freeOverCents: settings.freeOverCents == null ? null : settings.freeOverCents,
    taxesFee: settings.taxDeliveryFee !== false };
}

// The fee of an order whose subtotal after discount is `taxable`: nothing once it reaches freeOver.
export function deliveryFee(charge, taxable) {
  return charge.freeOverCents != null && taxable >= charge.freeOverCents ? 0 : charge.feeCents;
}

// How much the subtotal after discount (`taxable`) lacks of the zone's minimum, in cents; 0 when it is
// enough (the processor's below_delivery_minimum otherwise).
export function deliveryMissing(zone, taxable) {
  return taxable < zone.minimumCents ? zone.minimumCents - taxable : 0;
}

// lines: [{product: {sku, category, priceCents, options}, quantity, options}] (`options` as for
// unitCents; none: the product's price); coupon: a coupon of order-data.json or
// null; tip: null, {percent: P} or {amountCents: C}; limit: the largest figure an order may have;
// delivery: null, or a delivery's charge (deliveryCharge): its fee comes after the discount and before the
// tax, which takes it too unless `taxesFee` is false; a percent tip stays a share of `taxable`.
export function price(lines, coupon, taxMillionths, tip, limit, delivery) {
  var result = { tooLarge: false };
  function checked(value) {
    if (value === null || !Number.isSafeInteger(value) || Math.abs(value) > limit) { result.tooLarge = true; return 0; }
    return value;
  }
  var subtotal = 0;
  var eligible = 0;
  result.lineTotals = lines.map(function (line) {
    var total = checked(checked(unitCents(line.product, line.options)) * line.quantity);
    subtotal = checked(subtotal + total);
    if (coupon && applies(coupon, line.product)) eligible = checked(eligible + total);
    return total;
  });
  if (!coupon) eligible = subtotal;
  var discount = 0;
  if (coupon) {
    discount = coupon.percentOff != null ? checked(mulDivRound(eligible, coupon.percentOff, 100))
      : Math.min(coupon.amountOffCents, eligible);
  }
  var taxable = checked(subtotal - discount);
  var fee = delivery ? checked(deliveryFee(delivery, taxable)) : 0;
  var taxBase = checked(delivery && delivery.taxesFee === false ? taxable : taxable + fee);
  var tax = checked(mulDivRound(taxBase, taxMillionths, 1000000));
  var tipCents = 0;
  if (tip && tip.percent != null) tipCents = checked(mulDivRound(taxable, tip.percent, 100));
  else if (tip && tip.amountCents != null) tipCents = checked(tip.amountCents);
  result.subtotal = subtotal;
  result.eligible = eligible;
  result.discount = discount;
  result.taxable = taxable;
  result.deliveryFee = fee;
  result.tax = tax;
  result.tip = tipCents;
  result.total = checked(checked(checked(taxable + fee) + tax) + tipCents);
  return result;
}
