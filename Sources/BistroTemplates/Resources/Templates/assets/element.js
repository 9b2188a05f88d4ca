// An element with a class and a text (set as textContent: customer text is never read as HTML).
export function element(tag, className, text) {
  var e = document.createElement(tag);
  if (className) e.className = className;
  if (text != null) e.textContent = text;
  return e;
}
