import { type ReactNode } from 'react';
import { type useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { type tourEditorMachine } from '@/machines/tour-editor/tour-editor.machine';
import { selectGaps, selectProblemAt, type TourEditorSnapshot } from '@/machines/tour-editor/tour-editor.selectors';
import type { Language } from '@core/text/language';
import type { Bilingual } from '@/machines/tour-editor/tour-form';
import * as styles from '@/ui/kit/console/console.css';
import { FormField, FormTextArea } from '@/ui/kit/form-field/form-field';
import * as portal from './partner-portal.css';

/** The editor's `send`, which every field tells its changes to. */
export type Send = ReturnType<typeof useMachine<typeof tourEditorMachine>>[1];

const LANGUAGES: readonly Language[] = ['en', 'ar'];
const DIR = { en: 'ltr', ar: 'rtl' } as const;

export interface FieldProps {
  snapshot: TourEditorSnapshot;
  send: Send;
  disabled: boolean;
}

/** A text in both languages side by side: each its own label, direction and language, its problem, and "Arabic missing". */
export function Pair({ snapshot, send, disabled, path, label, value, long = false, hint }: FieldProps & { path: string; label: string; value: Bilingual; long?: boolean; hint?: string }) {
  const { t } = useTranslation('partnerTours');
  const gap = selectGaps(snapshot).get(path);
  return (
    <div className={styles.pair}>
      {LANGUAGES.map((language) => {
        const props = {
          label: t(`fieldIn.${language}`, { field: label }),
          name: `${path}.${language}`,
          lang: language,
          dir: DIR[language],
          value: value[language],
          disabled,
          hint: gap === language ? t(`missing.${language}`) : hint,
          error: selectProblemAt(snapshot, path, language),
          onChange: (event: { target: { value: string } }) => send({ type: 'tour.fieldChanged', path: `${path}.${language}`, value: event.target.value }),
        } as const;
        return long ? <FormTextArea key={language} {...props} /> : <FormField key={language} type="text" {...props} />;
      })}
    </div>
  );
}

/** One field in no language (a number, a date, a time). */
export function Single({ snapshot, send, disabled, path, label, value, type, hint, error, ...rest }: FieldProps & { path: string; label: string; value: string; type: string; hint?: string; error?: string | null; min?: number; max?: number; step?: string }) {
  return (
    <FormField
      label={label}
      name={path}
      type={type}
      dir="ltr"
      value={value}
      disabled={disabled}
      hint={hint}
      error={error ?? selectProblemAt(snapshot, path)}
      onChange={(event) => send({ type: 'tour.fieldChanged', path, value: event.target.value })}
      {...rest}
    />
  );
}

export function Section({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className={portal.fieldset} data-testid={testId}>
      <legend className={portal.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
