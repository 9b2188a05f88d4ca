// The booking page's free times: asked from the restaurant (GET bookingEndpoint/availability?date=&party=,
// docs/tables.md) whenever the day or the party size changes, and shown as radio buttons in the restaurant's
// locale (clock-text.js). The times come as RFC 3339 on the restaurant's clock and are sent back as they came.
import { clockTextOf } from './clock-text.js';
import { element } from './element.js';

// "2026-11-27T18:00:00-05:00" → "6:00 p.m." (en-CA), "18:00" (de-DE).
export function timeLabel(iso, locale) {
  return clockTextOf(String(iso).slice(11, 16), locale);
}

// Why a day has no free time, when the restaurant did not word it.
var REASONS = {
  closed_that_day: 'We are closed that day: choose another day.',
  booking_too_far_ahead: 'That day is too far ahead to book yet: choose an earlier day.',
  booking_too_soon: 'It is too late to book for that day: choose a later day.',
  no_table_free: 'No table is free that day for a party of this size: try another day.'
};

// The chooser in #booking-time: `el` finds the page's elements by id, `asking` gives the day and party size
// chosen ({date: "2026-11-27", party: 4}).
export function TimeChooser(endpoint, locale, el, asking) {
  this.endpoint = endpoint;
  this.locale = locale;
  this.asking = asking;
  this.field = el('booking-time');
  this.choices = el('booking-time-choices');
  this.status = el('booking-times-status');
  this.times = [];
  // Answers may arrive out of order: only the latest question's is shown.
  this.asked = 0;
}

// The time chosen ("2026-11-27T18:00:00-05:00"), or ''.
TimeChooser.prototype.chosen = function () {
  var checked = this.choices.querySelector('input[type="radio"]:checked');
  return checked ? checked.value : '';
};

// Selects `iso` when it is offered; false when it is not.
TimeChooser.prototype.pick = function (iso) {
  var radio = Array.prototype.filter.call(this.choices.querySelectorAll('input[type="radio"]'), function (r) {
    return r.value === iso;
  })[0];
  if (!radio) return false;
  radio.checked = true;
  radio.focus();
  return true;
};

// Asks for the free times of the day and party size chosen and shows them, selecting `wanted` (else the time
// chosen before) when it is among them. Resolves with the times shown.
TimeChooser.prototype.load = function (wanted) {
  var self = this;
  var asked = ++this.asked;
  var keep = wanted || this.chosen();
  var date = this.asking().date;
  var party = this.asking().party;
  if (!date) {
    this.show([], 'Choose a day to see the free times.');
    return Promise.resolve(this.times);
  }
  this.field.setAttribute('aria-busy', 'true');
  this.status.textContent = 'Looking for a free table…';
  var url = this.endpoint + '/availability?date=' + encodeURIComponent(date) + '&party=' + encodeURIComponent(party);
  return fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (answer) {
        if (asked !== self.asked) return self.times;
        if (response.ok && Array.isArray(answer.times)) {
          self.show(answer.times, answer.times.length ? '' : self.reasonText(answer.reason), keep);
        } else if (response.status === 404) {
          self.show([], 'The restaurant takes no bookings online at the moment.');
        } else {
          self.show([], answer.message || 'We could not get the free times (' + response.status + '). Please try again.');
        }
        return self.times;
      });
    })
    .catch(function () {
      if (asked === self.asked) {
        self.show([], 'We could not reach the restaurant to see the free times (are you offline?).');
        self.offerRetry(keep);
      }
      return self.times;
    });
};

TimeChooser.prototype.reasonText = function (reason) {
  if (reason && reason.message) return reason.message;
  return (reason && REASONS[reason.code]) || 'No table is free that day: try another day.';
};

// Draws the times as radio buttons; says `message` (why there are none, or that the time chosen is gone).
TimeChooser.prototype.show = function (times, message, keep) {
  var self = this;
  this.times = times;
  this.field.removeAttribute('aria-busy');
  while (this.choices.firstChild) this.choices.removeChild(this.choices.firstChild);
  times.forEach(function (iso) {
    var label = element('label', 'check', null);
    var radio = element('input', null, null);
    radio.type = 'radio';
    radio.name = 'startAt';
    radio.value = iso;
    radio.checked = iso === keep;
    label.appendChild(radio);
    label.appendChild(document.createTextNode(' ' + timeLabel(iso, this.locale)));
    self.choices.appendChild(label);
  }, this);
  // A time of the same day that is gone (booked meanwhile, or not for a party this size) is said, not swapped.
  if (!message && keep && times.indexOf(keep) < 0 && times.length && keep.slice(0, 10) === this.asking().date) {
    message = 'The time you chose (' + timeLabel(keep, this.locale) + ') is not free for this day and party: choose another.';
  }
  this.status.textContent = message || '';
};

TimeChooser.prototype.offerRetry = function (keep) {
  var self = this;
  var retry = element('button', 'nearest-time', 'Try again');
  retry.type = 'button';
  retry.addEventListener('click', function () { self.load(keep); });
  this.status.appendChild(document.createTextNode(' '));
  this.status.appendChild(retry);
};
