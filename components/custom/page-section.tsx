import type { InfoSection } from '@/content/pages/types';

/**
 * The parts of an InfoSection the custom-order page uses (paragraphs, items, steps, table, note), in the order
 * content/pages/types.ts gives. The heading is rendered by the caller, which places the section.
 */
export function SectionBody({ section }: { section: InfoSection }) {
  return (
    <>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-3 text-ink">
          {p}
        </p>
      ))}
      {section.items && (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink marker:text-oak">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.steps && (
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {section.steps.map((step, i) => (
            <li key={step.title} className="rounded-card bg-white p-6 shadow-card">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-walnut font-serif text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      )}
      {section.table && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{section.table.caption}</caption>
          <thead>
            <tr className="border-b border-sand">
              {section.table.columns.map((c) => (
                <th key={c} scope="col" className="py-2 pr-3 font-semibold text-bark">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.table.rows.map((row) => (
              <tr key={row.join('|')} className="border-b border-sand last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal text-ink">
                  {row[0]}
                </th>
                {row.slice(1).map((cell, i) => (
                  <td key={i} className="py-2 font-semibold whitespace-nowrap text-walnut-dark">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {section.note && <p className="mt-4 rounded-lg bg-linen p-3 text-sm text-ink">{section.note}</p>}
    </>
  );
}
