/**
 * A deployed Worker never runs on development secrets. With ENVIRONMENT=production or staging
 * (public too, at its own address), a JWT_SECRET or
 * STRIPE_WEBHOOK_SECRET that is the committed development value (.dev.vars.example, public in
 * the repository), derived from it, or too short or too regular to be random would let anyone
 * sign affiliate tokens or Stripe events: every money route then answers 503, and the log says
 * why once, instead of silently accepting forgeries.
 */

type SecretName = "JWT_SECRET" | "STRIPE_WEBHOOK_SECRET";

interface SecretRule {
  /** A known prefix that carries no randomness (Stripe's `whsec_`). */
  readonly prefix?: string;
  /** Least number of characters after the prefix. */
  readonly minLength: number;
}

const rules: Record<SecretName, SecretRule> = {
  // HS256 wants a key of at least 256 bits; 32 random characters carry that much or more.
  JWT_SECRET: { minLength: 32 },
  // Stripe's endpoint secrets are `whsec_` and 32 random characters.
  STRIPE_WEBHOOK_SECRET: { prefix: "whsec_", minLength: 24 },
};

/** Below this many bits (characters x their measured Shannon entropy) a secret is not random. */
const MIN_ENTROPY_BITS = 100;
/** Two secrets sharing this many characters in a row (letters and digits, any case) are related. */
const SHARED_RUN = 12;
/** Words that mark a placeholder, compared without case or punctuation. */
const placeholderWords = ["changeme", "devonly", "example", "placeholder", "yoursecret", "notasecret"];

/** `KEY=value` lines of the committed example file (comments and blank lines skipped). */
export function parseDevVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2]) vars[match[1]] = match[2];
  }
  return vars;
}

/**
 * The secrets of the committed .dev.vars.example. Written out here rather than imported from the
 * file: Vite's dev server refuses to serve a dotfile as a module. A test reads the file and fails
 * when the two differ.
 */
export const developmentValues: Readonly<Record<SecretName, string>> = {
  JWT_SECRET: "dev-only-jwt-secret-change-me-0123456789abcdef",
  STRIPE_WEBHOOK_SECRET: "whsec_dev_only_0123456789abcdefghijklmnopqrstuv",
};

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Bits of entropy measured on the text itself: its length times the Shannon entropy of its characters. */
export function entropyBits(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * text.length;
}

function sharesRun(a: string, b: string, run: number): boolean {
  for (let i = 0; i + run <= a.length; i++) if (b.includes(a.slice(i, i + run))) return true;
  return false;
}

/** Why `value` must not be the production `name`, or undefined when it may. */
export function weaknessOf(
  name: SecretName,
  value: string | undefined,
  development = developmentValues,
): string | undefined {
  const secret = value?.trim() ?? "";
  if (!secret) return `${name} is not set`;
  const known = development[name];
  if (known && secret === known) return `${name} is the development value from .dev.vars.example`;
  const normalised = letters(secret);
  if (known && sharesRun(normalised, letters(known), SHARED_RUN)) {
    return `${name} is derived from the development value in .dev.vars.example`;
  }
  if (placeholderWords.some((word) => normalised.includes(word))) return `${name} looks like a placeholder`;
  const { prefix, minLength } = rules[name];
  const random = prefix && secret.startsWith(prefix) ? secret.slice(prefix.length) : secret;
  if (random.length < minLength) return `${name} is too short (under ${minLength} random characters)`;
  if (entropyBits(random) < MIN_ENTROPY_BITS) return `${name} is too regular to be random`;
  return undefined;
}

export type SecretsEnv = Pick<Env, "ENVIRONMENT" | "JWT_SECRET" | "STRIPE_WEBHOOK_SECRET"> & {
  readonly STRIPE_SECRET_KEY?: string;
};

/** The environments wrangler.toml deploys: anyone can reach them, so none may use a secret the repository shows. */
const deployedEnvironments: ReadonlySet<string> = new Set(["production", "staging"]);

/**
 * Staging takes Stripe's test mode only: its pull request previews run any branch's code on
 * workers.dev addresses, and a live key there would take real money (docs/deploy.md "Environments").
 */
const liveKeyOnStaging = (env: SecretsEnv) =>
  env.ENVIRONMENT === "staging" && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY?.trim() ?? "")
    ? ["STRIPE_SECRET_KEY is a live key: staging takes Stripe's test mode keys only (sk_test_, rk_test_)"]
    : [];

/** Every reason this environment must not serve money routes (none in development or tests). */
export function secretProblems(env: SecretsEnv): string[] {
  if (!deployedEnvironments.has(env.ENVIRONMENT)) return [];
  return [
    ...(Object.keys(rules) as SecretName[]).flatMap((name) => weaknessOf(name, env[name]) ?? []),
    ...liveKeyOnStaging(env),
  ];
}
