import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/insights/markdown.server";

describe("renderMarkdown", () => {
  it("renders headings, starting at h2 because the page's title is the h1", () => {
    const html = renderMarkdown("# Title\n\n## Section\n\n### Detail");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<h3>Detail</h3>");
    expect(html).not.toContain("<h1");
  });

  it("renders bulleted and numbered lists", () => {
    const html = renderMarkdown("- one\n- two\n\n1. first\n2. second");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  });

  it("renders tables", () => {
    const html = renderMarkdown("| Price | Margin |\n|---|---|\n| +5% | R35 |");
    expect(html).toContain("<table>");
    expect(html).toContain("<th>Price</th>");
    expect(html).toContain("<td>R35</td>");
  });

  it("keeps single line breaks", () => {
    expect(renderMarkdown("first line\nsecond line")).toMatch(/first line<br \/>\s*second line/);
  });

  it("keeps emphasis, quotes and code", () => {
    const html = renderMarkdown("**bold** and *soft*\n\n> quoted\n\n`code`");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
    expect(html).toContain("<code>code</code>");
  });

  it("drops script elements and their code", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> world');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert");
    expect(html).toContain("Hello");
  });

  it("drops event handler attributes", () => {
    const html = renderMarkdown('<img src="https://example.com/a.png" onerror="alert(1)" alt="chart">');
    expect(html).not.toMatch(/onerror/i);
    expect(html).toContain('src="https://example.com/a.png"');
  });

  it("drops javascript: and data: links", () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">two</a> [data](data:text/html;base64,PHNjcmlwdD4=)',
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/href="data:/i);
    expect(html).toContain("click");
  });

  it("drops iframes, style attributes and style elements", () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p><style>body{display:none}</style>',
    );
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toContain("display:none");
    expect(html).toContain("styled");
  });

  it("opens external links safely and leaves internal links alone", () => {
    const html = renderMarkdown("[out](https://example.com/page) and [in](/contact)");
    expect(html).toMatch(/<a href="https:\/\/example.com\/page"[^>]*rel="noopener noreferrer nofollow"/);
    expect(html).toMatch(/<a href="https:\/\/example.com\/page"[^>]*target="_blank"/);
    expect(html).toContain('<a href="/contact">in</a>');
  });

  it("shows typed angle brackets in text as text", () => {
    const html = renderMarkdown("Margins < 10% need attention");
    expect(html).toContain("&lt; 10%");
  });
});
