import type { SVGProps } from "react";

type Props = SVGProps<SVGSVGElement>;

/** A 20 px stroked mark in the current text colour (decorative: callers name them). */
const mark =
  (d: string, strokeWidth: string, joinRound = true) =>
  (p: Props) => (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin={joinRound ? "round" : undefined}
      />
    </svg>
  );

/** Feature marks shared by the plan cards and the comparison table. */
export const CheckMark = mark("m5 12.5 4.5 4.5L19 7.5", "2.5");
export const CrossMark = mark("M6.5 6.5 17.5 17.5M17.5 6.5 6.5 17.5", "2.5", false);
export const WarningMark = mark("M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.3v.2", "2");
/** Announced, not shipped yet: the feature matrix's "coming" status. */
export const ClockMark = mark("M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7.5V12l3 2", "2");
