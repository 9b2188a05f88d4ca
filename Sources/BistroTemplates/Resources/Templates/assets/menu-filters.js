// Menu filters: diets, allergens to avoid, rating, search and sort by price or rating, the last choice
// remembered on this device. Without this script every dish is listed. The controls sit in a <details>
// ("Filters", with how many are on): open on a wide screen, folded on a phone so the dishes come first.
import { root } from './site-root.js';

var FILTER_KEY = 'bistro-menu-filter:' + root.pathname;

function each(selector, action, scope) {
  Array.prototype.forEach.call((scope || document).querySelectorAll(selector), action);
}
// As FilterOption.token in Swift: lower case, runs of white space as one dash.
function token(word) { return String(word).trim().toLowerCase().split(/\s+/).join('-'); }
function tokens(text) { return (text || '').split(' ').filter(Boolean); }
// A dish's average in tenths of a star (43 for 4.3) as its page shows it; -1 without enough ratings.
function ratingTenths(card) {
  var text = card.getAttribute('data-rating-tenths');
  return text ? Number(text) : -1;
}
// "4": 4★ and up (an average shown as 4.0 or more); "5": 5★ only (an average shown as 5.0).
var RATING_FLOORS = { '4': 40, '5': 50 };

// As the stylesheet's phone layout (max-width: 40rem).
var NARROW = '(max-width: 40rem)';

// "Filters (2 on)": the diets, allergens, rating and search words in use, told in the folded panel's summary.
function activeText(state) {
  var on = state.diet.length + state.avoid.length + (state.q.trim() ? 1 : 0) + (state.rating ? 1 : 0);
  return on ? ' (' + on + ' on)' : '';
}

var form = document.getElementById('menu-filters');
if (form) {
  var panel = form.querySelector('details.filter-panel');
  var active = form.querySelector('.filter-active');
  var cards = Array.prototype.slice.call(document.querySelectorAll('.filterable[data-sku]'));
  cards.forEach(function (card, index) { card.setAttribute('data-menu-order', String(index)); });
  var search = document.getElementById('menu-search');
  var sort = document.getElementById('menu-sort');
  var rating = document.getElementById('menu-rating');
  var count = form.querySelector('.filter-count');
  var saved = {};
  try { saved = JSON.parse(localStorage.getItem(FILTER_KEY) || '{}') || {}; } catch (e) { saved = {}; }
  each('input[name="diet"], input[name="avoid"]', function (box) {
    var list = saved[box.name] || [];
    box.checked = list.indexOf(box.value) >= 0;
  }, form);
  search.value = typeof saved.q === 'string' ? saved.q : '';
  var sorts = Array.prototype.map.call(sort.options, function (option) { return option.value; });
  if (sorts.indexOf(saved.sort) >= 0) sort.value = saved.sort;
  if (rating && RATING_FLOORS[saved.rating]) rating.value = saved.rating;

  var apply = function () {
    var state = { diet: [], avoid: [], q: search.value, sort: sort.value, rating: rating ? rating.value : '' };
    each('input[name="diet"]:checked', function (box) { state.diet.push(box.value); }, form);
    each('input[name="avoid"]:checked', function (box) { state.avoid.push(box.value); }, form);
    try { localStorage.setItem(FILTER_KEY, JSON.stringify(state)); } catch (e) { /* not remembered */ }
    var words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
    var floor = RATING_FLOORS[state.rating] || 0;
    var shown = 0;
    cards.forEach(function (card) {
      var diets = tokens(card.getAttribute('data-diets'));
      var allergens = tokens(card.getAttribute('data-allergens'));
      var text = card.textContent.toLowerCase();
      var keep = state.diet.every(function (d) { return diets.indexOf(token(d)) >= 0; }) &&
        !state.avoid.some(function (a) { return allergens.indexOf(token(a)) >= 0; }) &&
        words.every(function (w) { return text.indexOf(w) >= 0; }) &&
        (!floor || ratingTenths(card) >= floor);
      card.hidden = !keep;
      if (keep) shown += 1;
    });
    // Sort within each list; "menu" puts the menu's order back. By rating: the highest average first,
    // dishes without enough ratings last, ties in menu order.
    var parents = [];
    cards.forEach(function (card) { if (parents.indexOf(card.parentNode) < 0) parents.push(card.parentNode); });
    parents.forEach(function (parent) {
      var children = cards.filter(function (card) { return card.parentNode === parent; });
      children.sort(function (a, b) {
        var byPrice = Number(a.getAttribute('data-price-cents')) - Number(b.getAttribute('data-price-cents'));
        var byMenu = Number(a.getAttribute('data-menu-order')) - Number(b.getAttribute('data-menu-order'));
        if (state.sort === 'price-asc' && byPrice !== 0) return byPrice;
        if (state.sort === 'price-desc' && byPrice !== 0) return -byPrice;
        var byRating = ratingTenths(b) - ratingTenths(a);
        if (state.sort === 'rating' && byRating !== 0) return byRating;
        return byMenu;
      });
      children.forEach(function (card) { parent.appendChild(card); });
    });
    // A menu section with nothing left to show is hidden with its heading.
    each('.menu-section', function (section) {
      var inside = section.querySelectorAll('.filterable[data-sku]');
      if (inside.length) section.hidden = !Array.prototype.some.call(inside, function (card) { return !card.hidden; });
    });
    count.textContent = shown === cards.length ? '' : 'Showing ' + shown + ' of ' + cards.length + '.';
    if (active) active.textContent = activeText(state);
  };
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  if (panel && window.matchMedia) {
    var narrow = window.matchMedia(NARROW);
    panel.open = !narrow.matches;
    narrow.addEventListener('change', function () { panel.open = !narrow.matches; });
  }
  form.hidden = false;
  apply();
}
