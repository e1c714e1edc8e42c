/**
 * A field rule's message in the page's language. The rules (common/api/fields.ts) carry English
 * text, the same the Worker answers with, so the one place to translate it is where a form shows
 * it: each known English message maps to its key of the `forms` catalogue; any other text (an
 * English-only console form's own rule) is shown as it is.
 */
import { atMostMessage, MIN_PASSWORD_LENGTH, messages } from "#common/api/fields.ts";
import { type Translate, useMessages } from "#web/i18n/messages.ts";
import { type FormsKey, formsMessages } from "./forms-messages";

/** Typed by the rules: a message added to `messages` fails the type check until it has its key. */
const ruleKeys: Record<keyof typeof messages, FormsKey> = {
  required: "field_required",
  email: "field_email",
  passwordMin: "field_password_min",
  licenceKey: "field_licence_key",
  orderId: "field_order_id",
};

const keyOfMessage = new Map<string, FormsKey>(
  Object.entries(messages).map(([rule, text]) => [text, ruleKeys[rule as keyof typeof messages]]),
);

/** `english` in the catalogue's language; unknown text unchanged. */
export function fieldMessage(t: Translate<FormsKey>, english: string): string {
  const key = keyOfMessage.get(english);
  if (key) return t(key, { min: MIN_PASSWORD_LENGTH });
  const max = Number(/\d+/.exec(english)?.[0]);
  if (english === atMostMessage(max)) return t("field_at_most", { max });
  return english;
}

/** The page's translation of field messages, for the components that show them (TextField, FormError). */
export function useFieldMessage(): (english: string) => string {
  const t = useMessages(formsMessages);
  return (english) => fieldMessage(t, english);
}
