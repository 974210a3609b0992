import { describe, expect, test } from "vitest";
import { pageUrl } from "~/lib/runtime/page-url";

const at = (url: string) => pageUrl(new Request(url)).href;

describe("pageUrl", () => {
  test("a page's own address is left as it is", () => {
    expect(at("http://localhost/contact?service=automations")).toBe("http://localhost/contact?service=automations");
    expect(at("http://localhost/")).toBe("http://localhost/");
  });

  test("a client-side request for a page's data stands for the page", () => {
    expect(at("http://localhost/insights.data?page=2&_routes=routes%2Finsights%2Flist")).toBe(
      "http://localhost/insights?page=2",
    );
    expect(at("http://localhost/_.data")).toBe("http://localhost/");
    expect(at("http://localhost/who-we-help/_.data?_routes=root")).toBe("http://localhost/who-we-help/");
    expect(at("http://localhost/admin/leads.data?status=new")).toBe("http://localhost/admin/leads?status=new");
  });

  test("only the suffix React Router adds is taken off", () => {
    expect(at("http://localhost/files/report.data.csv")).toBe("http://localhost/files/report.data.csv");
  });
});
