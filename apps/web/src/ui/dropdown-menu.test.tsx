import { act, fireEvent, render, screen } from '@testing-library/react';
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

describe('a menu whose library loads on approach (DESIGN §7)', () => {
  it('opens the menu on the first press of its stand-in', async () => {
    render(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Theme' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    await act(async () => fireEvent.click(standIn));
    expect(await screen.findByRole('menuitem', { name: 'Dark' })).toBeTruthy();
  });
});
