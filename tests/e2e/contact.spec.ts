import type { Page, Route } from "@playwright/test";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { aContactMessage } from "#tests/fixtures/contact-messages.ts";
import { expect, KEY, test, viewports } from "./fixtures";

const robotToast = "Message rejected, it looks like you are a robot";
const failureToast = "Something went wrong... Please wait and try again in few minutes";
const unsentToast =
  "Your message could not be sent. Check your connection and try again: what you typed is still here.";

function form(page: Page) {
  return {
    email: page.getByLabel("Email"),
    subject: page.getByLabel("Subject"),
    message: page.getByLabel("Message"),
    submit: page.getByRole("button", { name: "Submit" }),
  };
}

/** The Submit button's loader (a status whose text is for screen readers). */
const sendingLoader = (page: Page) => page.getByRole("status").filter({ hasText: "Sending your message..." });

async function fill(page: Page, subject: string) {
  const f = form(page);
  const typed = aContactMessage({ subject });
  await f.email.fill(typed.email);
  await f.subject.fill(typed.subject);
  await f.message.fill(typed.message);
  await expect(f.submit).toBeEnabled();
  return f;
}

async function expectCleared(page: Page) {
  const f = form(page);
  for (const field of [f.email, f.subject, f.message]) await expect(field).toHaveValue("");
  await expect(f.submit).toBeDisabled();
}

/** The fields as `fill(page, subject)` left them. */
async function expectKept(page: Page, subject: string) {
  const f = form(page);
  const typed = aContactMessage({ subject });
  await expect(f.email).toHaveValue(typed.email);
  await expect(f.subject).toHaveValue(typed.subject);
  await expect(f.message).toHaveValue(typed.message);
}

test.describe("contact form", () => {
  test("validates as the visitor types: required fields, the email rule and the Submit button", async ({
    openPage,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page.getByText("A question ? A remark ? A suggestion ? Tell us !")).toBeVisible();
    const f = form(page);
    await expect(f.message).toHaveAttribute("rows", "10");
    await expect(f.submit).toBeDisabled();

    await f.email.click();
    await f.subject.click();
    await f.message.click();
    await f.email.click();
    await expect(page.getByText("Field is required")).toHaveCount(3);

    await f.email.fill("jane+news@example.com");
    await expect(page.getByText("Incorrect email address")).toBeVisible();
    await fill(page, "Validation");
    await expect(page.getByText("Incorrect email address")).toHaveCount(0);
    await expect(page.getByText("Field is required")).toHaveCount(0);

    // The message box grows with its content.
    const before = await f.message.boundingBox();
    await f.message.fill(Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n"));
    const after = await f.message.boundingBox();
    expect(after?.height ?? 0).toBeGreaterThan(before?.height ?? 0);

    // The captcha script is only loaded when a message is sent.
    await expect
      .poll(() => page.evaluate(() => (window as { __fakeRecaptchaLoads?: number }).__fakeRecaptchaLoads))
      .toBe(undefined);
    expect(problems).toEqual([]);
  });

  test(
    "sends a message: loader and read-only fields while sending, then the thanks dialog and empty fields",
    KEY,
    async ({ page, visit, problems }) => {
      await visit("contact");
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/tv/contact", async (route: Route) => {
        await held;
        await route.continue();
      });
      const f = await fill(page, "Thanks dialog");
      await f.submit.click();

      await expect(sendingLoader(page)).toHaveCount(1);
      await expect(f.submit).toBeDisabled();
      for (const field of [f.email, f.subject, f.message]) await expect(field).toHaveAttribute("readonly");
      release();

      const dialog = page.getByRole("dialog", { name: "Thanks for your message !" });
      await expect(dialog).toContainText("We will get back to you as soon as possible", { useInnerText: true });
      await expect
        .poll(() => page.evaluate(() => (window as { __fakeRecaptchaLoads?: number }).__fakeRecaptchaLoads))
        .toBe(1);
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await expect(dialog).not.toBeAttached();
      await expectCleared(page);
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(problems).toEqual([]);
    },
  );

  test("shows the robot toast when the captcha score is too low, and clears the fields", async ({
    page,
    visit,
    problems,
  }) => {
    await visit("contact");
    await page.evaluate(() => {
      (window as { __fakeRecaptchaScore?: number }).__fakeRecaptchaScore = 0.1;
    });
    const f = await fill(page, "Low score");
    await f.submit.click();
    await expect(page.getByRole("alert")).toContainText(robotToast, { useInnerText: true });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectCleared(page);
    expect(problems).toEqual([]);
  });

  test("shows the generic failure toast when the captcha service is down", async ({ page, visit, problems }) => {
    await visit("contact");
    await page.evaluate(() => {
      (window as { __fakeRecaptchaOutage?: boolean }).__fakeRecaptchaOutage = true;
    });
    const f = await fill(page, "Outage");
    await f.submit.click();
    await expect(page.getByRole("alert")).toContainText(failureToast, { useInnerText: true });
    await expectCleared(page);
    expect(problems).toEqual([]);
  });

  test("on a network failure keeps what the visitor typed, ends the loading state and says so", async ({
    openPage,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("contact");
    await page.route("**/api/tv/contact", (route: Route) => route.abort("internetdisconnected"));
    const f = await fill(page, "Network failure");
    await f.submit.click();
    await expect(page.getByRole("alert")).toContainText(unsentToast, { useInnerText: true });
    await expect(sendingLoader(page)).toHaveCount(0);
    await expect(f.email).not.toHaveAttribute("readonly");
    await expectKept(page, "Network failure");
    // The aborted call itself is the only expected problem.
    expect(problems.filter((p) => !/\/api\/tv\/contact|ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
  });

  test("when the captcha script is blocked keeps what the visitor typed and sends nothing", async ({
    page,
    visit,
    problems,
  }) => {
    await visit("contact");
    await page.route("https://www.google.com/recaptcha/**", (route: Route) => route.abort("blockedbyclient"));
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/tv/contact")) posted++;
    });
    const f = await fill(page, "Captcha blocked");
    await f.submit.click();
    await expect(page.getByRole("alert")).toContainText(unsentToast, {
      timeout: EFFECT_TIMEOUT_MS,
      useInnerText: true,
    });
    await expectKept(page, "Captcha blocked");
    await expect(f.submit).toBeEnabled();
    expect(posted).toBe(0);
    expect(problems.filter((p) => !/recaptcha|ERR_BLOCKED_BY_CLIENT/.test(p))).toEqual([]);
  });
});
