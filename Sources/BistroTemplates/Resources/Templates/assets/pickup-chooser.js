// The order page's pickup day and time (pickup-times.js gives the rules). Methods of the order page.
import { loadCart, saveCart } from './cart.js';
import { clockTextOf } from './clock-text.js';
import { dayAfter, dayName, noPickupText, pickupOffer, zonedParts } from './pickup-times.js';

// Rejections about the pickup time (docs/orders.md#rejection-codes): the page then refreshes its times.
var PICKUP_CODES = ['pickup_in_past', 'pickup_not_today', 'pickup_too_far_ahead', 'pickup_too_soon', 'slot_full',
  'no_slot_available', 'closed_that_day', 'pickup_outside_hours', 'invalid_pickup_time'];
// The order data's pickup rules, read again after such a rejection.
var PICKUP_KEYS = ['timeZone', 'hours', 'slotMinutes', 'leadMinutes', 'advanceDays', 'maxOrdersPerSlot', 'closures'];

export var pickupChooser = {
  today: function () {
    return zonedParts(new Date(), this.data.timeZone);
  },

  // Fills the day and time choosers with what the processor accepts now (`pickupOffer`), keeping the
  // customer's choice while it is offered. A chosen time that is gone (passed, too soon, full) is never
  // swapped for another silently: "Choose a time" is selected and #pickup-status says why.
  // A delivery's times follow its own lead time (delivery-chooser.js `timeRules`).
  fillPickupTimes: function () {
    var rules = this.timeRules();
    var offer = pickupOffer(rules.data, new Date(), rules.full);
    var choice = this.pickupChoice;
    var daySelect = this.el('pickup-day');
    this.offer = offer;
    this.noPickup = offer.days.length ? null : noPickupText(rules.data, offer, this.locale);
    this.el('pickup-day-field').hidden = !offer.days.length || !(rules.data.advanceDays > 0);
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
      option.textContent = d.day === offer.today ? 'Today, ' + name
        : d.day === dayAfter(offer.today, 1) ? 'Tomorrow, ' + name : name;
      daySelect.appendChild(option);
    });
    daySelect.value = entry.day;
    this.fillTimes(entry, choice);
  },

  // The time chooser for one offered day: "As soon as possible" (today only) and the day's times.
  fillTimes: function (entry, choice) {
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
    if (entry.asap) add('asap', entry.opensAt ? 'As soon as possible (we open at ' + entry.opensAt + ')' : 'As soon as possible');
    entry.times.forEach(function (t) { add(t.iso, t.label); });
    var offered = choice && Array.prototype.some.call(select.options, function (o) { return o.value === choice; });
    var value = offered ? choice : !choice && entry.asap ? 'asap' : '';
    if (value === '') {
      add('', 'Choose a time');
      select.insertBefore(select.lastChild, select.firstChild);
    }
    select.value = value;
    status.textContent = choice && !offered ? this.lostText(choice) : '';
  },

  // Why the chosen `value` is no longer offered.
  lostText: function (value) {
    if (value === 'asap') return 'As soon as possible is no longer possible today: choose a time.';
    var day = value.slice(0, 10);
    var when = clockTextOf(value.slice(11, 16), this.locale) +
      (day === this.offer.today ? '' : ' on ' + dayName(day, this.offer.today, this.locale, true));
    return this.fullSlots[value] ? 'The ' + when + ' slot is full: choose another time.'
      : when + ' can no longer be chosen: choose another time.';
  },

  startPickup: function (form) {
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
  },

  // After a pickup rejection: the slot the processor found full is offered no more, and the pickup rules
  // are read again (the site may have been rebuilt with new hours or closures since the page loaded).
  refreshPickup: function (rejections, sentPickup) {
    var self = this;
    var pickup = rejections.filter(function (r) {
      return r.field === 'pickupAt' || PICKUP_CODES.indexOf(r.code) >= 0;
    });
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
  },
};
