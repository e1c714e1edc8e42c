import type { SVGProps } from "react";
import type { ReportIcon } from "#web/content/showcase/features.ts";
import type { FeatureIcon as Name } from "#web/content/showcase/showcase.ts";

const paths: Record<Name | ReportIcon, string> = {
  globe:
    "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 0c2.8 2.7 4 6 4 10s-1.2 7.3-4 10m0-20C9.2 4.7 8 8 8 12s1.2 7.3 4 10M2.5 9h19M2.5 15h19",
  database:
    "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3Zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  chart: "M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3M20 16V6",
  replay: "M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4M10 9l5 3-5 3V9Z",
  blocks: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13v7M13 16.5h7",
  monitor: "M3 4h18v12H3zM8 20h8M12 16v4",
  layout: "M3 3h18v18H3zM3 12h18M12 3v18",
  growth: "M3 17l6-6 4 4 8-8M15 7h6v6",
  table: "M3 5h18v14H3zM3 10h18M3 15h18M9 5v14",
  pie: "M12 3v9h9A9 9 0 1 1 12 3Zm3-.5A9 9 0 0 1 21.5 9H15V2.5Z",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 3",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3Zm-3 9 2 2 4-4",
  dice: "M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01",
};

export function FeatureIcon({ name, ...props }: { name: Name | ReportIcon } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
