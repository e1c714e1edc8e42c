/**
 * The browser script served for https://js.stripe.com/** in e2e: a `Stripe(publishableKey)`
 * with what @stripe/react-stripe-js calls for an embedded Checkout
 * (`createEmbeddedCheckoutPage(options)` -> `{mount, unmount, destroy}`). Its form has an email
 * field and a Pay button; paying completes the session in the Stripe API fake through
 * `https://api.stripe.com/__fake/...` (answered by the e2e route) and goes to the session's
 * return URL, as Stripe does after a successful embedded payment.
 */
export const FAKE_STRIPE_CONTROL = "https://api.stripe.com/__fake/";

export const fakeStripeJsScript = `
(function () {
  function sessionIdOf(secret) { return String(secret).split("_secret_")[0]; }
  // @stripe/react-stripe-js checks for these to accept the object as a Stripe instance.
  function unsupported() { throw new Error("not supported by the fake Stripe.js"); }
  window.Stripe = function (publishableKey) {
    if (!/^pk_(test|live)_/.test(String(publishableKey))) throw new Error("Invalid publishable key");
    return {
      _registerWrapper: function () {},
      elements: unsupported,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      createEmbeddedCheckoutPage: function (options) {
        var secretPromise = options.clientSecret ? Promise.resolve(options.clientSecret) : options.fetchClientSecret();
        return secretPromise.then(function (secret) {
          var root = null;
          return {
            mount: function (target) {
              var el = typeof target === "string" ? document.querySelector(target) : target;
              root = document.createElement("form");
              root.setAttribute("aria-label", "Fake Stripe checkout");
              root.style.cssText = "padding:24px;color:#111;font:16px sans-serif;display:grid;gap:12px";
              root.innerHTML = '<strong>Fake Stripe checkout</strong><label>Email <input name="email" type="email" value="e2e.buyer@example.com"></label><button type="submit">Pay</button>';
              root.addEventListener("submit", function (event) {
                event.preventDefault();
                var email = root.querySelector("input").value;
                fetch("${FAKE_STRIPE_CONTROL}sessions/" + encodeURIComponent(sessionIdOf(secret)) + "/complete", {
                  method: "POST",
                  // text/plain keeps it a simple request: no CORS preflight to answer.
                  headers: { "Content-Type": "text/plain" },
                  body: JSON.stringify({ email: email, country: "FR" }),
                })
                  .then(function (res) { return res.json(); })
                  .then(function (done) { window.location.assign(done.session.return_url); });
              });
              el.appendChild(root);
            },
            unmount: function () { if (root) root.remove(); },
            destroy: function () { if (root) root.remove(); root = null; },
          };
        });
      },
    };
  };
  // The release train @stripe/stripe-js expects (it warns otherwise).
  window.Stripe.version = "endive";
})();
`;
