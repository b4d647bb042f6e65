import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredPopover } from './deferred-popover';

// One test a file: the library's parts are loaded once per module, and each test needs them not yet loaded.

const Popup = () => (
  <DeferredPopover
    trigger={
      <button type="button" className="trigger" aria-label="Tips">
        tips
      </button>
    }
  >
    {(Popover) => (
      <Popover.Portal>
        <Popover.Content>the tips</Popover.Content>
      </Popover.Portal>
    )}
  </DeferredPopover>
);

describe('a popover whose library loads on approach (DESIGN §7)', () => {
  it('shows the popover trigger as it is, and opens on the first press once the library is here', async () => {
    render(<Popup />);
    const standIn = screen.getByRole('button', { name: 'Tips' });
    expect(standIn.className).toBe('trigger');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(standIn));
    expect((await screen.findByRole('dialog')).textContent).toBe('the tips');
    expect(screen.getByRole('button', { name: 'Tips' }).getAttribute('aria-expanded')).toBe('true');
  });
});
