// The receipt's rating form: 1 to 5 stars and an optional comment per dish, sent as JSON with the receipt's
// token (from the page's address) to orders.reviewEndpoint; the answer is said in plain words. Without
// this script the form stays hidden and the page says that rating needs JavaScript.
function receiptToken() {
  return (/\/receipts\/([0-9a-f]{32})\/?/.exec(location.pathname) || [])[1];
}

// What the customer chose: {line, stars, comment?} per dish with stars, and the dishes that have a comment
// but no stars (a comment alone is not a rating).
function chosen(form) {
  var ratings = [];
  var unrated = [];
  Array.prototype.forEach.call(form.querySelectorAll('fieldset[data-line]'), function (fieldset) {
    var stars = fieldset.querySelector('input[type="radio"]:checked');
    var comment = fieldset.querySelector('textarea').value.trim();
    if (stars) {
      var rating = { line: Number(fieldset.getAttribute('data-line')), stars: Number(stars.value) };
      if (comment) rating.comment = comment;
      ratings.push(rating);
    } else if (comment) {
      unrated.push(fieldset.querySelector('legend').textContent);
    }
  });
  return { ratings: ratings, unrated: unrated };
}

// The server's answer (docs/serve.md, POST /api/reviews) in plain words.
function answerText(status, answer) {
  if (status === 200 && answer.status === 'recorded') {
    var text = 'Thank you! Your rating of ' + (answer.ratings === 1 ? '1 dish' : answer.ratings + ' dishes') +
      ' is recorded.';
    if (answer.pending > 0) {
      text += answer.pending === 1
        ? ' Your comment will appear once the restaurant has read it.'
        : ' Your comments will appear once the restaurant has read them.';
    }
    return text;
  }
  if (answer.code === 'not_received_yet') return 'This order can be rated once you have picked it up.';
  if (answer.code === 'review_order_cancelled') return 'This order was cancelled, so it cannot be rated.';
  if (answer.code === 'review_window_closed' || status === 410) return 'The time to rate this order has passed.';
  if (answer.code === 'reviews_disabled') return 'The restaurant no longer takes ratings.';
  if (status === 404) return 'We could not find this order.';
  if (status === 429) return 'Too many ratings at once. Please wait a minute and try again.';
  if (answer.status === 'rejected' && answer.rejections && answer.rejections.length) {
    return 'Your rating was not recorded: ' + answer.rejections.map(function (r) { return r.message; }).join('; ') + '.';
  }
  return (answer.message || 'Something went wrong.') + ' Please try again.';
}

function setUpReviews(form) {
  var outcome = document.getElementById('review-outcome');
  var button = document.getElementById('send-rating');
  var token = receiptToken();
  if (!token || !outcome || !button) return;
  form.hidden = false;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var choice = chosen(form);
    if (choice.unrated.length) {
      outcome.textContent = 'Choose stars for ' + choice.unrated.join(', ') + ' to send a comment on it.';
      return;
    }
    if (!choice.ratings.length) {
      outcome.textContent = 'Choose stars for at least one dish.';
      return;
    }
    button.disabled = true;
    outcome.textContent = 'Sending your rating…';
    fetch(form.getAttribute('data-endpoint'), {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin', body: JSON.stringify({ token: token, ratings: choice.ratings })
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (answer) {
        outcome.textContent = answerText(response.status, answer);
        // A rating can be changed (it replaces the earlier one), unless the order can't be rated at all.
        button.disabled = [404, 409, 410].indexOf(response.status) >= 0;
      });
    }).catch(function () {
      outcome.textContent = 'We could not reach the restaurant. Please try again.';
      button.disabled = false;
    });
  });
}

var reviewForm = document.getElementById('review-form');
if (reviewForm) setUpReviews(reviewForm);
