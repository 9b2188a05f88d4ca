// "Add to order" on cards, item and kit pages, and the order page (order-form.js starts them there).
import { addToCart } from './cart.js';
import { announce } from './announce.js';
import { closeChooser, openChooser } from './option-chooser.js';
import { loadShop } from './shop.js';
import { root } from './site-root.js';

// `shop()`: a promise of the Shop (or null); `changed`: called after the cart changed (the order page).
// An item with options opens its chooser; others are added at once.
export function setUpAddButtons(shop, changed) {
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

// Away from the order page the shop is fetched when a button is first pressed: most visitors of a page
// never add anything.
if (!document.getElementById('order-form')) {
  setUpAddButtons(function () { return loadShop(new URL('order/order-data.json', root).href); }, null);
}
