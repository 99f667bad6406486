import clsx from 'clsx';
import { ArrowRight, Info } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { InfoLink, InfoSection as InfoSectionData, InfoTable } from '@/content/pages/types';
import { RichText } from './rich-text';
import { SmartLink } from './smart-link';

/**
 * Where a section's body sits: `column` beside a table of contents, `wide` across the page (cards and steps spread
 * out), `card` inside a white card (a plain table, no card within the card). Text keeps a readable line length.
 */
export type SectionLayout = 'column' | 'wide' | 'card';

/** One section of an information page: a heading anyone can link to, then its body. */
export function InfoSection({ section, wide = false }: { section: InfoSectionData; wide?: boolean }) {
  const { id, heading } = section;
  return (
    <section id={id} className="scroll-mt-4">
      <h2 className="text-2xl font-bold sm:text-3xl">
        <a href={`#${id}`} className="group hover:text-walnut">
          {heading}
          <span aria-hidden="true" className="ml-2 text-oak opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            #
          </span>
        </a>
      </h2>
      <InfoSectionBody section={section} layout={wide ? 'wide' : 'column'} />
    </section>
  );
}

/** A section's parts in the order content/pages/types.ts documents; the caller places the heading. */
export function InfoSectionBody({ section, layout = 'column' }: { section: InfoSectionData; layout?: SectionLayout }) {
  const { id, paragraphs, items, points, steps, table, links, note } = section;
  const wide = layout === 'wide';
  return (
    <>

      {paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-4 max-w-3xl leading-relaxed text-ink">
          <RichText text={paragraph} />
        </p>
      ))}

      {items && (
        <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-5 leading-relaxed text-ink marker:text-oak">
          {items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )}

      {points && (
        <ul className={clsx('mt-6 grid gap-4 sm:grid-cols-2', wide && 'lg:grid-cols-4')}>
          {points.map((point) => (
            <li key={point.title} className="rounded-card border border-sand/70 bg-white p-5 shadow-card">
              <h3 className="text-lg font-semibold">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-ink">
                <RichText text={point.text} />
              </p>
            </li>
          ))}
        </ul>
      )}

      {steps && (
        <ol className={clsx('mt-6 grid gap-5', wide && 'lg:grid-cols-2 lg:gap-x-12 lg:gap-y-8')}>
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-walnut font-serif text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 leading-relaxed text-ink">
                  <RichText text={step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}

      {table && <InfoTableView id={`${id}-table`} table={table} framed={layout !== 'card'} />}

      {links && (
        <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {links.map((link) => (
            <li key={link.href}>
              <SectionLink link={link} />
            </li>
          ))}
        </ul>
      )}

      {note && (
        <p className="mt-6 flex max-w-3xl gap-3 rounded-lg border-l-4 border-oak bg-linen px-4 py-3 text-sm leading-relaxed text-ink">
          <Icon node={Info} className="mt-0.5 size-4 shrink-0 text-walnut" />
          <span>
            <RichText text={note} />
          </span>
        </p>
      )}
    </>
  );
}

function SectionLink({ link }: { link: InfoLink }) {
  return (
    <>
      <SmartLink
        href={link.href}
        className="inline-flex items-center gap-1.5 font-semibold text-walnut underline-offset-4 hover:text-walnut-dark hover:underline"
      >
        {link.label}
        <Icon node={ArrowRight} className="size-4" />
      </SmartLink>
      {link.description && <p className="text-sm text-muted">{link.description}</p>}
    </>
  );
}

/**
 * A small data table. Tables of more than two columns do not fit a phone: there, the same rows show as a list of
 * cards (one per row, each cell labelled with its column) and the table is hidden, so nothing is read twice.
 */
function InfoTableView({ id, table, framed }: { id: string; table: InfoTable; framed: boolean }) {
  const captionId = `${id}-caption`;
  const stackOnPhones = table.columns.length > 2;
  return (
    <>
      {stackOnPhones && <StackedTable table={table} />}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={clsx(
          'mt-6 max-w-3xl overflow-x-auto',
          framed && 'rounded-card border border-sand bg-white shadow-card',
          stackOnPhones && 'hidden sm:block',
        )}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption id={captionId} className="px-4 pt-4 pb-3 text-left font-semibold text-bark">
            {table.caption}
          </caption>
          <thead className="bg-linen text-bark">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 align-bottom font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand/70">
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-4 py-3 align-top font-semibold text-bark">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3 align-top text-ink">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The phone layout of a wide table: a titled list of cards, one per row. */
function StackedTable({ table }: { table: InfoTable }) {
  const [, ...otherColumns] = table.columns;
  return (
    <div className="mt-6 sm:hidden">
      <p className="font-semibold text-bark">{table.caption}</p>
      <ul className="mt-3 space-y-3">
        {table.rows.map((row) => {
          const [first, ...rest] = row;
          return (
            <li key={row.join('|')} className="rounded-card border border-sand bg-white p-4 shadow-card">
              <p className="font-semibold text-bark">
                <span className="sr-only">{table.columns[0]}: </span>
                {first}
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {rest.map((cell, i) => (
                  <div key={otherColumns[i]} className="contents">
                    <dt className="text-muted">{otherColumns[i]}</dt>
                    <dd className="text-ink">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
