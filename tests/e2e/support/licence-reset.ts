import type { Page } from "@playwright/test";
import type { LicenceResetRequest } from "#tests/fixtures/licence-resets.ts";

/** Types a reset request into the /resetlicense form (tests/fixtures/licence-resets.ts builds one). */
export async function fillResetForm(page: Page, request: LicenceResetRequest): Promise<void> {
  await page.getByLabel("Email address").fill(request.email);
  await page.getByLabel("Licence key").fill(request.key);
  await page.getByLabel("Order ID").fill(request.orderId);
}
