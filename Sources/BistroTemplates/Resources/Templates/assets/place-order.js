// Sending the order to the restaurant and showing its answer. Methods of the order page.
import { loadCart, saveCart } from './cart.js';

var FIELD_IDS = { coupon: 'coupon', 'customer.name': 'customer-name', 'customer.email': 'customer-email',
  'customer.phone': 'customer-phone', pickupAt: 'pickup-time', tip: 'tip-other', note: 'order-note',
  deliverAt: 'pickup-time', delivery: 'delivery-street', 'delivery.address': 'delivery-street',
  'delivery.address.streetAddress': 'delivery-street', 'delivery.address.locality': 'delivery-locality',
  'delivery.address.postalCode': 'delivery-postal-code', 'delivery.instructions': 'delivery-instructions' };

export var placing = {
  clearOutcome: function () {
    var outcome = this.el('order-outcome');
    while (outcome.firstChild) outcome.removeChild(outcome.firstChild);
    Array.prototype.forEach.call(document.querySelectorAll('.field-error[data-code]'), function (e) { e.remove(); });
    Array.prototype.forEach.call(this.form.querySelectorAll('[aria-invalid][data-rejected]'), function (e) {
      e.removeAttribute('aria-invalid');
      e.removeAttribute('data-rejected');
    });
    return outcome;
  },

  say: function (outcome, text, className) {
    var p = document.createElement('p');
    if (className) p.className = className;
    p.textContent = text;
    outcome.appendChild(p);
    return p;
  },

  // Where a rejection's `field` belongs: its input, or the cart line of `items[N]…`.
  fieldElement: function (field) {
    if (!field) return null;
    var item = /^items\[(\d+)\]/.exec(field);
    if (item) return this.el('cart').querySelector('li[data-line="' + item[1] + '"]');
    return FIELD_IDS[field] ? this.el(FIELD_IDS[field]) : null;
  },

  localProblems: function (order) {
    var problems = [];
    if (order.items.length === 0) problems.push({ code: 'no_items', message: 'Add at least one dish to your order.' });
    if (!order.customer.name) {
      problems.push({ code: 'missing_customer_name', message: 'Please give your name.', field: 'customer.name' });
    }
    if (!order.customer.email) {
      problems.push({ code: 'missing_customer_email', field: 'customer.email',
        message: 'Please give your email address: we send the confirmation there.' });
    } else if (!this.el('customer-email').checkValidity()) {
      problems.push({ code: 'invalid_email', field: 'customer.email',
        message: 'This does not look like an email address.' });
    }
    this.lines(loadCart()).forEach(function (line, index) {
      if (line.problems.length) problems.push({ code: line.problems[0].code, field: 'items[' + index + ']',
        message: line.product.name + ': its choices are not on the menu as they were; remove it and add it again.' });
    });
    // A table's dine-in order has no pickup time.
    if (!this.table && this.noPickup) problems.push({ code: 'no_pickup_time', message: this.noPickup });
    else if (!this.table && !this.el('pickup-time').value) {
      problems.push({ code: 'pickup_time_missing', field: this.isDelivery() ? 'deliverAt' : 'pickupAt',
        message: this.isDelivery() ? 'Choose a delivery time.' : 'Choose a pickup time.' });
    }
    problems = problems.concat(this.deliveryProblems());
    if (this.tipProblem) {
      problems.push({ code: 'invalid_tip', field: 'tip',
        message: 'Give the tip as an amount such as 4.50, at most the order before tax.' });
    }
    return problems;
  },

  showRejections: function (outcome, rejections, intro) {
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
          var describedBy = (target.getAttribute('aria-describedby') || '').split(' ')
            .filter(function (x) { return x && x.indexOf('error-') !== 0; });
          describedBy.push(note.id);
          target.setAttribute('aria-describedby', describedBy.join(' '));
          target.parentNode.insertBefore(note, target.nextSibling);
          if (!first) first = target;
        }
      }
    });
    if (first) first.focus();
  },

  place: function () {
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
    var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    fetch(this.endpoint, { method: 'POST', headers: headers, body: body, credentials: 'same-origin' })
      .then(function (response) {
        return response.json().catch(function () { return {}; })
          .then(function (answer) { self.answered(response, answer, outcome); });
      })
      .catch(function () {
        self.clearOutcome();
        self.say(outcome, 'We could not reach the restaurant (are you offline?). Your order is kept on this device: ' +
          'press “Place order” again when you are back online. It will not be placed twice.', 'network-error');
      })
      .then(function () { button.disabled = false; });
  },

  answered: function (response, answer, outcome) {
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
      this.forgetPosition();
      this.fillPickupTimes();
      this.update();
      if (link) link.focus();
    } else if (response.status === 422 && Array.isArray(answer.rejections)) {
      // A rejected orderId answers its rejection again: a corrected order is a new order.
      delete cart.orderId;
      saveCart(cart);
      this.showRejections(outcome, answer.rejections, 'The restaurant could not accept this order:');
      this.refreshPickup(answer.rejections, this.sentPickup);
    } else if (response.status === 503 && answer.code === 'processing_failed') {
      // Nothing was recorded (the order book was busy): the same orderId is sent again, never placed twice.
      var seconds = Number(response.headers.get('Retry-After')) || 30;
      this.say(outcome, 'The restaurant is busy for a moment: your order is not placed yet. ' +
        'This page sends it again in ' + seconds + ' seconds ' +
        '(pressing “Place order” again is safe too: it will not be placed twice).', 'queued');
      var self = this;
      var orderId = cart.orderId;
      window.clearTimeout(this.retry);
      this.retry = window.setTimeout(function () {
        if (loadCart().orderId === orderId && !self.el('place-order').disabled) self.place();
      }, Math.min(seconds, 600) * 1000);
    } else if (response.status === 409 && answer.code === 'order_id_conflict') {
      delete cart.orderId;
      saveCart(cart);
      var conflict = { code: 'order_id_conflict', message: answer.message || 'This order changed after it was sent.' };
      this.showRejections(outcome, [conflict], 'An earlier version of this order reached the restaurant ' +
        '(check your email). To order these dishes as well, press “Place order” again.');
    } else {
      var why = answer && answer.message ? answer.message + ' ' : 'Something went wrong (' + response.status + '). ';
      this.say(outcome, why + 'Your order is kept here; please try again.', 'network-error');
    }
  },
};
