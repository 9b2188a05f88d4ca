// Checks assets/pricing.js against figures worked out by BistroCore's rules (PricingRules.swift, Delivery/):
// integer cents, halves away from zero. An ES module with nothing to install: the browser suite runs it in
// Chromium (Tests/Browser/test_pricing_checks.py opens pricing-check.html), and
// `node Tests/JavaScript/pricing-check.js` runs it too. Every check runs; the failures are listed at the end.
import * as P from '../../Templates/assets/pricing.js';

const failures = [];
let count = 0;
function check(passed, message, actual, expected) {
  count += 1;
  if (passed) return;
  const said = (message || 'check ' + count) + ': got ' + JSON.stringify(actual);
  failures.push(said + ', expected ' + JSON.stringify(expected));
}
// Equal as node's assert.deepStrictEqual compares plain values: SameValue, arrays and objects key by key.
function deepEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
}
// The three comparisons the checks use, named as node's assert names them.
const assert = {
  deepStrictEqual: (actual, expected, message) => check(deepEqual(actual, expected), message, actual, expected),
  strictEqual: (actual, expected, message) => check(Object.is(actual, expected), message, actual, expected),
  notStrictEqual: (actual, other, message) =>
    check(!Object.is(actual, other), message, actual, 'not ' + JSON.stringify(other)),
};
const LIMIT = 1000000000 * 100;

