// What the order page says about delivery: the area, the terms, and the state of a drop-off (its zone's fee,
// the minimum, outside the area), worded as the processor's rejections are (OrderValidator+Delivery.swift).
// No DOM here; money is formatted by the caller's `format(cents)`.
import { deliveryMissing } from './pricing.js';

// 3000 → "3", 2450 → "2.5", 950 → "1": kilometres with at most one decimal (DeliveryDistance.kilometresText).
export function kilometresText(meters) {
  var tenths = Math.floor((meters + 50) / 100);
  return tenths % 10 === 0 ? String(tenths / 10) : Math.floor(tenths / 10) + '.' + (tenths % 10);
}

// The farthest ring's edge in metres, null without rings.
export function farthestRing(settings) {
  var rings = settings.zones.filter(function (z) { return z.upToMeters != null; });
  return rings.length ? Math.max.apply(null, rings.map(function (z) { return z.upToMeters; })) : null;
}

// "up to 6 km from the restaurant and to postal codes starting M5V, M5H".
export function areaText(settings) {
  var codes = [];
  settings.zones.forEach(function (z) { codes = codes.concat(z.postalCodes || []); });
  var reach = [];
  var farthest = farthestRing(settings);
  if (farthest != null) reach.push('up to ' + kilometresText(farthest) + ' km from the restaurant');
  if (codes.length) reach.push('to postal codes starting ' + codes.join(', '));
  return reach.join(' and ');
}

// The hint under the choice: where, from what fee, free from what, and how soon.
export function termsText(settings, format) {
  var lowest = Math.min.apply(null, settings.zones.map(function (z) { return z.feeCents; }));
  return 'We deliver ' + areaText(settings) + ', for ' + (lowest === 0 ? 'free' : 'a fee from ' + format(lowest)) +
    (settings.freeOverCents != null && lowest > 0 ? ' (free on orders of ' + format(settings.freeOverCents) +
      ' or more after discounts)' : '') +
    ', at the earliest ' + settings.leadMinutes + ' minutes after you order.';
}

// The state of a drop-off for the estimate: {text, problem} where problem is null or {code, message, field}
// as place-order.js lists it. `quote`: {postalCode, distance, zone} (delivery-chooser.js); `figures`: price()'s.
export function deliveryState(settings, quote, figures, format) {
  var zone = quote.zone;
  if (!zone && !quote.postalCode && quote.distance == null) {
    return { text: 'Enter your postal code to see the delivery fee.',
      problem: { code: 'address_required', field: 'delivery.address.postalCode',
        message: 'Give the address to deliver to: its street and postal code.' } };
  }
  if (!zone) {
    var area = areaText(settings);
    var code = '“' + quote.postalCode + '”';
    var text = quote.distance != null
      ? 'This address is ' + kilometresText(quote.distance) + ' km from the restaurant: we deliver ' + area + '.'
      : farthestRing(settings) != null && settings.location
        ? 'We cannot place postal code ' + code + ' in our delivery area (we deliver ' + area +
          '): use your location, or order for pickup.'
        : 'We do not deliver to postal code ' + code + ': we deliver ' + area + '.';
    return { text: text, problem: { code: 'outside_delivery_area', field: 'delivery.address.postalCode', message: text } };
  }
  var named = 'Delivery (' + zone.label + ')';
  var missing = deliveryMissing(zone, figures.taxable);
  if (missing > 0) {
    var short = named + ' needs an order of at least ' + format(zone.minimumCents) + ' after discounts: add ' +
      format(missing) + ' more.';
    return { text: short, problem: { code: 'below_delivery_minimum', field: 'items', message: short } };
  }
  if (figures.deliveryFee === 0 && zone.feeCents > 0) {
    return { text: named + ' is free: your order reaches ' + format(settings.freeOverCents) + '.', problem: null };
  }
  return { text: named + ': ' + format(figures.deliveryFee) + '.', problem: null };
}
