import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { videoOf } from '../../../test/uploads';
import { videoTypeOf } from './video-container';

describe('videoTypeOf', () => {
  it.each([
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
    ['ogg', 'video/ogg'],
    ['mpeg', 'video/mpeg'],
  ] as const)('recognises %s from its leading bytes', (kind, type) => {
    expect(videoTypeOf(videoOf(kind, 64))).toBe(type);
  });

  it('recognises an MPEG elementary stream by its sequence header', () => {
    expect(videoTypeOf(Buffer.from([0x00, 0x00, 0x01, 0xb3, 0x14, 0x00]))).toBe('video/mpeg');
  });

  it('tells WebM from Matroska, which share the EBML magic', () => {
    expect(videoTypeOf(videoOf('matroska', 64))).toBeUndefined();
  });

  it('refuses ISO media brands that are not MP4 (QuickTime, 3GPP)', () => {
    expect(videoTypeOf(videoOf('quicktime', 64))).toBeUndefined();
    const threeGpp = Buffer.concat([
      Buffer.from([0, 0, 0, 0x14]),
      Buffer.from('ftyp3gp4\0\0\x02\x003gp4', 'latin1'),
    ]);
    expect(videoTypeOf(threeGpp)).toBeUndefined();
  });

  it('refuses empty and cut-short input', () => {
    expect(videoTypeOf(Buffer.alloc(0))).toBeUndefined();
    expect(videoTypeOf(videoOf('webm', 64).subarray(0, 20))).toBeUndefined();
    expect(videoTypeOf(Buffer.from('ftyp'))).toBeUndefined();
  });

  it('never recognises bytes that start like text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (text) => {
        const bytes = Buffer.from(`<${text}`);
        expect(videoTypeOf(bytes)).toBeUndefined();
      }),
    );
  });
});
