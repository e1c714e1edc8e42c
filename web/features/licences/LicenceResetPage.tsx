import { resetCopy } from "#web/content/checkout/copy.ts";
import { findKeyCopy } from "#web/content/licences/copy.ts";
import { LicenceResetForm } from "./LicenceResetForm";
import { LicenceSelfServicePage } from "./LicenceSelfServicePage";

/** /resetlicense: a new device for a licence key (its reset quota applies). */
export default function LicenceResetPage() {
  return (
    <LicenceSelfServicePage
      copy={resetCopy}
      form={<LicenceResetForm />}
      other={{ ...findKeyCopy, route: "licence-resend" }}
    />
  );
}
