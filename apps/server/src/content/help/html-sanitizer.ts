import { decodeEntities, escapeHtml, isSafeHref } from './safe-url';

/**
 * The tags help content may use. Nothing here runs code or loads anything; pictures are the entry's own
 * per-theme image fields, not <img> tags.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements whose content is code, styling or foreign markup: dropped whole, not only their tags. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'textarea',
  'title',
  'select',
  'svg',
  'math',
  'xmp',
  'plaintext',
]);

type Tag = { name: string; closing: boolean; attributes: Map<string, string>; end: number };

const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;
const TAG_END = /[\s/]*>/y;
const TEXT_ENTITY = /&(?:#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/y;

/** Reads the tag starting at `<` (at `start`), or undefined when the input ends before its `>`. */
const readTag = (html: string, start: number): Tag | undefined => {
  const closing = html[start + 1] === '/';
  TAG_NAME.lastIndex = start + (closing ? 2 : 1);
  const name = TAG_NAME.exec(html)?.[0].toLowerCase();
  if (name === undefined) return undefined;
  const attributes = new Map<string, string>();
  let at = TAG_NAME.lastIndex;
  for (;;) {
    TAG_END.lastIndex = at;
    if (TAG_END.test(html)) return { name, closing, attributes, end: TAG_END.lastIndex };
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(html);
    if (match === null) return undefined;
    const key = match[1]!.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    at = ATTRIBUTE.lastIndex;
  }
};

/** Only links keep attributes: a safe href and a title; outside links open in a new tab without an opener. */
const attributesOf = (tag: Tag): string => {
  if (tag.name !== 'a') return '';
  const href = tag.attributes.get('href')?.trim();
  const title = tag.attributes.get('title');
  let out = '';
  if (href !== undefined && isSafeHref(href)) {
    out += ` href="${escapeHtml(href)}"`;
    if (/^https?:/i.test(href)) out += ' target="_blank" rel="noopener noreferrer"';
  }
  if (title !== undefined) out += ` title="${escapeHtml(title)}"`;
  return out;
};

const skipPast = (html: string, lower: string, from: number, marker: string): number => {
  const found = lower.indexOf(marker, from);
  return found === -1 ? html.length : found + marker.length;
};

/**
 * A strict allow-list sanitizer: the input is read as tokens and only allowed tags (with checked attributes)
 * and escaped text are written back, so nothing a browser could parse differently survives. Output is balanced.
 */
export const sanitizeHtml = (html: string): string => {
  const lower = html.toLowerCase();
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const textEnd = lt === -1 ? html.length : lt;
    for (let i = at; i < textEnd; i++) {
      const char = html[i]!;
      TEXT_ENTITY.lastIndex = i;
      if (char === '&' && TEXT_ENTITY.test(html)) {
        out += html.slice(i, TEXT_ENTITY.lastIndex);
        i = TEXT_ENTITY.lastIndex - 1;
      } else out += char === '&' || char === '<' || char === '>' || char === '"' ? escapeHtml(char) : char;
    }
    if (lt === -1) break;
    if (lower.startsWith('<!--', lt)) {
      at = skipPast(html, lower, lt + 4, '-->');
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      at = skipPast(html, lower, lt + 2, '>');
      continue;
    }
    const tag = readTag(html, lt);
    if (tag === undefined) {
      // Not a tag (a lone "<", "a < b"): it is text. A tag cut off by the end of input is dropped.
      if (/^<\/?[a-zA-Z]/.test(html.slice(lt, lt + 3))) break;
      out += '&lt;';
      at = lt + 1;
      continue;
    }
    at = tag.end;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      // Everything up to the element's end tag goes; a stray end tag goes alone.
      if (!tag.closing && tag.name === 'plaintext') at = html.length;
      else if (!tag.closing) at = skipPast(html, lower, skipPast(html, lower, at, `</${tag.name}`), '>');
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (!tag.closing) {
      out += `<${tag.name}${attributesOf(tag)}>`;
      if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
      continue;
    }
    const depth = open.lastIndexOf(tag.name);
    if (depth === -1) continue;
    while (open.length > depth) out += `</${open.pop()}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
};
