/// <reference path="../../content/blog/markdown.d.ts" />
import { LegalDocument } from "../../components/markdown/LegalDocument";
import privacy from "../../content/legal/privacy.md";

export default function PrivacyPage() {
  return <LegalDocument document={privacy} />;
}
