import { KEEP_AS_SENT, useKeepsServerHtml } from "~/first-load/static-html";
import { useNonce } from "./nonce";

/**
 * Structured data (schema.org JSON-LD) in the page, carrying this response's
 * CSP nonce. `json` must already be safe inside a script element
 * (app/lib/pages/structured-data.ts). The browser hides nonces from the DOM, hence
 * no hydration warning for that attribute.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/**
 * Structured data the server draws and the browser keeps as sent (the firm's Organization JSON-LD, ADR 066), so that
 * it need not travel in the page's data: `json` on the server, undefined in the browser. While React hydrates, the
 * server's element is claimed with its text left as it is; a browser drawing it afresh (after a client-side
 * navigation) leaves it out, as only crawlers read it, from the server's page.
 */
export function KeptJsonLd({ json }: { json: string | undefined }) {
  const nonce = useNonce();
  const keepServerHtml = useKeepsServerHtml();
  if (json !== undefined) return <JsonLd json={json} />;
  if (!keepServerHtml) return null;
  return (
    <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_AS_SENT} />
  );
}
