/** The reset-password page's texts (the spec's, verbatim where it quotes them). */
export const resetCopy = {
  title: "Reset your password",
  subtitle: "Choose a new password for the affiliate portal.",
  checking: "Loading...",
  newPassword: "Type your new password",
  confirmPassword: "Confirm your new password",
  save: "Save password",
  mismatch: "Passwords do not match",
  success: "Your affiliate password has been changed successfully !",
  noSuchLink: "No such link exists",
  expired: "This link has expired",
  signIn: "Sign in",
  requestNew: "Request a new link",
  requestNewHint: "A link works once and for a limited time. Ask for a new one with your email address.",
  unreachable: "We could not check this link. Check your connection and try again.",
  retry: "Try again",
  failure: "Something went wrong... Please wait and try again in few minutes",
} as const;

/** The mismatch message hides after 3 s. */
export const MISMATCH_MESSAGE_MS = 3000;
