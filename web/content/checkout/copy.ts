/** The licence reset page's copy (spec: /resetlicense, section 8); the order page's words are its catalogue. */
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
