/**
 * The site's facts and menus (ADR 061): phone numbers read in South African and international forms, the facts form's
 * messages, fact tokens in page text, the menus' edits and schema, and the Organization and BreadcrumbList JSON-LD.
 */
import { describe, expect, it } from "vitest";
import { marketingPages } from "~/content/pages";
import { breadcrumbJsonLd, organizationJsonLd } from "~/lib/pages/site-structured-data";
import { DEFAULT_FACTS, factsToForm, FactsFormSchema, toE164 } from "~/lib/site-settings/facts";
import {
  applyMenuEdit,
  draftFromForm,
  insertItem,
  menuLines,
  parseMenuEdit,
  removeItem,
} from "~/lib/site-settings/menu-edits";
import { DEFAULT_MENUS, isLinkAddress, menuLinksTo, menusAfterMove, SiteMenusSchema } from "~/lib/site-settings/menus";
import { factTokenProblems, replaceFactTokens, withFactsIn } from "~/lib/site-settings/tokens";
import { telHref, whatsappHref, type SiteFacts } from "~/lib/site-settings/types";

const facts: SiteFacts = {
  ...DEFAULT_FACTS,
  phone: { display: "082 123 4567", e164: "+27821234567" },
  whatsapp: { display: "+27 82 765 4321", e164: "+27827654321" },
  hours: "Monday to Friday, 08:00 to 17:00",
  spotsLeft: 5,
};

const form = (fields: Partial<Record<keyof SiteFacts, string>>) => ({ ...factsToForm(DEFAULT_FACTS), ...fields });

describe("phone numbers", () => {
  it.each([
    ["082 123 4567", "+27821234567"],
    ["0821234567", "+27821234567"],
    ["(011) 555-0123", "+27115550123"],
    ["+27 82 123 4567", "+27821234567"],
    ["27 82 123 4567", "+27821234567"],
    ["0027 82 123 4567", "+27821234567"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-0100", "+14155550100"],
  ])("reads %s as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    "082 123 456",
    "082 123 45678",
    "+27 82 123 45",
    "hello",
    "555-0100",
    "+0 123 456 789",
    "+1234567890123456",
  ])("refuses %s", (typed) => {
    expect(toE164(typed)).toBeNull();
  });

  it("keeps the typed form for display beside the E.164 form, and makes tel: and WhatsApp links", () => {
    const parsed = FactsFormSchema.parse(form({ phone: " 082  123 4567 ", whatsapp: "+27 82 765 4321" }));
    expect(parsed.phone).toEqual({ display: "082 123 4567", e164: "+27821234567" });
    expect(telHref(parsed.phone!)).toBe("tel:+27821234567");
    expect(whatsappHref(parsed.whatsapp!)).toBe("https://wa.me/27827654321");
  });
});

