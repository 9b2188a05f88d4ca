// The phone navigation: one row with a menu button that opens the links. Without this script the
// navigation shows all its links. No inline script (the server's Content-Security-Policy).

Array.prototype.forEach.call(document.querySelectorAll('button.menu-toggle'), function (button) {
  var nav = button.closest('nav');
  var list = document.getElementById(button.getAttribute('aria-controls'));
  if (!nav || !list) return;
  button.hidden = false;
  nav.classList.add('has-toggle');
  button.addEventListener('click', function () {
    var open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      button.setAttribute('aria-expanded', 'false');
      nav.classList.remove('is-open');
      button.focus();
    }
  });
});
