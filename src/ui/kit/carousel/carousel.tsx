import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@/api/client';
import { carouselMachine } from '@/machines/carousel/carousel.machine';
import { loadFromApi } from '@/machines/carousel/carousel.actors';
import {
  selectActiveDot,
  selectCanNavigate,
  selectIsPaused,
  selectItemCount,
  selectPositionIndicator,
  selectSlide,
  selectStatus,
} from '@/machines/carousel/carousel.selectors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { Chevron } from '@/ui/kit/chevron/chevron';
import * as styles from './carousel.css';
import { slideMotion } from './slide-motion';

export interface CarouselProps<T> {
  /** The visible heading; also names the carousel region for screen readers. */
  title: string;
  /** Items known up front (a static carousel). */
  items?: readonly T[];
  /** Or a loader over the API: the carousel shows loading, error (Try Again), empty or content. */
  load?: () => Promise<ApiResult<readonly T[] | null | undefined>>;
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown above Try Again when loading fails, e.g. 'Failed to load discounted tours'. */
  errorTitle?: string;
  /** Shown when there is nothing to show, e.g. 'No tours available at the moment'. */
  emptyText?: string;
  /** An action under the empty text, e.g. a View All Tours link. */
  emptyAction?: ReactNode;
  /** Under the heading, describing the carousel to screen readers too, e.g. a subtitle and a badge. */
  description?: ReactNode;
  /** A loading slide shaped like an item (e.g. a tour card's skeleton), so the items land without a shift. */
  placeholder?: ReactNode;
}

interface ArrowButtonProps {
  pointing: 'back' | 'onward';
  label: string;
  disabled: boolean;
  onClick: () => void;
}

function ArrowButton({ pointing, label, disabled, onClick }: ArrowButtonProps) {
  return (
    // aria-disabled, not disabled, during the 300 ms lock: a disabled button loses focus, which sent a
    // keyboard user pressing Next back to the top of the page and restarted the auto-advance (D260). The
    // machine ignores the click while locked.
    <button type="button" className={styles.arrow} aria-label={label} aria-disabled={disabled} onClick={onClick}>
      <Chevron pointing={pointing} />
    </button>
  );
}

/**
 * The carousel frame every carousel uses: it renders the carousel machine's state and sends its events,
 * nothing else (the 5 s advance, 300 ms lock and wrap-around live in the machine).
 */
export function Carousel<T>({ title, items, load, renderItem, errorTitle, emptyText, emptyAction, description, placeholder }: CarouselProps<T>) {
  const { t, i18n } = useTranslation('common');
  const [machine] = useState(() => (load ? carouselMachine.provide({ actors: { loadItems: loadFromApi(load) } }) : carouselMachine));
  // Named by its heading on the page: the server renders it with its items.
  const [snapshot, send] = useRouteMachine(`carousel:${title}`, machine, { input: { items: items ?? [] } });
  // A carousel started from the server's snapshot has no timer yet (a persisted snapshot keeps none):
  // resuming re-arms the 5 s advance; a carousel still loading ignores it.
  useEffect(() => send({ type: 'carousel.resumed' }), [send]);
  const headingId = useId();
  const descriptionId = useId();

  const status = selectStatus(snapshot);
  const count = selectItemCount(snapshot);
  const canNavigate = selectCanNavigate(snapshot);
  const { index, phase, direction } = selectSlide(snapshot);
  const motion = slideMotion(phase, direction, i18n.dir() === 'rtl' ? 'rtl' : 'ltr');
  const current = snapshot.context.items[index] as T | undefined;

  const pause = () => send({ type: 'carousel.paused' });
  const resume = () => send({ type: 'carousel.resumed' });
  const resumeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume();
  };

  return (
    <section
      className={styles.region}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      aria-roledescription={t('carousel.roleDescription')}
      aria-busy={snapshot.hasTag('busy')}
      data-status={status}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resumeWhenFocusLeaves}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
      <div className={styles.viewport}>
        {status === 'loading' && (
          <div className={placeholder ? styles.slide.still : styles.skeleton} role="status">
            <span className={styles.visuallyHidden}>{t('carousel.loading')}</span>
            {placeholder}
          </div>
        )}
        {status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.errorText}>{errorTitle ?? t('carousel.error')}</p>
            <button type="button" className={styles.button} onClick={() => send({ type: 'carousel.retry' })}>
              {t('carousel.tryAgain')}
            </button>
          </div>
        )}
        {status === 'empty' && (
          <div className={styles.message}>
            <p>{emptyText ?? t('carousel.empty')}</p>
            {emptyAction}
          </div>
        )}
        {status === 'content' && current !== undefined && (
          <div aria-live={selectIsPaused(snapshot) ? 'polite' : 'off'}>
            <div
              key={index}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.position', { current: index + 1, total: count })}
              className={styles.slide[motion]}
              data-motion={motion}
            >
              {renderItem(current, index)}
            </div>
          </div>
        )}
      </div>
      {status === 'loading' && <div className={styles.controlsSlot} aria-hidden="true" />}
      {status === 'content' && count > 1 && (
        <div className={styles.controls}>
          <ArrowButton
            pointing="back"
            label={t('carousel.previous')}
            disabled={!canNavigate}
            onClick={() => send({ type: 'carousel.previous' })}
          />
          {selectPositionIndicator(snapshot) === 'dots' ? (
            <div className={styles.dots}>
              {snapshot.context.items.map((_item, dotIndex) => (
                <button
                  // The items have no identity of their own here; their position is what a dot stands for.
                  key={dotIndex}
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel.goTo', { number: dotIndex + 1 })}
                  aria-current={dotIndex === selectActiveDot(snapshot)}
                  aria-disabled={!canNavigate}
                  onClick={() => send({ type: 'carousel.goTo', index: dotIndex })}
                />
              ))}
            </div>
          ) : (
            // A long carousel counts instead of drawing a dot per slide (D260). Read out only while the reader is
            // in the carousel (paused), as the slide is: an announcement every 5 s would talk over the page.
            <p className={styles.counter} role="status" aria-live={selectIsPaused(snapshot) ? 'polite' : 'off'} aria-atomic="true">
              <span aria-hidden="true">{t('carousel.counter', { current: selectActiveDot(snapshot) + 1, total: count })}</span>
              <span className={styles.visuallyHidden}>{t('carousel.counterLabel', { current: selectActiveDot(snapshot) + 1, total: count })}</span>
            </p>
          )}
          <ArrowButton
            pointing="onward"
            label={t('carousel.next')}
            disabled={!canNavigate}
            onClick={() => send({ type: 'carousel.next' })}
          />
        </div>
      )}
    </section>
  );
}
