/**
 * The shared `forms` catalogue (web/i18n/messages/<locale>/forms.json): the field rules' messages,
 * the labels, buttons and answers several forms use. A page with a form names it in its route's
 * `sharedCatalogues`, so it is loaded before the page renders.
 */
import type en from "#web/i18n/messages/en/forms.json";
import { namespace } from "#web/i18n/messages.ts";

export type FormsKey = keyof typeof en;
export const formsMessages = namespace<FormsKey>("forms");
