/**
 * A request that takes only an e-mail address and answers the same whatever the address (a
 * licence sent again, a download link): accepted, held back by the address's hourly limit, or
 * failed. The pages say which; nothing else can be learnt from it.
 */
import { ApiError } from "./api-client";

export type EmailRequestResult = "accepted" | "too-many" | "failed";

/** What the pending call came to; `what` names the request in the console when it failed. */
export async function emailRequestResult(call: Promise<unknown>, what: string): Promise<EmailRequestResult> {
  try {
    await call;
    return "accepted";
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return "too-many";
    console.warn(`${what}: the request failed`, error);
    return "failed";
  }
}
