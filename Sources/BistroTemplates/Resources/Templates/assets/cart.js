// The cart, kept in localStorage so that every page of the site adds to the same order.
import { lineKey } from './pricing.js';
import { root } from './site-root.js';
import { DETAILS } from './customer-details.js';

var TAKE_AWAY_KEY = 'bistro-cart:' + root.pathname;
var cartKey = TAKE_AWAY_KEY;
export var MAX_QUANTITY = 99;

// The localStorage key of the cart in use: the take-away cart, or a table's own (`useTableCart`).
export function currentCartKey() { return cartKey; }
// From now on the cart is `table`'s ("bistro-cart:/#table=T3"), or the take-away cart for null: a phone at a
// table never mixes its dine-in order with a take-away order made on the site (table-order.js).
export function useTableCart(table) { cartKey = table ? TAKE_AWAY_KEY + '#table=' + table : TAKE_AWAY_KEY; }

// ---- the cart, in localStorage: {lines: [{sku, quantity, note, options}], orderId, form: {…}} ----
// `form` holds the coupon, tip, pickup and note, never the customer's details (DETAILS_KEY); a cart saved
// before they left it loses them at once.
// A line's `options` is {optionId: [choiceId, …]} as the order file has it; a cart saved before options
// existed has none, which is {} (nothing chosen).
function cleanOptions(options) {
  var clean = {};
  if (!options || typeof options !== 'object' || Array.isArray(options)) return clean;
  Object.keys(options).forEach(function (id) {
    var ids = Array.isArray(options[id]) ? options[id] : [options[id]];
    clean[id] = ids.filter(function (c) { return typeof c === 'string'; });
  });
  return clean;
}
export function loadCart() {
  var cart = null;
  try { cart = JSON.parse(localStorage.getItem(cartKey) || 'null'); } catch (e) { cart = null; }
  if (!cart || !Array.isArray(cart.lines)) cart = { lines: [] };
  cart.lines = cart.lines.filter(function (line) {
    return line && typeof line.sku === 'string' && Number.isSafeInteger(line.quantity) && line.quantity > 0;
  });
  cart.lines.forEach(function (line) { line.options = cleanOptions(line.options); });
  cart.form = cart.form || {};
  var kept = DETAILS.filter(function (field) { return field in cart.form; });
  kept.forEach(function (field) { delete cart.form[field]; });
  if (kept.length) saveCart(cart);
  return cart;
}
export function keyOf(line) { return lineKey(line.sku, line.options); }
export function saveCart(cart) {
  try {
    localStorage.setItem(cartKey, JSON.stringify(cart));
  } catch (e) { /* private mode: the cart lives as long as the page */ }
}
function newOrderId() {
  if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
  var bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
}
export function orderIdOf(cart) {
  if (!cart.orderId) { cart.orderId = newOrderId(); saveCart(cart); }
  return cart.orderId;
}
// Adds one of the SKU with these options to its line (a line per SKU and set of choices), up to
// `limit` (a number, or a function of the cart's lines and the line: what is left) and 99; returns the
// new quantity.
export function addToCart(sku, options, limit) {
  var cart = loadCart();
  var wanted = { sku: sku, quantity: 0, note: '', options: cleanOptions(options) };
  var line = cart.lines.filter(function (l) { return keyOf(l) === keyOf(wanted); })[0];
  if (!line) { line = wanted; cart.lines.push(line); }
  var left = typeof limit === 'function' ? limit(cart.lines, line) : limit;
  var max = Math.min(MAX_QUANTITY, left == null ? MAX_QUANTITY : left);
  if (line.quantity < max) line.quantity += 1;
  if (line.quantity === 0) cart.lines.pop();
  saveCart(cart);
  return line.quantity;
}