function checks() {
  const burger = { sku: 'RC-BURG-01', category: 'burgers-n-wraps', priceCents: 1650 };
  const soup = { sku: 'RC-SOUP-01', category: 'soups-n-salads', priceCents: 850 };
  const kit = { sku: 'RC-KIT-01', category: 'kits', priceCents: 14900 };
  const welcome = { code: 'WELCOME10', percentOff: 10, appliesTo: [] };
  const soupday = { code: 'SOUPDAY', amountOffCents: 300, minimumSubtotalCents: 1000, appliesTo: ['soups-n-salads'] };
  const kits15 = { code: 'KITS15', percentOff: 15, appliesTo: ['RC-KIT-01'] };

  function figures(lines, coupon, rate, tip) {
    const r = P.price(lines.map(([product, quantity]) => ({ product, quantity })), coupon, P.rateMillionths(rate), tip, LIMIT);
    return [r.subtotal, r.discount, r.tax, r.tip, r.total, r.tooLarge];
  }

  // Rounding: halves away from zero, both signs; exact above 2^32.
  assert.deepStrictEqual([P.mulDivRound(1005, 10, 100), P.mulDivRound(1004, 10, 100), P.mulDivRound(-1005, 10, 100), P.mulDivRound(1150, 130000, 1000000)], [101, 100, -101, 150]);
  assert.strictEqual(P.mulDivRound(4503599627370495, 2, 4), 2251799813685248);
  assert.strictEqual(P.mulDivRound(2 ** 53, 3, 7), null, 'an inexact product is refused, not rounded');
  assert.deepStrictEqual([P.rateMillionths('0.13'), P.rateMillionths('0.0825'), P.rateMillionths('1'), P.rateMillionths('-0.1')], [130000, 82500, 1000000, null]);
  assert.deepStrictEqual([P.parseAmount('4.50', 2), P.parseAmount('4,5', 2), P.parseAmount('4', 2), P.parseAmount('4.505', 2), P.parseAmount('-1', 2), P.parseAmount('7', 0)], [450, 450, 400, null, null, 7]);

  // 2 burgers + 1 soup, WELCOME10, 15 % tip: 4150 − 415 = 3735; tax 485.55 → 486; tip 560.25 → 560.
  assert.deepStrictEqual(figures([[burger, 2], [soup, 1]], welcome, '0.13', { percent: 15 }), [4150, 415, 486, 560, 4781, false]);
  // SOUPDAY applies to soups only, never more than they cost: 2 soups (1700) − 300.
  assert.deepStrictEqual(figures([[burger, 1], [soup, 2]], soupday, '0.13', null), [3350, 300, 397, 0, 3447, false]);
  assert.deepStrictEqual(figures([[{ ...soup, priceCents: 250 }, 1]], soupday, '0.13', null).slice(0, 2), [250, 250]);
  // KITS15 by SKU: 15 % of 14900 = 2235; tax on 14900 + 1650 − 2235 = 14315 → 1860.95 → 1861; tip as an amount.
  assert.deepStrictEqual(figures([[kit, 1], [burger, 1]], kits15, '0.13', { amountCents: 450 }), [16550, 2235, 1861, 450, 16626, false]);
  // A rate with four decimals, halves up: 1000 × 8.25 % = 82.5 → 83.
  assert.deepStrictEqual(figures([[{ sku: 'A', category: 'c', priceCents: 1000 }, 1]], null, '0.0825', null), [1000, 0, 83, 0, 1083, false]);
  // Dine-in and take-away (restaurant.json taxRates, docs/tables.md): the rate follows the order, taxRate without
  // taxRates. The same cart (PricingRulesTests.dineInAndTakeAwayRatesOfTheSameCart): taxable 3735; take-away 5 %:
  // 186.75 → 187; dine-in 13 %: 485.55 → 486.
  const rates = { taxRate: '0.13', taxRates: { dineIn: '0.13', takeAway: '0.05' } };
  assert.deepStrictEqual([P.taxRateFor(rates, true), P.taxRateFor(rates, false)], ['0.13', '0.05']);
  assert.deepStrictEqual(['0.13', '0.05', '0.0825', '0.14975', '0', '1', '0.000001'].map((r) => P.percentText(P.rateMillionths(r))),
    ['13%', '5%', '8.25%', '14.975%', '0%', '100%', '0.0001%']);
  assert.deepStrictEqual([P.taxRateFor({ taxRate: '0.13', taxRates: null }, true), P.taxRateFor({ taxRate: '0.08' }, false)], ['0.13', '0.08']);
  assert.deepStrictEqual(figures([[burger, 2], [soup, 1]], welcome, P.taxRateFor(rates, false), { percent: 15 }), [4150, 415, 187, 560, 4482, false]);
  assert.deepStrictEqual(figures([[burger, 2], [soup, 1]], welcome, P.taxRateFor(rates, true), { percent: 15 }), [4150, 415, 486, 560, 4781, false]);
  // Too large for one order: flagged, never a wrong figure.
  assert.strictEqual(figures([[{ sku: 'B', category: 'c', priceCents: 100000000 * 100 }, 99]], null, '0.13', null)[5], true);

  // What the page can judge about a coupon.
  const lines = [{ product: burger, quantity: 1 }];
  assert.deepStrictEqual(P.couponProblems(soupday, lines, '2026-11-23', 1650).map((p) => p.code), ['coupon_not_applicable']);
  assert.deepStrictEqual(P.couponProblems({ ...welcome, validUntil: '2026-11-22' }, lines, '2026-11-23', 1650).map((p) => p.code), ['coupon_expired']);
  assert.deepStrictEqual(P.couponProblems({ ...welcome, validFrom: '2026-11-24', minimumSubtotalCents: 2000 }, lines, '2026-11-23', 1650).map((p) => p.code),
    ['coupon_not_yet_valid', 'coupon_below_minimum']);

  // Options: unit price = item + chosen choices; line total = unit × quantity; coupons take the line totals.
  const wrap = { sku: 'RC-BURG-04', category: 'burgers-n-wraps', priceCents: 1500, options: [
    { id: 'size', name: 'Size', min: 1, max: 1, choices: [{ id: 'regular', priceCents: 0 }, { id: 'large', priceCents: 250 }] },
    { id: 'extras', name: 'Extras', min: 0, max: 2, choices: [{ id: 'avocado', priceCents: 175 }, { id: 'extra-fish', priceCents: 400 }, { id: 'jalapenos', priceCents: 75 }] }] };
  assert.strictEqual(P.unitCents(wrap, { size: ['large'], extras: ['avocado', 'extra-fish'] }), 2325);
  assert.strictEqual(P.unitCents(wrap, { size: 'regular' }), 1500, 'a single string is one choice');
  assert.strictEqual(P.unitCents(burger, undefined), 1650, 'no options: the item price');
  assert.strictEqual(P.unitCents(wrap, { size: ['huge'] }), null, 'an unknown choice has no price');
  function optionFigures(lines, coupon, rate, tip) {
    const r = P.price(lines.map(([product, quantity, options]) => ({ product, quantity, options })), coupon, P.rateMillionths(rate), tip, LIMIT);
    return [r.lineTotals, r.subtotal, r.discount, r.tax, r.tip, r.total, r.tooLarge];
  }
  // 2 × (15.00 + 2.50 + 1.75 + 4.00) = 46.50 and 1 × 15.00; WELCOME10 on 61.50 = 6.15; tax 13 % of 55.35 = 7.1955 → 7.20; tip 5.535 → 5.54.
  assert.deepStrictEqual(optionFigures([[wrap, 2, { size: ['large'], extras: ['avocado', 'extra-fish'] }], [wrap, 1, { size: ['regular'] }]], welcome, '0.13', { percent: 10 }),
    [[4650, 1500], 6150, 615, 720, 554, 6809, false]);
  // A coupon by SKU takes the option prices too: KITS15 on a kit with a 35.00 choice.
  const kit3 = { sku: 'RC-KIT-01', category: 'kits', priceCents: 14900, options: [{ id: 'breakfasts', min: 0, max: 1, choices: [{ id: 'protein', priceCents: 3500 }] }] };
  assert.deepStrictEqual(optionFigures([[kit3, 1, { breakfasts: ['protein'] }], [burger, 1]], kits15, '0.13', null).slice(0, 3), [[18400, 1650], 20050, 2760]);
  assert.strictEqual(optionFigures([[wrap, 1, { size: ['nope'] }]], null, '0.13', null)[6], true, 'an unknown choice is never priced as nothing');
  // The processor's refusals.
  const codes = (chosen) => P.optionProblems(wrap, chosen).map((p) => p.code + ':' + p.option);
  assert.deepStrictEqual(codes({}), ['option_required:size']);
  assert.deepStrictEqual(codes({ size: [], extras: ['avocado'] }), ['option_required:size']);
  assert.deepStrictEqual(codes({ size: ['large', 'regular'] }), ['too_many_choices:size']);
  assert.deepStrictEqual(codes({ size: ['large'], extras: ['avocado', 'avocado'] }), ['duplicate_choice:extras']);
  assert.deepStrictEqual(codes({ size: ['large'], extras: ['bacon'], colour: ['red'] }), ['unknown_choice:extras', 'unknown_option:colour']);
  assert.deepStrictEqual(codes({ size: 'large', extras: ['avocado', 'jalapenos'] }), []);
  assert.deepStrictEqual(P.optionProblems(burger, {}), []);
  // Lines merge on the SKU and the same set of choices per group, whatever their order.
  assert.strictEqual(P.lineKey('W', { size: ['large'], extras: ['b', 'a'] }), P.lineKey('W', { extras: ['a', 'b'], size: 'large' }));
  assert.strictEqual(P.lineKey('W', { size: ['large'], extras: [] }), P.lineKey('W', { size: ['large'] }));
  assert.notStrictEqual(P.lineKey('W', { size: ['large'] }), P.lineKey('W', { size: ['regular'] }));
  assert.strictEqual(P.lineKey('W', undefined), P.lineKey('W', {}));

  // ---- delivery (BistroCore/Delivery), with the demo's zones (Content/restaurant.json) ----
  const home = { latitude: 43.6532, longitude: -79.3832 };
  const north = (latitude) => ({ latitude, longitude: home.longitude });
  const ring3 = { upToMeters: 3000, feeCents: 399, minimumCents: 1500 };
  const ring6 = { upToMeters: 6000, feeCents: 699, minimumCents: 2500 };
  const downtown = { postalCodes: ['M5V', 'M5H'], feeCents: 299, minimumCents: 1000 };
  const demo = { freeOverCents: 6000, taxDeliveryFee: true, zones: [ring3, ring6, downtown] };
  // Haversine on a 6,371,008.8 m sphere, rounded to whole metres (the raw distances, by the same operations:
  // 2999.598, 3000.399, 3000.599, 1233.999 and half the equator, 20015114.442).
  assert.deepStrictEqual([home, north(43.680176), north(43.6801832), north(43.680185), north(43.6642976)].map((p) => P.distanceMeters(home, p)),
    [0, 3000, 3000, 3001, 1234]);
  assert.strictEqual(P.distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }), 20015114);
  assert.deepStrictEqual([P.distanceMeters(home, north(91)), P.distanceMeters(home, { latitude: NaN, longitude: 0 }),
    P.distanceMeters(null, home), P.distanceMeters(home, { latitude: 0, longitude: -180.5 })], [null, null, null, null],
  'a position that is not one has no distance');
  assert.deepStrictEqual(['m5v 2t6', ' M5V-2T6\t', 'k1a0b1', null].map(P.normalizedPostalCode), ['M5V2T6', 'M5V2T6', 'K1A0B1', '']);
  // A ring's edge is inside it, in whole metres: 3000.399 m is 3000, in the 3 km ring; 3000.599 m is 3001, in the next.
  assert.strictEqual(P.deliveryZone(demo, null, P.distanceMeters(home, north(43.6801832))), ring3, 'rounded onto the edge: inside');
  assert.strictEqual(P.deliveryZone(demo, null, P.distanceMeters(home, north(43.680185))), ring6, 'one metre past the edge: the next ring');
  assert.deepStrictEqual([0, 3000, 3001, 6000, 6001].map((d) => P.deliveryZone(demo, '', d)), [ring3, ring3, ring6, ring6, null]);
  // A postal-code zone wins over any ring; an unknown postal code falls back to the distance; without one, no zone.
  assert.strictEqual(P.deliveryZone(demo, 'm5v 1z4', 5000), downtown, 'a postal code zone wins over a ring');
  assert.strictEqual(P.deliveryZone(demo, 'M5H-2N2', 9000), downtown, 'even beyond every ring');
  assert.strictEqual(P.deliveryZone(demo, 'M9Z 1A1', 2000), ring3);
  assert.deepStrictEqual([P.deliveryZone(demo, 'M9Z 1A1', null), P.deliveryZone(demo, 'M9Z 1A1', 7000), P.deliveryZone(demo, null, null)],
    [null, null, null]);
  // The longest prefix wins, whatever the zones' order; a shorter one takes the rest.
  const wide = { postalCodes: ['M5'], feeCents: 500, minimumCents: 0 };
  const block = { postalCodes: ['M5V2'], feeCents: 100, minimumCents: 0 };
  const street = { postalCodes: ['M5V'], feeCents: 200, minimumCents: 0 };
  const prefixes = { zones: [wide, block, street] };
  assert.deepStrictEqual(['M5V 2T6', 'm5v 3a1', 'M5H 1A1', 'M4X 1A1'].map((code) => P.deliveryZone(prefixes, code, null)), [block, street, wide, null]);
  // The fee: the zone's, nothing once the subtotal after discount reaches freeOver (exactly: free).
  const charge3 = P.deliveryCharge(demo, ring3);
  assert.deepStrictEqual(charge3, { feeCents: 399, freeOverCents: 6000, taxesFee: true });
  assert.deepStrictEqual([P.deliveryFee(charge3, 5999), P.deliveryFee(charge3, 6000), P.deliveryFee(P.deliveryCharge({ zones: [] }, ring3), 999999)],
    [399, 0, 399], 'free from freeOver on; never without it');
  function deliveryFigures(lines, coupon, rate, tip, delivery) {
    const r = P.price(lines.map(([product, quantity]) => ({ product, quantity })), coupon, P.rateMillionths(rate), tip, LIMIT, delivery);
    return [r.subtotal, r.discount, r.deliveryFee, r.tax, r.tip, r.total, r.tooLarge];
  }
  // 4150 − 415 = 3735; the fee 3.99; tax 13 % of 3735 + 399 = 537.42 → 537; tip 15 % of 3735 (not the fee) = 560.25 → 560.
  assert.deepStrictEqual(deliveryFigures([[burger, 2], [soup, 1]], welcome, '0.13', { percent: 15 }, charge3), [4150, 415, 399, 537, 560, 5231, false]);
  // taxDeliveryFee false: the tax leaves the fee out (485.55 → 486); the total still has it.
  const untaxed = P.deliveryCharge({ ...demo, taxDeliveryFee: false }, ring3);
  assert.deepStrictEqual(deliveryFigures([[burger, 2], [soup, 1]], welcome, '0.13', { percent: 15 }, untaxed), [4150, 415, 399, 486, 560, 5180, false]);
  // Free over 60.00: 4 burgers (66.00) deliver free; WELCOME10 takes them to 59.40, under it: the fee is back and taxed.
  assert.deepStrictEqual(deliveryFigures([[burger, 4]], null, '0.13', null, charge3), [6600, 0, 0, 858, 0, 7458, false]);
  assert.deepStrictEqual(deliveryFigures([[burger, 4]], welcome, '0.13', null, charge3), [6600, 660, 399, 824, 0, 7163, false]);
  assert.deepStrictEqual(deliveryFigures([[{ ...burger, priceCents: 3000 }, 2]], null, '0.13', null, charge3).slice(2, 3), [0], 'exactly freeOver: free');
  // Without a delivery the figures are pickup's, with a fee of 0.
  assert.deepStrictEqual(deliveryFigures([[burger, 2], [soup, 1]], welcome, '0.13', { percent: 15 }, null), [4150, 415, 0, 486, 560, 4781, false]);
  // The minimum is of the subtotal after discount: 16.50 − 10 % = 14.85 lacks 0.15 of the 3 km ring's 15.00.
  assert.deepStrictEqual([P.deliveryMissing(ring3, 1400), P.deliveryMissing(ring3, 1500), P.deliveryMissing(downtown, 999), P.deliveryMissing(ring6, 3000)],
    [100, 0, 1, 0]);
  assert.strictEqual(P.deliveryMissing(ring3, P.price([{ product: burger, quantity: 1 }], welcome, 130000, null, LIMIT, charge3).taxable), 15);
}

try {
  checks();
} catch (error) {
  failures.push('the checks stopped: ' + (error && error.stack || error));
}
const outcome = failures.length
  ? 'pricing.js: ' + failures.length + ' of ' + count + ' checks failed:\n' + failures.join('\n')
  : 'pricing.js: all ' + count + ' checks passed';
if (typeof document !== 'undefined') {
  const shown = document.getElementById('outcome');
  shown.textContent = outcome;
  shown.setAttribute('data-checks', String(count));
  shown.setAttribute('data-failures', String(failures.length));
} else {
  console.log(outcome);
  if (failures.length) process.exitCode = 1;
}
