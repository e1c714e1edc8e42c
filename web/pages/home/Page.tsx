import { buttonClass } from "../../components/button";
import { PageHeader } from "../../components/PageHeader";
import { config } from "../../config";

export default function HomePage() {
  return (
    <PageHeader title="The best backtesting software" subtitle="100% free for swing traders">
      <a href={config.links.signUp} className={buttonClass("primary", "large")}>
        Sign up
      </a>
    </PageHeader>
  );
}
