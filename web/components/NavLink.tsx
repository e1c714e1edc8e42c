import type { ReactNode } from "react";
import { Link } from "wouter";
import type { NavTarget } from "#web/content/navigation.ts";

interface Props {
  readonly target: NavTarget;
  readonly className?: string;
  readonly children: ReactNode;
}

/** An internal route link, or an external link that opens in a new tab. */
export function NavLink({ target, className, children }: Props) {
  if (target.kind === "internal") {
    return (
      <Link href={target.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
