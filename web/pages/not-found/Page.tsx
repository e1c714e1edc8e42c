import { Link } from "wouter";
import { buttonClass } from "../../components/button";
import { PageHeader } from "../../components/PageHeader";
import { pathTo } from "../../routes/meta";

export default function NotFoundPage() {
  return (
    <PageHeader title="Page not found" subtitle="This page does not exist, or it has moved.">
      <Link href={pathTo("home")} className={buttonClass("primary")}>
        Back to the home page
      </Link>
    </PageHeader>
  );
}
