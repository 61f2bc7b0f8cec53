import { useMemo } from 'react';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-state';
import { Icon } from '../../../components/icons';
import { useHowToPlay } from '../api/how-to-play';
import { ScreenFrame } from '../../../components/screen-frame';
import { sanitizeProviderHtml } from '../sanitize';
import '../components/content.css';
import { useTexts } from '../../../i18n/use-texts';

function HowToPlayBody() {
  const t = useTexts();
  const { data, isPending, isError } = useHowToPlay();
  const html = useMemo(() => sanitizeProviderHtml(data?.how_to_play_content ?? ''), [data]);
  if (isPending) return <ListLoading />;
  if (isError) return <ListError />;
  if (!data || (!html.trim() && !data.video_link)) return <ListEmpty />;
  return (
    <section className="content-card">
      {/* Sanitised above: scripts, handlers and unsafe URLs are gone. */}
      <div className="content-html" data-provider dangerouslySetInnerHTML={{ __html: html }} />
      {data.video_link ? (
        <a
          className="btn btn--primary btn--block"
          href={data.video_link}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="play" />
          {t('Watch Video')}
        </a>
      ) : null}
    </section>
  );
}

/** /htp (public): the provider's five points and the video button. */
export default function HowToPlayScreen() {
  const t = useTexts();
  return (
    <ScreenFrame title={t('How To Play')}>
      <HowToPlayBody />
    </ScreenFrame>
  );
}
