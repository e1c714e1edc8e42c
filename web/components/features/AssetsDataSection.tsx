import { Section } from "../Section";
import { SymbolCheck } from "../symbol-check/SymbolCheck";

/** The assets data section (anchor #assets-data); the symbol-check widget (issue 5) brings its own headline. */
export function AssetsDataSection() {
  return (
    <Section id="assets-data">
      <SymbolCheck />
    </Section>
  );
}
