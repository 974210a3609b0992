import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "~/lib/leads/csv";

describe("csvCell", () => {
  it("leaves plain text, numbers and booleans as they are", () => {
    expect(csvCell("Mokoena Logistics")).toBe("Mokoena Logistics");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(true)).toBe("true");
    expect(csvCell("Zoë Ndlovu")).toBe("Zoë Ndlovu");
  });

  it("writes null and undefined as empty cells", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes a cell with a comma, a quote or a line break, doubling inner quotes", () => {
    expect(csvCell("Cape Town, Western Cape")).toBe('"Cape Town, Western Cape"');
    expect(csvCell('The "best" plan')).toBe('"The ""best"" plan"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
  });

  it("quotes a cell with spaces at either end, so they survive", () => {
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '"\'=HYPERLINK(""http://evil.example"",""Click"")"'],
    ["=1+1", "'=1+1"],
    ["+27 82 123 4567", "'+27 82 123 4567"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tindented", "'\tindented"],
    ["\r=cmd", '"\'\r=cmd"'],
  ])("neutralises a cell a spreadsheet would run as a formula: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves formula characters alone when they are not at the start", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("name@example.co.za")).toBe("name@example.co.za");
    expect(csvCell("R3m-R10m")).toBe("R3m-R10m");
  });
});

describe("csvRow and toCsv", () => {
  it("joins cells with commas and ends every line with CRLF", () => {
    expect(csvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"');
    expect(
      toCsv([
        ["Name", "Email"],
        ["Thandi", "thandi@example.co.za"],
      ]),
    ).toBe("Name,Email\r\nThandi,thandi@example.co.za\r\n");
  });

  it("writes nothing for no rows", () => {
    expect(toCsv([])).toBe("");
  });
});
