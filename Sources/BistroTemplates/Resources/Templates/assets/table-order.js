// Ordering from a table (docs/tables.md): the order page opened from a table's QR code, order/?table=T3, makes a
// dine-in order for that table: "Table T3" shown, no pickup time, a cart of the table's own (cart.js), and the
// order file's "fulfilment": "dine-in" and "table". Methods of the order page (order-form.js). The address's
// `table` is the guest's text: it is compared with the listed ids and only ever shown with textContent.

// How long an unknown `table` is shown: enough to recognise it, never a page of someone's text.
var SHOWN_LENGTH = 40;

// Where the page is: {table: 'T3'} for a table order-data.json lists while the restaurant takes dine-in orders,
// {unknown: text, dineInOff: bool} for any other `table` in `search` (the address's query), null without one.
export function tableOf(data, search) {
  var wanted = new URLSearchParams(search).get('table');
  if (wanted === null) return null;
  var listed = Array.isArray(data.tables) && data.tables.indexOf(wanted) >= 0;
  if (listed && data.dineIn === true) return { table: wanted };
  return { unknown: wanted, dineInOff: listed };
}

export var tableOrder = {
  // Shows where the order is for: a table's dine-in order, or why an address's table was not taken (the page
  // then stays the take-away page it is without one).
  showTable: function (place) {
    if (!place) return;
    if (place.table) {
      var heading = this.el('order-heading');
      if (heading) heading.textContent = 'Dine-in order';
      var shown = this.el('order-table');
      var name = document.createElement('strong');
      name.className = 'order-table-name';
      name.textContent = 'Table ' + place.table;
      shown.appendChild(name);
      shown.appendChild(document.createTextNode(' We bring your order to your table: no pickup time needed.'));
      shown.hidden = false;
      var pickup = this.form.querySelector('fieldset.pickup');
      if (pickup) pickup.hidden = true;
      document.title = 'Table ' + place.table + ' · ' + document.title;
      return;
    }
    var characters = Array.from(place.unknown);
    var text = characters.length > SHOWN_LENGTH ? characters.slice(0, SHOWN_LENGTH).join('') + '…' : place.unknown;
    var notice = this.el('table-notice');
    if (!notice) return;
    notice.textContent = place.dineInOff
      ? 'We take no orders at the tables at the moment: this is the order page for pickup.'
      : 'There is no table “' + text + '” here, so this is the order page for pickup.';
    notice.hidden = false;
  },

  // What the order file says of a table's order (order-form.js adds it; a pickup time is left out).
  tableFields: function (order) {
    order.fulfilment = 'dine-in';
    order.table = this.table;
  },
};
