// The order page: the estimate, coupon, tip and the order file, with the cart's lines (cart-lines.js),
// the customer's details (customer-details.js), the pickup time (pickup-chooser.js), pickup or delivery
// (delivery-chooser.js), a table's dine-in order (table-order.js) and sending the order (place-order.js). Customer text is only ever set with textContent.
// See docs/templates.md, "The order page".
import * as pricing from './pricing.js';
import { currentCartKey, loadCart, orderIdOf, saveCart, useTableCart } from './cart.js';
import { cartLines, priced } from './cart-lines.js';
import { customerDetails } from './customer-details.js';
import { deliveryChooser } from './delivery-chooser.js';
import { pickupChooser } from './pickup-chooser.js';
import { placing } from './place-order.js';
import { tableOf, tableOrder } from './table-order.js';
import { loadShop } from './shop.js';
import { setUpAddButtons } from './add-to-order.js';
import { root } from './site-root.js';

// `table`: the table whose dine-in order this is ('T3'), or null for an order to pick up.
function OrderPage(form, shop, table) {
  var data = shop.data;
  this.form = form;
  this.shop = shop;
  this.data = data;
  this.table = table;
  this.products = shop.products;
  this.digits = data.minorUnitDigits;
  this.limit = 1000000000 * Math.pow(10, this.digits);
  this.taxRate = pricing.rateMillionths(pricing.taxRateFor(data, table !== null)) || 0;
  this.endpoint = data.orders && data.orders.endpoint;
  this.el = function (id) { return document.getElementById(id); };
  this.locale = String(data.locale || 'en').replace('_', '-');
  this.fullSlots = {};
}
Object.assign(OrderPage.prototype, cartLines, customerDetails, deliveryChooser, pickupChooser, placing, tableOrder);

OrderPage.prototype.format = function (cents) { return this.shop.format(cents); };

OrderPage.prototype.start = function () {
  var self = this;
  var cart = loadCart();
  var form = cart.form;
  var fields = { coupon: 'coupon', 'tip-other': 'tipOther', 'order-note': 'note' };
  Object.keys(fields).forEach(function (id) {
    var input = self.el(id);
    if (form[fields[id]] != null) input.value = form[fields[id]];
    input.addEventListener('input', function () {
      var c = loadCart();
      c.form[fields[id]] = input.value;
      if (id === 'tip-other' && input.value) { c.form.tip = 'other'; self.checkTip('other'); }
      saveCart(c);
      self.update();
    });
  });
  this.startDetails();
  this.checkTip(form.tip || 'none');
  Array.prototype.forEach.call(this.form.querySelectorAll('input[name="tip"]'), function (radio) {
    radio.addEventListener('change', function () {
      var c = loadCart();
      c.form.tip = radio.value;
      saveCart(c);
      self.update();
    });
  });
  this.startDelivery(form);
  this.startPickup(form);
  // With restaurant.json's taxRates the rate is this order's, dine-in or take-away: the label says which.
  var taxLabel = this.el('estimate-tax-label');
  if (this.data.taxRates && taxLabel) {
    taxLabel.textContent = (this.data.taxName || 'Tax') + ' ' + pricing.percentText(this.taxRate);
  }
  this.form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (self.endpoint) self.place();
  });
  var download = this.el('download-order');
  if (download) {
    download.addEventListener('click', function () {
      if (self.downloadURL) URL.revokeObjectURL(self.downloadURL);
      var file = JSON.stringify(self.orderFile(), null, 2) + '\n';
      self.downloadURL = URL.createObjectURL(new Blob([file], { type: 'application/json' }));
      download.href = self.downloadURL;
    });
  }
  // Other tabs (an item page) add to the same cart.
  window.addEventListener('storage', function (event) { if (event.key === currentCartKey()) self.update(); });
  this.form.hidden = false;
  this.update();
};

OrderPage.prototype.checkTip = function (value) {
  Array.prototype.forEach.call(this.form.querySelectorAll('input[name="tip"]'), function (radio) {
    radio.checked = radio.value === value;
  });
};

