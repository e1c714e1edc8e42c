import type { ReactNode } from "react";
import { Link } from "wouter";
import { DEFAULT_LOCALE } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { EnglishOnlyNotice } from "#web/components/language-notice/EnglishOnlyNotice.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { notFoundMessages } from "./not-found-messages";

/**
 * What an address that leads nowhere shows: the not-found page, and a page whose route matched but
 * whose item does not exist (an unknown article). `children` is what the page adds below.
 */
export function NotFound({ children }: { readonly children?: ReactNode }) {
  const t = useMessages(notFoundMessages);
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <Link href={pathTo("home", {}, locale)} className={buttonClass("primary")}>
          {t("home")}
        </Link>
      </PageHeader>
      {/* At an English address (an unknown article, a missing download), in the visitor's own language too. */}
      {locale === DEFAULT_LOCALE && <EnglishOnlyNotice messages={notFoundMessages} text="subtitle" />}
      {children}
    </>
  );
}
