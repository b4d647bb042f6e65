import { type ComponentType, useEffect, useState } from 'react';
import type { ModalProps } from './modal-dialog';

export type { ModalProps } from './modal-dialog';

// The dialog library loads the first time any modal opens: the shell holds several modals and most visits open
// none, so the first load stays within its budget (DESIGN §7).
let loaded: ComponentType<ModalProps> | undefined;
let loading: Promise<ComponentType<ModalProps>> | undefined;
const loadDialog = (): Promise<ComponentType<ModalProps>> => {
  loading ??= import('./modal-dialog').then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
};

/**
 * A modal (spec §4). Nothing is rendered until it first opens. Modals opened together appear together, in the
 * order they are drawn, so the one drawn last is on top and hears escape first.
 */
export const Modal = (props: ModalProps) => {
  const [opened, setOpened] = useState(props.open);
  const [Dialog, setDialog] = useState(() => loaded);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    if (opened && Dialog === undefined) void loadDialog().then((dialog) => setDialog(() => dialog));
  }, [opened, Dialog]);
  if (!opened || Dialog === undefined) return null;
  return <Dialog {...props} />;
};
