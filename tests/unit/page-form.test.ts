/**
 * The page editor's form (ADR 059): every section of every page drawn as field descriptions and read back from
 * the form those fields post, unchanged; problems beside their fields; the structural buttons (sections and list
 * items moved, added, removed, duplicated, brought back); a draft kept as typed, even incomplete.
 */
import { describe, expect, it } from "vitest";
import { marketingPages } from "~/content/pages";
import { storePage } from "~/content/pages/schema/stored-page";
import { describeDraft } from "~/lib/site-pages/page-editor.server";
import {
  applyIntent,
  draftFromContent,
  isStructuralIntent,
  readDraft,
  storedSections,
  type DraftSection,
} from "~/lib/site-pages/page-form.server";
import type { FieldNode, SectionNode } from "~/lib/site-pages/page-form-types";

const PAGES = new Set(marketingPages.map((page) => page.path));

/** What the browser posts for these fields, as the editor's controls draw them. */
function entries(node: FieldNode, into: [string, string][]): void {
  switch (node.type) {
    case "fixed":
      return;
    case "href":
      if (PAGES.has(node.value)) into.push([`${node.name}.$page`, node.value], [node.name, ""]);
      else into.push([`${node.name}.$page`, "$other"], [node.name, node.value]);
      return;
    case "toggle":
      if (node.checked) into.push([node.name, "on"]);
      return;
    case "image":
      into.push([`${node.name}.id`, node.value.id], [`${node.name}.alt`, node.value.alt]);
      if (node.value.decorative) into.push([`${node.name}.decorative`, "on"]);
      return;
    case "group":
      if (!node.present) return;
      if (node.optional) into.push([`${node.name}.$on`, "1"]);
      for (const child of node.children) entries(child, into);
      return;
    case "list":
      into.push([`${node.name}.$n`, String(node.items.length)]);
      for (const item of node.items) entries(item, into);
      return;
    case "variants":
      if (!node.present) return;
      if (node.optional) into.push([`${node.name}.$on`, "1"]);
      into.push([`${node.name}.kind`, node.chosen]);
      for (const child of node.children) entries(child, into);
      return;
    default:
      into.push([node.name, node.value]);
  }
}

function formOf(sections: SectionNode[], extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("sections.$n", String(sections.length));
  for (const section of sections) {
    if (section.unreadable) {
      form.set(`sections.${section.index}.$stored`, section.unreadable.stored);
      form.set(`sections.${section.index}.$problem`, section.unreadable.problem);
      continue;
    }
    form.set(`sections.${section.index}.$kind`, section.kind);
    const pairs: [string, string][] = [];
    for (const field of section.fields) entries(field, pairs);
    for (const [name, value] of pairs) form.append(name, value);
  }
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

const roundTrip = (draft: DraftSection[], extra: Record<string, string> = {}) =>
  readDraft(formOf(describeDraft(draft), extra));

/** A field's description by its name. */
function find(nodes: FieldNode[], name: string): FieldNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const children =
      node.type === "group" || node.type === "variants" ? node.children : node.type === "list" ? node.items : [];
    const found = find(children, name);
    if (found) return found;
  }
  return undefined;
}

const homeDraft = () => draftFromContent(storePage(marketingPages.find((page) => page.path === "/")!));
const faqDraft = () => draftFromContent(storePage(marketingPages.find((page) => page.path === "/about/faq")!));

