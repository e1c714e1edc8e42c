import { Section } from "#web/components/Section.tsx";
import { SymbolCheck } from "#web/components/symbols/SymbolCheck.tsx";

/** The assets data section (anchor #assets-data); the symbol-check widget (issue 5) brings its own headline. */
export function AssetsDataSection() {
  return (
    <Section id="assets-data">
      <SymbolCheck />
    </Section>
  );
}
