/** Affiliate accounts: create, disable/enable, change the commission, set a temporary password, bulk rows. */
import { COUPON_CODE_RULE, couponCode } from "#common/api/coupon-code.ts";
import { affiliateEmail, MIN_PASSWORD_LENGTH } from "#common/api/fields.ts";
import { formatterOf } from "#common/format.ts";
import { isLocale, type Locale, locales } from "#common/locales.ts";
import { benchAffiliate, bulkAffiliate } from "#scripts/seed/affiliates.ts";
import { createAffiliate, updateAffiliate } from "#worker/services/affiliates/affiliates.ts";
import { type AdminCommand, UsageError } from "./command";

/** 16 characters from 12 random bytes (WebCrypto, so the commands also run in tests under workerd). */
const temporaryPassword = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(12))))
    .replaceAll("+", "-")
    .replaceAll("/", "_");

function email(text: string | undefined): string {
  const parsed = affiliateEmail.safeParse(text ?? "");
  if (!parsed.success) throw new UsageError(`not a valid email: ${text ?? "(missing)"}`);
  return parsed.data.toLowerCase();
}

function commission(text: string | undefined): number {
  const value = Number(text);
  if (!text || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new UsageError(`commission must be a percentage from 0 to 100, got ${text ?? "(missing)"}`);
  }
  return value;
}

function language(text: string | undefined): Locale {
  if (text === undefined || !isLocale(text)) {
    throw new UsageError(`language must be one of ${locales.join(", ")}, got ${text ?? "(missing)"}`);
  }
  return text;
}

async function mustUpdate(found: Promise<boolean>, address: string): Promise<void> {
  if (!(await found)) throw new UsageError(`no affiliate has the email ${address}`);
}

/** affiliate:disable and affiliate:enable: the account's one switch. */
function accountCommand(verb: "disable" | "enable", description: string): AdminCommand {
  return {
    name: `affiliate:${verb}`,
    usage: `affiliate:${verb} <email>`,
    description,
    async run(db, [address]) {
      const to = email(address);
      await mustUpdate(updateAffiliate(db, to, { disabled: verb === "disable" }), to);
      console.log(`${verb}d ${to}`);
    },
  };
}

export const affiliateCommands: readonly AdminCommand[] = [
  {
    name: "affiliate:create",
    usage: "affiliate:create <username> <email> <commission%> <COUPON> [COUPON...]",
    description:
      "Creates an affiliate with one or more coupon codes and prints a temporary password (mails in English: affiliate:language changes it).",
    async run(db, [username, address, percent, ...coupons]) {
      if (!username || !/^[\w.-]{2,64}$/.test(username)) throw new UsageError("username: 2-64 letters, digits, . _ -");
      const to = email(address);
      const rate = commission(percent);
      if (coupons.length === 0) throw new UsageError("give at least one coupon code");
      const codes = coupons.map((code) => {
        const parsed = couponCode.safeParse(code);
        if (!parsed.success) throw new UsageError(`coupon codes: ${COUPON_CODE_RULE}`);
        return parsed.data;
      });
      const password = temporaryPassword();
      try {
        await createAffiliate(db, { username, email: to, commissionPercent: rate, coupons: codes, password });
      } catch (error) {
        throw new UsageError(
          `could not create the affiliate (email, username or a coupon already taken?): ${String(error)}`,
        );
      }
      console.log(`created ${username} <${to}>, ${rate}% commission, coupons ${codes.join(", ")}`);
      console.log(`temporary password: ${password}`);
    },
  },
  accountCommand("disable", "Disables an affiliate: sign-in and existing tokens stop working."),
  accountCommand("enable", "Enables a disabled affiliate again."),
  {
    name: "affiliate:commission",
    usage: "affiliate:commission <email> <commission%>",
    description: "Changes an affiliate's commission percentage (for future sales and the dashboard).",
    async run(db, [address, percent]) {
      const to = email(address);
      const rate = commission(percent);
      await mustUpdate(updateAffiliate(db, to, { commissionPercent: rate }), to);
      console.log(`${to} now earns ${rate}%`);
    },
  },
  {
    name: "affiliate:language",
    usage: `affiliate:language <email> <${locales.join("|")}>`,
    description: "Sets the language of an affiliate's mails (password links, payout notices), as the console does.",
    async run(db, [address, tag]) {
      const to = email(address);
      const locale = language(tag);
      await mustUpdate(updateAffiliate(db, to, { locale }), to);
      console.log(`${to} now gets mails in ${formatterOf("en").language(locale)}`);
    },
  },
  {
    name: "affiliate:password",
    usage: "affiliate:password <email> [password]",
    description: "Sets a temporary password (random unless given) and prints it.",
    async run(db, [address, given]) {
      const to = email(address);
      if (given !== undefined && given.length < MIN_PASSWORD_LENGTH) {
        throw new UsageError(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      const password = given ?? temporaryPassword();
      await mustUpdate(updateAffiliate(db, to, { password }), to);
      console.log(`temporary password of ${to}: ${password}`);
    },
  },
  {
    name: "affiliate:bulk",
    usage: "affiliate:bulk [rows]",
    description: `Adds ${benchAffiliate.email} (password ${benchAffiliate.password}) with many sales (10,000 by default).`,
    async run(db, [rows]) {
      const count = rows === undefined ? 10_000 : Number(rows);
      if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new UsageError("rows: 1 to 100,000");
      await bulkAffiliate(db, count);
      console.log(`${benchAffiliate.email} / ${benchAffiliate.password} has ${count} sales`);
    },
  },
];
