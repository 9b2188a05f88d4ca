// Keeps the order page working offline: the page, its data, scripts and style are cached when the
// worker installs and refreshed from the network whenever it answers; offline, the cached copy is served.
// Published at the site's root (bistro build moves it out of assets/) so it may control order/. Requests
// for anything else (receipts, the API) are never touched.
'use strict';
var CACHE = 'bistro-order-v2';
var scope = new URL('./', self.location.href);
// The order page's scripts: the modules order.mustache loads and every module they import (a module that
// is not cached stops the whole page offline).
var SCRIPTS = ['navigation', 'menu-filters', 'read-aloud', 'add-to-order', 'order-form', 'site-root', 'cart',
  'customer-details', 'pricing', 'shop', 'announce', 'element', 'option-chooser', 'cart-lines', 'pickup-chooser',
  'pickup-times', 'clock-text', 'place-order'];
var FILES = ['order/', 'order/order-data.json', 'assets/style.css']
  .concat(SCRIPTS.map(function (name) { return 'assets/' + name + '.js'; }))
  .map(function (path) { return new URL(path, scope).href; });

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE)
    .then(function (cache) { return cache.addAll(FILES); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    var old = names.filter(function (n) { return n.indexOf('bistro-order-') === 0 && n !== CACHE; });
    return Promise.all(old.map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (url.href === new URL('order/index.html', scope).href) url = new URL('order/', scope);
  if (FILES.indexOf(url.href) < 0) return;
  event.respondWith(fetch(request).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { cache.put(url.href, copy); });
    }
    return response;
  }).catch(function () {
    return caches.match(url.href).then(function (cached) { return cached || Response.error(); });
  }));
});
