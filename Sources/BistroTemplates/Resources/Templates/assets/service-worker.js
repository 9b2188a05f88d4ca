// Keeps the order page working offline: the page, its data, scripts and style are cached when the
// worker installs and refreshed from the network whenever it answers; offline, the cached copy is served.
// The menu's pictures (under images/) are kept once seen, in a cache of their own (see picture()).
// Published at the site's root (bistro build moves it out of assets/) so it may control order/. Requests
// for anything else (receipts, the API) are never touched.
'use strict';
var CACHE = 'bistro-order-v4';
var scope = new URL('./', self.location.href);
// The order page's scripts: the modules order.mustache loads and every module they import (a module that
// is not cached stops the whole page offline).
var SCRIPTS = ['navigation', 'menu-filters', 'read-aloud', 'add-to-order', 'order-form', 'site-root', 'cart',
  'customer-details', 'pricing', 'shop', 'announce', 'element', 'option-chooser', 'cart-lines', 'pickup-chooser',
  'pickup-times', 'clock-text', 'place-order', 'table-order', 'delivery-chooser', 'delivery-words'];
var FILES = ['order/', 'order/order-data.json', 'assets/style.css']
  .concat(SCRIPTS.map(function (name) { return 'assets/' + name + '.js'; }))
  .map(function (path) { return new URL(path, scope).href; });
// Pictures seen: at most PICTURE_LIMIT, the oldest out. A photo's resized copy is named for its bytes
// (images/NAME-WIDTH.KEY.EXT, see docs/content.md), so a kept one is served without asking the network.
var PICTURES = 'bistro-pictures-v1';
var PICTURE_LIMIT = 60;
var IMAGES = new URL('images/', scope).href;
var NAMED_FOR_BYTES = /-\d+\.[0-9a-f]{16}\.(webp|jpg|png)$/;

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
  if (url.href.indexOf(IMAGES) === 0) {
    event.respondWith(picture(event, request, url.href));
    return;
  }
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

// A picture: a photo's copy from the cache when it is there; anything else from the network first. What the
// network gives is kept, and the oldest beyond PICTURE_LIMIT deleted (keys() lists them in the order kept).
function picture(event, request, key) {
  function fromNetwork() {
    return fetch(request).then(function (response) {
      if (response.ok) event.waitUntil(keep(key, response.clone()));
      return response;
    });
  }
  function kept() {
    return caches.open(PICTURES).then(function (cache) { return cache.match(key); });
  }
  if (!NAMED_FOR_BYTES.test(key)) {
    return fromNetwork().catch(function () {
      return kept().then(function (cached) { return cached || Response.error(); });
    });
  }
  return kept().then(function (cached) { return cached || fromNetwork(); });
}

function keep(key, response) {
  return caches.open(PICTURES).then(function (cache) {
    return cache.put(key, response).then(function () { return cache.keys(); }).then(function (keys) {
      var oldest = keys.slice(0, Math.max(0, keys.length - PICTURE_LIMIT));
      return Promise.all(oldest.map(function (request) { return cache.delete(request); }));
    });
  });
}
