import type { LegalBlock, LegalDocument } from "~/content/legal/types";
import { sectionControls } from "~/content/site-chrome";

/** A legal page's text: title, last-updated line, contents and numbered sections (LegalDocumentView wraps it). */
export function LegalText({ document }: { document: LegalDocument }) {
  return (
    <>
      <header className="border-b border-line bg-sand">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <h1 className="font-display text-4xl font-semibold text-brand-900 sm:text-5xl">{document.title}</h1>
          <p className="mt-3 text-sm text-muted">
            {sectionControls.legal.lastUpdated}
            {document.lastUpdated}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="prose-legal">
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <nav aria-label={sectionControls.legal.contents} className="my-10 rounded-lg border border-line bg-white p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">
            {sectionControls.legal.contents}
          </h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-800 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-legal">
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>
                {index + 1}. {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div
          className="my-6 overflow-x-auto rounded-lg border border-line"
          role="region"
          aria-label={block.caption}
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-sand">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold text-brand-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-line align-top">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" className="px-4 py-3 font-medium text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} className="px-4 py-3 text-ink">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
