/** The comparison page's messages. */
import type { ComparisonKey } from "#web/content/comparison/comparison.ts";
import { namespace } from "#web/i18n/messages.ts";

export const comparisonMessages = namespace<ComparisonKey>("comparison");
