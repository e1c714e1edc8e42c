import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { hydrateAfter, prerendered } from "#tests/web/prerendered.tsx";
import { RadioToggle } from "#web/components/RadioToggle.tsx";

const options = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
] as const;

function Billing() {
  const [period, setPeriod] = useState<"monthly" | "yearly">("yearly");
  return (
    <>
      <RadioToggle label="Billing period" options={options} value={period} onChange={setPeriod} />
      <p>Billed {period}</p>
    </>
  );
}

describe("RadioToggle", () => {
  it("is a named group of radios whose choice follows clicks", async () => {
    render(<Billing />);
    expect(screen.getByRole("group", { name: "Billing period" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Yearly" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.getByText("Billed monthly")).toBeInTheDocument();
  });

  it("keeps a choice made on the prerendered page before hydration", async () => {
    await hydrateAfter(<Billing />, (page) => {
      prerendered<HTMLInputElement>(page, 'input[value="monthly"]').checked = true;
    });
    expect(screen.getByText("Billed monthly")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
  });
});
