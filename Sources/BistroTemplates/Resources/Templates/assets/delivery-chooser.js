// Pickup or delivery on the order page (order-data.json's `delivery`, docs/delivery.md): the choice (the
// restaurant's default first), the drop-off's address, "Use my location", the zone's fee and minimum in the
// estimate, the wanted time's lead, and what the order file says. Methods of the order page (order-form.js).
// The address and the position live in the form only: never in the cart or anywhere else on the device; the
// position is sent with the order, to find the zone, and forgotten once the order is placed.
import * as pricing from './pricing.js';
import { loadCart, saveCart } from './cart.js';
import { deliveryState, farthestRing, kilometresText, termsText } from './delivery-words.js';

var ADDRESS_IDS = ['delivery-street', 'delivery-locality', 'delivery-postal-code', 'delivery-instructions'];
// What the page needs to take a delivery: an owner's order template without any of them takes none.
var NEEDED_IDS = ADDRESS_IDS.concat(['fulfilment', 'delivery-address', 'delivery-terms', 'use-location',
  'location-hint', 'location-status', 'estimate-delivery-label', 'estimate-delivery', 'delivery-status']);

export var deliveryChooser = {
  isDelivery: function () { return this.fulfilment === 'delivery'; },

  // Shows the choice when the restaurant delivers and the order is not a table's; `form` is the cart's.
  startDelivery: function (form) {
    var self = this;
    var settings = this.data.delivery;
    var box = this.el('fulfilment');
    this.fulfilment = 'pickup';
    this.position = null;
    if (!settings || this.table || NEEDED_IDS.some(function (id) { return !self.el(id); })) return;
    var radios = box.querySelectorAll('input[name="fulfilment"]');
    var deliveryRadio = box.querySelector('input[name="fulfilment"][value="delivery"]');
    if (!deliveryRadio) return;
    this.fulfilment = form.fulfilment === 'delivery' || form.fulfilment === 'pickup' ? form.fulfilment
      : settings.default ? 'delivery' : 'pickup';
    var choice = deliveryRadio.closest('label') || deliveryRadio;
    if (settings.default) choice.parentNode.insertBefore(choice, choice.parentNode.firstChild);
    this.el('delivery-terms').textContent = termsText(settings, function (c) { return self.format(c); });
    Array.prototype.forEach.call(radios, function (radio) {
      radio.checked = radio.value === self.fulfilment;
      radio.addEventListener('change', function () {
        if (!radio.checked) return;
        self.fulfilment = radio.value;
        var cart = loadCart();
        cart.form.fulfilment = radio.value;
        saveCart(cart);
        self.showFulfilment();
        self.fillPickupTimes();
        self.update();
      });
    });
    ADDRESS_IDS.forEach(function (id) { self.el(id).addEventListener('input', function () { self.update(); }); });
    var locate = this.el('use-location');
    // A position only places a drop-off in a ring, measured from the restaurant.
    locate.parentNode.hidden = !(settings.location && farthestRing(settings) != null);
    this.el('location-hint').hidden = locate.parentNode.hidden;
    locate.addEventListener('click', function () { self.locate(); });
    this.pickupHeading = this.el('order-heading') && this.el('order-heading').textContent;
    var legend = this.form.querySelector('fieldset.pickup legend');
    this.pickupLegend = legend && legend.textContent;
    box.hidden = false;
    this.showFulfilment();
  },

  showFulfilment: function () {
    var delivery = this.isDelivery();
    this.el('delivery-address').hidden = !delivery;
    this.el('estimate-delivery-label').hidden = !delivery;
    this.el('estimate-delivery').hidden = !delivery;
    if (!delivery) {
      this.el('delivery-status').textContent = '';
      this.el('delivery-status').classList.remove('field-error');
    }
    var heading = this.el('order-heading');
    if (heading) heading.textContent = delivery ? 'Order for delivery' : this.pickupHeading;
    var legend = this.form.querySelector('fieldset.pickup legend');
    if (legend) legend.textContent = delivery ? 'Delivery time' : this.pickupLegend;
  },

  // What the time chooser offers by (pickup-chooser.js): the pickup rules, or for a delivery the same hours,
  // days and closures with the delivery's lead time and no slot capacity (the processor counts no slot then).
  timeRules: function () {
    if (!this.isDelivery()) return { data: this.data, full: this.fullSlots };
    var rules = Object.assign({}, this.data, { leadMinutes: this.data.delivery.leadMinutes, maxOrdersPerSlot: null });
    return { data: rules, full: {} };
  },

  // The drop-off as the form has it, with its zone: {street, locality, postalCode, instructions, distance,
  // zone, charge}, or null for an order that is not a delivery.
  deliveryQuote: function () {
    if (!this.isDelivery()) return null;
    var settings = this.data.delivery;
    var value = function (id) { return this.el(id).value.trim(); }.bind(this);
    var distance = this.position ? pricing.distanceMeters(settings.location, this.position) : null;
    var postalCode = value('delivery-postal-code');
    var zone = pricing.deliveryZone(settings, postalCode, distance);
    return { street: value('delivery-street'), locality: value('delivery-locality'), postalCode: postalCode,
      instructions: value('delivery-instructions'), distance: distance, zone: zone,
      charge: zone ? pricing.deliveryCharge(settings, zone) : null };
  },

  // The estimate's "Delivery" line and the live #delivery-status, once `figures` are priced with the quote.
  showDelivery: function (quote, figures) {
    this.deliveryProblem = null;
    if (!quote) return;
    var self = this;
    var fee = this.el('estimate-delivery');
    if (quote.zone) this.show('estimate-delivery', figures.deliveryFee);
    else { fee.setAttribute('data-cents', ''); fee.textContent = '–'; }
    var state = deliveryState(this.data.delivery, quote, figures, function (c) { return self.format(c); });
    this.deliveryProblem = state.problem;
    var status = this.el('delivery-status');
    if (status.textContent !== state.text) status.textContent = state.text;
    status.classList.toggle('field-error', !!state.problem && state.problem.code !== 'address_required');
    var postal = this.el('delivery-postal-code');
    var outside = state.problem && state.problem.code === 'outside_delivery_area';
    if (outside) postal.setAttribute('aria-invalid', 'true');
    else if (!postal.hasAttribute('data-rejected')) postal.removeAttribute('aria-invalid');
  },

  // What stops a delivery order from being sent (place-order.js): the address, the area, the minimum.
  deliveryProblems: function () {
    var quote = this.deliveryQuote();
    if (!quote) return [];
    var missing = [quote.street ? null : 'its street', quote.postalCode ? null : 'its postal code']
      .filter(function (x) { return x; });
    if (missing.length) {
      return [{ code: 'address_required', field: quote.street ? 'delivery.address.postalCode' : 'delivery.address',
        message: 'Give the address to deliver to: ' + missing.join(' and ') + (missing.length > 1 ? ' are' : ' is') +
          ' missing.' }];
    }
    return this.deliveryProblem ? [this.deliveryProblem] : [];
  },

  // "Use my location": asks the browser once; pressed again, stops using the position.
  locate: function () {
    var self = this;
    var button = this.el('use-location');
    var status = this.el('location-status');
    if (this.position) {
      this.forgetPosition();
      status.textContent = 'Your location is no longer used: your postal code places the drop-off.';
      this.update();
      return;
    }
    if (!navigator.geolocation) {
      status.textContent = 'This browser cannot share a location: give your postal code.';
      return;
    }
    button.disabled = true;
    status.textContent = 'Finding your location…';
    navigator.geolocation.getCurrentPosition(function (found) {
      self.position = { latitude: found.coords.latitude, longitude: found.coords.longitude };
      button.disabled = false;
      button.textContent = 'Stop using my location';
      var meters = pricing.distanceMeters(self.data.delivery.location, self.position);
      status.textContent = 'Location found' + (meters == null ? '' : ', ' + kilometresText(meters) +
        ' km from the restaurant') + '. It is sent with your order only.';
      self.update();
    }, function (error) {
      button.disabled = false;
      status.textContent = error.code === 1 ? 'Your browser did not share your location: give your postal code.'
        : 'Your location could not be found: give your postal code, or try again.';
    }, { enableHighAccuracy: true, timeout: 20000, maximumAge: 60000 });
  },

  forgetPosition: function () {
    this.position = null;
    var button = this.el('use-location');
    if (button) button.textContent = 'Use my location';
    var status = this.el('location-status');
    if (status) status.textContent = '';
  },

  // The order file's fulfilment, drop-off and wanted time (`time`: the chooser's value, 'asap' for none).
  // A pickup order says so only where an order saying nothing would be a delivery.
  fulfilmentFields: function (order, time) {
    var quote = this.deliveryQuote();
    var wanted = time && time !== 'asap' ? time : null;
    if (!quote) {
      if (this.data.delivery && this.data.delivery.default && !this.table) order.fulfilment = 'take-away';
      if (wanted) order.pickupAt = wanted;
      return;
    }
    order.fulfilment = 'delivery';
    var address = { streetAddress: quote.street };
    if (quote.locality) address.locality = quote.locality;
    address.postalCode = quote.postalCode;
    order.delivery = { address: address };
    if (this.position) {
      order.delivery.latitude = this.position.latitude;
      order.delivery.longitude = this.position.longitude;
    }
    if (quote.instructions) order.delivery.instructions = quote.instructions;
    if (wanted) order.deliverAt = wanted;
  },
};
