import { useMessages } from "#web/i18n/messages.ts";
import { LicenceResetForm } from "./LicenceResetForm";
import { LicenceSelfService } from "./LicenceSelfService";
import { licenceResetMessages } from "./licence-reset-messages";

/** /resetlicense: a new device for a licence key (its reset quota applies). */
export default function LicenceResetPage() {
  const t = useMessages(licenceResetMessages);
  return (
    <LicenceSelfService
      copy={{ title: t("title"), subtitle: t("subtitle"), explanation: t("explanation") }}
      form={<LicenceResetForm />}
      other={{ prompt: t("find_prompt"), link: t("find_link"), route: "licence-resend" }}
    />
  );
}
