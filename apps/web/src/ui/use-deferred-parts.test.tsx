import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredMenu } from './dropdown-menu';

// One test a file: the library's parts are loaded once per module, and each test needs them not yet loaded.

const Menu = () => (
  <DeferredMenu className="trigger" label="Theme" trigger="theme">
    {(Parts) => (
      <Parts.Portal>
        <Parts.Content>
          <Parts.Item>Dark</Parts.Item>
        </Parts.Content>
      </Parts.Portal>
    )}
  </DeferredMenu>
);

describe('a stand-in trigger (DESIGN §7)', () => {
  it('hands the focus to the real trigger when the stand-in had it', async () => {
    render(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Theme' });
    await act(async () => {
      standIn.focus();
      fireEvent.focus(standIn);
    });
    // The real trigger carries radix's id; the stand-in has none.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme' }).id).not.toBe(''));
    const real = screen.getByRole('button', { name: 'Theme' });
    expect(real).not.toBe(standIn);
    expect(document.activeElement).toBe(real);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
