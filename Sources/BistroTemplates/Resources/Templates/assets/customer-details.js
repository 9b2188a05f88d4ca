// The customer's name, email and phone on the order page: kept on this device only while "Remember my
// details" is ticked (DETAILS_KEY), never in the cart. Methods of the order page (order-form.js).
import { root } from './site-root.js';

var DETAILS_KEY = 'bistro-details:' + root.pathname;
export var DETAILS = ['name', 'email', 'phone'];

// The remembered details ({name, email, phone}), or null.
function loadDetails() {
  var details = null;
  try { details = JSON.parse(localStorage.getItem(DETAILS_KEY) || 'null'); } catch (e) { details = null; }
  return details && typeof details === 'object' && !Array.isArray(details) ? details : null;
}
function saveDetails(details) {
  try { localStorage.setItem(DETAILS_KEY, JSON.stringify(details)); } catch (e) { /* private mode: nothing is kept */ }
}
function forgetDetails() {
  try { localStorage.removeItem(DETAILS_KEY); } catch (e) { /* nothing was kept */ }
}

// Name, email and phone live in their fields; they are kept on the device (DETAILS_KEY) only while
// "Remember my details on this device" is ticked, and unticking it forgets them at once.
var DETAIL_IDS = { name: 'customer-name', email: 'customer-email', phone: 'customer-phone' };

export var customerDetails = {
  startDetails: function () {
    var self = this;
    var remember = this.el('remember-details');
    var saved = loadDetails();
    if (remember) remember.checked = !!saved;
    DETAILS.forEach(function (field) {
      var input = self.el(DETAIL_IDS[field]);
      if (saved && typeof saved[field] === 'string') input.value = saved[field];
      input.addEventListener('input', function () {
        self.keepDetails();
        self.update();
      });
    });
    if (!remember) return;
    remember.addEventListener('change', function () {
      self.keepDetails();
      self.el('remember-status').textContent = remember.checked ? 'Your details are kept on this device.'
        : 'Your details are forgotten on this device.';
    });
  },

  details: function () {
    var self = this;
    var details = {};
    DETAILS.forEach(function (field) { details[field] = self.el(DETAIL_IDS[field]).value; });
    return details;
  },

  keepDetails: function () {
    var remember = this.el('remember-details');
    if (remember && remember.checked) saveDetails(this.details());
    else forgetDetails();
  },
};
