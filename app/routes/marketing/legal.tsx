import { useLocation } from "react-router";
import type { Route } from "./+types/legal";
import { LegalDocumentView } from "~/components/sections/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { termsOfUse } from "~/content/legal/terms-of-use";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { publicPageHeaders } from "~/lib/pages/page-headers";

const documents = { "privacy-policy": privacyPolicy, "terms-of-use": termsOfUse } as const;

function documentFor(pathname: string) {
  return pathname.startsWith("/terms-of-use") ? documents["terms-of-use"] : documents["privacy-policy"];
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const doc = documentFor(location.pathname);
  return pageMeta({ title: doc.title, description: doc.description, path: `/${doc.slug}`, origin: originFrom(matches) });
};

export const headers = publicPageHeaders;

export default function LegalPage() {
  return <LegalDocumentView document={documentFor(useLocation().pathname)} />;
}
