import type { HelpEntry, HelpSection } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { listHelp } from './help-search';
import { contentOf, imageOf, labelOf, pageOf } from './help-text';

const entry = (id: string, en: string, fa = '', content = ''): HelpEntry => ({
  id,
  position: 0,
  platform: 'all',
  label_en: en,
  label_fa: fa,
  content_en: content || `<p>${en}</p>`,
  content_fa: '',
  image_light: null,
  image_dark: null,
});
const section = (base: HelpEntry, children: HelpEntry[] = []): HelpSection => ({ ...base, children });

const SECTIONS = [
  section(entry('matches', 'Matches', 'سیگنال‌ها'), [
    entry('pivot-types', 'Pivot types', 'نوع پیوت'),
    entry('match-fields', 'Match columns', 'ستون‌های سیگنال'),
  ]),
  section(entry('radar', 'The Radar', 'رادار'), [entry('gauge', 'Gauge', 'عقربه')]),
  section(entry('glossary', 'Glossary', 'واژه‌نامه')),
  section(entry('support', 'Support')),
];
const ids = (listing: ReturnType<typeof listHelp>) => ({
  groups: listing.groups.map((group) => [group.section.id, group.children.map((child) => child.id)]),
  other: listing.other.map((item) => item.id),
});

describe('the help home listing (spec §2)', () => {
  it('puts sections with children in groups and childless ones under other', () => {
    expect(ids(listHelp(SECTIONS, '', 'en'))).toEqual({
      groups: [
        ['matches', ['pivot-types', 'match-fields']],
        ['radar', ['gauge']],
      ],
      other: ['glossary', 'support'],
    });
  });

  it('filters labels by a case-insensitive substring, keeping a matching section whole', () => {
    expect(ids(listHelp(SECTIONS, '  PIVOT ', 'en'))).toEqual({
      groups: [['matches', ['pivot-types']]],
      other: [],
    });
    expect(ids(listHelp(SECTIONS, 'radar', 'en'))).toEqual({ groups: [['radar', ['gauge']]], other: [] });
    expect(ids(listHelp(SECTIONS, 'gloss', 'en'))).toEqual({ groups: [], other: ['glossary'] });
    expect(ids(listHelp(SECTIONS, 'nothing like it', 'en'))).toEqual({ groups: [], other: [] });
  });

  it('searches Persian labels in Persian, and English ones where Persian is missing', () => {
    expect(ids(listHelp(SECTIONS, 'پیوت', 'fa'))).toEqual({
      groups: [['matches', ['pivot-types']]],
      other: [],
    });
    expect(ids(listHelp(SECTIONS, 'support', 'fa'))).toEqual({ groups: [], other: ['support'] });
    expect(ids(listHelp(SECTIONS, 'pivot', 'fa'))).toEqual({ groups: [], other: [] });
  });
});

describe('a help page', () => {
  it('falls back to English text and to the other theme’s picture', () => {
    const page = { ...entry('x', 'Only English'), image_light: '/img/light.png' };
    expect(labelOf(page, 'fa')).toBe('Only English');
    expect(contentOf(page, 'fa')).toBe('<p>Only English</p>');
    expect(imageOf(page, 'dark')).toBe('/img/light.png');
    expect(imageOf({ ...page, image_dark: '/img/dark.png' }, 'dark')).toBe('/img/dark.png');
  });

  it('is found by its route: a section, or a child of that section only', () => {
    expect(pageOf(SECTIONS, 'matches', undefined)?.entry.id).toBe('matches');
    expect(pageOf(SECTIONS, 'matches', 'pivot-types')?.entry.id).toBe('pivot-types');
    expect(pageOf(SECTIONS, 'radar', 'pivot-types')).toBeNull();
    expect(pageOf(SECTIONS, 'nowhere', undefined)).toBeNull();
  });
});
