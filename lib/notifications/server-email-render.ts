// An email from the shop's server, written once as blocks (paragraphs, sections of lines or label/value pairs, a
// link) and rendered twice: as plain text and as simple HTML in which every value is escaped, since much of what
// an email shows was typed by a person (a name, an address, a customisation, a message). Pure.

export type Body =
  | { type: 'lines'; lines: readonly string[] }
  | { type: 'pairs'; rows: readonly (readonly [string, string])[] }
  /** Text a person wrote, kept with its line breaks. */
  | { type: 'quote'; text: string };

export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'section'; heading: string; body: Body }
  | { type: 'link'; label: string; url: string };

export interface EmailParts {
  subject: string;
  blocks: readonly Block[];
  /** Small print under a line: the shop's contact details. */
  footer: readonly string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in HTML, between tags or inside a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A subject is one header line: any line break a person typed into it becomes a space. */
export function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

function bodyText(body: Body): string {
  switch (body.type) {
    case 'lines':
      return body.lines.join('\n');
    case 'pairs':
      return body.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return body.text.replace(/\r\n?/g, '\n').trim();
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'section':
      return `${block.heading}\n${bodyText(block.body)}`;
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

const withBreaks = (text: string) => escapeHtml(text.replace(/\r\n?/g, '\n').trim()).replace(/\n/g, '<br>');

const style = {
  body: 'margin:0;padding:24px;background:#faf6f0;color:#2b2118;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5',
  card: 'max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px',
  p: 'margin:0 0 16px',
  h2: 'margin:24px 0 8px;font-size:16px',
  table: 'border-collapse:collapse;margin:0 0 16px',
  label: 'padding:2px 16px 2px 0;vertical-align:top;color:#5c4b3b',
  quote: 'margin:0 0 16px;padding:8px 12px;border-left:3px solid #c8b49a',
  link: 'color:#7a4a1f',
  footer: 'margin:24px 0 0;padding-top:16px;border-top:1px solid #e5dccf;color:#5c4b3b;font-size:13px',
};

function bodyHtml(body: Body): string {
  switch (body.type) {
    case 'lines':
      return `<p style="${style.p}">${body.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'pairs':
      return `<table role="presentation" style="${style.table}">${body.rows
        .map(([label, value]) => `<tr><td style="${style.label}">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="${style.quote}">${withBreaks(body.text)}</blockquote>`;
  }
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${style.p}">${escapeHtml(block.text)}</p>`;
    case 'section':
      return `<h2 style="${style.h2}">${escapeHtml(block.heading)}</h2>${bodyHtml(block.body)}`;
    case 'link':
      return `<p style="${style.p}"><a href="${escapeHtml(block.url)}" style="${style.link}">${escapeHtml(block.label)}</a></p>`;
  }
}

export function renderEmail({ subject, blocks, footer }: EmailParts): RenderedEmail {
  const title = oneLine(subject);
  const text = [...blocks.map(blockText), footer.join('\n')].join('\n\n') + '\n';
  const html =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="${style.body}"><div style="${style.card}">${blocks.map(blockHtml).join('')}` +
    `<p style="${style.footer}">${footer.map(escapeHtml).join('<br>')}</p></div></body></html>`;
  return { subject: title, text, html };
}
