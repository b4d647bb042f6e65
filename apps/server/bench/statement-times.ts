import Sqlite from 'better-sqlite3';

/**
 * Times every SQLite statement of this process from now on (better-sqlite3's prepare and run/all/get/iterate,
 * patched on their prototypes), keyed by its text with value lists folded; `top` lists the costliest.
 */
export const timeStatements = () => {
  const spent = new Map<string, { ms: number; calls: number }>();
  const add = (key: string, startedAt: number) => {
    const entry = spent.get(key) ?? { ms: 0, calls: 0 };
    entry.ms += performance.now() - startedAt;
    entry.calls += 1;
    spent.set(key, entry);
  };
  const probe = new Sqlite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  for (const method of ['all', 'run', 'get', 'iterate']) {
    const original = statement[method] as (...args: unknown[]) => unknown;
    statement[method] = function (this: { source: string }, ...args: unknown[]) {
      const startedAt = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        add(this.source.replace(/\(\?(, \?)*\)(, \(\?(, \?)*\))*/g, '(…)').slice(0, 120), startedAt);
      }
    };
  }
  const database = Object.getPrototypeOf(probe) as Record<string, unknown>;
  const prepare = database.prepare as (...args: unknown[]) => unknown;
  database.prepare = function (this: unknown, ...args: unknown[]) {
    const startedAt = performance.now();
    try {
      return prepare.apply(this, args);
    } finally {
      add('(prepare)', startedAt);
    }
  };
  probe.close();
  return {
    top: (count: number) =>
      [...spent]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, count)
        .map(([sql, { ms, calls }]) => ({ sql, ms: Math.round(ms), calls })),
  };
};