OrderPage.prototype.tipChoice = function (cart) {
  var choice = cart.form.tip || 'none';
  if (choice === 'none') return null;
  if (choice === 'other') {
    var text = (cart.form.tipOther || '').trim();
    if (!text) return null;
    var cents = pricing.parseAmount(text, this.digits);
    return cents === null ? { invalid: text } : { amountCents: cents, text: text };
  }
  return { percent: Number(choice) };
};

OrderPage.prototype.couponFor = function (code) {
  var wanted = (code || '').trim().toUpperCase();
  if (!wanted) return null;
  return this.data.coupons.filter(function (c) { return c.code === wanted; })[0] || { unknown: wanted };
};

OrderPage.prototype.update = function () {
  var cart = loadCart();
  var all = this.lines(cart);
  this.renderCart(all, cart.lines);
  var lines = priced(all);
  var coupon = this.couponFor(cart.form.coupon);
  var tip = this.tipChoice(cart);
  var quote = this.deliveryQuote();
  var plain = pricing.price(lines, null, this.taxRate, null, this.limit);
  var status = '';
  var applied = null;
  if (coupon && coupon.unknown) {
    status = '“' + coupon.unknown + '” is not one of our public codes, so the estimate leaves it out; ' +
      'the restaurant checks it when you order (an order with a code that is not valid is refused).';
  } else if (coupon) {
    var problems = pricing.couponProblems(coupon, lines, this.today().day, plain.subtotal);
    var self = this;
    status = problems.map(function (p) {
      switch (p.code) {
        case 'coupon_not_yet_valid': return coupon.code + ' is valid from ' + p.from + '.';
        case 'coupon_expired': return coupon.code + ' expired on ' + p.until + '.';
        case 'coupon_below_minimum':
          return coupon.code + ' needs a subtotal of ' + self.format(p.minimum) + ' or more.';
        default: return coupon.code + ' does not apply to anything in your order.';
      }
    }).join(' ');
    if (problems.length === 0) {
      applied = coupon;
      status = coupon.code + ': ' +
        (coupon.percentOff != null ? coupon.percentOff + '% off' : this.format(coupon.amountOffCents) + ' off') +
        (coupon.appliesTo.length ? ' (some items)' : '') + '.';
    } else {
      status += ' The order would be refused with this code.';
    }
  }
  this.el('coupon-status').textContent = status;
  var tipProblem = tip && tip.invalid != null;
  var figures = pricing.price(lines, applied, this.taxRate, tipProblem ? null : tip, this.limit, quote && quote.charge);
  // An amount tip may be up to the subtotal before the discount (the processor's rule).
  if (!tipProblem && tip && tip.amountCents != null && tip.amountCents > figures.subtotal) tipProblem = true;
  this.tipProblem = tipProblem;
  this.show('estimate-subtotal', figures.subtotal);
  // data-cents is the discount as the receipt's JSON gives it (positive); the text shows it taken off.
  this.show('estimate-discount', figures.discount, true);
  this.show('estimate-tax', figures.tax);
  this.show('estimate-tip', figures.tip);
  this.show('estimate-total', figures.total);
  this.showDelivery(quote, figures);
  if (figures.tooLarge) this.el('estimate-total').textContent = 'Too large for one order';
  var other = this.el('tip-other');
  if (tipProblem) other.setAttribute('aria-invalid', 'true'); else other.removeAttribute('aria-invalid');
  this.el('cart-empty').hidden = all.length > 0;
  this.updateCartBar(cart.lines, figures);
  this.updateMailto();
};

// The bar that keeps the order in reach on a phone: how many dishes and the estimated total.
OrderPage.prototype.updateCartBar = function (lines, figures) {
  var bar = this.el('cart-bar');
  if (!bar) return;
  var count = lines.reduce(function (sum, line) { return sum + line.quantity; }, 0);
  bar.hidden = count === 0;
  this.el('cart-bar-count').textContent = String(count);
  this.el('cart-bar-total').textContent = figures.tooLarge ? 'too large' : this.format(figures.total);
};

OrderPage.prototype.show = function (id, cents, takenOff) {
  var element = this.el(id);
  element.setAttribute('data-cents', String(cents));
  element.textContent = this.format(takenOff && cents !== 0 ? 0 - cents : cents);
};

