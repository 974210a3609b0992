import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { originFrom, pageMeta, SOCIAL_CARD, staticPageMeta } from "~/lib/pages/meta";

function tags(meta: ReturnType<typeof pageMeta>) {
  const byKey = new Map<string, string>();
  for (const tag of meta) {
    const record = tag as Record<string, string>;
    if ("title" in record) byKey.set("title", record.title);
    else if (record.tagName === "link") byKey.set(`link:${record.rel}`, record.href);
    else byKey.set(record.property ?? record.name, record.content);
  }
  return byKey;
}

describe("pageMeta", () => {
  const meta = tags(
    pageMeta({ title: "Services", description: "What we do.", path: "/services", origin: "https://www.example.co.za" }),
  );

  test("titles the page with the firm's name, and gives its canonical address from the public origin", () => {
    expect(meta.get("title")).toBe("Services | Kestrel Advisory");
    expect(meta.get("link:canonical")).toBe("https://www.example.co.za/services");
    expect(meta.get("description")).toBe("What we do.");
  });

  test("Open Graph and Twitter tags repeat the title, description and address, with the card picture", () => {
    expect(meta.get("og:title")).toBe("Services | Kestrel Advisory");
    expect(meta.get("og:description")).toBe("What we do.");
    expect(meta.get("og:url")).toBe("https://www.example.co.za/services");
    expect(meta.get("og:type")).toBe("website");
    expect(meta.get("og:locale")).toBe("en_ZA");
    expect(meta.get("og:image")).toBe("https://www.example.co.za/media/social-card.jpg");
    expect(meta.get("og:image:width")).toBe("1200");
    expect(meta.get("og:image:height")).toBe("630");
    expect(meta.get("og:image:alt")).toBeTruthy();
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
    expect(meta.get("robots")).toBeUndefined();
  });

  test("the home page's title is the firm's name alone; an article and a private page say so", () => {
    expect(tags(pageMeta({ title: "Kestrel Advisory", description: "d", path: "/", origin: "" })).get("title")).toBe(
      "Kestrel Advisory",
    );
    expect(
      tags(pageMeta({ title: "A post", description: "d", path: "/insights/a", origin: "", type: "article" })).get(
        "og:type",
      ),
    ).toBe("article");
    expect(
      tags(pageMeta({ title: "Admin", description: "d", path: "/admin", origin: "", noIndex: true })).get("robots"),
    ).toBe("noindex, nofollow");
  });

  test("the card picture is the committed file, at the size the tags state", () => {
    const file = fs.readFileSync(path.resolve("public", SOCIAL_CARD.path.slice(1)));
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The JPEG's frame header (SOF0 or SOF2) holds its height and width.
    const frame = file.findIndex(
      (byte, index) => byte === 0xff && (file[index + 1] === 0xc0 || file[index + 1] === 0xc2),
    );
    expect(file.readUInt16BE(frame + 5)).toBe(SOCIAL_CARD.height);
    expect(file.readUInt16BE(frame + 7)).toBe(SOCIAL_CARD.width);
  });
});

describe("originFrom", () => {
  test("reads the public origin from the root route's data, or none", () => {
    expect(originFrom([{ id: "root", loaderData: { origin: "https://x.co.za" } }, { id: "page" }])).toBe(
      "https://x.co.za",
    );
    expect(originFrom([undefined])).toBe("");
  });
});

describe("staticPageMeta", () => {
  test("is pageMeta with the origin the root loader gives", () => {
    const matches = [
      { id: "root", loaderData: { origin: "https://www.kestreladvisory.co.za" } },
      { id: "routes/x", loaderData: {} },
    ];
    const fields = { title: "Email outbox", description: "Emails waiting.", path: "/admin/outbox", noIndex: true };
    expect(staticPageMeta(fields)({ matches })).toEqual(
      pageMeta({ ...fields, origin: "https://www.kestreladvisory.co.za" }),
    );
    expect(staticPageMeta(fields)({ matches })).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.kestreladvisory.co.za/admin/outbox",
    });
  });
});
