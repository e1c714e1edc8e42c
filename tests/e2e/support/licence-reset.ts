import type { Page } from "@playwright/test";
import type { LicenceResetRequest } from "#tests/fixtures/licence-resets.ts";

/** Types a reset request into the /resetlicense form (tests/fixtures/licence-resets.ts builds one). */
export async function fillResetForm(page: Page, request: LicenceResetRequest): Promise<void> {
  await page.getByLabel("Email address").fill(request.email);
  await page.getByLabel("Licence key").fill(request.key);
  await page.getByLabel("Order ID").fill(request.orderId);
}

interface Licence {
  readonly email: string;
  readonly key: string;
  readonly orderId: string;
}

/** A setup step: the desktop app takes the key on a device, so that a reset has something to release. */
export async function activateOnDevice(siteURL: string, key: string, deviceId: string): Promise<void> {
  const answer = await fetch(`${siteURL}/api/licenses/activate`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ key, deviceId }),
  });
  if (answer.status !== 200) throw new Error(`activating on ${deviceId} answered ${answer.status}`);
}

/** A setup step: the reset the desktop app asks for by the key's address, which answers the text "OK". */
export async function resetByAddress(siteURL: string, { email, key, orderId }: Licence): Promise<void> {
  const answer = await (
    await fetch(`${siteURL}/ResetLicenseKey/${encodeURIComponent(email)}/${key}/${orderId}`)
  ).text();
  if (answer !== "OK") throw new Error(`the reset answered ${answer}`);
}
