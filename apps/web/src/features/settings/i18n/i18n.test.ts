import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the settings screens’ words', () => {
  it('has every key in both languages', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('says the spec’s words where it gives them', () => {
    expect(en.list.empty).toBe('List is empty');
    expect(en.list['no-results']).toBe('no results found');
    expect(en.delete.error).toBe('an error occurred while saving');
    expect(en['not-found'].title).toBe('This page is not found');
  });
});
