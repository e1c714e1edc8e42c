import type { ReactNode } from "react";
import { Link } from "wouter";
import type { NavTarget } from "#web/content/navigation.ts";
import { rememberLanguage } from "#web/i18n/languages.ts";

interface Props {
  readonly target: NavTarget;
  readonly className?: string;
  readonly children: ReactNode;
  /** A language link to the language the page is in. */
  readonly current?: boolean;
}

/** An internal route link, or an external link that opens in a new tab. */
export function NavLink({ target, className, children, current = false }: Props) {
  if (target.kind === "internal") {
    return (
      <Link href={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === "language") {
    const { locale } = target;
    return (
      <a
        href={target.href}
        hrefLang={locale}
        lang={locale}
        className={className}
        {...(current ? { "aria-current": "true" as const } : {})}
        onClick={() => rememberLanguage(locale)}
      >
        {children}
      </a>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
