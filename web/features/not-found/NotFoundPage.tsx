import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";

export default function NotFoundPage() {
  return (
    <PageHeader title="Page not found" subtitle="This page does not exist, or it has moved.">
      <Link href={pathTo("home")} className={buttonClass("primary")}>
        Back to the home page
      </Link>
    </PageHeader>
  );
}
