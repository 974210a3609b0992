import { StaticHtml } from "~/first-load/static-html";
import type { LegalDocument } from "~/content/legal/types";
import { LegalText } from "~/components/deferred";

/**
 * A legal page: title, last-updated line, contents and numbered sections. Text and in-page links only, so the first
 * load keeps it as the server sent it (StaticHtml), and loads no code for it (components/deferred.ts).
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="bg-paper">
      <StaticHtml content={document}>
        <LegalText document={document} />
      </StaticHtml>
    </article>
  );
}
