/** Where the e2e site runs: read by the config, the global setup, the fakes and the fixtures. */

/**
 * The port the e2e Worker listens on (its webhook receives the Stripe fake's events). `E2E_PORT`
 * moves it, so two checkouts of the project can run their e2e tests side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);

/** The e2e Worker's local state (D1 included), emptied at the start of each run. */
export const E2E_PERSIST_DIR = ".wrangler/e2e";

/** The environment variable that carries the Stripe API fake's address to the test workers. */
export const STRIPE_API_BASE_ENV = "E2E_STRIPE_API_BASE";

/** The environment variable that carries the Access fake's address (tokens for the console) to the test workers. */
export const ACCESS_FAKE_ENV = "E2E_ACCESS_FAKE";

/** The environment variable that carries the e-mail provider fake's address (its /__fake/bounce) to the test workers. */
export const MAIL_FAKE_ENV = "E2E_MAIL_FAKE";
