/**
 * A failure the caller cannot act on, only retry: a provider (Stripe, the mail provider) did not
 * answer (502), or this deploy is misconfigured (503). Services throw it and worker/errors.ts
 * answers its status with its message, which is written to be shown. A refusal the caller can act
 * on is an outcome the service returns instead (docs/decisions/044-service-outcomes.md).
 */
export class Unavailable extends Error {
  constructor(
    readonly status: 502 | 503,
    message: string,
  ) {
    super(message);
  }
}
