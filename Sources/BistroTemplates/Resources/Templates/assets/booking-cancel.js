// A booking's own page (booking.mustache, served by bistro serve): "Cancel this booking" asks first, then sends
// the booking's token ({"token"}) to orders.bookingEndpoint/cancel and says what the restaurant answered. The
// token is in the form's data-token: the page's address is not read. Without this script the form stays hidden
// and the page says to call.
// The answer's words: its message, or its first rejection's (the API words refusals either way).
function messageOf(answer) {
  var rejection = Array.isArray(answer.rejections) ? answer.rejections[0] : null;
  return answer.message || (rejection && rejection.message) || '';
}

function setUpCancel(form) {
  var ask = document.getElementById('cancel-booking');
  var confirmBox = document.getElementById('cancel-confirm');
  var yes = document.getElementById('cancel-yes');
  var no = document.getElementById('cancel-no');
  var outcome = document.getElementById('cancel-outcome');
  var status = document.getElementById('booking-status');

  function asking(shown) {
    confirmBox.hidden = !shown;
    ask.hidden = shown;
    (shown ? yes : ask).focus();
  }

  function cancelled(answer) {
    form.hidden = true;
    if (status) {
      status.textContent = 'Cancelled';
      status.className = 'status status-cancelled';
    }
    outcome.textContent = 'Your booking' + (answer.bookingNumber ? ' ' + answer.bookingNumber : '') +
      ' is cancelled: the table is free for others. Thank you for telling us.';
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    outcome.textContent = '';
    asking(true);
  });
  no.addEventListener('click', function () {
    outcome.textContent = 'Your booking stays as it is.';
    asking(false);
  });
  yes.addEventListener('click', function () {
    yes.disabled = no.disabled = true;
    outcome.textContent = 'Cancelling…';
    fetch(form.getAttribute('data-endpoint'), {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin', body: JSON.stringify({ token: form.getAttribute('data-token') })
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (answer) {
        if (response.ok && answer.status === 'cancelled') {
          cancelled(answer);
        } else if (response.status === 404) {
          form.hidden = true;
          outcome.textContent = messageOf(answer) || 'We could not find this booking.';
        } else if (response.status === 409) {
          // Seated, a no-show, or cancelled already: the message says which.
          form.hidden = true;
          outcome.textContent = messageOf(answer) || 'This booking can no longer be cancelled.';
        } else {
          outcome.textContent = (messageOf(answer) || 'Something went wrong (' + response.status + ').') +
            ' Please try again.';
          asking(false);
        }
      });
    }).catch(function () {
      outcome.textContent = 'We could not reach the restaurant (are you offline?). Please try again.';
      asking(false);
    }).then(function () { yes.disabled = no.disabled = false; });
  });
  form.hidden = false;
}

var cancelForm = document.getElementById('cancel-form');
if (cancelForm && cancelForm.getAttribute('data-token')) setUpCancel(cancelForm);
