import { describe, expect, it } from 'vitest';
import type { HelpRow } from '../rows';
import { buildHelpTree } from './help-tree';

const row = (id: string, parent_id: string | null, platform: HelpRow['platform'], content = ''): HelpRow => ({
  id,
  parent_id,
  platform,
  position: 0,
  label_en: id,
  label_fa: id,
  content_en: content,
  content_fa: content,
  image_light: null,
  image_dark: null,
  updated_at: 0,
});

describe('buildHelpTree', () => {
  const rows = [
    row('desktop-tools', null, 'all'),
    row('grid', 'desktop-tools', 'desktop', '<p>grid</p>'),
    row('phone', null, 'mobile', '<p>install</p>'),
    row('about', null, 'all', '<p>about</p>'),
    row('empty-group', null, 'all'),
  ];

  it('drops a section whose every child belongs to the other layout', () => {
    expect(buildHelpTree(rows, 'mobile').map((s) => s.id)).toEqual(['phone', 'about', 'empty-group']);
    expect(buildHelpTree(rows, 'desktop').map((s) => s.id)).toEqual([
      'desktop-tools',
      'about',
      'empty-group',
    ]);
  });

  it('drops the children of a section the layout hides, and leaves no storage columns in the answer', () => {
    const hidden = [row('phone-only', null, 'mobile'), row('child', 'phone-only', 'all', '<p>x</p>')];
    expect(buildHelpTree(hidden, 'desktop')).toEqual([]);
    const [section] = buildHelpTree(hidden, 'mobile');
    expect(Object.keys(section!)).not.toContain('parent_id');
    expect(Object.keys(section!.children[0]!)).not.toContain('updated_at');
  });
});
