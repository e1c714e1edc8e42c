import { useState } from "react";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { DEFAULT_FAQ_MODE, type FaqMode, faqModeLabels } from "#web/content/faq/faq.ts";
import styles from "./Faq.module.css";
import { FaqList } from "./FaqList";

const options = (["web", "desktop"] as const).map((value) => ({ value, label: faqModeLabels[value] }));

/** The web/desktop switch (web by default) over that mode's questions. */
export function FaqWithToggle({ initialMode = DEFAULT_FAQ_MODE }: { initialMode?: FaqMode }) {
  const [mode, setMode] = useState<FaqMode>(initialMode);
  return (
    <div className={styles.withToggle}>
      <div className={styles.toggle}>
        <RadioToggle label="Questions about" options={options} value={mode} onChange={setMode} />
      </div>
      <FaqList mode={mode} />
    </div>
  );
}
