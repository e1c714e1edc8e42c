import { resendCopy } from "#web/content/licences/copy.ts";
import { LicenceResendForm } from "./LicenceResendForm";
import { LicenceSelfServicePage } from "./LicenceSelfServicePage";

/** /licence: "send me my licence again", for buyers who lost the licence e-mail. */
export default function LicenceResendPage() {
  return (
    <LicenceSelfServicePage
      copy={resendCopy}
      form={<LicenceResendForm />}
      other={{ prompt: resendCopy.resetPrompt, link: resendCopy.resetLink, route: "licence-reset" }}
    />
  );
}
