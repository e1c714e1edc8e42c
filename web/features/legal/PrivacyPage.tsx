/// <reference path="../../content/blog/markdown.d.ts" />

import privacy from "#web/content/legal/privacy.md";
import { LegalDocument } from "./LegalDocument";

export default function PrivacyPage() {
  return <LegalDocument document={privacy} />;
}
