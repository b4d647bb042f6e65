import { useFormat } from '../../lib/format';

/** An upload's progress in percent (spec §2 "uploader with percent progress"). */
export const ProgressBar = ({ percent, label }: { percent: number; label: string }) => {
  const format = useFormat();
  return (
    <div className="flex w-full flex-col gap-1.5">
      <div className="flex justify-between text-ink-muted text-xs">
        <span>{label}</span>
        <span data-testid="upload-percent" className="tabular">
          {format.count(percent)}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};
