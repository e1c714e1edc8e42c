/**
 * The contact page's numbers (spec: /contact, toast time-outs); its words are the page's catalogue's
 * (web/i18n/messages/<locale>/contact.json) and the shared `forms` catalogue's.
 */

/** The spec's contact error toast time-out. */
export const CONTACT_TOAST_MS = 3000;
/** The spec's message box height. */
export const CONTACT_MESSAGE_ROWS = 10;
