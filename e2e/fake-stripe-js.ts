/**
 * A stand-in for Stripe.js (js.stripe.com/v3) and its pricing-table script, served by the fake Stripe
 * server so a browser test never leaves the machine. It implements the subset Otto's client uses:
 * `Stripe(key)`, `elements()`, `elements.create('card' | 'payment')`, `mount`, `on/off`, and
 * `confirmCardPayment` / `confirmPayment`, which call the fake server's
 * `POST /v1/payment_intents/{id}/confirm` with the publishable key, as Stripe.js calls Stripe's API.
 * Card fields are plain inputs (Stripe's are iframes): 'Card number', 'MM / YY', 'CVC'.
 */
export const fakeStripeJs = String.raw`(function () {
  var origin = new URL(document.currentScript.src).origin;
  function Stripe(key) {
    var mounted = {};
    function createElement(type) {
      var handlers = {};
      var node = null;
      var fields = {};
      var emit = function (event, payload) {
        (handlers[event] || []).slice().forEach(function (h) { h(payload); });
      };
      var values = function () {
        var exp = (fields.exp && fields.exp.value || '').split('/').map(function (s) { return s.trim(); });
        return {
          number: (fields.number && fields.number.value || '').replace(/\s+/g, ''),
          exp_month: exp[0] || '',
          exp_year: exp[1] || '',
          cvc: fields.cvc && fields.cvc.value || '',
        };
      };
      var element = {
        __fakeType: type,
        mount: function (target) {
          var host = typeof target === 'string' ? document.querySelector(target) : target;
          node = document.createElement('div');
          node.setAttribute('data-testid', 'fake-stripe-' + type);
          node.style.display = 'flex';
          node.style.gap = '8px';
          [['number', 'Card number', '4242 4242 4242 4242'], ['exp', 'Expiration date', 'MM / YY'], ['cvc', 'CVC', 'CVC']].forEach(function (f) {
            var input = document.createElement('input');
            input.setAttribute('aria-label', f[1]);
            input.setAttribute('placeholder', f[2]);
            input.setAttribute('data-testid', 'fake-stripe-' + f[0]);
            input.style.flex = f[0] === 'number' ? '3' : '1';
            input.style.background = 'transparent';
            input.style.color = 'inherit';
            input.addEventListener('input', function () {
              var v = values();
              emit('change', { elementType: type, empty: !v.number, complete: v.number.length >= 12 && !!v.exp_year && v.cvc.length >= 3, error: undefined });
            });
            fields[f[0]] = input;
            node.appendChild(input);
          });
          host.appendChild(node);
          setTimeout(function () { emit('ready', { elementType: type }); }, 0);
        },
        on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
        off: function (event, handler) {
          handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; });
          return element;
        },
        update: function () {},
        focus: function () { if (fields.number) fields.number.focus(); },
        blur: function () {},
        clear: function () { Object.keys(fields).forEach(function (k) { fields[k].value = ''; }); },
        unmount: function () { if (node) node.remove(); },
        destroy: function () { if (node) node.remove(); delete mounted[type]; },
        _values: values,
      };
      mounted[type] = element;
      return element;
    }
    var elements = {
      create: createElement,
      getElement: function (which) {
        var type = typeof which === 'string' ? which : which && which.__elementType;
        return mounted[type] || null;
      },
      update: function () {},
      fetchUpdates: function () { return Promise.resolve({}); },
      submit: function () { return Promise.resolve({}); },
    };
    function confirm(secret, card) {
      var id = secret.split('_secret_')[0];
      var v = card ? card._values() : {};
      var body = new URLSearchParams({
        client_secret: secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': v.number || '',
        'payment_method_data[card][exp_month]': v.exp_month || '',
        'payment_method_data[card][exp_year]': v.exp_year || '',
        'payment_method_data[card][cvc]': v.cvc || '',
      });
      return fetch(origin + '/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', {
        method: 'POST',
        headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
        body: body,
      }).then(
        function (res) {
          return res.json().then(function (json) { return json.error ? { error: json.error } : { paymentIntent: json }; });
        },
        function () { return { error: { type: 'api_connection_error', message: 'Network error' } }; }
      );
    }
    return {
      elements: function () { return elements; },
      confirmCardPayment: function (secret, data) { return confirm(secret, data && data.payment_method && data.payment_method.card); },
      confirmPayment: function (opts) { return confirm(opts.clientSecret, opts.elements && opts.elements.getElement('payment')); },
      createToken: function () { return Promise.resolve({ error: { type: 'invalid_request_error', message: 'not in the fake' } }); },
      createPaymentMethod: function () { return Promise.resolve({ error: { type: 'invalid_request_error', message: 'not in the fake' } }); },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  window.Stripe = Stripe;
})();
`;

/** The pricing table as a custom element that shows what it was given, so a test can read it back. */
export const fakePricingTableJs = String.raw`(function () {
  if (customElements.get('stripe-pricing-table')) return;
  customElements.define('stripe-pricing-table', class extends HTMLElement {
    connectedCallback() {
      var box = document.createElement('div');
      box.setAttribute('data-testid', 'fake-pricing-table');
      box.setAttribute('data-table', this.getAttribute('pricing-table-id') || '');
      box.setAttribute('data-customer', this.getAttribute('customer-session-client-secret') ? 'session' : this.getAttribute('customer-email') ? 'email' : 'none');
      box.textContent = 'Plans';
      this.appendChild(box);
    }
  });
})();
`;
