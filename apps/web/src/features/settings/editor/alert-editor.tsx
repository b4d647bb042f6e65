import type { Market } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/endpoints';
import { messageText } from '../../../lib/i18n';
import { notify } from '../../../ui/toast';
import { rowOfIssue } from './advanced-rows';
import { AdvancedRowsField } from './advanced-rows-field';
import { AlertBasesField } from './alert-bases-field';
import { type AlertDraft, alertContentOf, alertIssuesOf, quotesOfSources, stepOfField } from './alert-draft';
import { QuotesField, SendTypesField, SourcesField } from './alert-fields';
import { BotRequirementsModal } from './bot-requirements-modal';
import { EditorShell } from './editor-shell';
import { useSavePack } from './use-save-pack';
import { WebhookField } from './webhook-field';

export interface AlertEditorProps {
  readonly market: Market;
  readonly title: string;
  readonly packKey?: string;
  readonly initial: AlertDraft;
  readonly otherNames: readonly string[];
  /** The bot is offered once the phone is verified (spec §4). */
  readonly botAllowed: boolean;
}

type StepError = {
  readonly step: number;
  readonly text: string;
  readonly row?: number;
  readonly webhook?: boolean;
};

/** Spec §2 alert editor in six steps: name, exchanges, coins or assets, quotes, strategies, send type. */
export const AlertEditor = ({
  market,
  title,
  packKey,
  initial,
  otherNames,
  botAllowed,
}: AlertEditorProps) => {
  const { t } = useTranslation('settings');
  const { data: user } = useUser();
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<AlertDraft>(initial);
  const [error, setError] = useState<StepError | null>(null);
  const [askingBot, setAskingBot] = useState(false);
  const saver = useSavePack(market, 'alerts', packKey);
  const change = (next: Partial<AlertDraft>) => {
    setDraft({ ...draft, ...next });
    setError(null);
  };
  const quotes = quotesOfSources(draft.sources, market);

  /** The first broken rule at or before `upTo`, shown on its step; undefined when the steps so far hold. */
  const firstIssue = (upTo: number): StepError | undefined => {
    const issue = alertIssuesOf(draft, otherNames).find((each) => (stepOfField(each.field) ?? 99) <= upTo);
    if (issue === undefined) return undefined;
    return {
      step: stepOfField(issue.field) ?? step,
      text: messageText(issue.key, issue.params),
      row: rowOfIssue(issue.field),
      webhook: issue.field.endsWith('webhookUrl'),
    };
  };
  const show = (found: StepError) => {
    setError(found);
    setStep(found.step);
  };

  return (
    <EditorShell
      title={title}
      listHref={`/market/${market}/settings/alerts`}
      step={step}
      onStepChange={(next) => {
        setError(null);
        setStep(next);
      }}
      name={draft.name}
      onNameChange={(name) => change({ name })}
      nameError={error?.step === 1 ? error.text : undefined}
      onNext={() => {
        const found = firstIssue(step);
        if (found) show(found);
        else setStep(step + 1);
      }}
      stepLabels={[
        t('alert.steps.sources'),
        t('alert.steps.bases'),
        t('alert.steps.quotes'),
        t('alert.steps.items'),
        t('alert.steps.sendTypes'),
      ]}
      itemsError={error && error.step === step && step > 1 && !error.webhook ? error.text : undefined}
      onSave={() => {
        const found = firstIssue(6);
        if (found) {
          show(found);
          notify.failure(found.text);
          return;
        }
        saver.save(alertContentOf(draft), (errors) => {
          const text = errors.name ?? errors.items;
          if (text) setError({ step: errors.name ? 1 : step, text });
          if (errors.name) setStep(1);
        });
      }}
      pending={saver.pending}
    >
      {step === 2 && (
        <SourcesField
          market={market}
          value={draft.sources}
          onChange={(sources) =>
            change({
              sources,
              quotes: draft.quotes.filter((quote) => quotesOfSources(sources, market).includes(quote)),
            })
          }
        />
      )}
      {step === 3 && (
        <AlertBasesField
          market={market}
          source={draft.sources[0] ?? user?.settings[market].Assets.source}
          value={draft.bases}
          onChange={(bases) => change({ bases })}
        />
      )}
      {step === 4 && (
        <QuotesField quotes={quotes} value={draft.quotes} onChange={(next) => change({ quotes: next })} />
      )}
      {step === 5 && (
        <AdvancedRowsField
          market={market}
          source={draft.sources[0]}
          rows={draft.rows}
          invalidRow={error?.step === 5 ? error.row : undefined}
          onChange={(rows) => change({ rows })}
        />
      )}
      {step === 6 && (
        <SendTypesField
          value={draft.sendTypes}
          botAllowed={botAllowed}
          onChange={(sendTypes) => change({ sendTypes })}
          onBotLocked={() => setAskingBot(true)}
        />
      )}
      {step === 6 && (
        <WebhookField
          market={market}
          storedName={packKey === undefined ? undefined : initial.name}
          value={draft.webhookUrl}
          error={error?.step === 6 && error.webhook ? error.text : undefined}
          onChange={(webhookUrl) => change({ webhookUrl })}
        />
      )}
      <BotRequirementsModal
        open={askingBot}
        onOpenChange={setAskingBot}
        onMet={() => {
          setAskingBot(false);
          if (!draft.sendTypes.includes('bot')) change({ sendTypes: [...draft.sendTypes, 'bot'] });
        }}
      />
    </EditorShell>
  );
};
