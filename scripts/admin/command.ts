import type { Db } from "#worker/db/client.ts";

/** One admin command: `npm run admin -- <name> [args]`. */
export interface AdminCommand {
  readonly name: string;
  /** Usage line shown by `npm run admin -- help`, e.g. "affiliate:create <username> <email> <commission%> <COUPON...>". */
  readonly usage: string;
  readonly description: string;
  run(db: Db, args: readonly string[]): Promise<void>;
}

/** A user mistake in the command line: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}
