import type { Page, Route } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";

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
  await f.email.fill("jane.doe@example.com");
  await f.subject.fill(subject);
  await f.message.fill(`A message sent by the e2e test "${subject}".`);
  await expect.poll(() => f.submit.isEnabled()).toBe(true);
  return f;
}

async function expectCleared(page: Page) {
  const f = form(page);
  await expect
    .poll(() => Promise.all([f.email, f.subject, f.message].map((l) => l.inputValue())))
    .toEqual(["", "", ""]);
  expect(await f.submit.isDisabled()).toBe(true);
}

/** The fields as `fill(page, subject)` left them. */
async function expectKept(page: Page, subject: string) {
  const f = form(page);
  expect(await Promise.all([f.email, f.subject, f.message].map((l) => l.inputValue()))).toEqual([
    "jane.doe@example.com",
    subject,
    `A message sent by the e2e test "${subject}".`,
  ]);
}

test.describe("contact form", () => {
  test("validates as the visitor types: required fields, the email rule and the Submit button", async ({
    openPage,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    await page.goto("/contact");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Contact us");
    expect(await page.getByText("A question ? A remark ? A suggestion ? Tell us !").isVisible()).toBe(true);
    const f = form(page);
    expect(await f.message.getAttribute("rows")).toBe("10");
    expect(await f.submit.isDisabled()).toBe(true);

    await f.email.click();
    await f.subject.click();
    await f.message.click();
    await f.email.click();
    await expect.poll(() => page.getByText("Field is required").count()).toBe(3);

    await f.email.fill("jane+news@example.com");
    await expect.poll(() => page.getByText("Incorrect email address").isVisible()).toBe(true);
    await fill(page, "Validation");
    expect(await page.getByText("Incorrect email address").count()).toBe(0);
    expect(await page.getByText("Field is required").count()).toBe(0);

    // The message box grows with its content.
    const before = await f.message.boundingBox();
    await f.message.fill(Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n"));
    const after = await f.message.boundingBox();
    expect(after?.height ?? 0).toBeGreaterThan(before?.height ?? 0);

    // The captcha script is only loaded when a message is sent.
    expect(await page.evaluate(() => (window as { __fakeRecaptchaLoads?: number }).__fakeRecaptchaLoads)).toBe(
      undefined,
    );
    expect(problems).toEqual([]);
  });

  test("sends a message: loader and read-only fields while sending, then the thanks dialog and empty fields", async ({
    page,
    problems,
  }) => {
    await page.goto("/contact");
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

    await expect.poll(() => sendingLoader(page).count()).toBe(1);
    expect(await f.submit.isDisabled()).toBe(true);
    for (const field of [f.email, f.subject, f.message]) expect(await field.getAttribute("readonly")).not.toBeNull();
    release();

    const dialog = page.getByRole("dialog", { name: "Thanks for your message !" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("We will get back to you as soon as possible");
    expect(await page.evaluate(() => (window as { __fakeRecaptchaLoads?: number }).__fakeRecaptchaLoads)).toBe(1);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectCleared(page);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test("shows the robot toast when the captcha score is too low, and clears the fields", async ({ page, problems }) => {
    await page.goto("/contact");
    await page.evaluate(() => {
      (window as { __fakeRecaptchaScore?: number }).__fakeRecaptchaScore = 0.1;
    });
    const f = await fill(page, "Low score");
    await f.submit.click();
    await expect.poll(() => page.getByRole("alert").innerText()).toContain(robotToast);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expectCleared(page);
    expect(problems).toEqual([]);
  });

  test("shows the generic failure toast when the captcha service is down", async ({ page, problems }) => {
    await page.goto("/contact");
    await page.evaluate(() => {
      (window as { __fakeRecaptchaOutage?: boolean }).__fakeRecaptchaOutage = true;
    });
    const f = await fill(page, "Outage");
    await f.submit.click();
    await expect.poll(() => page.getByRole("alert").innerText()).toContain(failureToast);
    await expectCleared(page);
    expect(problems).toEqual([]);
  });

  test("on a network failure keeps what the visitor typed, ends the loading state and says so", async ({
    openPage,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    await page.goto("/contact");
    await page.route("**/api/tv/contact", (route: Route) => route.abort("internetdisconnected"));
    const f = await fill(page, "Network failure");
    await f.submit.click();
    await expect.poll(() => page.getByRole("alert").innerText()).toContain(unsentToast);
    expect(await sendingLoader(page).count()).toBe(0);
    expect(await f.email.getAttribute("readonly")).toBeNull();
    await expectKept(page, "Network failure");
    // The aborted call itself is the only expected problem.
    expect(problems.filter((p) => !/\/api\/tv\/contact|ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
  });

  test("when the captcha script is blocked keeps what the visitor typed and sends nothing", async ({
    page,
    problems,
  }) => {
    await page.goto("/contact");
    await page.route("https://www.google.com/recaptcha/**", (route: Route) => route.abort("blockedbyclient"));
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/tv/contact")) posted++;
    });
    const f = await fill(page, "Captcha blocked");
    await f.submit.click();
    await expect.poll(() => page.getByRole("alert").innerText(), { timeout: 20_000 }).toContain(unsentToast);
    await expectKept(page, "Captcha blocked");
    expect(await f.submit.isEnabled()).toBe(true);
    expect(posted).toBe(0);
    expect(problems.filter((p) => !/recaptcha|ERR_BLOCKED_BY_CLIENT/.test(p))).toEqual([]);
  });
});
