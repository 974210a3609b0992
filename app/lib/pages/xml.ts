/** Text made safe inside XML elements and attributes (the RSS feed and the sitemap). */
export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids (control characters other than tab, line feed and carriage return) are dropped.
  const allowed = Array.from(text)
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
    })
    .join("");
  return allowed
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
