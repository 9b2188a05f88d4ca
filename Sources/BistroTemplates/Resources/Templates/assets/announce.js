// Says what happened next to the button that was pressed (a live region, so screen readers hear it),
// with a link to the order page when not on it.
import { root } from './site-root.js';

export function announce(text, near) {
  var status = near && near.nextElementSibling && near.nextElementSibling.classList.contains('cart-status')
    ? near.nextElementSibling : null;
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
