import { css } from '@emotion/react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-link';
import { BidiText } from '@/components/ui/bidi-text';
import { integrations } from '@/config/site';
import { colors, radius, space } from '@/styles/theme';

import type { MapContent } from '@/content/types';
import { defineIsland } from '@/components/island/define-island';

export type { MapContent };

const styles = css`
  .frame {
    position: relative;
    inline-size: 100%;
    block-size: clamp(260px, 56vw, 440px);
    border-radius: ${radius};
    overflow: hidden;
    background: ${colors.subtle} url('/images/map-placeholder.svg') center / cover no-repeat;
    border: 1px solid ${colors.line};
  }
  .placeholder {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    gap: ${space.sm};
    padding: ${space.md};
    text-align: center;
    background: rgba(255, 255, 255, 0.85);
  }
  iframe {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;

/** A light placeholder with the address; the Google Maps embed loads only when asked for. */
export function MapEmbed({ content }: { content: MapContent }) {
  const [shown, setShown] = useState(false);
  return (
    <section css={styles} aria-labelledby="map-title">
      <h2 id="map-title">{content.title}</h2>
      <p>{content.lead}</p>
      <div className="frame">
        {shown ? (
          <iframe
            title={content.iframeTitle}
            src={integrations.mapsEmbed}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="placeholder">
            <p>
              <strong>{content.address}</strong>
              <br />
              {content.landmark}
            </p>
            <button type="button" css={buttonStyles('primary')} onClick={() => setShown(true)}>
              {content.button}
            </button>
            <a href={integrations.mapsLink} rel="noopener">
              <BidiText>{content.openExternal}</BidiText>
            </a>
          </div>
        )}
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
