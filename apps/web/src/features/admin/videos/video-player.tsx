import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVideoFile } from '../../../lib/endpoints/admin-videos';
import { Spinner } from '../../../ui/spinner';
import { ErrorState } from '../../../ui/states';

/** Plays an uploaded video from memory: fetched with the bearer token, released when the player closes. */
export const VideoPlayer = ({ id }: { id: string }) => {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchVideoFile(id, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl !== undefined) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  if (failed) return <ErrorState compact />;
  if (url === undefined)
    return (
      <div className="flex aspect-video items-center justify-center gap-2 rounded-lg bg-surface-muted text-ink-muted text-sm">
        <Spinner />
        {t('videos.loading')}
      </div>
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: members' own recordings come without captions.
    <video
      src={url}
      controls
      data-testid="video-player"
      className="aspect-video w-full rounded-lg bg-black"
    />
  );
};
