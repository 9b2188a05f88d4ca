// The receipt's "I'm here": sends the customer's position once, to measure how far they are. The answer's
// times ("11:00", 24-hour) are shown in the page's language, the restaurant's locale.
import { clockTextOf } from './clock-text.js';

function setUpCheckIn(button) {
  var outcome = document.getElementById('check-in-outcome');
  var token = (/\/receipts\/([0-9a-f]{32})\/?/.exec(location.pathname) || [])[1];
  if (!token || !navigator.geolocation || !outcome) return;
  button.hidden = false;
  var locale = document.documentElement.lang || 'en';
  function clock(text) { return clockTextOf(text, locale); }
  // A sentence's full stop, but one: "ready at about 12:15 p.m." (en-CA) ends with the time's.
  function ended(text) { return /\.$/.test(text) ? text : text + '.'; }
  button.addEventListener('click', function () {
    button.disabled = true;
    outcome.textContent = 'Finding your position…';
    navigator.geolocation.getCurrentPosition(function (position) {
      outcome.textContent = 'Telling the kitchen…';
      fetch(button.getAttribute('data-endpoint'), {
        method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ token: token, latitude: position.coords.latitude, longitude: position.coords.longitude })
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (answer) {
          if (answer.status === 'preparing' && answer.opensAtText) {
            outcome.textContent = ended('Thank you! We open at ' + clock(answer.opensAtText) +
              ' and start your order then: ready at about ' + clock(answer.readyAtText || answer.readyAt));
          } else if (answer.status === 'preparing') {
            outcome.textContent = ended('Preparation started, ready at about ' + clock(answer.readyAtText || answer.readyAt));
          } else if (answer.status === 'too_far') {
            outcome.textContent = 'You are ' + answer.distanceMeters + ' m away; we start within ' +
              answer.radiusMeters + ' m. Press again when you are closer.';
            button.disabled = false;
          } else if (answer.status === 'already_started') {
            outcome.textContent = ended('Your order is already being prepared' +
              (answer.readyAtText ? ', ready at about ' + clock(answer.readyAtText) : ''));
          } else if (response.status === 404) {
            outcome.textContent = 'We could not find this order.';
          } else if (response.status === 409) {
            outcome.textContent = 'This order is not waiting for a check-in (it may be ready, picked up or cancelled).';
          } else {
            outcome.textContent = (answer.message || 'Something went wrong.') + ' Please try again.';
            button.disabled = false;
          }
        });
      }).catch(function () {
        outcome.textContent = 'We could not reach the restaurant. Please try again.';
        button.disabled = false;
      });
    }, function (error) {
      outcome.textContent = error.code === 1
        ? 'Your browser did not share your position. ' +
          'Allow it for this page, or tell us at the counter that you are here.'
        : 'Your position could not be found. Please try again.';
      button.disabled = false;
    }, { enableHighAccuracy: true, timeout: 20000, maximumAge: 0 });
  });
}

var imHere = document.getElementById('im-here');
if (imHere) setUpCheckIn(imHere);
