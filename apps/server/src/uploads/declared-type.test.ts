import { AVATAR_TYPES } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { declaredTypes, declaresExactly } from './declared-type';

describe('declaredTypes', () => {
  it('collects the MIME type and the extension, each through the allow-list', () => {
    expect(declaredTypes({ name: 'me.JPG', type: 'image/jpeg' }, AVATAR_TYPES)).toEqual([
      'image/jpeg',
      'image/jpeg',
    ]);
    expect(declaredTypes({ name: 'blob', type: 'image/png' }, AVATAR_TYPES)).toEqual(['image/png']);
  });

  it('lets the extension speak when the browser sent no type or application/octet-stream', () => {
    expect(declaredTypes({ name: 'me.png', type: '' }, AVATAR_TYPES)).toEqual(['image/png']);
    expect(declaredTypes({ name: 'me.png', type: 'application/octet-stream' }, AVATAR_TYPES)).toEqual([
      'image/png',
    ]);
  });

  it('refuses a type or extension outside the list, a nameless untyped file and an overlong name', () => {
    expect(declaredTypes({ name: 'me.gif', type: 'image/png' }, AVATAR_TYPES)).toBeUndefined();
    expect(declaredTypes({ name: 'me.png', type: 'text/html' }, AVATAR_TYPES)).toBeUndefined();
    expect(declaredTypes({ name: 'me.png.php', type: 'image/png' }, AVATAR_TYPES)).toBeUndefined();
    expect(declaredTypes({ name: 'blob', type: '' }, AVATAR_TYPES)).toBeUndefined();
    expect(
      declaredTypes({ name: `${'a'.repeat(252)}.png`, type: 'image/png' }, AVATAR_TYPES),
    ).toBeUndefined();
  });
});

describe('declaresExactly', () => {
  it('holds only when every declared type is what the bytes proved', () => {
    expect(declaresExactly({ name: 'me.png', type: 'image/png' }, AVATAR_TYPES, 'image/png')).toBe(true);
    expect(declaresExactly({ name: 'me.jpg', type: 'image/png' }, AVATAR_TYPES, 'image/png')).toBe(false);
    expect(declaresExactly({ name: 'me.png', type: 'image/png' }, AVATAR_TYPES, undefined)).toBe(false);
  });
});