// The order file, as docs/orders.md defines it.
OrderPage.prototype.orderFile = function () {
  var cart = loadCart();
  var lines = this.lines(cart);
  var form = cart.form;
  var details = this.details();
  var order = { orderId: orderIdOf(cart), customer: { name: details.name.trim(), email: details.email.trim() } };
  if (details.phone.trim()) order.customer.phone = details.phone.trim();
  order.items = lines.map(function (line) {
    var item = { sku: line.sku, quantity: line.quantity };
    var options = {};
    Object.keys(line.options).forEach(function (id) { if (line.options[id].length) options[id] = line.options[id]; });
    if (Object.keys(options).length) item.options = options;
    if (line.note.trim()) item.note = line.note.trim();
    return item;
  });
  if ((form.coupon || '').trim()) order.coupon = form.coupon.trim();
  var tip = this.tipChoice(cart);
  if (tip && tip.percent != null) order.tip = { percent: tip.percent };
  else if (tip && tip.amountCents != null) order.tip = { amount: tip.text.replace(',', '.') };
  if (this.table) this.tableFields(order);
  else this.fulfilmentFields(order, this.el('pickup-time').value);
  if ((form.note || '').trim()) order.note = form.note.trim();
  return order;
};

// The mail a customer sends without an order endpoint: the order as a person would write it (dishes,
// choices, notes, pickup, name), then the order file for the restaurant's `bistro submit`.
OrderPage.prototype.mailBody = function () {
  var self = this;
  var cart = loadCart();
  var details = this.details();
  var pickup = this.el('pickup-time');
  var dishes = this.lines(cart).map(function (line) {
    var choices = self.shop.choicesText(line.product, line.options);
    return '- ' + line.quantity + ' × ' + line.product.name + (choices ? ' (' + choices + ')' : '') +
      (line.note.trim() ? ' (note: ' + line.note.trim() + ')' : '');
  });
  var form = cart.form;
  var text = ['Hello,', '', 'please take this order:', ''].concat(dishes.length ? dishes : ['(no dishes yet)'], ['']);
  if (this.table) text.push('Dine-in at table ' + this.table);
  else text.push((this.isDelivery() ? 'Delivery: ' : 'Pickup: ') +
    (pickup.selectedIndex >= 0 ? pickup.options[pickup.selectedIndex].textContent : 'as soon as possible'));
  var quote = this.deliveryQuote();
  if (quote) text.push('Deliver to: ' + [quote.street, quote.locality, quote.postalCode].filter(Boolean).join(', '));
  if ((form.coupon || '').trim()) text.push('Coupon: ' + form.coupon.trim());
  if ((form.note || '').trim()) text.push('Note: ' + form.note.trim());
  text.push('Estimated total: ' + this.el('estimate-total').textContent);
  text.push('Name: ' + details.name.trim());
  if (details.phone.trim()) text.push('Phone: ' + details.phone.trim());
  text.push('', 'Thank you!', '', '-- The same order for the restaurant\'s software (please leave it as it is):', '');
  return text.join('\n') + JSON.stringify(this.orderFile(), null, 2) + '\n';
};

OrderPage.prototype.updateMailto = function () {
  var link = this.el('send-by-email');
  if (!link || !this.data.contact.email) return;
  var body = this.mailBody();
  link.href = 'mailto:' + encodeURIComponent(this.data.contact.email).replace(/%40/g, '@') +
    '?subject=' + encodeURIComponent('Order') + '&body=' + encodeURIComponent(body);
};

// ---- start ----
var form = document.getElementById('order-form');
if (form) {
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register(new URL('service-worker.js', root).pathname, { scope: root.pathname })
      .catch(function () {});
  }
  loadShop(form.getAttribute('data-order-data')).then(function (shop) {
    if (!shop) { setUpAddButtons(function () { return Promise.resolve(null); }, null); return; }
    // Opened from a table's QR code: that table's order and cart, before anything reads the cart (an owner's
    // template without #order-table takes no table orders).
    var place = document.getElementById('order-table') ? tableOf(shop.data, window.location.search) : null;
    var table = place && place.table ? place.table : null;
    useTableCart(table);
    var page = new OrderPage(form, shop, table);
    page.showTable(place);
    setUpAddButtons(function () { return Promise.resolve(shop); }, function () { page.update(); });
    page.start();
  });
}
