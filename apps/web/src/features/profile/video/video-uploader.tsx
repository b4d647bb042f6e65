import { LIMITS, validateVideoFile } from '@tradescope/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../../lib/api';
import { useUploadVideo } from '../../../lib/endpoints/ict-videos';
import { useFormat } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { VideoIcon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { ProgressBar } from '../progress-bar';

const ACCEPT = 'video/mp4,video/mpeg,video/ogg,video/webm';

/**
 * Spec §5 video: one file of mp4, mpeg, ogg or webm up to 20 MB, none while another awaits review. Upload shows
 * its percent and may be cancelled; afterwards the history reloads and the uploader resets.
 */
export const VideoUploader = ({ hasPendingVideo }: { hasPendingVideo: boolean }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadVideo();
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const checked = validateVideoFile(chosen, { hasPendingVideo });
    if (!checked.ok) {
      const issue = checked.errors[0];
      return notify.failure(messageText(issue?.key ?? 'server.error', issue?.params));
    }
    setFile(chosen);
    setProgress(0);
  };
  const send = () => {
    if (!file) return;
    controller.current = new AbortController();
    upload.mutate(
      { file, onProgress: setProgress, signal: controller.current.signal },
      {
        onSuccess: () => {
          notify.success(t('video.done'));
          setFile(null);
        },
        onError: (failure) => {
          if (isAbortError(failure)) notify.info(t('video.cancelled'));
          else notify.error(failure);
        },
      },
    );
  };
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line border-dashed bg-surface-raised p-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand/10 text-brand">
          <VideoIcon size={18} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-sm">{t('video.choose-title')}</p>
          <p className="text-ink-muted text-xs">
            {file
              ? t('video.selected', { name: file.name, size: format.number(file.size / LIMITS.bytesPerMb) })
              : t('video.rules', { size: format.count(LIMITS.videoMaxMb) })}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="hidden"
          data-testid="video-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {!upload.isPending && (
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {t('video.choose')}
          </Button>
        )}
        {file && !upload.isPending && <Button onClick={send}>{t('video.upload')}</Button>}
        {upload.isPending && (
          <Button variant="danger" onClick={() => controller.current?.abort()}>
            {t('video.cancel')}
          </Button>
        )}
      </div>
      {upload.isPending && <ProgressBar percent={progress} label={t('video.uploading')} />}
    </section>
  );
};
