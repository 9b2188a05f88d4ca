// Choosing an item's options before it goes in the cart.
import * as pricing from './pricing.js';
import { addToCart, keyOf, loadCart } from './cart.js';
import { announce } from './announce.js';
import { element } from './element.js';

var choosers = 0;
// "(choose 1)", "(up to 3)", "(optional)", "(choose 2 to 3)".
function ruleText(group) {
  if (group.min === group.max) return 'choose ' + group.min;
  if (group.min === 0) return group.max === 1 ? 'optional' : 'up to ' + group.max;
  return 'choose ' + group.min + ' to ' + group.max;
}
// A fieldset per option group (radio buttons when one choice is taken, checkboxes up to `max`), the
// unit price with the choices, and a button that adds the line once every required group is chosen.
// Opened below the item's "Add to order" button, which it is tied to by aria-controls/aria-expanded.
export function openChooser(shop, product, button, changed) {
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
      if (choice && choice.priceCents) {
        wrap.appendChild(element('span', 'price', ' +' + shop.format(choice.priceCents)));
      }
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
    var cents = pricing.unitCents(product, chosen());
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
      return pricing.optionProblems(product, options).some(function (p) { return p.option === g.group.id; });
    });
    groups.forEach(function (g) {
      var wrong = missing.indexOf(g) >= 0;
      g.error.hidden = !wrong;
      g.error.textContent = wrong ? (g.group.min === 1 ? 'Choose a ' + g.group.name.toLowerCase() + '.' :
        'Choose ' + ruleText(g.group) + '.') : '';
      if (wrong) g.fieldset.setAttribute('aria-describedby', g.error.id);
      else g.fieldset.removeAttribute('aria-describedby');
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
      announce(room.left === 0 ? room.name + ' is sold out.'
        : 'Only ' + room.left + ' of ' + room.name + ' left.', add);
      return;
    }
    var quantity = addToCart(product.sku, options, shop.limit());
    closeChooser(button);
    button.focus();
    announce(quantity + ' in your order.', button);
    if (changed) changed();
  });
  var host = button.parentNode.tagName === 'P' ? button.parentNode : button;
  var after = host.nextElementSibling && host.nextElementSibling.classList.contains('cart-status')
    ? host.nextElementSibling : host;
  after.parentNode.insertBefore(box, after.nextSibling);
  button.setAttribute('aria-controls', id);
  button.setAttribute('aria-expanded', 'true');
  var firstInput = box.querySelector('input:not([disabled])');
  if (firstInput) firstInput.focus();
}
export function closeChooser(button) {
  var box = document.getElementById(button.getAttribute('aria-controls') || '');
  if (box) box.remove();
  button.removeAttribute('aria-controls');
  button.setAttribute('aria-expanded', 'false');
}
