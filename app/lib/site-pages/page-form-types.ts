/**
 * The page editor's form as plain data (ADR 059): the server walks each section's schema and sends these
 * descriptions, values and problems included, so that the browser draws the form without any schema module.
 * Every control is named by its path in the page: `sections.2.items.0.title`.
 */

/** A field's problem, as the schema or the publish check found it. */
type Common = { name: string; label: string; help?: string; error?: string };

export type ChoiceOption = { value: string; label: string };

export type FieldNode =
  | (Common & { type: "text" | "multiline" | "id" | "number"; value: string; required: boolean })
  | (Common & { type: "href"; value: string; required: boolean })
  | (Common & { type: "icon"; value: string; required: boolean; options: string[] })
  | (Common & {
      type: "image";
      value: { id: string; alt: string; decorative: boolean };
      /** the problems of the chosen image and of its text alternative */
      idError?: string;
      altError?: string;
    })
  | (Common & { type: "choice"; value: string; required: boolean; options: ChoiceOption[] })
  | (Common & { type: "toggle"; checked: boolean })
  | (Common & { type: "group"; optional: boolean; present: boolean; children: FieldNode[] })
  | (Common & { type: "list"; optional: boolean; itemLabel: string; items: FieldNode[] })
  | (Common & {
      type: "variants";
      optional: boolean;
      present: boolean;
      options: ChoiceOption[];
      chosen: string;
      children: FieldNode[];
    })
  | { type: "fixed"; name: string; value: string };

/** One section of the page as the editor shows it. */
export type SectionNode = {
  index: number;
  /** its card is drawn open: the editor had it open, or it has problems */
  open: boolean;
  kind: string;
  /** the kind's name in the editor, e.g. "FAQ" */
  kindLabel: string;
  /** a behaviour section: its words are edited here, what it does stays in code */
  behaviour: boolean;
  /** a few words that tell this section from the others: its heading or anchor */
  summary: string;
  fields: FieldNode[];
  /** what the schema finds wrong with it now; a draft may be incomplete */
  problems: { field?: string; message: string }[];
  /** a section the editor cannot draw (a kind or version this site does not know): kept as stored */
  unreadable?: { problem: string; stored: string };
};

/** A kind of section the page may hold, for "Add section". */
export type SectionKindOption = { kind: string; label: string; behaviour: boolean };

/** An image of the library an image field may show: its id, a small rendering and words to choose it by. */
export type ImageOption = { id: string; thumb: string; label: string };

/** A page of the site a link may point to. */
export type PageOption = { path: string; title: string };

/** A problem of the publish check as the editor lists it: where, what, and the field to go to. */
export type ListedProblem = { where: string; message: string; href: string };

/** A part of a comparison: words the same, removed or added. */
export type ComparedPart = { kind: "same" | "added" | "removed"; text: string } | { kind: "folded"; lines: number };

/** A refused save: who came first, when, and how their sections differ from the typed ones. */
export type PageConflictView = {
  version: number;
  savedBy: string | null;
  savedAt: string;
  changes: { field: string; parts: ComparedPart[] }[];
};

/** What the editor's loader sends. */
export type EditorLoaded = {
  page: {
    id: string;
    path: string;
    title: string;
    isPublished: boolean;
    pendingSavedAt: string | null;
    publishAt: string | null;
    publishAtInput: string;
    version: number;
    previewUrl: string | null;
  };
  late: boolean;
  sections: SectionNode[];
  kinds: SectionKindOption[];
  pages: PageOption[];
  images: ImageOption[];
};

/** What the editor's action answers when it does not redirect. */
export type EditorAnswer =
  | {
      kind: "draft";
      sections: SectionNode[];
      version: number;
      /** tells one answer from the next: the form is drawn anew from each */
      stamp: number;
      /** the id of the element the keyboard goes to */
      focus?: string;
      removed?: { index: number; label: string; section: string };
      problems?: { heading: string; items: ListedProblem[] };
      conflict?: PageConflictView;
      message?: string;
      scheduleError?: string;
    }
  | { kind: "confirm-discard"; version: number }
  | { kind: "message"; message: string }
  | { kind: "preview"; url: string };
