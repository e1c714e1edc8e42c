import { useMessages } from "#web/i18n/messages.ts";
import { LicenceResendForm } from "./LicenceResendForm";
import { LicenceSelfService } from "./LicenceSelfService";
import { licenceResendMessages } from "./licence-resend-messages";

/** /licence: "send me my licence again", for buyers who lost the licence e-mail. */
export default function LicenceResendPage() {
  const t = useMessages(licenceResendMessages);
  return (
    <LicenceSelfService
      copy={{ title: t("title"), subtitle: t("subtitle"), explanation: t("explanation") }}
      form={<LicenceResendForm />}
      other={{ prompt: t("reset_prompt"), link: t("reset_link"), route: "licence-reset" }}
    />
  );
}
