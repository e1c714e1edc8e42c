/**
 * The panel that speaks to a visitor in their own language: the Worker's language suggestion
 * (decision 054) and the English-only notice (decision 057). A lazy chunk with its words and its
 * stylesheet: it shows after hydration, and only to a visitor who reads another language, so no
 * page's first load carries it (decision 060).
 */
import { useRef } from "react";
import type { Locale } from "#common/locales.ts";
import { useBottomClearance } from "#web/components/bottom-clearance.ts";
import { buttonClass } from "#web/components/button.ts";
import { NavLink } from "#web/components/NavLink.tsx";
import { languageWords } from "#web/i18n/languages.ts";
import styles from "./LanguageSuggestion.module.css";

interface PanelWords {
  /** The suggestion's sentence and its link. */
  readonly offer: string;
  readonly read: string;
  /** The close button of either panel. */
  readonly dismiss: string;
}

/** Each language in itself: the visitor must recognise their own language on a page in another one. */
const panelWords: Readonly<Record<Locale, PanelWords>> = {
  en: { offer: "This page is also in English.", read: "Read in English", dismiss: "Close" },
  es: { offer: "Esta página también está en español.", read: "Leer en español", dismiss: "Cerrar" },
  "pt-BR": { offer: "Esta página também está em português.", read: "Ler em português", dismiss: "Fechar" },
  fr: { offer: "Cette page existe aussi en français.", read: "Lire en français", dismiss: "Fermer" },
  de: { offer: "Diese Seite gibt es auch auf Deutsch.", read: "Auf Deutsch lesen", dismiss: "Schließen" },
  it: { offer: "Questa pagina è disponibile anche in italiano.", read: "Leggi in italiano", dismiss: "Chiudi" },
  ja: { offer: "このページは日本語でもご覧いただけます。", read: "日本語で読む", dismiss: "閉じる" },
  "zh-Hans": { offer: "此页面也有简体中文版。", read: "阅读中文版", dismiss: "关闭" },
};

export type LanguagePanelProps = {
  readonly locale: Locale;
  /** The link's address: the same page in that language, or that language's home page. */
  readonly href: string;
  readonly onDismiss: () => void;
} & (
  | { readonly kind: "suggestion" }
  /** `text`: the notice's sentence, from its catalogue in that language. */
  | { readonly kind: "notice"; readonly text: string }
);

export default function LanguagePanel(props: LanguagePanelProps) {
  const { locale, href, onDismiss } = props;
  const words = panelWords[locale];
  const { name, home } = languageWords[locale];
  const panel = useRef<HTMLElement>(null);
  useBottomClearance(panel);
  return (
    <section ref={panel} className={styles.banner} lang={locale} aria-label={name}>
      <p className={styles.text}>{props.kind === "notice" ? props.text : words.offer}</p>
      <NavLink target={{ kind: "language", href, locale }} className={buttonClass("primary")}>
        {props.kind === "notice" ? `${name} · ${home}` : words.read}
      </NavLink>
      <button type="button" className={buttonClass("outline")} onClick={onDismiss}>
        {words.dismiss}
      </button>
    </section>
  );
}
