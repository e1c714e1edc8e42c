/**
 * The Worker's configuration under test: every outbound service points at a fake host that
 * tests/fakes answer, and every secret has a test value (never the development ones).
 */
export const TEST_SITE_URL = "https://ticksim.test";

export const workerTestBindings = {
  ENVIRONMENT: "test",
  SITE_URL: TEST_SITE_URL,
  SUPPORT_EMAIL: "support@ticksim.test",
  MAIL_FROM: "TickSim <no-reply@ticksim.test>",
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789abcdef",
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
  STRIPE_API_BASE: "https://stripe.fake.test",
  RECAPTCHA_SECRET: "recaptcha-test-secret",
  RECAPTCHA_VERIFY_URL: "https://recaptcha.fake.test/siteverify",
  RECAPTCHA_MIN_SCORE: "0.5",
  MAIL_API_BASE: "https://mail.fake.test",
  MAIL_API_KEY: "mail-test-key",
  /** The operator console's Cloudflare Access team: a fake host answered by tests/fakes/access.ts. */
  ACCESS_TEAM_DOMAIN: "access.fake.test",
  ACCESS_AUD: "test-access-aud",
  ADMIN_EMAILS: "owner@ticksim.test, Support@TickSim.test",
  /** The test Stripe fake has promotion codes of these names (tests/fakes/stripe.ts). */
  PUBLIC_COUPON_CODES: "LAUNCH20, giveaway100",
} as const;

/**
 * The alert channel's address in tests: a fake Slack incoming webhook (tests/fakes/alert-webhook.ts).
 * Not among the bindings: other tests' cron runs send no alert; alert tests pass it in the env.
 */
export const TEST_ALERT_WEBHOOK_URL = "https://alerts.fake.test/services/T0000/B0000/fake-alert-token";
