import { describe, expect, it } from 'vitest';
import { canUploadVideo, purchaseStatusView, videoStatusTone } from './status-views';

describe('status views (spec §2 profile tables)', () => {
  it('shows purchases failed in error, cancelled and pending in warning, completed as successful', () => {
    expect(purchaseStatusView('failed')).toEqual({ label: 'failed', tone: 'error' });
    expect(purchaseStatusView('cancelled')).toEqual({ label: 'cancelled', tone: 'warning' });
    expect(purchaseStatusView('completed')).toEqual({ label: 'successful', tone: 'success' });
    expect(purchaseStatusView('pending')).toEqual({ label: 'pending', tone: 'warning' });
  });

  it('shows videos pending in warning, accepted in success, rejected in error', () => {
    expect(videoStatusTone('pending')).toBe('warning');
    expect(videoStatusTone('accept')).toBe('success');
    expect(videoStatusTone('reject')).toBe('error');
  });

  it('blocks a new upload while a video is pending, and only then', () => {
    expect(canUploadVideo([])).toBe(true);
    expect(canUploadVideo([{ status: 'reject' }, { status: 'accept' }])).toBe(true);
    expect(canUploadVideo([{ status: 'accept' }, { status: 'pending' }])).toBe(false);
  });
});
