// Menu filters (diets, allergens to avoid, search, sort by price, remembered), "Read aloud", and the
// phone navigation's menu button. Progressive enhancement: without this script every dish is listed and
// the navigation shows all its links. Plain JavaScript, no build step, no inline script.
(function () {
  'use strict';
  var script = document.currentScript;
  var root = new URL('../', script ? script.src : location.href);
  var FILTER_KEY = 'bistro-menu-filter:' + root.pathname;

  function each(selector, action, scope) {
    Array.prototype.forEach.call((scope || document).querySelectorAll(selector), action);
  }
  // As FilterOption.token in Swift: lower case, runs of white space as one dash.
  function token(word) { return String(word).trim().toLowerCase().split(/\s+/).join('-'); }
  function tokens(text) { return (text || '').split(' ').filter(Boolean); }

  // ---- phone navigation: one row with a menu button ----
  each('button.menu-toggle', function (button) {
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

  // ---- filters, search and sort ----
  var form = document.getElementById('menu-filters');
  if (form) {
    var cards = Array.prototype.slice.call(document.querySelectorAll('.filterable[data-sku]'));
    cards.forEach(function (card, index) { card.setAttribute('data-menu-order', String(index)); });
    var search = document.getElementById('menu-search');
    var sort = document.getElementById('menu-sort');
    var count = form.querySelector('.filter-count');
    var saved = {};
    try { saved = JSON.parse(localStorage.getItem(FILTER_KEY) || '{}') || {}; } catch (e) { saved = {}; }
    each('input[name="diet"], input[name="avoid"]', function (box) {
      var list = saved[box.name] || [];
      box.checked = list.indexOf(box.value) >= 0;
    }, form);
    search.value = typeof saved.q === 'string' ? saved.q : '';
    if (['menu', 'price-asc', 'price-desc'].indexOf(saved.sort) >= 0) sort.value = saved.sort;

    var apply = function () {
      var state = { diet: [], avoid: [], q: search.value, sort: sort.value };
      each('input[name="diet"]:checked', function (box) { state.diet.push(box.value); }, form);
      each('input[name="avoid"]:checked', function (box) { state.avoid.push(box.value); }, form);
      try { localStorage.setItem(FILTER_KEY, JSON.stringify(state)); } catch (e) { /* not remembered */ }
      var words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      cards.forEach(function (card) {
        var diets = tokens(card.getAttribute('data-diets'));
        var allergens = tokens(card.getAttribute('data-allergens'));
        var text = card.textContent.toLowerCase();
        var keep = state.diet.every(function (d) { return diets.indexOf(token(d)) >= 0; }) &&
          !state.avoid.some(function (a) { return allergens.indexOf(token(a)) >= 0; }) &&
          words.every(function (w) { return text.indexOf(w) >= 0; });
        card.hidden = !keep;
        if (keep) shown += 1;
      });
      // Sort within each list; "menu" puts the menu's order back.
      var parents = [];
      cards.forEach(function (card) { if (parents.indexOf(card.parentNode) < 0) parents.push(card.parentNode); });
      parents.forEach(function (parent) {
        var children = cards.filter(function (card) { return card.parentNode === parent; });
        children.sort(function (a, b) {
          var byPrice = Number(a.getAttribute('data-price-cents')) - Number(b.getAttribute('data-price-cents'));
          var byMenu = Number(a.getAttribute('data-menu-order')) - Number(b.getAttribute('data-menu-order'));
          if (state.sort === 'price-asc' && byPrice !== 0) return byPrice;
          if (state.sort === 'price-desc' && byPrice !== 0) return -byPrice;
          return byMenu;
        });
        children.forEach(function (card) { parent.appendChild(card); });
      });
      count.textContent = shown === cards.length ? '' : 'Showing ' + shown + ' of ' + cards.length + '.';
    };
    form.addEventListener('input', apply);
    form.addEventListener('change', apply);
    form.addEventListener('submit', function (event) { event.preventDefault(); });
    form.hidden = false;
    apply();
  }

  // ---- read aloud ----
  function speakable(node) {
    if (node.nodeType === 3) return node.nodeValue;
    if (node.nodeType !== 1 || node.hidden) return '';
    if (node.hasAttribute('data-speak')) return ' ' + node.getAttribute('data-speak') + '. ';
    if (/^(BUTTON|INPUT|SELECT|TEXTAREA|SCRIPT)$/.test(node.tagName) || node.classList.contains('visually-hidden')) return '';
    var text = '';
    for (var child = node.firstChild; child; child = child.nextSibling) text += speakable(child);
    return /^(LI|P|H[1-6]|DT|DD|TR)$/.test(node.tagName) ? text + '. ' : text;
  }
  if ('speechSynthesis' in window && 'SpeechSynthesisUtterance' in window) {
    each('button.read-aloud', function (button) {
      var target = document.getElementById(button.getAttribute('data-read'));
      if (!target) return;
      button.hidden = false;
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', function () {
        var speaking = button.getAttribute('aria-pressed') === 'true';
        window.speechSynthesis.cancel();
        each('button.read-aloud[aria-pressed="true"]', function (b) { b.setAttribute('aria-pressed', 'false'); });
        if (speaking) return;
        var utterance = new SpeechSynthesisUtterance(speakable(target).replace(/\s+/g, ' ').replace(/(\.\s*)+/g, '. ').trim());
        utterance.lang = document.documentElement.lang || 'en';
        utterance.onend = function () { button.setAttribute('aria-pressed', 'false'); };
        button.setAttribute('aria-pressed', 'true');
        window.speechSynthesis.speak(utterance);
      });
    });
  }
})();
