/** The order page's and the licence reset page's copy (spec: OrderSummary, /resetlicense, section 8). */
export const orderCopy = {
  pendingTitle: "Order details",
  doneTitle: "Checkout summary",
  subtitle: "Desktop app lifetime licence: one payment, yours for life.",
  loading: "Preparing the secure payment form...",
  notConfigured: "Payments are not configured on this site yet, so the desktop licence cannot be bought here for now.",
  contactUs: "Contact us",
  loadFailed: "The payment form could not be loaded. Check your connection and try again.",
  retry: "Retry",
  successTitle: "Your order is successful",
  successText: "Thanks for your purchase !",
  failedTitle: "Your order has failed",
  failedText: "Something went wrong, the order has not been processed",
  close: "Close",
  thanksHeading: "Thank you for your purchase",
  thanksText: "Your licence key and your order ID have been sent to your email address.",
  spamNote: "Not in your inbox after a few minutes? Check your spam folder.",
  supportText: "A question about your order or the installation? Our team answers on",
  supportLink: "Discord",
  /** The buyer's coupon code Stripe would not redeem (expired, used up, conditions not met). */
  couponUnusable: (code: string) => `The code ${code} cannot be used for this purchase; you are paying the full price.`,
  paymentNote: "Payments in US dollars, handled by Stripe: your card details never reach our servers.",
  invoiceNote:
    "Every purchase comes with an invoice, sent with your licence key. Buying for a company? Enter its VAT number at checkout and it appears on the invoice.",
} as const;

export const resetCopy = {
  title: "Reset your licence key",
  subtitle: "Your key is bound to one computer. Reset it to install the desktop app on another device.",
  explanation:
    "Enter the email address of your purchase, your licence key and your order ID, all three from the email you received with your key. After the reset, the key activates on the next computer it is entered on.",
  emailLabel: "Email address",
  keyLabel: "Licence key",
  keyPlaceholder: "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
  orderLabel: "Order ID",
  orderPlaceholder: "123456789012",
  submit: "Reset",
  sending: "Resetting your licence key...",
  success: "Your license key has been properly reset.",
  failure: "There is no existing license bound to these parameters",
} as const;

/** The spec's licence reset toast time-out. */
export const RESET_TOAST_MS = 5000;
