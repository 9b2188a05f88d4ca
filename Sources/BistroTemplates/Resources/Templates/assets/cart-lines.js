// The order page's cart: its lines with quantity, note and Remove. Methods of the order page.
import * as pricing from './pricing.js';
import { keyOf, loadCart, saveCart } from './cart.js';
import { announce } from './announce.js';
import { element } from './element.js';

// Only the lines whose choices the menu takes are priced.
export function priced(lines) { return lines.filter(function (line) { return line.problems.length === 0; }); }

export var cartLines = {
  // The cart's lines with their products; lines whose SKU left the menu are dropped. A line whose
  // choices the menu no longer takes (a group now required, a choice gone) keeps its `problems`: it is
  // shown flagged, left out of the estimate, and the order cannot be sent with it.
  lines: function (cart) {
    var self = this;
    return cart.lines.filter(function (line) { return self.products[line.sku]; }).map(function (line) {
      var product = self.products[line.sku];
      return { sku: line.sku, quantity: line.quantity, note: line.note || '', product: product, options: line.options,
        key: keyOf(line), problems: pricing.optionProblems(product, line.options) };
    });
  },

  // `stored`: the cart's lines as saved, for what is left of each product and choice.
  renderCart: function (lines, stored) {
    var self = this;
    var list = this.el('cart');
    var focused = document.activeElement;
    var focusKey = focused && list.contains(focused)
      ? [focused.closest('li').getAttribute('data-key'), focused.className] : null;
    while (list.firstChild) list.removeChild(list.firstChild);
    lines.forEach(function (line, index) {
      var li = document.createElement('li');
      li.className = 'cart-line';
      li.setAttribute('data-sku', line.sku);
      li.setAttribute('data-key', line.key);
      li.setAttribute('data-line', String(index));
      var choices = self.shop.choicesText(line.product, line.options);
      var unitCents = pricing.unitCents(line.product, line.options);
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
        if (value > max.left) {
          value = Math.max(max.left, 1);
          announce('Only ' + max.left + ' of ' + max.name + ' left.', null);
        }
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
        li.appendChild(element('p', 'field-error',
          soldOut ? what + 'Sold out: remove it to order.' : what + 'Only ' + room.left + ' left.'));
      }
      list.appendChild(li);
    });
    if (focusKey) {
      var again = list.querySelector('li[data-key="' + CSS.escape(focusKey[0]) + '"] .' + focusKey[1].split(' ')[0]);
      if (again) again.focus();
    }
  },

  changeLine: function (key, change) {
    var cart = loadCart();
    cart.lines.forEach(function (l) { if (keyOf(l) === key) change(l); });
    saveCart(cart);
    this.update();
  },
};
