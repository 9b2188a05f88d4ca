// The bookingId of the booking being sent (docs/tables.md, "Booking a table"): 128 random bits, made once per
// attempt and kept in sessionStorage, so that sending again after a network error (or after reloading the tab)
// sends the same id and the restaurant books the table once. It is forgotten once the restaurant answered.
import { root } from './site-root.js';

var KEY = 'bistro-booking-id:' + root.pathname;
// Without sessionStorage (a private window may refuse it) the page keeps the id itself.
var kept = null;

function newBookingId() {
  var bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
}

function stored() {
  try { return sessionStorage.getItem(KEY); } catch (e) { return null; }
}

// The id of the attempt under way: the kept one, or a new one, kept.
export function bookingId() {
  var id = stored() || kept;
  if (!id || !/^[A-Za-z0-9_-]{22,64}$/.test(id)) {
    id = newBookingId();
    try { sessionStorage.setItem(KEY, id); } catch (e) { /* kept in the page only */ }
  }
  kept = id;
  return id;
}

// The restaurant answered this attempt (booked, rejected, a conflict): the next booking is a new attempt.
export function forgetBookingId() {
  kept = null;
  try { sessionStorage.removeItem(KEY); } catch (e) { /* nothing was kept */ }
}
