// What the shop sells (order/order-data.json): products, money, and what is left of each in stock.
import { keyOf, MAX_QUANTITY } from './cart.js';

function Shop(data) {
  var self = this;
  this.data = data;
  this.products = {};
  data.items.concat(data.kits).forEach(function (p) { self.products[p.sku] = p; });
  this.digits = data.minorUnitDigits;
  this.money = new Intl.NumberFormat(data.locale, { style: 'currency', currency: data.currency });
}
Shop.prototype.format = function (cents) {
  return this.money.format(cents / Math.pow(10, this.digits));
};
// The counted things a line takes: its product and each chosen choice that has a stock ({key, left}).
Shop.prototype.stockKeys = function (line) {
  var product = this.products[line.sku];
  if (!product) return [];
  var keys = [{ key: line.sku, left: product.soldOut ? 0 : product.stock, name: product.name }];
  (product.options || []).forEach(function (group) {
    (line.options[group.id] || []).forEach(function (id) {
      var choice = group.choices.filter(function (c) { return c.id === id; })[0];
      if (choice) {
        var key = line.sku + '/' + group.id + '/' + id;
        keys.push({ key: key, left: choice.soldOut ? 0 : choice.stock, name: choice.name });
      }
    });
  });
  return keys;
};
// The most units `line` may have with the cart's other lines (the processor counts a product over all
// its lines, a choice over every line that chose it), up to 99; `.name` says what runs out first.
Shop.prototype.room = function (lines, line) {
  var self = this;
  var room = { left: MAX_QUANTITY, name: null };
  if (!this.products[line.sku]) return { left: 0, name: line.sku };
  this.stockKeys(line).forEach(function (counted) {
    if (counted.left == null) return;
    var others = 0;
    lines.forEach(function (other) {
      if (keyOf(other) === keyOf(line)) return;
      if (self.stockKeys(other).some(function (k) { return k.key === counted.key; })) others += other.quantity;
    });
    var left = Math.max(0, counted.left - others);
    if (left < room.left) room = { left: left, name: counted.name };
  });
  return room;
};
Shop.prototype.limit = function () {
  var self = this;
  return function (lines, line) { return self.room(lines, line).left; };
};
// "Large; Avocado, Extra haddock": the chosen choices' names, groups in the product's order.
Shop.prototype.choicesText = function (product, options) {
  return (product.options || []).map(function (group) {
    return group.choices.filter(function (c) { return (options[group.id] || []).indexOf(c.id) >= 0; })
      .map(function (c) { return c.name; }).join(', ');
  }).filter(function (text) { return text; }).join('; ');
};

var shopLoad = null;
// The shop, fetched once (null when order-data.json cannot be had: buttons then add as before).
export function loadShop(url) {
  if (!shopLoad) {
    shopLoad = fetch(url, { credentials: 'same-origin' })
      .then(function (response) { if (!response.ok) throw new Error(String(response.status)); return response.json(); })
      .then(function (data) { return new Shop(data); }, function () { return null; });
  }
  return shopLoad;
}
