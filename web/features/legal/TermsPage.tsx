/// <reference path="../../content/blog/markdown.d.ts" />

import terms from "#web/content/legal/terms.md";
import { LegalDocument } from "./LegalDocument";

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}
