// The booking page (book.mustache): the day, on the restaurant's calendar from today to today + advanceDays
// (pickup-times.js keeps the time-zone rules), the party size, the free times (booking-times.js), the guest's
// details (customer-details.js, remembered as for orders) and sending the booking to orders.bookingEndpoint with
// one bookingId per attempt (booking-id.js); booking-answer.js shows the answer. See docs/tables.md.
import { customerDetails } from './customer-details.js';
import { bookingId, forgetBookingId } from './booking-id.js';
import { TimeChooser } from './booking-times.js';
import { TIME_CODES, clearOutcome, say, showBooked, showRejections } from './booking-answer.js';
import { dayAfter, zonedParts } from './pickup-times.js';

function BookingPage(form) {
  var self = this;
  this.form = form;
  this.el = function (id) { return document.getElementById(id); };
  this.endpoint = form.getAttribute('data-endpoint');
  this.timeZone = form.getAttribute('data-time-zone') || 'UTC';
  this.advanceDays = Math.max(0, Number(form.getAttribute('data-advance-days')) || 0);
  this.locale = document.documentElement.lang || 'en';
  this.times = new TimeChooser(this.endpoint, this.locale, this.el, function () {
    return { date: self.el('booking-date').value, party: self.el('booking-party').value };
  });
}
Object.assign(BookingPage.prototype, customerDetails);

// customer-details.js calls it after each change of a detail: nothing else on this page depends on them.
BookingPage.prototype.update = function () {};

// Today on the restaurant's calendar ("2026-11-27"), whatever the device's time zone.
BookingPage.prototype.today = function () {
  return zonedParts(new Date(), this.timeZone).day;
};

BookingPage.prototype.start = function () {
  var self = this;
  var date = this.el('booking-date');
  var today = this.today();
  date.min = today;
  date.max = dayAfter(today, this.advanceDays);
  // A day the browser kept from before (the back button) stays while it can still be booked.
  if (!date.value || date.value < date.min || date.value > date.max) date.value = today;
  date.addEventListener('change', function () { self.times.load(); });
  this.el('booking-party').addEventListener('change', function () { self.times.load(); });
  this.startDetails();
  this.form.addEventListener('submit', function (event) {
    event.preventDefault();
    self.send();
  });
  this.form.hidden = false;
  this.times.load();
};

// The booking as the API takes it (docs/tables.md), without its bookingId.
BookingPage.prototype.booking = function () {
  var details = this.details();
  var booking = {
    name: details.name.trim(), email: details.email.trim(), party: Number(this.el('booking-party').value),
    startAt: this.times.chosen()
  };
  if (details.phone.trim()) booking.phone = details.phone.trim();
  var note = this.el('booking-note').value.trim();
  if (note) booking.note = note;
  return booking;
};

// What the page can tell before asking the restaurant.
BookingPage.prototype.localProblems = function (booking) {
  var problems = [];
  if (!this.el('booking-date').value) {
    problems.push({ code: 'invalid_date', field: 'date', message: 'Choose a day.' });
  } else if (!booking.startAt) {
    problems.push({ code: 'missing_start_time', field: 'startAt', message: this.times.times.length
      ? 'Choose a time.' : 'There is no free time that day for your party: choose another day.' });
  }
  if (!booking.name) problems.push({ code: 'missing_customer_name', field: 'name', message: 'Please give your name.' });
  if (!booking.email) {
    problems.push({ code: 'missing_customer_email', field: 'email',
      message: 'Please give your email address: we send the confirmation there.' });
  } else if (!this.el('customer-email').checkValidity()) {
    problems.push({ code: 'invalid_email', field: 'email', message: 'This does not look like an email address.' });
  }
  return problems;
};

BookingPage.prototype.send = function () {
  var self = this;
  var button = this.el('book-table');
  var outcome = clearOutcome(this.form, this.el('booking-outcome'));
  var booking = this.booking();
  var problems = this.localProblems(booking);
  if (problems.length) {
    showRejections(this.form, outcome, problems, 'Before we can book your table:', {});
    return;
  }
  booking.bookingId = bookingId();
  button.disabled = true;
  say(outcome, 'Booking your table…');
  fetch(this.endpoint, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin', body: JSON.stringify(booking)
  }).then(function (response) {
    return response.json().catch(function () { return {}; }).then(function (answer) {
      self.answered(response, answer);
    });
  }).catch(function () {
    clearOutcome(self.form, outcome);
    say(outcome, 'We could not reach the restaurant (are you offline?). Press “Book the table” again when you ' +
      'are back online: the table will not be booked twice.', 'network-error');
  }).then(function () { button.disabled = false; });
};

BookingPage.prototype.answered = function (response, answer) {
  var self = this;
  var outcome = clearOutcome(this.form, this.el('booking-outcome'));
  var rejections = Array.isArray(answer.rejections) ? answer.rejections : [];
  if ((response.status === 201 || response.status === 200) && answer.status === 'booked') {
    forgetBookingId();
    var link = showBooked(outcome, answer, this.locale, this.today());
    this.el('booking-note').value = '';
    var booked = this.form.querySelector('input[name="startAt"]:checked');
    if (booked) booked.checked = false;
    this.times.load();
    link.focus();
  } else if (response.status === 200 && answer.status === 'cancelled') {
    // This attempt's booking reached the restaurant and was cancelled since (from its mail): say so; the
    // next press is a new booking.
    forgetBookingId();
    say(outcome, 'This booking (' + answer.bookingNumber + ') was cancelled. To book the table again, press ' +
      '“Book the table”.', 'booking-was-cancelled');
  } else if (response.status === 422 && rejections.length) {
    // A rejected bookingId answers its rejection again: a corrected booking is a new attempt.
    forgetBookingId();
    showRejections(this.form, outcome, rejections, 'We could not book this table:', {
      nearest: Array.isArray(answer.nearest) ? answer.nearest : [], locale: this.locale,
      pick: function (time) { self.pick(time); }
    });
    var timesChanged = rejections.some(function (r) { return TIME_CODES.indexOf(r.code) >= 0; });
    // The note under the times says the chosen one is taken: the chooser need not say it again.
    var taken = this.form.querySelector('input[name="startAt"]:checked');
    if (taken && rejections.some(function (r) { return r.code === 'no_table_free'; })) taken.checked = false;
    if (timesChanged) this.times.load();
  } else if (response.status === 409) {
    forgetBookingId();
    showRejections(this.form, outcome, rejections.length ? rejections : [{ code: answer.code, message: answer.message }],
      'An earlier version of this booking reached the restaurant: check your email. To book as the form is now, ' +
      'press “Book the table” again.', {});
  } else if (response.status === 404) {
    forgetBookingId();
    say(outcome, 'The restaurant takes no bookings online at the moment: please call us.', 'network-error');
  } else {
    // Nothing was booked (or the answer was lost): the same bookingId goes again, never booking twice.
    var why = answer.message ? answer.message + ' ' : 'Something went wrong (' + response.status + '). ';
    say(outcome, why + 'Press “Book the table” again: the table will not be booked twice.', 'network-error');
  }
};

// A time offered as one of the nearest free ones: on its day, selected.
BookingPage.prototype.pick = function (time) {
  var self = this;
  var date = this.el('booking-date');
  if (date.value === time.slice(0, 10) && this.times.pick(time)) return;
  date.value = time.slice(0, 10);
  this.times.load(time).then(function () { self.times.pick(time); });
};

var form = document.getElementById('booking-form');
if (form && form.getAttribute('data-endpoint')) new BookingPage(form).start();
