import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { BidiText } from '@/components/ui/bidi-text';
import { RouteLink } from '@/routes/route-link';
import type { partnerSites } from './partner-sites';
import { colors, radius, space } from '@/styles/theme';

/** The track holds the list twice and moves by half its length, so the loop is seamless. */
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

// eslint-disable-next-line max-lines-per-function -- a stylesheet (the marquee's rules), not logic
const styles = (seconds: number) => css`
  position: relative;
  margin-block: ${space.lg};
  .viewport {
    overflow: hidden;
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    /* The track always runs left to right in the box model: the RTL plugin flips the animation. */
  }
  .track {
    display: flex;
    inline-size: max-content;
    animation: ${scroll} ${seconds}s linear infinite;
    /* Still until the page has loaded, and whenever it is off screen (src/islands/motion.ts). */
    animation-play-state: paused;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  &[data-motion='on'] .track {
    animation-play-state: running;
  }
  &:has(.pause input:checked) .track,
  .viewport:hover .track,
  .viewport:focus-within .track {
    animation-play-state: paused;
  }
  li {
    flex: none;
    inline-size: 300px;
    display: flex;
    align-items: center;
    justify-content: center;
    min-block-size: 96px;
    padding: ${space.md};
    text-align: center;
    font-weight: 700;
    color: ${colors.navy};
    border-inline-end: 1px solid ${colors.line};
  }
  li a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  li a:hover {
    color: ${colors.red};
  }
  .pause {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    margin-block-start: ${space.sm};
    min-block-size: 44px;
    padding-inline: ${space.md};
    font: inherit;
    border: 2px solid ${colors.navy};
    border-radius: 6px;
    background: ${colors.surface};
    color: ${colors.navy};
    cursor: pointer;
  }
  /* Last, so that it wins over the rules above: at rest, the whole list and no pause. */
  @media (prefers-reduced-motion: reduce) {
    .track {
      animation: none;
      flex-wrap: wrap;
      inline-size: auto;
    }
    /* At rest the names share the width (no empty strip beside a 300px cell on a phone). */
    .track li {
      flex: 1 1 240px;
      inline-size: auto;
    }
    .track li[aria-hidden='true'],
    .pause {
      display: none;
    }
  }
`;

interface Props {
  label: string;
  names: string[];
  /** Where each name leads (same order as `names`); without it the names are wordmarks only. */
  links?: typeof partnerSites;
  /** One loop's duration: 50 s for schools, 20 s for partner sites. */
  seconds: number;
}

/**
 * A continuously scrolling row of 300px wordmarks. Pauses on hover, on keyboard focus and with its
 * checkbox (CSS `animation-play-state`, no JavaScript); runs only after load and on screen; rests
 * under reduced motion; the RTL cache mirrors its direction on Arabic pages.
 */
export function PartnerSlider({ label, names, seconds, links }: Props) {
  const { t } = useTranslation();
  // The second copy of the list is hidden from assistive technology: its links leave the tab order.
  const item = (name: string, index: number, copy: boolean): ReactNode => {
    const link = links?.[index];
    const text = <BidiText>{name}</BidiText>;
    if (!link) return text;
    const focus = copy ? { tabIndex: -1 } : {};
    return link.website ? (
      <a href={link.website} target="_blank" rel="noopener" {...focus}>
        {text}
        <span className="visually-hidden"> {t('nav.newTab')}</span>
      </a>
    ) : (
      <RouteLink to={link.page} {...focus}>
        {text}
      </RouteLink>
    );
  };
  return (
    <section css={styles(seconds)} aria-label={label} data-testid="partner-slider" data-motion="">
      <div className="viewport" tabIndex={0}>
        <ul className="track">
          {names.map((name, index) => (
            <li key={name}>{item(name, index, false)}</li>
          ))}
          {names.map((name, index) => (
            <li key={`${name}-copy`} aria-hidden="true">
              {item(name, index, true)}
            </li>
          ))}
        </ul>
      </div>
      {/* A checkbox, not a button: CSS pauses the loop, before and without JavaScript. */}
      <label className="pause">
        <input type="checkbox" />
        {t('ui.pause')}
        <span className="visually-hidden"> {label}</span>
      </label>
    </section>
  );
}
