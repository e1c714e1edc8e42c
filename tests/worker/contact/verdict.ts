import type { CaptchaOutcome } from "#worker/services/captcha.ts";
import { Refusal } from "#worker/services/refusal.ts";

/** A verifier's outcome as the spec's three: a pass, a rejection (KO1) or unavailable (KO). */
export const verdictOf = (outcome: CaptchaOutcome) =>
  outcome instanceof Refusal ? (outcome.kind === "invalid" ? "reject" : outcome.kind) : "pass";
