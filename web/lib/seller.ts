/**
 * Who sells TickSim: the company named on /terms, /privacy and in the footer. Its details are
 * public build-time values (web/.env*), read here by one pure function so that web/lib/config.ts
 * and the build's own check (vite.config.ts) refuse the same missing values with the same
 * message, naming every one of them.
 */

/** The variables, in the order they are reported. */
export const SELLER_VARIABLES = {
  name: "VITE_SELLER_NAME",
  address: "VITE_SELLER_ADDRESS",
  register: "VITE_SELLER_REGISTER",
  registrationNumber: "VITE_SELLER_REGISTRATION_NUMBER",
  governingLaw: "VITE_SELLER_GOVERNING_LAW",
} as const;

export type Seller = { readonly [K in keyof typeof SELLER_VARIABLES]: string };

type Env = Readonly<Record<string, unknown>>;

const present = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/** The seller's details, or an error that names each variable left empty. */
export function sellerFrom(env: Env): Seller {
  const entries = Object.entries(SELLER_VARIABLES).map(([key, name]) => [key, name, present(env, name)] as const);
  const missing = entries.filter(([, , value]) => value === undefined).map(([, name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `web/.env: the seller named on /terms, /privacy and in the footer is incomplete; set ${missing.join(", ")} ` +
        "(for a production build in web/.env.production.local or the build's environment; see README, Configuration)",
    );
  }
  return Object.fromEntries(entries.map(([key, , value]) => [key, value])) as Seller;
}
