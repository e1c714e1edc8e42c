/**
 * Why the console's rules refuse something, in words written for the operator. A service returns
 * it (never throws it): the console's routes answer it with its kind's status, `npm run admin`
 * prints it, and `audited` records it as the failed attempt (docs/decisions/044-service-outcomes.md).
 * A class, so `audited` can tell it from any action's own result.
 */
export class Refusal {
  constructor(
    readonly kind: "unauthenticated" | "forbidden" | "not-found" | "conflict",
    readonly message: string,
  ) {}
}

export const notFound = (message: string) => new Refusal("not-found", message);

export const conflict = (message: string) => new Refusal("conflict", message);
