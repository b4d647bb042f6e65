/** Collects the dotted paths a repair changed, so the caller knows whether to save the document back. */
export class Changes {
  readonly paths: string[] = [];

  note(path: string): void {
    this.paths.push(path);
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/** Structural equality of JSON-like values, key order ignored: did parsing strip or fill anything? */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  );
};
