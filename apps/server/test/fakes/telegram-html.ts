// The tags Telegram's HTML parse mode knows (core.telegram.org/bots/api#html-style).
const TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'span',
  'tg-spoiler',
  'a',
  'tg-emoji',
  'code',
  'pre',
  'blockquote',
]);

const ENTITIES = /^&(lt|gt|amp|quot|#\d+|#x[0-9a-f]+);/i;

/**
 * Why Telegram would refuse this text with "can't parse entities" (an unknown or unclosed tag, a bare "<" or "&"), or
 * `undefined` when it parses. Unescaped user text in an alert is the usual culprit.
 */
export const htmlProblemOf = (text: string): string | undefined => {
  const open: string[] = [];
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '&') {
      if (!ENTITIES.test(text.slice(at, at + 12))) return `unescaped "&" at byte offset ${at}`;
    } else if (char === '<') {
      const tag = /^<(\/?)([a-z-]+)(\s[^<>]*)?>/i.exec(text.slice(at));
      if (tag === null) return `unexpected "<" at byte offset ${at}`;
      const [whole, closing, name = ''] = tag;
      const lower = name.toLowerCase();
      if (!TAGS.has(lower)) return `unsupported start tag "${lower}" at byte offset ${at}`;
      if (closing === '/') {
        if (open.pop() !== lower) return `unmatched end tag "${lower}" at byte offset ${at}`;
      } else open.push(lower);
      at += whole.length - 1;
    }
  }
  return open.length === 0 ? undefined : `can't find end tag corresponding to start tag "${open.at(-1)}"`;
};
