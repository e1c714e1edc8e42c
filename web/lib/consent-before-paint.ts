/**
 * The consent banner before the first paint (decision 079). Every prerendered page of a build with
 * a tag id holds the banner, hidden; this classic inline script in the page's head runs while the
 * page is parsed, before its first frame (decision 063 holds that frame until the footer), and marks
 * `<html>` when no choice is stored, which the banner's CSS shows it for. So the question is in the
 * first frame: never a largest paint after hydration, never a shift.
 *
 * It repeats readConsent's rule in a few bytes of plain script, since it must run before any module
 * (tests/web/lib/consent-before-paint.test.ts holds the two to the same answers).
 */
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY } from "./consent";

/** On `<html>` while the banner asks and is not yet answered; the answer removes it. */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask";

/** The script's text: any failure (storage blocked, a stored value that is no choice) asks. */
export const consentAskScript = (): string =>
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null"),` +
  "a=c?c.at:void 0,n=Date.now();" +
  `if(!(typeof a==="number"&&a<=n&&n-a<${CONSENT_MAX_AGE_MS}&&(c.choice==="granted"||c.choice==="denied")))throw 0}` +
  `catch(e){document.documentElement.setAttribute("${CONSENT_ASK_ATTRIBUTE}","")}`;

/** The head's script tag for a build that asks (a tag id), else nothing. The Worker gives it the answer's nonce. */
export const consentAskTag = (tagId: string | undefined): string =>
  tagId ? `<script>${consentAskScript()}</script>` : "";
