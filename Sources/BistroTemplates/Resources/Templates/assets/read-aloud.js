// "Read aloud": the browser's speech synthesis reads a menu section or the cart (hidden without one).

function each(selector, action, scope) {
  Array.prototype.forEach.call((scope || document).querySelectorAll(selector), action);
}

function speakable(node) {
  if (node.nodeType === 3) return node.nodeValue;
  if (node.nodeType !== 1 || node.hidden) return '';
  if (node.hasAttribute('data-speak')) return ' ' + node.getAttribute('data-speak') + '. ';
  if (/^(BUTTON|INPUT|SELECT|TEXTAREA|SCRIPT)$/.test(node.tagName) || node.classList.contains('visually-hidden')) {
    return '';
  }
  var text = '';
  for (var child = node.firstChild; child; child = child.nextSibling) text += speakable(child);
  return /^(LI|P|H[1-6]|DT|DD|TR)$/.test(node.tagName) ? text + '. ' : text;
}
if ('speechSynthesis' in window && 'SpeechSynthesisUtterance' in window) {
  each('button.read-aloud', function (button) {
    var target = document.getElementById(button.getAttribute('data-read'));
    if (!target) return;
    button.hidden = false;
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', function () {
      var speaking = button.getAttribute('aria-pressed') === 'true';
      window.speechSynthesis.cancel();
      each('button.read-aloud[aria-pressed="true"]', function (b) { b.setAttribute('aria-pressed', 'false'); });
      if (speaking) return;
      var text = speakable(target).replace(/\s+/g, ' ').replace(/(\.\s*)+/g, '. ').trim();
      var utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = document.documentElement.lang || 'en';
      utterance.onend = function () { button.setAttribute('aria-pressed', 'false'); };
      button.setAttribute('aria-pressed', 'true');
      window.speechSynthesis.speak(utterance);
    });
  });
}
