import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { Button, buttonClass } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { CheckIcon } from '../../../ui/icons';
import { BackLink } from '../back-link';

export interface EditorShellProps {
  readonly title: string;
  readonly listHref: string;
  readonly step: 1 | 2;
  readonly onStepChange: (step: 1 | 2) => void;
  readonly name: string;
  readonly onNameChange: (name: string) => void;
  readonly nameError?: string;
  /** Step 1 checks the name before step 2 opens. */
  readonly onNext: () => void;
  readonly itemsLabel: string;
  readonly itemsError?: string;
  /** Step 2: the picker of the pack's items. */
  readonly children: ReactNode;
  readonly onSave: () => void;
  readonly pending: boolean;
}

/** The pack editors' two steps (spec §2): the name, then the items; saving returns to the list. */
export const EditorShell = (props: EditorShellProps) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const steps = [t('editor.steps.name'), props.itemsLabel];
  return (
    <main className="mx-auto flex w-full min-w-0 max-w-4xl flex-1 flex-col gap-5 px-4 py-5 tablet:px-5">
      <header className="flex flex-col gap-1">
        <div>
          <BackLink fallback={props.listHref} />
        </div>
        <h1 className="font-bold text-2xl tracking-tight">{props.title}</h1>
      </header>
      <ol
        className="flex items-center gap-2"
        aria-label={t('editor.step', { step: format.count(props.step), total: format.count(2) })}
      >
        {steps.map((label, index) => {
          const number = (index + 1) as 1 | 2;
          const done = number < props.step;
          const current = number === props.step;
          return (
            <li
              key={label}
              className="flex min-w-0 flex-1 items-center gap-2"
              aria-current={current ? 'step' : undefined}
            >
              <span
                className={clsx(
                  'inline-flex size-7 shrink-0 items-center justify-center rounded-full font-semibold text-xs',
                  current
                    ? 'bg-brand text-on-brand'
                    : done
                      ? 'bg-buy/15 text-buy'
                      : 'bg-surface-muted text-ink-muted',
                )}
              >
                {done ? <CheckIcon size={14} /> : format.count(number)}
              </span>
              <span
                className={clsx('truncate text-sm', current ? 'font-semibold text-ink' : 'text-ink-muted')}
              >
                {label}
              </span>
              {index === 0 && <span aria-hidden="true" className="h-px min-w-4 flex-1 bg-line" />}
            </li>
          );
        })}
      </ol>
      <form
        noValidate
        className="flex flex-col gap-5 rounded-xl border border-line bg-surface-raised p-4 tablet:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (props.step === 1) props.onNext();
          else props.onSave();
        }}
      >
        {props.step === 1 ? (
          <div className="flex max-w-md flex-col gap-1.5">
            <TextField
              label={t('editor.name')}
              value={props.name}
              maxLength={64}
              autoComplete="off"
              error={props.nameError}
              onChange={(event) => props.onNameChange(event.target.value)}
            />
            {!props.nameError && <p className="text-ink-muted text-xs">{t('editor.name-hint')}</p>}
          </div>
        ) : (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className={clsx('mb-2 font-medium text-sm', props.itemsError ? 'text-sell' : 'text-ink')}>
              {props.itemsLabel}
            </legend>
            {props.children}
            {props.itemsError && (
              <p role="alert" className="text-sell text-xs">
                {props.itemsError}
              </p>
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-line border-t pt-4">
          {props.step === 1 ? (
            <Link to={props.listHref} className={buttonClass('ghost')}>
              {t('editor.cancel')}
            </Link>
          ) : (
            <Button variant="ghost" onClick={() => props.onStepChange(1)}>
              {t('editor.previous')}
            </Button>
          )}
          <Button type="submit" pending={props.pending}>
            {props.step === 1 ? t('editor.next') : t('editor.save')}
          </Button>
        </div>
      </form>
    </main>
  );
};
