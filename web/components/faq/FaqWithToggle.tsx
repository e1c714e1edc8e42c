import { useState } from "react";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { DEFAULT_FAQ_MODE, type FaqMode } from "#web/content/faq/faq.ts";
import { useMessages } from "#web/i18n/messages.ts";
import styles from "./Faq.module.css";
import { FaqList } from "./FaqList";
import { faqMessages } from "./faq-messages";

/** The web/desktop switch (web by default) over that mode's questions. */
export function FaqWithToggle({ initialMode = DEFAULT_FAQ_MODE }: { initialMode?: FaqMode }) {
  const t = useMessages(faqMessages);
  const [mode, setMode] = useState<FaqMode>(initialMode);
  const options = (["web", "desktop"] as const).map((value) => ({ value, label: t(`mode_${value}`) }));
  return (
    <div className={styles.withToggle}>
      <div className={styles.toggle}>
        <RadioToggle label={t("questions_about")} options={options} value={mode} onChange={setMode} />
      </div>
      <FaqList mode={mode} />
    </div>
  );
}
