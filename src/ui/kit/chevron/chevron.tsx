import * as styles from './chevron.css';

export interface ChevronProps {
  /** Back (previous) or onward (next), along the reading direction. */
  pointing: 'back' | 'onward';
  size?: keyof typeof styles.chevron;
}

/** A chevron drawn for left-to-right reading; CSS mirrors it in Arabic (text glyphs would mirror twice). */
export function Chevron({ pointing, size = 'medium' }: ChevronProps) {
  return (
    <svg className={styles.chevron[size]} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={pointing === 'onward' ? 'M7 4l6 6-6 6' : 'M13 4l-6 6 6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
