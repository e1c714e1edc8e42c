/// <reference path="../../content/blog/markdown.d.ts" />
import { LegalDocument } from "../../components/markdown/LegalDocument";
import terms from "../../content/legal/terms.md";

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}
