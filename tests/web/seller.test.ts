import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { config } from "#web/lib/config.ts";
import { SELLER_VARIABLES, sellerFrom } from "#web/lib/seller.ts";

const complete = {
  VITE_SELLER_NAME: " Example Ltd ",
  VITE_SELLER_ADDRESS: "1 Road, Town",
  VITE_SELLER_REGISTER: "Companies House (England and Wales)",
  VITE_SELLER_REGISTRATION_NUMBER: "01234567",
  VITE_SELLER_GOVERNING_LAW: "England and Wales",
};

describe("the seller's configuration", () => {
  it("reads the five values, trimmed", () => {
    expect(sellerFrom(complete)).toEqual({
      name: "Example Ltd",
      address: "1 Road, Town",
      register: "Companies House (England and Wales)",
      registrationNumber: "01234567",
      governingLaw: "England and Wales",
    });
  });

  it("refuses a configuration without them, naming every missing variable", () => {
    expect(() => sellerFrom({})).toThrow(Object.values(SELLER_VARIABLES).join(", "));
    const { VITE_SELLER_ADDRESS: _, ...noAddress } = complete;
    expect(() => sellerFrom({ ...noAddress, VITE_SELLER_GOVERNING_LAW: "  " })).toThrow(
      /set VITE_SELLER_ADDRESS, VITE_SELLER_GOVERNING_LAW \(/,
    );
  });

  it("has no value for a production build in the committed files, and development and test values of their own", () => {
    /** A committed env file of web/, as Vite reads it (the process's own variables aside). */
    const file = (name: string) => parseEnv(readFileSync(`web/${name}`, "utf8"));
    expect(existsSync("web/.env.production")).toBe(false);
    expect(() => sellerFrom(file(".env"))).toThrow(Object.values(SELLER_VARIABLES).join(", "));
    const development = sellerFrom(file(".env.development"));
    const test = sellerFrom(file(".env.test"));
    expect(development.name).toMatch(/development/);
    expect(test.name).not.toBe(development.name);
    // The web tests run in mode "test": the site's config is the test seller.
    expect(config.seller).toEqual(test);
  });
});