describe("the form generated from the section schemas", () => {
  it.each(marketingPages.map((page) => [page.path, page] as const))(
    "reads %s back from its own form unchanged",
    (_path, page) => {
      const stored = storePage(page);
      const draft = draftFromContent(stored);
      expect(storedSections(roundTrip(draft))).toEqual(stored.sections);
    },
  );

  it("draws each kind of field from its schema and its label from fieldMeta", () => {
    const [hero] = describeDraft(homeDraft());
    expect(hero).toMatchObject({ kind: "hero", kindLabel: "Hero", behaviour: false, problems: [] });
    expect(find(hero.fields, "sections.0.heading")).toMatchObject({ type: "text", label: "Heading", required: true });
    expect(find(hero.fields, "sections.0.intro")).toMatchObject({ type: "multiline", label: "Intro" });
    expect(find(hero.fields, "sections.0.id")).toMatchObject({ type: "id", label: "Anchor" });
    expect(find(hero.fields, "sections.0.actions")).toMatchObject({
      type: "list",
      label: "Buttons",
      itemLabel: "Button",
    });
    expect(find(hero.fields, "sections.0.actions.0.href")).toMatchObject({ type: "href", label: "Address" });
    expect(find(hero.fields, "sections.0.actions.0.emphasis")).toMatchObject({ type: "choice", label: "Style" });
    const faq = describeDraft(faqDraft()).find((section) => section.kind === "faq")!;
    expect(find(faq.fields, `sections.${faq.index}.tone`)).toMatchObject({
      type: "choice",
      label: "Background",
      required: false,
    });
    expect(find(faq.fields, `sections.${faq.index}.allowMultiple`)).toMatchObject({ type: "toggle" });
    const cards = describeDraft(homeDraft()).find((section) => section.kind === "cardGrid")!;
    const icon = find(cards.fields, `sections.${cards.index}.cards.0.icon`);
    expect(icon).toMatchObject({ type: "icon", label: "Icon" });
    expect(icon?.type === "icon" && icon.options).toContain("rocket");
  });

  it("marks behaviour sections and draws their words", () => {
    const draft = draftFromContent(
      storePage(marketingPages.find((page) => page.sections.some((section) => section.kind === "roiCalculator"))!),
    );
    const roi = describeDraft(draft).find((section) => section.kind === "roiCalculator")!;
    expect(roi.behaviour).toBe(true);
    expect(find(roi.fields, `sections.${roi.index}.copy.heading`)).toMatchObject({ type: "text", label: "Heading" });
  });

  it("keeps an incomplete draft as typed and shows each problem beside its field", () => {
    const form = formOf(describeDraft(faqDraft()));
    const faqIndex = faqDraft().findIndex((section) => section.kind === "faq");
    form.set(`sections.${faqIndex}.items.0.answer`, "");
    form.set(`sections.${faqIndex}.id`, "Not An Id");
    const draft = readDraft(form);
    const faq = draft[faqIndex];
    expect("data" in faq && (faq.data.items as { answer: string }[])[0].answer).toBe("");
    const node = describeDraft(draft)[faqIndex];
    expect(find(node.fields, `sections.${faqIndex}.items.0.answer`)).toMatchObject({ error: "Required." });
    expect(
      find(node.fields, `sections.${faqIndex}.id`)?.type === "id" && find(node.fields, `sections.${faqIndex}.id`),
    ).toMatchObject({
      value: "Not An Id",
      error: expect.stringContaining("lower-case"),
    });
    expect(node.problems.length).toBe(2);
  });

  it("reads a number that is not one as typed, and an empty optional field as absent", () => {
    const draft = homeDraft();
    const form = formOf(describeDraft(draft));
    const cardIndex = draft.findIndex((section) => section.kind === "cardGrid");
    form.set(`sections.${cardIndex}.eyebrow`, "   ");
    const read = readDraft(form)[cardIndex];
    expect("data" in read && "eyebrow" in read.data).toBe(false);
  });

  it("takes an address chosen from the site's pages over the typed one, and an outside address as typed", () => {
    const form = formOf(describeDraft(homeDraft()));
    form.set("sections.0.actions.0.href.$page", "/contact");
    form.set("sections.0.actions.0.href", "https://ignored.example");
    form.set("sections.0.actions.1.href.$page", "$other");
    form.set("sections.0.actions.1.href", "tel:+27215550123");
    const [hero] = readDraft(form);
    const actions = "data" in hero ? (hero.data.actions as { href: string }[]) : [];
    expect(actions[0].href).toBe("/contact");
    expect(actions[1].href).toBe("tel:+27215550123");
  });

  it("keeps a section it cannot read as stored, with its problem", () => {
    const stored = storePage(marketingPages[0]);
    stored.sections.push({ kind: "hologram", version: 1, data: { id: "future" } });
    const draft = draftFromContent(stored);
    const nodes = describeDraft(draft);
    expect(nodes.at(-1)).toMatchObject({
      kind: "hologram",
      unreadable: { problem: expect.stringContaining("hologram") },
    });
    expect(storedSections(roundTrip(draft)).at(-1)).toEqual({ kind: "hologram", version: 1, data: { id: "future" } });
  });
});

