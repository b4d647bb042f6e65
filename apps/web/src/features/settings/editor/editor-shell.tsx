import { clsx } from 'clsx';
import { type ReactNode, useEffect } from 'react';
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
  /** 1 is the name; the steps after it are `stepLabels`. */
  readonly step: number;
  readonly onStepChange: (step: number) => void;
  readonly name: string;
  readonly onNameChange: (name: string) => void;
  readonly nameError?: string;
  /** Checks the step shown before the next opens. */
  readonly onNext: () => void;
  /** The steps after the name (spec §2: packs have one, alerts five). */
  readonly stepLabels: readonly string[];
  /** The broken rule of the step shown after the name. */
  readonly itemsError?: string;
  /** The step shown after the name: its picker. */
  readonly children: ReactNode;
  readonly onSave: () => void;
  readonly pending: boolean;
}

/** The pack editors' steps (spec §2): the name, then the items (an alert's in five steps); saving returns to the list. */
export const EditorShell = (props: EditorShellProps) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const steps = [t('editor.steps.name'), ...props.stepLabels];
  const last = props.step === steps.length;
  // A new step starts at the top: on a phone the last one's buttons were at the bottom of a long page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what this reacts to, not what it reads
  useEffect(() => {
    globalThis.scrollTo?.({ top: 0 });
  }, [props.step]);
  return (
    <main className="mx-auto flex w-full min-w-0 max-w-4xl flex-1 flex-col gap-5 px-4 py-5 tablet:px-5">
      <header className="flex flex-col gap-1">
        <div>
          <BackLink fallback={props.listHref} />
        </div>
        <h1 className="font-bold text-2xl tracking-tight">{props.title}</h1>
      </header>
      {steps.length > 3 && (
        // Six steps do not fit a phone's width: there the step is told in words over a progress bar.
        <div className="flex flex-col gap-1.5 tablet:hidden" aria-hidden="true">
          <p className="text-sm">
            <span className="text-ink-muted">
              {t('editor.step', { step: format.count(props.step), total: format.count(steps.length) })}
            </span>{' '}
            · <span className="font-semibold text-ink">{steps[props.step - 1]}</span>
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-surface-muted">
            <div
              className="h-full rounded-full bg-brand"
              style={{ width: `${(props.step / steps.length) * 100}%` }}
            />
          </div>
        </div>
      )}
      <ol
        className={clsx('items-center gap-2', steps.length > 3 ? 'hidden tablet:flex' : 'flex')}
        aria-label={t('editor.step', { step: format.count(props.step), total: format.count(steps.length) })}
      >
        {steps.map((label, index) => {
          const number = index + 1;
          const done = number < props.step;
          const current = number === props.step;
          return (
            <li
              key={label}
              className={clsx(
                'flex items-center gap-1 tablet:gap-2',
                index < steps.length - 1 && 'min-w-0 flex-1',
              )}
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
                className={clsx(
                  'shrink-0 whitespace-nowrap text-sm',
                  current ? 'font-semibold text-ink' : 'text-ink-muted',
                  // Six steps named fit a desktop; a tablet names the current one.
                  !current && steps.length > 3 && 'hidden desktop:inline',
                )}
              >
                {label}
              </span>
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="h-px min-w-2 flex-1 bg-line" />
              )}
            </li>
          );
        })}
      </ol>
      <form
        noValidate
        className="flex flex-col gap-5 rounded-xl border border-line bg-surface-raised p-4 tablet:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (last) props.onSave();
          else props.onNext();
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
              {steps[props.step - 1]}
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
            <Button variant="ghost" onClick={() => props.onStepChange(props.step - 1)}>
              {t('editor.previous')}
            </Button>
          )}
          <Button type="submit" pending={props.pending}>
            {last ? t('editor.save') : t('editor.next')}
          </Button>
        </div>
      </form>
    </main>
  );
};
