import type { SVGProps } from "react";

type Props = SVGProps<SVGSVGElement>;

/** Feature marks shared by the plan cards and the comparison table (decorative: callers name them). */
export const CheckMark = (p: Props) => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path
      d="m5 12.5 4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const CrossMark = (p: Props) => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path
      d="M6.5 6.5 17.5 17.5M17.5 6.5 6.5 17.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

export const WarningMark = (p: Props) => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path
      d="M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.3v.2"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
