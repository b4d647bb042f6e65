import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { Modal } from './modal';

beforeAll(async () => {
  await initI18n('en');
});

const Stack = () => {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <>
      <Modal open={outer} onOpenChange={setOuter} title="Outer">
        outer body
      </Modal>
      <Modal open={inner} onOpenChange={setInner} title="Inner">
        inner body
      </Modal>
    </>
  );
};

const Single = () => {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onOpenChange={setOpen} title="Only">
      body
    </Modal>
  );
};

const pressEscape = async () => {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });
};

describe('modal (spec §4)', () => {
  it('closes the topmost modal first on escape', async () => {
    // Both open at once: the dialog library arrives inside act, so the two appear in one update, drawn in order.
    await act(async () => {
      render(<Stack />);
      await import('./modal-dialog');
    });
    // The lower modal is hidden from assistive technology while another sits on top of it.
    expect(await screen.findAllByRole('dialog', { hidden: true })).toHaveLength(2);
    await pressEscape();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Inner', hidden: true })).toBeNull();
    await pressEscape();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('renders nothing until it first opens', () => {
    render(
      <Modal open={false} onOpenChange={() => undefined} title="Shut">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('closes with its close button', async () => {
    render(<Single />);
    const close = await screen.findByRole('button', { name: 'Close' });
    await act(async () => fireEvent.click(close));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the page scroll while open', async () => {
    render(
      <Modal open onOpenChange={() => undefined} title="Locked">
        body
      </Modal>,
    );
    await screen.findByRole('dialog');
    // react-remove-scroll marks the body and styles the mark with overflow: hidden.
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
  });
});
