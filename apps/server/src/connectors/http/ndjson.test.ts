import { describe, expect, it } from 'vitest';
import { LineSplitter, parseLine } from './ndjson';

describe('NDJSON', () => {
  it('splits lines across chunks and keeps a partial last line', () => {
    const lines = new LineSplitter();
    expect(lines.push('{"type":"HEARTBEAT"}\n{"type":"PR')).toEqual(['{"type":"HEARTBEAT"}']);
    expect(lines.push('ICE"}\r\n\n')).toEqual(['{"type":"PRICE"}']);
  });

  it('parses objects and skips anything else', () => {
    expect(parseLine('{"a":1}')).toEqual({ a: 1 });
    expect(parseLine('[1]')).toBeUndefined();
    expect(parseLine('{broken')).toBeUndefined();
  });
});