describe("the structural buttons", () => {
  const kinds = (draft: DraftSection[]) => draft.map((section) => section.kind);

  it("moves a section up and down, the focus on the moved section's button", () => {
    const draft = homeDraft();
    const before = kinds(draft);
    const up = applyIntent(draft, "section-up:2");
    expect(kinds(up.draft)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
    expect(up.focus).toBe("btn-section-up:1");
    const top = applyIntent(up.draft, "section-up:1");
    expect(top.focus).toBe("btn-section-down:0");
    const down = applyIntent(draft, "section-down:1");
    expect(kinds(down.draft)).toEqual(kinds(up.draft));
    expect(down.focus).toBe("btn-section-down:2");
    expect(applyIntent(draft, `section-down:${draft.length - 1}`).draft).toBe(draft);
  });

  it("adds a section of any kind with a unique anchor, and duplicates one under a new anchor", () => {
    const draft = homeDraft();
    const form = new FormData();
    form.set("addKind", "quotes");
    const added = applyIntent(draft, "section-add", form);
    expect(added.draft.at(-1)).toMatchObject({
      kind: "quotes",
      open: true,
      data: { kind: "quotes", id: "quotes", heading: "", quotes: [{ quote: "", name: "", role: "" }] },
    });
    expect(added.focus).toBe(`section-${draft.length}`);
    const again = applyIntent(added.draft, "section-add", form);
    const last = again.draft.at(-1)!;
    expect("data" in last && last.data.id).toBe("quotes-2");
    const copy = applyIntent(draft, "section-duplicate:0");
    expect(copy.draft).toHaveLength(draft.length + 1);
    expect("data" in copy.draft[1] && copy.draft[1].data.id).toBe(`${"data" in draft[0] ? draft[0].data.id : ""}-copy`);
    form.set("addKind", "nothing");
    expect(applyIntent(draft, "section-add", form).draft).toBe(draft);
  });

  it("removes a section and brings it back with Undo", () => {
    const draft = homeDraft();
    const removed = applyIntent(draft, "section-remove:1");
    expect(removed.draft).toHaveLength(draft.length - 1);
    expect(removed.removed).toMatchObject({ index: 1, label: expect.any(String) });
    const form = new FormData();
    form.set("$undo.index", "1");
    form.set("$undo.section", JSON.stringify(removed.removed!.section));
    const back = applyIntent(removed.draft, "section-undo", form);
    expect(storedSections(back.draft)).toEqual(storedSections(draft));
  });

  it("adds, removes and reorders a list's items, and adds and removes an optional group", () => {
    const draft = faqDraft();
    const at = draft.findIndex((section) => section.kind === "faq");
    const items = (d: DraftSection[]) => ("data" in d[at] ? (d[at].data.items as { question: string }[]) : []);
    const count = items(draft).length;
    const added = applyIntent(draft, `item-add:sections.${at}.items`);
    expect(items(added.draft)).toHaveLength(count + 1);
    expect(items(added.draft).at(-1)).toEqual({ question: "", answer: "" });
    expect(added.focus).toBe(`sections.${at}.items.${count}-item`);
    const moved = applyIntent(draft, `item-down:sections.${at}.items.0`);
    expect(items(moved.draft)[1]).toEqual(items(draft)[0]);
    expect(moved.focus).toBe(`btn-item-down:sections.${at}.items.1`);
    const removed = applyIntent(draft, `item-remove:sections.${at}.items.0`);
    expect(items(removed.draft)).toEqual(items(draft).slice(1));
    // The original is untouched by every change.
    expect(items(draft)).toHaveLength(count);

    const hero = homeDraft();
    const grouped = applyIntent(hero, "group-add:sections.0.media");
    expect("data" in grouped.draft[0] && grouped.draft[0].data.media).toMatchObject({ kind: "video", webm: "" });
    const ungrouped = applyIntent(grouped.draft, "group-remove:sections.0.media");
    expect("data" in ungrouped.draft[0] && "media" in ungrouped.draft[0].data).toBe(false);
  });

  it("adds a hero's picture from the library with its alt text, or marked decorative, and takes it away", () => {
    const hero = homeDraft();
    expect(find(describeDraft(hero)[0].fields, "sections.0.panel")).toMatchObject({
      type: "variants",
      optional: true,
      present: false,
      children: [],
    });
    const added = applyIntent(hero, "group-add:sections.0.panel");
    expect(added.focus).toBe("sections.0.panel-legend");
    // The first kind is the dashboard; the editor chooses the picture and applies it.
    const form = formOf(describeDraft(added.draft));
    form.set("sections.0.panel.kind", "image");
    const picture = readDraft(form);
    const [node] = describeDraft(picture);
    expect(find(node.fields, "sections.0.panel.image")).toMatchObject({
      type: "image",
      label: "Picture",
      value: { id: "", alt: "", decorative: false },
      idError: "Choose an image from the library.",
      altError: "Describe the image for people who cannot see it, or mark it decorative.",
    });

    const id = "7d3c2a9e-1b4f-4c8d-9e2a-5f6b7c8d9e0f";
    const chosen = formOf(describeDraft(picture));
    chosen.set("sections.0.panel.image.id", id);
    chosen.set("sections.0.panel.image.alt", "Two owners at a whiteboard");
    const read = readDraft(chosen);
    expect("data" in read[0] && read[0].data.panel).toEqual({
      kind: "image",
      image: { id, alt: "Two owners at a whiteboard", decorative: false },
    });
    expect(describeDraft(read)[0].problems).toEqual([]);

    chosen.set("sections.0.panel.image.alt", "");
    chosen.set("sections.0.panel.image.decorative", "on");
    const decorative = readDraft(chosen);
    expect("data" in decorative[0] && decorative[0].data.panel).toEqual({
      kind: "image",
      image: { id, alt: "", decorative: true },
    });
    expect(describeDraft(decorative)[0].problems).toEqual([]);

    const removed = applyIntent(decorative, "group-remove:sections.0.panel");
    expect("data" in removed.draft[0] && "panel" in removed.draft[0].data).toBe(false);
    expect(storedSections(roundTrip(removed.draft))).toEqual(storedSections(hero));
  });

  it("tells structural intents from saving ones", () => {
    expect(["section-up:1", "item-add:sections.0.items", "group-add:x", "refresh:y"].every(isStructuralIntent)).toBe(
      true,
    );
    expect(["save", "publish", "schedule", "discard"].some(isStructuralIntent)).toBe(false);
  });
});
