// A driver's dashboard (driver.mustache, served by bistro serve at /drivers/TOKEN/): "Claim", "Picked up" and
// "Delivered" send the dashboard's token and the order's number to /api/deliveries/claim or /status and say
// what the restaurant answered; the lists are then fetched again, and every 20 seconds while the page is shown
// (no-store: always the book as it is now). The token is read from the board's data-token.
var REFRESH_MS = 20000;
var busy = false;

function board() { return document.getElementById('driver-board'); }

function say(text) {
  var outcome = document.getElementById('driver-outcome');
  if (outcome) outcome.textContent = text;
}

// The board's lists as the server renders them now; the outcome line and the focused button's place are kept.
function refresh() {
  if (busy || document.hidden) return Promise.resolve();
  return fetch(location.pathname, { cache: 'no-store', credentials: 'same-origin' }).then(function (response) {
    if (!response.ok) {
      if (response.status === 404) say('This link no longer works: ask the restaurant for a new one.');
      return;
    }
    return response.text().then(function (html) {
      var fresh = new DOMParser().parseFromString(html, 'text/html').getElementById('driver-board');
      var current = board();
      if (!fresh || !current || busy) return;
      var focused = document.activeElement && document.activeElement.getAttribute('data-order');
      var step = document.activeElement && document.activeElement.getAttribute('data-step');
      var outcome = document.getElementById('driver-outcome').textContent;
      current.replaceWith(fresh);
      say(outcome);
      if (focused) {
        var again = fresh.querySelector('[data-order="' + CSS.escape(focused) + '"][data-step="' + CSS.escape(step) + '"]');
        (again || document.getElementById('driver-outcome')).focus();
      }
    });
  }).catch(function () { /* offline for a moment: the next refresh tries again */ });
}

var WORDS = {
  claim: function (order) { return 'You have claimed ' + order + '. Its address is under My deliveries.'; },
  picked_up: function (order) { return order + ' is on the way: the customer has been told.'; },
  delivered: function (order) { return order + ' is delivered. Thank you!'; }
};

function send(button) {
  var element = board();
  var order = button.getAttribute('data-order');
  var step = button.getAttribute('data-step');
  var body = { token: element.getAttribute('data-token'), order: order };
  if (step !== 'claim') body.status = step;
  busy = true;
  button.disabled = true;
  say('Sending…');
  return fetch(element.getAttribute(step === 'claim' ? 'data-claim' : 'data-status'), {
    method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin', body: JSON.stringify(body)
  }).then(function (response) {
    return response.json().catch(function () { return {}; }).then(function (answer) {
      if (response.ok) { say(WORDS[step](order)); return; }
      var rejection = Array.isArray(answer.rejections) ? answer.rejections[0] : null;
      say((rejection && rejection.message) || answer.message || 'That did not work; try again.');
    });
  }, function () {
    say('The restaurant could not be reached; try again in a moment.');
  }).then(function () {
    busy = false;
    return refresh();
  });
}

document.addEventListener('click', function (event) {
  var button = event.target.closest && event.target.closest('button[data-step]');
  if (!button || !board() || busy) return;
  send(button);
});
setInterval(refresh, REFRESH_MS);
document.addEventListener('visibilitychange', function () { if (!document.hidden) refresh(); });
