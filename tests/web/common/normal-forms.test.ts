/** The contract reads licence keys and coupon codes in their one normal form, so the Worker never normalises them again. */
import { describe, expect, it } from "vitest";
import { couponCode, normalCouponCode, optionalCouponCode } from "#common/api/coupon-code.ts";
import { licenceKey } from "#common/api/fields.ts";

const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("licenceKey", () => {
  it("reads a key trimmed and in lower case, as it was issued", () => {
    expect(licenceKey.parse(` ${KEY.toUpperCase()} `)).toBe(KEY);
    expect(licenceKey.parse(KEY)).toBe(KEY);
  });

  it("still refuses what is not a key", () => {
    expect(licenceKey.safeParse(`${KEY.slice(0, -1)}g`).success).toBe(false);
  });
});

describe("coupon codes", () => {
  it("have one normal form: trimmed, upper case", () => {
    expect(normalCouponCode(" save-10 ")).toBe("SAVE-10");
  });

  it("are read in it by the console's field and the checkout's", () => {
    expect(couponCode.parse(" save-10 ")).toBe("SAVE-10");
    expect(optionalCouponCode.parse(" save-10 ")).toBe("SAVE-10");
    expect(optionalCouponCode.parse("")).toBe("");
    expect(optionalCouponCode.parse(null)).toBeNull();
  });

  it("are checked against the alphabet as typed", () => {
    expect(couponCode.safeParse("save_10").success).toBe(false);
    expect(optionalCouponCode.safeParse("save 10").success).toBe(false);
  });
});
