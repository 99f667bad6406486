import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCssOnce, withStylesheetOnce } from './inline-css-once.mjs';

// A page as Next 16.4 exports it with inlineCss: the <style>, then the page data repeating its text in two rows
// (0x1c bytes: the "é" is two), one for the layout and one for the error page.
const css = 'a{color:red}b::after{content:"é"}';
/** A row of page data as Next writes it into the HTML: a string literal with `<`, `>` and `&` escaped. */
const push = (data: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(data).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}])</script>`;
const page = [
  `<html><head><style data-precedence="next" data-href="/_next/static/chunks/site.css">${css}</style></head><body>`,
  push(`1:"$Sreact.fragment"\n2:T22,${css}`),
  push(`0:["$","style",null,{"href":"/_next/static/chunks/site.css","children":"$2"}]\n2c:T22,${css}`),
  push('3:["$","p",null,{"children":"a{color:red} is text a shopper reads"}]\n'),
  '</body></html>',
].join('');

describe("leaving the stylesheet's text in the page once", () => {
  it("empties both rows of the page data that repeat the <style>, and keeps the <style> and every other row", () => {
    const { html, emptied } = withStylesheetOnce(page);
    expect(emptied).toBe(2);
    expect(html.split('a{color:red}b::after').length - 1).toBe(1);
    expect(html).toContain(`<style data-precedence="next" data-href="/_next/static/chunks/site.css">${css}</style>`);
    expect(html).toContain(push('1:"$Sreact.fragment"\n2:T0,'));
    expect(html).toContain(push('0:["$","style",null,{"href":"/_next/static/chunks/site.css","children":"$2"}]\n2c:T0,'));
    expect(html).toContain(push('3:["$","p",null,{"children":"a{color:red} is text a shopper reads"}]\n'));
  });

  it('keeps text in the changed data that would end the <script> escaped', () => {
    const withTag = page.replace(push(`1:"$Sreact.fragment"\n2:T22,${css}`), push(`1:"</script><b>"\n2:T22,${css}`));
    const { html } = withStylesheetOnce(withTag);
    expect(html).toContain(push('1:"</script><b>"\n2:T0,'));
    expect(html).toContain('\\u003c/script\\u003e\\u003cb\\u003e');
  });

  it('leaves a row alone whose length is not the stylesheet’s, and a page without an inline stylesheet', () => {
    const otherLength = page.replaceAll(':T22,', ':T21,');
    expect(withStylesheetOnce(otherLength)).toEqual({ html: otherLength, emptied: 0 });
    const linked = page.replace(/<style[^>]*>.*?<\/style>/, '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>');
    expect(withStylesheetOnce(linked)).toEqual({ html: linked, emptied: 0 });
  });

  it('changes the pages of an export, in sub-folders too, and nothing under _next', () => {
    const out = mkdtempSync(join(tmpdir(), 'export-'));
    mkdirSync(join(out, 'product'));
    mkdirSync(join(out, '_next'));
    writeFileSync(join(out, 'faq.html'), page);
    writeFileSync(join(out, 'product/1.html'), page);
    writeFileSync(join(out, '_next/kept.html'), page);
    expect(inlineCssOnce(out)).toEqual({ pages: 2, linkData: 0 });
    expect(readFileSync(join(out, 'product/1.html'), 'utf8')).toContain('2c:T0,');
    expect(readFileSync(join(out, '_next/kept.html'), 'utf8')).toBe(page);
  });

  // The data a followed link fetches is raw rows: 1c is the page's own stylesheet (0x11 bytes), only on /admin.
  const adminCss = '.table{width:1px}';
  const linkData = `1:"$Sreact.fragment"\n2:T22,${css}1c:T11,${adminCss}3:["$","p",null,{"children":"$2"}]\n`;

  it("empties the text of the stylesheet every page carries in the link data, and keeps one only some pages carry", () => {
    const out = mkdtempSync(join(tmpdir(), 'export-'));
    const adminPage = page.replace('</head>', `<style data-precedence="next" data-href="/_next/static/chunks/admin.css">${adminCss}</style></head>`);
    writeFileSync(join(out, 'faq.html'), page);
    writeFileSync(join(out, 'admin.html'), adminPage);
    writeFileSync(join(out, 'admin.txt'), linkData);
    expect(inlineCssOnce(out)).toEqual({ pages: 2, linkData: 1 });
    expect(readFileSync(join(out, 'admin.txt'), 'utf8')).toBe(`1:"$Sreact.fragment"\n2:T0,1c:T11,${adminCss}3:["$","p",null,{"children":"$2"}]\n`);
  });

  it('leaves the link data alone when some page links its stylesheet instead of carrying it', () => {
    const out = mkdtempSync(join(tmpdir(), 'export-'));
    writeFileSync(join(out, 'faq.html'), page);
    writeFileSync(join(out, 'offline.html'), '<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/></head></html>');
    writeFileSync(join(out, 'faq.txt'), linkData);
    expect(inlineCssOnce(out)).toEqual({ pages: 1, linkData: 0 });
    expect(readFileSync(join(out, 'faq.txt'), 'utf8')).toBe(linkData);
  });
});
