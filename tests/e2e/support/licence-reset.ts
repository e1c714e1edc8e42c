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

let calls = 0;
/**
 * A client address of its own for each call made from the test process: the licence calls share one per-address
 * limit, which the activations and resets of several specs in a row would otherwise use up (a 429 instead of the
 * answer a test reads).
 */
const ownAddress = () => ({ "CF-Connecting-IP": `203.0.113.${(calls++ % 254) + 1}` });

/** The desktop app's activation call, which binds the key to a device. */
export const activation = (siteURL: string, key: string, deviceId: string) =>
  fetch(`${siteURL}/api/licenses/activate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...ownAddress() },
    body: JSON.stringify({ key, deviceId }),
  });

/** A setup step: the desktop app takes the key on a device, so that a reset has something to release. */
export async function activateOnDevice(siteURL: string, key: string, deviceId: string): Promise<void> {
  const answer = await activation(siteURL, key, deviceId);
  if (answer.status !== 200) throw new Error(`activating on ${deviceId} answered ${answer.status}`);
}

/** A setup step: the reset the desktop app asks for by the key's address, which answers the text "OK". */
export async function resetByAddress(siteURL: string, { email, key, orderId }: Licence): Promise<void> {
  const address = `${siteURL}/ResetLicenseKey/${encodeURIComponent(email)}/${key}/${orderId}`;
  const answer = await (await fetch(address, { headers: ownAddress() })).text();
  if (answer !== "OK") throw new Error(`the reset answered ${answer}`);
}
