/**
 * Why a service refuses something its caller can act on: the one refusal every service returns
 * (never throws; docs/decisions/082-one-refusal.md). Its kind says what went wrong, its message
 * says it in the reader's words (the spec's text for the API's callers, the operator's for the
 * console). `worker/refusal-answer.ts` puts it on the wire for every route, `npm run admin` prints
 * its message, and `audited` records it as a failed attempt. A class, so a caller tells it from any
 * result with `instanceof`.
 */
export type RefusalKind =
  /** No (valid) credentials: sign in. */
  | "unauthenticated"
  /** Known, and not allowed: a revoked key, an account that is not an operator. */
  | "forbidden"
  | "not-found"
  /** The target's state does not allow it now: already paid, already revoked, bound elsewhere. */
  | "conflict"
  /** The input is well-formed and still cannot be: a date in the future, a price that does not exist. */
  | "invalid"
  /** A quota is used up. */
  | "limited"
  /** Something the service relies on did not answer as it must (the captcha's verify service). */
  | "unavailable";

/** What a refusal carries beyond its kind and message, for the calls whose answer documents it. */
export interface RefusalDetails {
  /** When what was refused is possible again (Unix ms): the end of a limit. */
  readonly until?: number;
  /**
   * The spec's plain-text answer for this refusal ('KO', 'KO1', 'KO2 <date>'): the legacy calls
   * answer every outcome as text with a 200, so the kind's status is not sent.
   */
  readonly plain?: string;
  /** Fields the call's answer documents beside `error` (the sign-in's `captchaRequired`). */
  readonly fields?: Readonly<Record<string, string | number | boolean>>;
}

export class Refusal {
  constructor(
    readonly kind: RefusalKind,
    readonly message: string,
    readonly details: RefusalDetails = {},
  ) {}
}

export const notFound = (message: string) => new Refusal("not-found", message);

export const conflict = (message: string) => new Refusal("conflict", message);
