// The restaurant's answer to a booking, on the booking page: the confirmation with the link to the booking's
// own page, or each rejection's message next to its field (docs/tables.md, the rejection codes), with the
// nearest free times as buttons that pick that time. Text is only ever set with textContent.
import { element } from './element.js';
import { dayName } from './pickup-times.js';
import { timeLabel } from './booking-times.js';

// The field a rejection is about: the answer's `field`, else the one its code names.
var FIELD_IDS = {
  name: 'customer-name', email: 'customer-email', phone: 'customer-phone', note: 'booking-note',
  party: 'booking-party', date: 'booking-date', startAt: 'booking-time'
};
var CODE_FIELDS = {
  missing_customer_name: 'name', missing_customer_email: 'email', invalid_email: 'email', invalid_party: 'party',
  party_too_large: 'party', invalid_date: 'date', closed_that_day: 'date', booking_too_far_ahead: 'date',
  no_table_free: 'startAt', booking_too_soon: 'startAt', outside_hours: 'startAt', invalid_start_time: 'startAt',
  missing_start_time: 'startAt'
};
// The codes that mean the free times have changed or were misread: the page asks for them again.
export var TIME_CODES = ['no_table_free', 'booking_too_soon', 'booking_too_far_ahead', 'closed_that_day',
  'outside_hours', 'invalid_start_time'];

function fieldOf(rejection) {
  var field = String(rejection.field || '').replace(/^customer\./, '');
  return FIELD_IDS[field] ? field : CODE_FIELDS[rejection.code];
}

// Empties the outcome and takes away the notes of an earlier answer; returns the outcome.
export function clearOutcome(form, outcome) {
  while (outcome.firstChild) outcome.removeChild(outcome.firstChild);
  Array.prototype.forEach.call(form.querySelectorAll('.field-error, .nearest'), function (e) { e.remove(); });
  Array.prototype.forEach.call(form.querySelectorAll('[data-rejected]'), function (e) {
    e.removeAttribute('aria-invalid');
    e.removeAttribute('data-rejected');
    var describedBy = (e.getAttribute('aria-describedby') || '').split(' ')
      .filter(function (id) { return id && id.indexOf('error-') !== 0; });
    if (describedBy.length) e.setAttribute('aria-describedby', describedBy.join(' '));
    else e.removeAttribute('aria-describedby');
  });
  return outcome;
}

export function say(outcome, text, className) {
  var p = element('p', className, text);
  outcome.appendChild(p);
  return p;
}

// "Your table is booked": the number, the party, the day and time, the tables and the link to the booking's
// page (`answer.page`). Returns the link, to move the focus there.
export function showBooked(outcome, answer, locale, today) {
  var box = element('div', 'booked', null);
  outcome.appendChild(box);
  var p = say(box, 'Your table is booked. Your booking number is ', 'booked-intro');
  p.appendChild(element('strong', 'booking-number', answer.bookingNumber));
  p.appendChild(document.createTextNode('.'));
  var start = String(answer.startAt || '');
  var when = (answer.party === 1 ? '1 person' : answer.party + ' people') + ', ' +
    dayName(start.slice(0, 10), today, locale, true) + ', ' + timeLabel(start, locale) +
    (answer.endAt ? ' to ' + timeLabel(answer.endAt, locale) : '');
  var tables = Array.isArray(answer.tables) && answer.tables.length
    ? (answer.tables.length === 1 ? ' · Table ' : ' · Tables ') + answer.tables.join(', ') : '';
  say(box, when + tables + '.', 'booked-when');
  var link = element('a', 'booking-link', 'See your booking');
  link.href = answer.page;
  var last = say(box, '', null);
  last.appendChild(link);
  last.appendChild(document.createTextNode(' (keep the link: it shows your booking and lets you cancel it).'));
  return link;
}

// A note under `target` (a field or the times' fieldset) saying `message`.
function noteUnder(target, rejection) {
  var note = element('p', 'field-error', rejection.message || rejection.code);
  note.setAttribute('data-code', rejection.code || 'error');
  note.id = 'error-' + target.id + '-' + (rejection.code || 'error');
  target.setAttribute('data-rejected', '');
  var describedBy = (target.getAttribute('aria-describedby') || '').split(' ').filter(Boolean);
  describedBy.push(note.id);
  target.setAttribute('aria-describedby', describedBy.join(' '));
  if (target.tagName === 'FIELDSET') {
    target.appendChild(note);
  } else {
    target.setAttribute('aria-invalid', 'true');
    target.parentNode.insertBefore(note, target.nextSibling);
  }
  return note;
}

// "Free times nearest yours: [6:30 p.m.] [7:15 p.m.]", under the note; a button picks its time.
function nearestTimes(after, times, locale, pick) {
  var box = element('div', 'nearest', null);
  box.appendChild(element('p', null, 'Free times nearest yours:'));
  var list = element('ul', 'nearest-times', null);
  times.forEach(function (iso) {
    var button = element('button', 'nearest-time', timeLabel(iso, locale));
    button.type = 'button';
    button.setAttribute('data-time', iso);
    button.addEventListener('click', function () { pick(iso); });
    var li = element('li', null, null);
    li.appendChild(button);
    list.appendChild(li);
  });
  box.appendChild(list);
  after.parentNode.insertBefore(box, after.nextSibling);
  return box;
}

// Lists the rejections in the outcome and puts each message next to its field; `nearest` (the free times
// nearest the one asked) become buttons calling `pick(time)`. The first field concerned takes the focus.
export function showRejections(form, outcome, rejections, intro, options) {
  var nearest = (options && options.nearest) || [];
  say(outcome, intro, 'rejection-intro');
  var list = element('ul', 'rejections', null);
  outcome.appendChild(list);
  var first = null;
  rejections.forEach(function (r) {
    var li = element('li', 'rejection', r.message || r.code);
    li.setAttribute('data-code', r.code || 'error');
    list.appendChild(li);
    var field = fieldOf(r);
    var target = field && form.querySelector('#' + FIELD_IDS[field]);
    if (!target) return;
    var note = noteUnder(target, r);
    var focus = target.tagName === 'FIELDSET' ? target.querySelector('input') : target;
    if (field === 'startAt' && nearest.length) {
      focus = nearestTimes(note, nearest, options.locale, options.pick).querySelector('button');
      nearest = [];
    }
    if (!first) first = focus;
  });
  if (first) first.focus();
}
