// The cart, the order page and the receipt's "I'm here" button. Plain JavaScript, no build step, no inline
// script (the server's Content-Security-Policy allows scripts from the site only). Customer text is only
// ever set with textContent. See docs/templates.md, "The order page".
(function () {
  'use strict';
  var script = document.currentScript;
  var root = new URL('../', script ? script.src : location.href);
  var CART_KEY = 'bistro-cart:' + root.pathname;
  // The customer's name, email and phone: kept on the device only when they tick "Remember my details".
  var DETAILS_KEY = 'bistro-details:' + root.pathname;
  var DETAILS = ['name', 'email', 'phone'];
  var MAX_QUANTITY = 99;

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
  function loadCart() {
    var cart = null;
    try { cart = JSON.parse(localStorage.getItem(CART_KEY) || 'null'); } catch (e) { cart = null; }
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
  function keyOf(line) { return BistroPricing.lineKey(line.sku, line.options); }
  function saveCart(cart) {
    try { localStorage.setItem(CART_KEY, JSON.stringify(cart)); } catch (e) { /* private mode: the cart lives as long as the page */ }
  }
  // The remembered details ({name, email, phone}), or null.
  function loadDetails() {
    var details = null;
    try { details = JSON.parse(localStorage.getItem(DETAILS_KEY) || 'null'); } catch (e) { details = null; }
    return details && typeof details === 'object' && !Array.isArray(details) ? details : null;
  }
  function saveDetails(details) {
    try { localStorage.setItem(DETAILS_KEY, JSON.stringify(details)); } catch (e) { /* private mode: nothing is kept */ }
  }
  function forgetDetails() {
    try { localStorage.removeItem(DETAILS_KEY); } catch (e) { /* nothing was kept */ }
  }
  function newOrderId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function orderIdOf(cart) {
    if (!cart.orderId) { cart.orderId = newOrderId(); saveCart(cart); }
    return cart.orderId;
  }
  // Adds one of the SKU with these options to its line (a line per SKU and set of choices), up to
  // `limit` (a number, or a function of the cart's lines and the line: what is left) and 99; returns the
  // new quantity.
  function addToCart(sku, options, limit) {
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

  // ---- what the shop sells (order-data.json), on every page that adds to the cart ----
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
        if (choice) keys.push({ key: line.sku + '/' + group.id + '/' + id, left: choice.soldOut ? 0 : choice.stock, name: choice.name });
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
  function loadShop(url) {
    if (!shopLoad) {
      shopLoad = fetch(url, { credentials: 'same-origin' })
        .then(function (response) { if (!response.ok) throw new Error(String(response.status)); return response.json(); })
        .then(function (data) { return new Shop(data); }, function () { return null; });
    }
    return shopLoad;
  }

  // ---- choosing an item's options before it goes in the cart ----
  var choosers = 0;
  // "(choose 1)", "(up to 3)", "(optional)", "(choose 2 to 3)".
  function ruleText(group) {
    if (group.min === group.max) return 'choose ' + group.min;
    if (group.min === 0) return group.max === 1 ? 'optional' : 'up to ' + group.max;
    return 'choose ' + group.min + ' to ' + group.max;
  }
  function element(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text != null) e.textContent = text;
    return e;
  }
  // A fieldset per option group (radio buttons when one choice is taken, checkboxes up to `max`), the
  // unit price with the choices, and a button that adds the line once every required group is chosen.
  // Opened below the item's "Add to order" button, which it is tied to by aria-controls/aria-expanded.
  function openChooser(shop, product, button, changed) {
    var open = button.getAttribute('aria-controls') && document.getElementById(button.getAttribute('aria-controls'));
    if (open) { closeChooser(button); return; }
    var id = 'choose-' + (++choosers);
    var box = element('div', 'option-chooser');
    box.id = id;
    box.setAttribute('data-sku', product.sku);
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', 'Choices for ' + product.name);
    var groups = (product.options || []).map(function (group, g) {
      var fieldset = element('fieldset', 'option-group');
      fieldset.setAttribute('data-option', group.id);
      var legend = element('legend', null, group.name + ' ');
      legend.appendChild(element('span', 'option-rule', '(' + ruleText(group) + ')'));
      fieldset.appendChild(legend);
      var single = group.max === 1;
      var inputs = [];
      function choiceInput(value, label, choice) {
        var wrap = element('label', 'check option-choice');
        var input = document.createElement('input');
        input.type = single ? 'radio' : 'checkbox';
        input.name = id + '-' + group.id;
        input.value = value;
        wrap.appendChild(input);
        wrap.appendChild(document.createTextNode(' ' + label));
        if (choice && choice.priceCents) wrap.appendChild(element('span', 'price', ' +' + shop.format(choice.priceCents)));
        if (choice && choice.soldOut) {
          input.disabled = true;
          wrap.classList.add('is-soldout');
          wrap.appendChild(element('span', 'badge badge-soldout', ' Sold out'));
        }
        fieldset.appendChild(wrap);
        if (value) inputs.push(input);
        return input;
      }
      if (single && group.min === 0) choiceInput('', 'None').checked = true;
      group.choices.forEach(function (choice) { choiceInput(choice.id, choice.name, choice); });
      var error = element('p', 'field-error');
      error.id = id + '-' + group.id + '-error';
      error.hidden = true;
      fieldset.appendChild(error);
      fieldset.addEventListener('change', function () {
        var count = inputs.filter(function (i) { return i.checked; }).length;
        if (!single) {
          inputs.forEach(function (i) {
            var choice = group.choices.filter(function (c) { return c.id === i.value; })[0];
            i.disabled = choice.soldOut || (!i.checked && count >= group.max);
          });
        }
        if (count >= group.min) { error.hidden = true; fieldset.removeAttribute('aria-describedby'); }
        showPrice();
      });
      box.appendChild(fieldset);
      return { group: group, inputs: inputs, error: error, fieldset: fieldset };
    });
    function chosen() {
      var options = {};
      groups.forEach(function (g) {
        var ids = g.inputs.filter(function (i) { return i.checked; }).map(function (i) { return i.value; });
        if (ids.length) options[g.group.id] = ids;
      });
      return options;
    }
    var price = element('p', 'chooser-price', 'Each: ');
    var unit = element('span', 'unit-price');
    price.appendChild(unit);
    box.appendChild(price);
    function showPrice() {
      var cents = BistroPricing.unitCents(product, chosen());
      unit.setAttribute('data-cents', String(cents));
      unit.textContent = shop.format(cents);
    }
    showPrice();
    var add = element('button', 'button add-with-options', 'Add to order');
    add.type = 'button';
    add.appendChild(element('span', 'visually-hidden', ': ' + product.name + ' with these choices'));
    var cancel = element('button', 'button button-secondary cancel-options', 'Cancel');
    cancel.type = 'button';
    var actions = element('p', 'chooser-actions');
    actions.appendChild(add);
    actions.appendChild(document.createTextNode(' '));
    actions.appendChild(cancel);
    box.appendChild(actions);
    cancel.addEventListener('click', function () { closeChooser(button); button.focus(); });
    // Escape anywhere in the chooser does what Cancel does: closes it and gives the focus back to its button.
    box.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeChooser(button);
      button.focus();
    });
    add.addEventListener('click', function () {
      var options = chosen();
      var missing = groups.filter(function (g) {
        return BistroPricing.optionProblems(product, options).some(function (p) { return p.option === g.group.id; });
      });
      groups.forEach(function (g) {
        var wrong = missing.indexOf(g) >= 0;
        g.error.hidden = !wrong;
        g.error.textContent = wrong ? (g.group.min === 1 ? 'Choose a ' + g.group.name.toLowerCase() + '.' :
          'Choose ' + ruleText(g.group) + '.') : '';
        if (wrong) g.fieldset.setAttribute('aria-describedby', g.error.id); else g.fieldset.removeAttribute('aria-describedby');
      });
      if (missing.length) {
        var first = missing[0].inputs.filter(function (i) { return !i.disabled; })[0];
        if (first) first.focus();
        return;
      }
      var before = loadCart();
      var probe = { sku: product.sku, quantity: 0, options: options };
      var existing = before.lines.filter(function (l) { return keyOf(l) === keyOf(probe); })[0];
      var room = shop.room(before.lines, existing || probe);
      if ((existing ? existing.quantity : 0) >= room.left) {
        announce(room.left === 0 ? room.name + ' is sold out.' : 'Only ' + room.left + ' of ' + room.name + ' left.', add);
        return;
      }
      var quantity = addToCart(product.sku, options, shop.limit());
      closeChooser(button);
      button.focus();
      announce(quantity + ' in your order.', button);
      if (changed) changed();
    });
    var host = button.parentNode.tagName === 'P' ? button.parentNode : button;
    var after = host.nextElementSibling && host.nextElementSibling.classList.contains('cart-status') ? host.nextElementSibling : host;
    after.parentNode.insertBefore(box, after.nextSibling);
    button.setAttribute('aria-controls', id);
    button.setAttribute('aria-expanded', 'true');
    var firstInput = box.querySelector('input:not([disabled])');
    if (firstInput) firstInput.focus();
  }
  function closeChooser(button) {
    var box = document.getElementById(button.getAttribute('aria-controls') || '');
    if (box) box.remove();
    button.removeAttribute('aria-controls');
    button.setAttribute('aria-expanded', 'false');
  }

  // ---- "Add to order" on cards, item and kit pages, and the order page ----
  // Says what happened next to the button that was pressed (a live region, so screen readers hear it),
  // with a link to the order page when not on it.
  function announce(text, near) {
    var status = near && near.nextElementSibling && near.nextElementSibling.classList.contains('cart-status') ? near.nextElementSibling : null;
    if (!status) {
      status = document.createElement('span');
      status.className = 'cart-status';
      status.setAttribute('role', 'status');
      if (near) near.parentNode.insertBefore(status, near.nextSibling);
      else (document.getElementById('order-outcome') || document.body).appendChild(status);
    }
    window.setTimeout(function () {
      status.textContent = text;
      if (!document.getElementById('order-form')) {
        var link = document.createElement('a');
        link.href = new URL('order/', root).pathname;
        link.textContent = 'Go to your order';
        status.appendChild(document.createTextNode(' '));
        status.appendChild(link);
      }
    }, 30);
  }
  // `shop()`: a promise of the Shop (or null); `changed`: called after the cart changed (the order page).
  // An item with options opens its chooser; others are added at once.
  function setUpAddButtons(shop, changed) {
    Array.prototype.forEach.call(document.querySelectorAll('button.add-to-cart'), function (button) {
      button.hidden = false;
      if (button.disabled) return;
      // Escape on the button of an open chooser closes it too.
      button.addEventListener('keydown', function (event) {
        if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
        event.preventDefault();
        closeChooser(button);
      });
      button.addEventListener('click', function () {
        var sku = button.getAttribute('data-sku');
        shop().then(function (shop) {
          var product = shop && shop.products[sku];
          if (product && product.options && product.options.length) {
            openChooser(shop, product, button, changed);
            return;
          }
          var left = button.getAttribute('data-left');
          var quantity = addToCart(sku, {}, product ? shop.limit() : (left ? Number(left) : null));
          announce(quantity + ' in your order.', button);
          if (changed) changed();
        });
      });
    });
  }

  // ---- dates and times in the restaurant's time zone ----
  var formats = {};
  function zonedParts(date, timeZone) {
    var parts = {};
    // One formatter per zone: pickup days ahead ask for thousands of times.
    formats[timeZone] = formats[timeZone] || new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short'
    });
    formats[timeZone].formatToParts(date).forEach(function (p) { parts[p.type] = p.value; });
    var hour = Number(parts.hour) % 24;
    return {
      day: parts.year + '-' + parts.month + '-' + parts.day, weekday: parts.weekday.slice(0, 3).toLowerCase(),
      minute: hour * 60 + Number(parts.minute), year: Number(parts.year), month: Number(parts.month),
      date: Number(parts.day), hour: hour, clockMinute: Number(parts.minute), second: Number(parts.second)
    };
  }
  // Minutes east of UTC of `timeZone` at `date`.
  function offsetMinutes(date, timeZone) {
    var p = zonedParts(date, timeZone);
    var asUTC = Date.UTC(p.year, p.month - 1, p.date, p.hour, p.clockMinute, p.second);
    return Math.round((asUTC - Math.floor(date.getTime() / 1000) * 1000) / 60000);
  }
  function two(n) { return (n < 10 ? '0' : '') + n; }
  function dayParts(day) { return day.split('-').map(Number); }
  // The calendar day `n` days after `day` ("2026-11-23").
  function dayAfter(day, n) {
    var p = dayParts(day);
    return new Date(Date.UTC(p[0], p[1] - 1, p[2] + n)).toISOString().slice(0, 10);
  }
  var WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  function weekdayOf(day) {
    var p = dayParts(day);
    return WEEKDAYS[(new Date(Date.UTC(p[0], p[1] - 1, p[2])).getUTCDay() + 6) % 7];
  }
  // Local minute `m` of `day` as {ms, iso, text}: the RFC 3339 time with the zone's offset at that moment
  // ("2026-11-23T18:30:00-05:00"); null when the clock skips it (a daylight-saving gap).
  function localTime(day, m, timeZone) {
    var p = dayParts(day);
    var guess = Date.UTC(p[0], p[1] - 1, p[2], Math.floor(m / 60), m % 60);
    var offset = offsetMinutes(new Date(guess), timeZone);
    offset = offsetMinutes(new Date(guess - offset * 60000), timeZone);
    var ms = guess - offset * 60000;
    var back = zonedParts(new Date(ms), timeZone);
    if (back.day !== day || back.minute !== m) return null;
    var sign = offset < 0 ? '-' : '+';
    var abs = Math.abs(offset);
    var text = two(Math.floor(m / 60)) + ':' + two(m % 60);
    return { ms: ms, text: text, iso: day + 'T' + text + ':00' + sign + two(Math.floor(abs / 60)) + ':' + two(abs % 60) };
  }
  // As OpeningHours.isOpen: today's ranges, and yesterday's that run past midnight.
  function isOpen(hours, weekday, minute) {
    var index = WEEKDAYS.indexOf(weekday);
    var yesterday = WEEKDAYS[(index + 6) % 7];
    return (hours[weekday] || []).some(function (r) { return r[0] <= minute && minute < r[1]; }) ||
      (hours[yesterday] || []).some(function (r) { return r[0] <= minute + 1440 && minute + 1440 < r[1]; });
  }
  function hasHours(hours) {
    return WEEKDAYS.some(function (d) { return (hours[d] || []).length > 0; });
  }

  // ---- pickup times: what `bistro process` accepts (docs/pickup.md), on the restaurant's clock ----
  // The slots of `day` (every slotMinutes from midnight) that are open by the hours (any, without hours)
  // and start at or after `earliest` (ms); none on a closure.
  function slotsOn(data, day, earliest) {
    var hours = data.hours || {};
    var limited = hasHours(hours);
    var step = Math.max(1, data.slotMinutes || 15);
    var weekday = weekdayOf(day);
    var times = [];
    if ((data.closures || []).indexOf(day) >= 0) return times;
    // A day whose offset does not change (every day but two a year, at most) needs no clock per slot.
    var p = dayParts(day);
    var midnight = Date.UTC(p[0], p[1] - 1, p[2]);
    var offset = offsetMinutes(new Date(midnight - 14 * 3600000), data.timeZone);
    var steady = offset === offsetMinutes(new Date(midnight + 38 * 3600000), data.timeZone);
    var zone = (offset < 0 ? '-' : '+') + two(Math.floor(Math.abs(offset) / 60)) + ':' + two(Math.abs(offset) % 60);
    for (var m = 0; m < 1440; m += step) {
      if (limited && !isOpen(hours, weekday, m)) continue;
      var text = two(Math.floor(m / 60)) + ':' + two(m % 60);
      var time = steady ? { ms: midnight + (m - offset) * 60000, text: text, iso: day + 'T' + text + ':00' + zone }
        : localTime(day, m, data.timeZone);
      if (time && time.ms >= earliest) times.push(time);
    }
    return times;
  }
  // What the page offers at `now`: {today, days: [{day, asap, times}]} from today to today + advanceDays,
  // times from now + leadMinutes, days without a time left out; "as soon as possible" only today, when it
  // is not a closure and has a time left (or the restaurant gives no hours). `full` holds the times the
  // processor answered `slot_full` for.
  function pickupOffer(data, now, full) {
    var today = zonedParts(now, data.timeZone).day;
    var earliest = now.getTime() + (data.leadMinutes || 0) * 60000;
    var days = [];
    for (var i = 0; i <= Math.max(0, data.advanceDays || 0); i++) {
      var day = dayAfter(today, i);
      var times = slotsOn(data, day, earliest).filter(function (t) { return !full[t.iso]; });
      var asap = i === 0 && (data.closures || []).indexOf(day) < 0 && (times.length > 0 || !hasHours(data.hours || {}));
      if (asap || times.length) days.push({ day: day, asap: asap, times: times });
    }
    return { today: today, days: days };
  }
  // The first slot on a day after `today` (within a year) the restaurant is open: {day, text} or null.
  function nextOpening(data, today) {
    for (var i = 1; i <= 366; i++) {
      var times = slotsOn(data, dayAfter(today, i), -Infinity);
      if (times.length) return { day: dayAfter(today, i), text: times[0].text };
    }
    return null;
  }
  function dayName(day, today, locale, long) {
    var p = dayParts(day);
    var options = { weekday: 'long', timeZone: 'UTC' };
    if (long || day > dayAfter(today, 6)) { options.day = 'numeric'; options.month = 'long'; }
    var date = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
    try { return new Intl.DateTimeFormat(locale, options).format(date); } catch (e) { return new Intl.DateTimeFormat('en', options).format(date); }
  }
  // What to say when no time is left at all: "We take no more orders today; we open again Tuesday at 11:00."
  function noPickupText(data, offer, locale) {
    var advance = Math.max(0, data.advanceDays || 0);
    var first = (data.closures || []).indexOf(offer.today) >= 0 && advance === 0 ? 'We are closed today'
      : advance === 0 ? 'We take no more orders today'
      : 'No pickup time is left today or in the next ' + (advance === 1 ? 'day' : advance + ' days');
    var next = nextOpening(data, offer.today);
    return first + (next ? '; we open again ' + dayName(next.day, offer.today, locale) + ' at ' + next.text : '') + '.';
  }

  // ---- the order page ----
  function OrderPage(form, shop) {
    var data = shop.data;
    this.form = form;
    this.shop = shop;
    this.data = data;
    this.products = shop.products;
    this.digits = data.minorUnitDigits;
    this.limit = 1000000000 * Math.pow(10, this.digits);
    this.taxRate = BistroPricing.rateMillionths(data.taxRate) || 0;
    this.endpoint = data.orders && data.orders.endpoint;
    this.el = function (id) { return document.getElementById(id); };
    this.locale = String(data.locale || 'en').replace('_', '-');
    this.fullSlots = {};
  }

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
    this.startPickup(form);
    this.form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (self.endpoint) self.place();
    });
    var download = this.el('download-order');
    if (download) {
      download.addEventListener('click', function () {
        if (self.downloadURL) URL.revokeObjectURL(self.downloadURL);
        self.downloadURL = URL.createObjectURL(new Blob([JSON.stringify(self.orderFile(), null, 2) + '\n'], { type: 'application/json' }));
        download.href = self.downloadURL;
      });
    }
    // Other tabs (an item page) add to the same cart.
    window.addEventListener('storage', function (event) { if (event.key === CART_KEY) self.update(); });
    this.form.hidden = false;
    this.update();
  };

  // Name, email and phone live in their fields; they are kept on the device (DETAILS_KEY) only while
  // "Remember my details on this device" is ticked, and unticking it forgets them at once.
  var DETAIL_IDS = { name: 'customer-name', email: 'customer-email', phone: 'customer-phone' };
  OrderPage.prototype.startDetails = function () {
    var self = this;
    var remember = this.el('remember-details');
    var saved = loadDetails();
    if (remember) remember.checked = !!saved;
    DETAILS.forEach(function (field) {
      var input = self.el(DETAIL_IDS[field]);
      if (saved && typeof saved[field] === 'string') input.value = saved[field];
      input.addEventListener('input', function () {
        self.keepDetails();
        self.update();
      });
    });
    if (!remember) return;
    remember.addEventListener('change', function () {
      self.keepDetails();
      self.el('remember-status').textContent = remember.checked ? 'Your details are kept on this device.'
        : 'Your details are forgotten on this device.';
    });
  };

  OrderPage.prototype.details = function () {
    var self = this;
    var details = {};
    DETAILS.forEach(function (field) { details[field] = self.el(DETAIL_IDS[field]).value; });
    return details;
  };

  OrderPage.prototype.keepDetails = function () {
    var remember = this.el('remember-details');
    if (remember && remember.checked) saveDetails(this.details());
    else forgetDetails();
  };

  OrderPage.prototype.checkTip = function (value) {
    Array.prototype.forEach.call(this.form.querySelectorAll('input[name="tip"]'), function (radio) {
      radio.checked = radio.value === value;
    });
  };

  OrderPage.prototype.today = function () {
    return zonedParts(new Date(), this.data.timeZone);
  };

  // Fills the day and time choosers with what the processor accepts now (`pickupOffer`), keeping the
  // customer's choice while it is offered. A chosen time that is gone (passed, too soon, full) is never
  // swapped for another silently: "Choose a time" is selected and #pickup-status says why.
  OrderPage.prototype.fillPickupTimes = function () {
    var offer = pickupOffer(this.data, new Date(), this.fullSlots);
    var choice = this.pickupChoice;
    var daySelect = this.el('pickup-day');
    this.offer = offer;
    this.noPickup = offer.days.length ? null : noPickupText(this.data, offer, this.locale);
    this.el('pickup-day-field').hidden = !offer.days.length || !(this.data.advanceDays > 0);
    this.el('pickup-time').parentNode.hidden = !offer.days.length;
    while (daySelect.options.length) daySelect.remove(0);
    if (!offer.days.length) {
      this.fillTimes(null, null);
      this.el('pickup-status').textContent = this.noPickup;
      return;
    }
    var wanted = choice && choice !== 'asap' ? choice.slice(0, 10) : this.pickupDay || offer.today;
    var entry = offer.days.filter(function (d) { return d.day === wanted; })[0] || offer.days[0];
    var self = this;
    offer.days.forEach(function (d, i) {
      var option = document.createElement('option');
      option.value = d.day;
      var name = dayName(d.day, offer.today, self.locale, true);
      option.textContent = d.day === offer.today ? 'Today, ' + name : d.day === dayAfter(offer.today, 1) ? 'Tomorrow, ' + name : name;
      daySelect.appendChild(option);
    });
    daySelect.value = entry.day;
    this.fillTimes(entry, choice);
  };

  // The time chooser for one offered day: "As soon as possible" (today only) and the day's times.
  OrderPage.prototype.fillTimes = function (entry, choice) {
    var select = this.el('pickup-time');
    var status = this.el('pickup-status');
    while (select.options.length) select.remove(0);
    if (!entry) return;
    function add(value, text) {
      var option = document.createElement('option');
      option.value = value;
      option.textContent = text;
      select.appendChild(option);
    }
    if (entry.asap) add('asap', 'As soon as possible');
    entry.times.forEach(function (t) { add(t.iso, t.text); });
    var offered = choice && Array.prototype.some.call(select.options, function (o) { return o.value === choice; });
    var value = offered ? choice : !choice && entry.asap ? 'asap' : '';
    if (value === '') {
      add('', 'Choose a time');
      select.insertBefore(select.lastChild, select.firstChild);
    }
    select.value = value;
    status.textContent = choice && !offered ? this.lostText(choice) : '';
  };

  // Why the chosen `value` is no longer offered.
  OrderPage.prototype.lostText = function (value) {
    if (value === 'asap') return 'As soon as possible is no longer possible today: choose a time.';
    var day = value.slice(0, 10);
    var when = value.slice(11, 16) + (day === this.offer.today ? '' : ' on ' + dayName(day, this.offer.today, this.locale, true));
    return this.fullSlots[value] ? 'The ' + when + ' slot is full: choose another time.'
      : when + ' can no longer be chosen: choose another time.';
  };

  OrderPage.prototype.startPickup = function (form) {
    var self = this;
    this.pickupChoice = form.pickup || null;
    this.pickupDay = form.pickupDay || null;
    this.el('pickup-time').setAttribute('aria-describedby', 'pickup-status');
    this.fillPickupTimes();
    function save() {
      var c = loadCart();
      c.form.pickup = self.pickupChoice;
      c.form.pickupDay = self.pickupDay;
      saveCart(c);
      self.update();
    }
    this.el('pickup-day').addEventListener('change', function () {
      self.pickupDay = self.el('pickup-day').value;
      self.pickupChoice = null;
      self.fillTimes(self.offer.days.filter(function (d) { return d.day === self.pickupDay; })[0], null);
      save();
    });
    this.el('pickup-time').addEventListener('change', function () {
      var value = self.el('pickup-time').value;
      if (!value) return;
      self.pickupChoice = value;
      self.el('pickup-status').textContent = '';
      save();
    });
    // Times pass: once a minute the list drops the ones now too soon.
    window.setInterval(function () { self.fillPickupTimes(); }, 60000);
  };

  // After a pickup rejection: the slot the processor found full is offered no more, and the pickup rules
  // are read again (the site may have been rebuilt with new hours or closures since the page loaded).
  OrderPage.prototype.refreshPickup = function (rejections, sentPickup) {
    var self = this;
    var pickup = rejections.filter(function (r) { return r.field === 'pickupAt' || PICKUP_CODES.indexOf(r.code) >= 0; });
    if (pickup.some(function (r) { return r.code === 'slot_full'; }) && sentPickup) this.fullSlots[sentPickup] = true;
    this.fillPickupTimes();
    if (!pickup.length) return;
    fetch(this.form.getAttribute('data-order-data'), { cache: 'no-cache', credentials: 'same-origin' })
      .then(function (response) { if (!response.ok) throw new Error(String(response.status)); return response.json(); })
      .then(function (data) {
        PICKUP_KEYS.forEach(function (key) { if (key in data) self.data[key] = data[key]; });
        self.fillPickupTimes();
      })
      .catch(function () {});
  };

  // The cart's lines with their products; lines whose SKU left the menu are dropped. A line whose
  // choices the menu no longer takes (a group now required, a choice gone) keeps its `problems`: it is
  // shown flagged, left out of the estimate, and the order cannot be sent with it.
  OrderPage.prototype.lines = function (cart) {
    var self = this;
    return cart.lines.filter(function (line) { return self.products[line.sku]; }).map(function (line) {
      var product = self.products[line.sku];
      return { sku: line.sku, quantity: line.quantity, note: line.note || '', product: product, options: line.options,
        key: keyOf(line), problems: BistroPricing.optionProblems(product, line.options) };
    });
  };
  function priced(lines) { return lines.filter(function (line) { return line.problems.length === 0; }); }

  OrderPage.prototype.tipChoice = function (cart) {
    var choice = cart.form.tip || 'none';
    if (choice === 'none') return null;
    if (choice === 'other') {
      var text = (cart.form.tipOther || '').trim();
      if (!text) return null;
      var cents = BistroPricing.parseAmount(text, this.digits);
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
    var plain = BistroPricing.price(lines, null, this.taxRate, null, this.limit);
    var status = '';
    var applied = null;
    if (coupon && coupon.unknown) {
      status = '“' + coupon.unknown + '” is not one of our public codes, so the estimate leaves it out; the restaurant checks it when you order (an order with a code that is not valid is refused).';
    } else if (coupon) {
      var problems = BistroPricing.couponProblems(coupon, lines, this.today().day, plain.subtotal);
      var self = this;
      status = problems.map(function (p) {
        switch (p.code) {
          case 'coupon_not_yet_valid': return coupon.code + ' is valid from ' + p.from + '.';
          case 'coupon_expired': return coupon.code + ' expired on ' + p.until + '.';
          case 'coupon_below_minimum': return coupon.code + ' needs a subtotal of ' + self.format(p.minimum) + ' or more.';
          default: return coupon.code + ' does not apply to anything in your order.';
        }
      }).join(' ');
      if (problems.length === 0) {
        applied = coupon;
        status = coupon.code + ': ' + (coupon.percentOff != null ? coupon.percentOff + '% off' : this.format(coupon.amountOffCents) + ' off') +
          (coupon.appliesTo.length ? ' (some items)' : '') + '.';
      } else {
        status += ' The order would be refused with this code.';
      }
    }
    this.el('coupon-status').textContent = status;
    var tipProblem = tip && tip.invalid != null;
    var figures = BistroPricing.price(lines, applied, this.taxRate, tipProblem ? null : tip, this.limit);
    // An amount tip may be up to the subtotal before the discount (the processor's rule).
    if (!tipProblem && tip && tip.amountCents != null && tip.amountCents > figures.subtotal) tipProblem = true;
    this.tipProblem = tipProblem;
    this.show('estimate-subtotal', figures.subtotal);
    // data-cents is the discount as the receipt's JSON gives it (positive); the text shows it taken off.
    this.show('estimate-discount', figures.discount, true);
    this.show('estimate-tax', figures.tax);
    this.show('estimate-tip', figures.tip);
    this.show('estimate-total', figures.total);
    if (figures.tooLarge) this.el('estimate-total').textContent = 'Too large for one order';
    var other = this.el('tip-other');
    if (tipProblem) other.setAttribute('aria-invalid', 'true'); else other.removeAttribute('aria-invalid');
    this.el('cart-empty').hidden = all.length > 0;
    this.updateMailto();
  };

  OrderPage.prototype.show = function (id, cents, takenOff) {
    var element = this.el(id);
    element.setAttribute('data-cents', String(cents));
    element.textContent = this.format(takenOff && cents !== 0 ? 0 - cents : cents);
  };

  // `stored`: the cart's lines as saved, for what is left of each product and choice.
  OrderPage.prototype.renderCart = function (lines, stored) {
    var self = this;
    var list = this.el('cart');
    var focused = document.activeElement;
    var focusKey = focused && list.contains(focused) ? [focused.closest('li').getAttribute('data-key'), focused.className] : null;
    while (list.firstChild) list.removeChild(list.firstChild);
    lines.forEach(function (line, index) {
      var li = document.createElement('li');
      li.className = 'cart-line';
      li.setAttribute('data-sku', line.sku);
      li.setAttribute('data-key', line.key);
      li.setAttribute('data-line', String(index));
      var choices = self.shop.choicesText(line.product, line.options);
      var unitCents = BistroPricing.unitCents(line.product, line.options);
      var total = (unitCents || 0) * line.quantity;
      var named = line.product.name + (choices ? ' (' + choices + ')' : '');
      li.setAttribute('data-speak', line.quantity + ' × ' + named + ', ' + self.format(total) +
        (line.note ? ', note: ' + line.note : ''));
      var name = document.createElement('span');
      name.className = 'line-name';
      name.textContent = line.product.name;
      li.appendChild(name);
      if (choices) li.appendChild(element('span', 'line-choices', choices));
      if ((line.product.options || []).length && unitCents !== null) {
        var each = element('span', 'line-unit', self.format(unitCents) + ' each');
        each.setAttribute('data-cents', String(unitCents));
        li.appendChild(each);
      }
      var room = self.shop.room(stored, line);
      var quantityId = 'quantity-' + index;
      var qLabel = document.createElement('label');
      qLabel.htmlFor = quantityId;
      qLabel.className = 'visually-hidden';
      qLabel.textContent = 'Quantity of ' + named;
      var quantity = document.createElement('input');
      quantity.type = 'number';
      quantity.className = 'quantity';
      quantity.id = quantityId;
      quantity.min = '1';
      quantity.max = String(Math.max(1, room.left));
      quantity.value = String(line.quantity);
      quantity.addEventListener('change', function () {
        var value = Math.floor(Number(quantity.value));
        var max = self.shop.room(loadCart().lines, line);
        if (!Number.isSafeInteger(value) || value < 1) value = 1;
        if (value > max.left) { value = Math.max(max.left, 1); announce('Only ' + max.left + ' of ' + max.name + ' left.', null); }
        self.changeLine(line.key, function (l) { l.quantity = value; });
      });
      var price = document.createElement('span');
      price.className = 'line-total';
      price.textContent = self.format(total);
      var noteId = 'line-note-' + index;
      var nLabel = document.createElement('label');
      nLabel.htmlFor = noteId;
      nLabel.textContent = 'Note';
      nLabel.className = 'line-note-label';
      var note = document.createElement('input');
      note.className = 'line-note';
      note.id = noteId;
      note.maxLength = 500;
      note.autocomplete = 'off';
      note.value = line.note;
      note.addEventListener('change', function () {
        self.changeLine(line.key, function (l) { l.note = note.value; });
      });
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove-line';
      remove.textContent = 'Remove';
      remove.setAttribute('aria-label', 'Remove ' + named);
      remove.addEventListener('click', function () {
        var c = loadCart();
        c.lines = c.lines.filter(function (l) { return keyOf(l) !== line.key; });
        saveCart(c);
        self.update();
        self.el('cart-heading').focus();
      });
      var soldOut = room.left === 0;
      li.appendChild(qLabel);
      li.appendChild(quantity);
      li.appendChild(price);
      li.appendChild(nLabel);
      li.appendChild(note);
      li.appendChild(remove);
      if (line.problems.length) {
        li.appendChild(element('p', 'field-error line-options-changed',
          'Its choices are not on the menu as they were: remove it and add it again with your choices.'));
      } else if (soldOut || line.quantity > room.left) {
        var what = room.name === line.product.name ? '' : room.name + ': ';
        li.appendChild(element('p', 'field-error', soldOut ? what + 'Sold out: remove it to order.' : what + 'Only ' + room.left + ' left.'));
      }
      list.appendChild(li);
    });
    if (focusKey) {
      var again = list.querySelector('li[data-key="' + CSS.escape(focusKey[0]) + '"] .' + focusKey[1].split(' ')[0]);
      if (again) again.focus();
    }
  };

  OrderPage.prototype.changeLine = function (key, change) {
    var cart = loadCart();
    cart.lines.forEach(function (l) { if (keyOf(l) === key) change(l); });
    saveCart(cart);
    this.update();
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
    var pickup = this.el('pickup-time').value;
    if (pickup && pickup !== 'asap') order.pickupAt = pickup;
    if ((form.note || '').trim()) order.note = form.note.trim();
    return order;
  };

  OrderPage.prototype.updateMailto = function () {
    var link = this.el('send-by-email');
    if (!link || !this.data.contact.email) return;
    var body = 'Hello,\n\nplease take this order:\n\n' + JSON.stringify(this.orderFile(), null, 2) + '\n\nThank you!\n';
    link.href = 'mailto:' + encodeURIComponent(this.data.contact.email).replace(/%40/g, '@') +
      '?subject=' + encodeURIComponent('Order') + '&body=' + encodeURIComponent(body);
  };

  // ---- placing the order ----
  // Rejections about the pickup time (docs/orders.md#rejection-codes): the page then refreshes its times.
  var PICKUP_CODES = ['pickup_in_past', 'pickup_not_today', 'pickup_too_far_ahead', 'pickup_too_soon', 'slot_full',
    'no_slot_available', 'closed_that_day', 'pickup_outside_hours', 'invalid_pickup_time'];
  // The order data's pickup rules, read again after such a rejection.
  var PICKUP_KEYS = ['timeZone', 'hours', 'slotMinutes', 'leadMinutes', 'advanceDays', 'maxOrdersPerSlot', 'closures'];
  var FIELD_IDS = { coupon: 'coupon', 'customer.name': 'customer-name', 'customer.email': 'customer-email',
    'customer.phone': 'customer-phone', pickupAt: 'pickup-time', tip: 'tip-other', note: 'order-note' };

  OrderPage.prototype.clearOutcome = function () {
    var outcome = this.el('order-outcome');
    while (outcome.firstChild) outcome.removeChild(outcome.firstChild);
    Array.prototype.forEach.call(document.querySelectorAll('.field-error[data-code]'), function (e) { e.remove(); });
    Array.prototype.forEach.call(this.form.querySelectorAll('[aria-invalid][data-rejected]'), function (e) {
      e.removeAttribute('aria-invalid');
      e.removeAttribute('data-rejected');
    });
    return outcome;
  };

  OrderPage.prototype.say = function (outcome, text, className) {
    var p = document.createElement('p');
    if (className) p.className = className;
    p.textContent = text;
    outcome.appendChild(p);
    return p;
  };

  // Where a rejection's `field` belongs: its input, or the cart line of `items[N]…`.
  OrderPage.prototype.fieldElement = function (field) {
    if (!field) return null;
    var item = /^items\[(\d+)\]/.exec(field);
    if (item) return this.el('cart').querySelector('li[data-line="' + item[1] + '"]');
    return FIELD_IDS[field] ? this.el(FIELD_IDS[field]) : null;
  };

  OrderPage.prototype.localProblems = function (order) {
    var problems = [];
    if (order.items.length === 0) problems.push({ code: 'no_items', message: 'Add at least one dish to your order.' });
    if (!order.customer.name) problems.push({ code: 'missing_customer_name', message: 'Please give your name.', field: 'customer.name' });
    if (!order.customer.email) problems.push({ code: 'missing_customer_email', message: 'Please give your email address: we send the confirmation there.', field: 'customer.email' });
    else if (!this.el('customer-email').checkValidity()) problems.push({ code: 'invalid_email', message: 'This does not look like an email address.', field: 'customer.email' });
    this.lines(loadCart()).forEach(function (line, index) {
      if (line.problems.length) problems.push({ code: line.problems[0].code, field: 'items[' + index + ']',
        message: line.product.name + ': its choices are not on the menu as they were; remove it and add it again.' });
    });
    if (this.noPickup) problems.push({ code: 'no_pickup_time', message: this.noPickup });
    else if (!this.el('pickup-time').value) problems.push({ code: 'pickup_time_missing', message: 'Choose a pickup time.', field: 'pickupAt' });
    if (this.tipProblem) problems.push({ code: 'invalid_tip', message: 'Give the tip as an amount such as 4.50, at most the order before tax.', field: 'tip' });
    return problems;
  };

  OrderPage.prototype.showRejections = function (outcome, rejections, intro) {
    var self = this;
    this.say(outcome, intro, 'rejection-intro');
    var list = document.createElement('ul');
    list.className = 'rejections';
    outcome.appendChild(list);
    var first = null;
    rejections.forEach(function (r) {
      var li = document.createElement('li');
      li.className = 'rejection';
      li.setAttribute('data-code', r.code || 'error');
      li.textContent = r.message || r.code;
      list.appendChild(li);
      var target = self.fieldElement(r.field);
      if (target) {
        var note = document.createElement('p');
        note.className = 'field-error';
        note.setAttribute('data-code', r.code || 'error');
        note.id = 'error-' + (r.field || 'x').replace(/[^a-zA-Z0-9]/g, '-') + '-' + (r.code || 'error');
        note.textContent = r.message || r.code;
        if (target.tagName === 'LI') target.appendChild(note);
        else {
          target.setAttribute('aria-invalid', 'true');
          target.setAttribute('data-rejected', '');
          var describedBy = (target.getAttribute('aria-describedby') || '').split(' ').filter(function (x) { return x && x.indexOf('error-') !== 0; });
          describedBy.push(note.id);
          target.setAttribute('aria-describedby', describedBy.join(' '));
          target.parentNode.insertBefore(note, target.nextSibling);
          if (!first) first = target;
        }
      }
    });
    if (first) first.focus();
  };

  OrderPage.prototype.place = function () {
    var self = this;
    window.clearTimeout(this.retry);
    var button = this.el('place-order');
    var outcome = this.clearOutcome();
    var order = this.orderFile();
    var problems = this.localProblems(order);
    if (problems.length) {
      this.showRejections(outcome, problems, 'Before we can send your order:');
      return;
    }
    button.disabled = true;
    this.say(outcome, 'Sending your order…');
    this.sentPickup = order.pickupAt;
    var body = JSON.stringify(order);
    fetch(this.endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: body, credentials: 'same-origin' })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (answer) { self.answered(response, answer, outcome); });
      })
      .catch(function () {
        self.clearOutcome();
        self.say(outcome, 'We could not reach the restaurant (are you offline?). Your order is kept on this device: press “Place order” again when you are back online. It will not be placed twice.', 'network-error');
      })
      .then(function () { button.disabled = false; });
  };

  OrderPage.prototype.answered = function (response, answer, outcome) {
    this.clearOutcome();
    var cart = loadCart();
    if ((response.status === 201 || response.status === 200) && answer.status === 'accepted') {
      var p = this.say(outcome, 'Thank you! Your order ', 'accepted');
      var number = document.createElement('strong');
      number.className = 'order-number';
      number.textContent = answer.orderNumber;
      p.appendChild(number);
      p.appendChild(document.createTextNode(' is placed. '));
      // A retry's answer names the receipt only for the page's own random orderId (docs/serve.md).
      var link = answer.receiptURL ? document.createElement('a') : null;
      if (link) {
        link.className = 'receipt-link';
        link.href = answer.receiptURL;
        link.textContent = 'See your receipt';
        p.appendChild(link);
      } else {
        p.appendChild(document.createTextNode('The link to your receipt is in the email we sent you.'));
      }
      cart.lines = [];
      delete cart.orderId;
      cart.form.coupon = '';
      cart.form.note = '';
      cart.form.tipOther = '';
      cart.form.pickup = cart.form.pickupDay = null;
      saveCart(cart);
      this.el('coupon').value = '';
      this.el('order-note').value = '';
      this.pickupChoice = this.pickupDay = null;
      this.fillPickupTimes();
      this.update();
      if (link) link.focus();
    } else if (response.status === 422 && Array.isArray(answer.rejections)) {
      // A rejected orderId answers its rejection again: a corrected order is a new order.
      delete cart.orderId;
      saveCart(cart);
      this.showRejections(outcome, answer.rejections, 'The restaurant could not accept this order:');
      this.refreshPickup(answer.rejections, this.sentPickup);
    } else if (response.status === 202) {
      var seconds = Number(answer.retryAfterSeconds) || Number(response.headers.get('Retry-After')) || 30;
      this.say(outcome, 'Your order is queued: the restaurant is busy for a moment. We will confirm it by email, and this page asks again in ' + seconds + ' seconds (pressing “Place order” again is safe too: it will not be placed twice).', 'queued');
      var self = this;
      var orderId = cart.orderId;
      window.clearTimeout(this.retry);
      this.retry = window.setTimeout(function () {
        if (loadCart().orderId === orderId && !self.el('place-order').disabled) self.place();
      }, Math.min(seconds, 600) * 1000);
    } else if (response.status === 409 && answer.code === 'order_id_conflict') {
      delete cart.orderId;
      saveCart(cart);
      this.showRejections(outcome, [{ code: 'order_id_conflict', message: answer.message || 'This order changed after it was sent.' }],
        'An earlier version of this order reached the restaurant (check your email). To order these dishes as well, press “Place order” again.');
    } else {
      this.say(outcome, (answer && answer.message ? answer.message + ' ' : 'Something went wrong (' + response.status + '). ') + 'Your order is kept here; please try again.', 'network-error');
    }
  };

  // ---- the receipt's "I'm here" ----
  function setUpCheckIn(button) {
    var outcome = document.getElementById('check-in-outcome');
    var token = (/\/receipts\/([0-9a-f]{32})\/?/.exec(location.pathname) || [])[1];
    if (!token || !navigator.geolocation || !outcome) return;
    button.hidden = false;
    button.addEventListener('click', function () {
      button.disabled = true;
      outcome.textContent = 'Finding your position…';
      navigator.geolocation.getCurrentPosition(function (position) {
        outcome.textContent = 'Telling the kitchen…';
        fetch(button.getAttribute('data-endpoint'), {
          method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, credentials: 'same-origin',
          body: JSON.stringify({ token: token, latitude: position.coords.latitude, longitude: position.coords.longitude })
        }).then(function (response) {
          return response.json().catch(function () { return {}; }).then(function (answer) {
            if (answer.status === 'preparing') {
              outcome.textContent = 'Preparation started, ready at about ' + (answer.readyAtText || answer.readyAt) + '.';
            } else if (answer.status === 'too_far') {
              outcome.textContent = 'You are ' + answer.distanceMeters + ' m away; we start within ' + answer.radiusMeters + ' m. Press again when you are closer.';
              button.disabled = false;
            } else if (answer.status === 'already_started') {
              outcome.textContent = 'Your order is already being prepared' + (answer.readyAtText ? ', ready at about ' + answer.readyAtText : '') + '.';
            } else if (response.status === 404) {
              outcome.textContent = 'We could not find this order.';
            } else if (response.status === 409) {
              outcome.textContent = 'This order is not waiting for a check-in (it may be ready, picked up or cancelled).';
            } else {
              outcome.textContent = (answer.message || 'Something went wrong.') + ' Please try again.';
              button.disabled = false;
            }
          });
        }).catch(function () {
          outcome.textContent = 'We could not reach the restaurant. Please try again.';
          button.disabled = false;
        });
      }, function (error) {
        outcome.textContent = error.code === 1
          ? 'Your browser did not share your position. Allow it for this page, or tell us at the counter that you are here.'
          : 'Your position could not be found. Please try again.';
        button.disabled = false;
      }, { enableHighAccuracy: true, timeout: 20000, maximumAge: 0 });
    });
  }

  // ---- start ----
  var form = document.getElementById('order-form');
  if (form) {
    if ('serviceWorker' in navigator && window.isSecureContext) {
      navigator.serviceWorker.register(new URL('service-worker.js', root).pathname, { scope: root.pathname }).catch(function () {});
    }
    loadShop(form.getAttribute('data-order-data')).then(function (shop) {
      if (!shop) { setUpAddButtons(function () { return Promise.resolve(null); }, null); return; }
      var page = new OrderPage(form, shop);
      setUpAddButtons(function () { return Promise.resolve(shop); }, function () { page.update(); });
      page.start();
    });
  } else {
    // Fetched when a button is first pressed: most visitors of a page never add anything.
    setUpAddButtons(function () { return loadShop(new URL('order/order-data.json', root).href); }, null);
  }
  var imHere = document.getElementById('im-here');
  if (imHere) setUpCheckIn(imHere);
})();
