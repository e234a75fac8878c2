import { css } from '@emotion/react';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-link';
import { BidiText } from '@/components/ui/bidi-text';
import { integrations } from '@/config/site';
import { colors, mq, radius, space } from '@/styles/theme';

import type { MapContent } from '@/content/types';
import { defineIsland } from '@/components/island/define-island';

export type { MapContent };

const styles = css`
  .map {
    display: grid;
    gap: ${space.lg};
    align-items: stretch;
  }
  ${mq.wide} {
    .map {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    }
  }
  .where {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: ${space.sm};
    padding: ${space.lg};
    border-radius: ${radius};
    background: ${colors.subtle};
  }
  .where p {
    margin: 0;
  }
  .pin {
    color: ${colors.red};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.md};
  }
  .frame {
    position: relative;
    min-block-size: clamp(220px, 50vw, 400px);
    border-radius: ${radius};
    overflow: hidden;
    background: ${colors.subtle} url('/images/map-placeholder.svg') center / cover no-repeat;
    border: 1px solid ${colors.line};
  }
  iframe {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;

/**
 * The written address, a button that shows or hides the Google Maps embed beside it (loaded only
 * when asked for), and the link to Google Maps, which all stay. Showing the map moves focus to it;
 * hiding it leaves focus on the button.
 */
export function MapEmbed({ content }: { content: MapContent }) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (shown && asked.current) frame.current?.focus();
    asked.current = false;
  }, [shown]);
  const toggle = () => {
    asked.current = true;
    setShown((now) => !now);
  };
  return (
    <section css={styles} aria-labelledby="map-title">
      <h2 id="map-title">{content.title}</h2>
      <p>{content.lead}</p>
      <div className="map">
        <div className="where">
          <MapPin className="pin" aria-hidden="true" focusable="false" size={32} />
          <p>
            <strong>{content.address}</strong>
            <br />
            {content.landmark}
          </p>
          <p className="actions">
            <button type="button" css={buttonStyles('primary')} onClick={toggle}>
              {shown ? content.hide : content.button}
            </button>
            <a href={integrations.mapsLink} rel="noopener">
              <BidiText>{content.openExternal}</BidiText>
            </a>
          </p>
        </div>
        <div className="frame" data-testid="map-frame">
          {shown && (
            <iframe
              ref={frame}
              title={content.iframeTitle}
              src={integrations.mapsEmbed}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** The map's copy comes in its props (from the home page's copy): it reads no keys. */
export const mapEmbedIsland = defineIsland({
  name: 'map-embed',
  component: MapEmbed,
  keys: [],
  trigger: 'interaction',
});
