/** The analytics consent banner's copy (the privacy page's "Cookies" section says the details). */
export const consentCopy = {
  title: "Analytics cookies",
  text: "May we set Google Analytics cookies to count returning visits? If you refuse, page views are still counted, without any cookie and with your IP address anonymised.",
  details: "Details",
  accept: "Accept",
  refuse: "Refuse",
  settings: "Cookie settings",
} as const;