describe("the facts form", () => {
  it("reads empty optional fields as not set", () => {
    const parsed = FactsFormSchema.parse(form({ phone: "", whatsapp: "", spotsLeft: "" }));
    expect(parsed).toMatchObject({ phone: null, whatsapp: null, spotsLeft: null });
    expect(FactsFormSchema.parse(form({ spotsLeft: "0" })).spotsLeft).toBe(0);
  });

  it("says what is wrong with each field", () => {
    const result = FactsFormSchema.safeParse(
      form({ email: "not an address", phone: "12345", whatsapp: "call me", spotsLeft: "five" }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages.email).toBe("Enter an email address like hello@example.co.za.");
    expect(messages.phone).toMatch(/South African number \(082 123 4567\)/);
    expect(messages.whatsapp).toMatch(/international one starting with \+/);
    expect(messages.spotsLeft).toMatch(/whole number/);
    expect(FactsFormSchema.safeParse(form({ email: "" })).error!.issues[0].message).toBe(
      "Enter the email address the site shows.",
    );
  });

  it("round-trips the facts through the form", () => {
    expect(FactsFormSchema.parse(factsToForm(facts))).toEqual(facts);
  });
});

describe("fact tokens", () => {
  it("put each fact in the text", () => {
    expect(replaceFactTokens("Call {{phone}} or email {{ email }}.", facts)).toBe(
      "Call 082 123 4567 or email hello@kestreladvisory.co.za.",
    );
    expect(replaceFactTokens("Projects range from {{feeRange}}, fixed.", facts)).toBe(
      "Projects range from R15 000 to R85 000, fixed.",
    );
    expect(replaceFactTokens("Only {{spotsLeft}} spots left", facts)).toBe("Only 5 spots left");
  });

  it("leave an unknown token or an unset fact out, never showing braces", () => {
    const unset = { ...facts, phone: null, spotsLeft: null };
    expect(replaceFactTokens("Call us {{phone}} today.", unset)).toBe("Call us today.");
    expect(replaceFactTokens("Say {{nonsense}} hello", facts)).toBe("Say hello");
    expect(replaceFactTokens("{{spotsLeft}} left", unset)).toBe(" left");
    expect(replaceFactTokens("A {brace} stays", facts)).toBe("A {brace} stays");
  });

  it("are replaced through a whole page, which is left as it is when it has none", () => {
    const page = marketingPages.find((candidate) => candidate.path === "/services/smart-systems-and-ai")!;
    const shown = withFactsIn(page, facts);
    expect(JSON.stringify(shown)).not.toContain("{{");
    expect(JSON.stringify(shown)).toContain("Projects range from R15 000 to R85 000, depending");
    expect(JSON.stringify(page)).toContain("{{feeRange}}");
    const plain = marketingPages.find((candidate) => candidate.path === "/about")!;
    expect(withFactsIn(plain, facts)).toBe(plain);
  });

  it("that readers would not see are publishing problems, by section and field", () => {
    const page = {
      title: "Call {{phone}}",
      sections: [
        { id: "hero", kind: "hero", heading: "Only {{spotsLeft}} left", body: "Ask {{fax}}" },
        { id: "faq", kind: "faq", items: [{ question: "Fees?", answer: "{{feeRange}}" }] },
      ],
    };
    const problems = factTokenProblems(page, { ...facts, phone: null, spotsLeft: null });
    expect(problems).toEqual([
      { field: "title", message: expect.stringMatching(/"\{\{phone\}\}" shows the phone number, which is not set/) },
      { sectionId: "hero", field: "heading", message: expect.stringMatching(/spots left, which is not set/) },
      { sectionId: "hero", field: "body", message: expect.stringMatching(/"\{\{fax\}\}" is not a site fact/) },
    ]);
    expect(factTokenProblems(page, facts)).toHaveLength(1);
  });
});

describe("the menus", () => {
  it("seed from the typed navigation and pass their schema", () => {
    expect(SiteMenusSchema.parse(DEFAULT_MENUS)).toEqual(JSON.parse(JSON.stringify(DEFAULT_MENUS)));
  });

  it.each([
    ["/about", true],
    ["/about#team", true],
    ["https://example.co.za/page", true],
    ["mailto:hello@example.co.za", true],
    ["//evil.example", false],
    ["javascript:alert(1)", false],
    ["about", false],
    ["https://localhost", false],
  ])("takes %s as a link address: %s", (href, ok) => {
    expect(isLinkAddress(href)).toBe(ok);
  });

  it("say which field is wrong", () => {
    const broken = JSON.parse(JSON.stringify(DEFAULT_MENUS)) as typeof DEFAULT_MENUS;
    broken.footer[1].links[2].label = " ";
    broken.legal[0].href = "privacy";
    const result = SiteMenusSchema.safeParse(broken);
    const fields = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(fields).toEqual([
      ["footer.1.links.2.label", "Enter the link's words."],
      ["legal.0.href", expect.stringMatching(/starts with \/\) or enter an outside address/)],
    ]);
  });

  it("read back from the form's fields in order", () => {
    const data = new FormData();
    data.set("header.1.kind", "link");
    data.set("header.1.label", "Insights");
    data.set("header.1.href", "/insights");
    data.set("header.0.kind", "menu");
    data.set("header.0.label", "About");
    data.set("header.0.href", "/about");
    data.set("header.0.items.0.label", "FAQ");
    data.set("header.0.items.0.href", "/about/faq");
    data.set("header.0.items.0.description", "");
    data.set("callBar.label", "Book a call");
    data.set("version", "3");
    data.set("__proto__.polluted", "yes");
    expect(draftFromForm(data)).toEqual({
      header: [
        {
          kind: "menu",
          label: "About",
          href: "/about",
          items: [{ label: "FAQ", href: "/about/faq", description: "" }],
        },
        { kind: "link", label: "Insights", href: "/insights" },
      ],
      footer: [],
      legal: [],
      callBar: { label: "Book a call", button: "", href: "" },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("move, add and remove links, and put a removed one back", () => {
    const moved = applyMenuEdit(DEFAULT_MENUS, parseMenuEdit("move:header.4.items:2:up")!);
    expect(moved.header[4].kind === "menu" && moved.header[4].items.map((link) => link.label)).toEqual([
      "About us",
      "FAQ",
      "How we work",
    ]);
    expect(applyMenuEdit(DEFAULT_MENUS, parseMenuEdit("move:legal:0:up")!)).toEqual(DEFAULT_MENUS);
    expect(applyMenuEdit(DEFAULT_MENUS, parseMenuEdit("add:legal")!).legal).toHaveLength(3);
    expect(applyMenuEdit(DEFAULT_MENUS, parseMenuEdit("add:footer")!).footer[3]).toEqual({
      heading: "",
      links: [{ label: "", href: "" }],
    });
    const removed = removeItem(DEFAULT_MENUS, "footer.2.links", 0);
    expect(removed.footer[2].links[0].label).toBe("How we work");
    expect(insertItem(removed, "footer.2.links", 0, DEFAULT_MENUS.footer[2].links[0])).toEqual(DEFAULT_MENUS);
    expect(DEFAULT_MENUS.footer[2].links[0].label).toBe("About us");
  });

  it.each([
    "move:callBar:0:up",
    "move:header:x:up",
    "move:header:1:sideways",
    "remove:header",
    "add:header.0",
    "drop:legal:1",
  ])("refuse the edit %s", (value) => {
    expect(parseMenuEdit(value)).toBeNull();
  });

  it("compare as lines of text", () => {
    const lines = menuLines(DEFAULT_MENUS);
    expect(lines.header.split("\n")[0]).toBe("Services → /services");
    expect(lines.legal).toBe("Privacy Policy → /privacy-policy\nTerms of Use → /terms-of-use");
    expect(lines.callBar).toBe("Book a call: Book free call → /book");
  });
});

describe("the menus after a page moves", () => {
  const menus = structuredClone(DEFAULT_MENUS);
  menus.header[0] = {
    kind: "menu",
    label: "Services",
    href: "/services",
    items: [
      { label: "Automations", href: "/services/automations#pricing" },
      { label: "Automations FAQ", href: "/Services/Automations/?tab=faq" },
      { label: "Automations case", href: "/services/automations-case" },
      { label: "Elsewhere", href: "https://example.co.za/services/automations" },
    ],
  };
  menus.footer = [{ heading: "The firm", links: [{ label: "About", href: "/about" }] }];
  menus.callBar.href = "/services/automations";

  it("sends every link to the page to its new address, keeping the query and fragment, and says which fields", () => {
    const { menus: moved, fields } = menusAfterMove(menus, "/services/automations", "/services/automation");
    expect(fields).toEqual(["header.0.items.0.href", "header.0.items.1.href", "callBar.href"]);
    const items = moved.header[0].kind === "menu" ? moved.header[0].items.map((item) => item.href) : [];
    expect(items).toEqual([
      "/services/automation#pricing",
      "/services/automation?tab=faq",
      "/services/automations-case",
      "https://example.co.za/services/automations",
    ]);
    expect(moved.callBar.href).toBe("/services/automation");
    expect({ ...moved, header: moved.header.slice(1), callBar: null }).toEqual({
      ...menus,
      header: menus.header.slice(1),
      callBar: null,
    });
  });

  it("changes nothing when no link goes to the page", () => {
    expect(menusAfterMove(menus, "/about/team", "/team")).toEqual({ menus, fields: [] });
  });

  it("finds the links to a page in any case, with a trailing slash, query or fragment, and no other", () => {
    expect(menuLinksTo(menus, "/services/automations")).toEqual([
      { field: "header.0.items.0", label: "Automations", href: "/services/automations#pricing" },
      { field: "header.0.items.1", label: "Automations FAQ", href: "/Services/Automations/?tab=faq" },
      { field: "callBar", label: menus.callBar.button, href: "/services/automations" },
    ]);
    expect(menuLinksTo(menus, "/about/team")).toEqual([]);
    expect(menuLinksTo(menus, "/services/automations-case/more")).toEqual([]);
  });
});

describe("structured data", () => {
  it("describes the firm as an Organization from the facts", () => {
    const json = organizationJsonLd(facts, "https://example.co.za");
    expect(JSON.parse(json)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Kestrel Advisory",
      legalName: "Kestrel Advisory (Pty) Ltd",
      url: "https://example.co.za/",
      logo: "https://example.co.za/favicon.svg",
      email: "hello@kestreladvisory.co.za",
      telephone: "+27821234567",
      address: { "@type": "PostalAddress", addressCountry: "ZA" },
      sameAs: expect.arrayContaining(["https://www.linkedin.com/company/kestrel-advisory-za"]),
    });
    const withoutPhone = JSON.parse(
      organizationJsonLd({ ...facts, phone: null, address: "1 Long St, Cape Town" }, "https://x.co.za"),
    );
    expect(withoutPhone.telephone).toBeUndefined();
    expect(withoutPhone.address.streetAddress).toBe("1 Long St, Cape Town");
  });

  it("cannot end its script element early", () => {
    expect(
      organizationJsonLd({ ...facts, address: "</script><script>alert(1)</script>" }, "https://x.co.za"),
    ).not.toContain("</script>");
  });

  it("lists a page's breadcrumbs, and nothing for a page without", () => {
    const json = breadcrumbJsonLd(
      [
        { label: "Home", href: "/" },
        { label: "About", href: "/about" },
        { label: "FAQ", href: "/about/faq" },
      ],
      "https://example.co.za",
    );
    expect(JSON.parse(json!)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.co.za/" },
        { "@type": "ListItem", position: 2, name: "About", item: "https://example.co.za/about" },
        { "@type": "ListItem", position: 3, name: "FAQ", item: "https://example.co.za/about/faq" },
      ],
    });
    expect(breadcrumbJsonLd(undefined, "https://example.co.za")).toBeNull();
    expect(breadcrumbJsonLd([], "https://example.co.za")).toBeNull();
  });
});
