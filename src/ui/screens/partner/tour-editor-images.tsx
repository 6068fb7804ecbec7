import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '@core/uploads/images';
import { selectActions, selectForm, selectImageError, selectProblemAt, selectStep, type TourEditorSnapshot } from '@/machines/tour-editor/tour-editor.selectors';
import { coverOf } from '@/machines/tour-editor/tour-form';
import { useProblemWords } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import * as fieldStyles from '@/ui/kit/form-field/form-field.css';
import { Section, type Send } from './tour-editor-fields';
import * as portal from './partner-portal.css';

/** The tour's pictures in order: move, make the cover, remove, and add one (uploaded as it is chosen). */
export function Images({ snapshot, send }: { snapshot: TourEditorSnapshot; send: Send }) {
  const { t } = useTranslation('partnerTours');
  const problemWords = useProblemWords('partner', 'partnerTours');
  const form = selectForm(snapshot);
  const actions = selectActions(snapshot);
  const uploading = selectStep(snapshot) === 'uploading';
  const imageError = selectImageError(snapshot);
  const problem = selectProblemAt(snapshot, 'imageUrls');
  const cover = coverOf(form);
  const inputRef = useRef<HTMLInputElement>(null);
  const last = form.imageUrls.length - 1;
  return (
    <Section legend={t('editor.sections.images')} testId="tour-images">
      <p className={styles.hint} id="tour-images-hint">
        {t('images.hint')}
      </p>
      {form.imageUrls.length === 0 ? <p className={styles.hint}>{t('images.none')}</p> : null}
      <ol className={portal.images}>
        {form.imageUrls.map((url, index) => {
          const number = index + 1;
          return (
            <li key={url} className={portal.image} data-testid="tour-image">
              <img src={url} alt={t('images.alt', { number })} className={portal.thumbnail} loading="lazy" />
              {url === cover ? <span className={portal.tourStatus.published}>{t('images.cover')}</span> : null}
              <div className={styles.actions}>
                <button type="button" className={portal.small} disabled={!actions.canEdit || index === 0} aria-label={t('images.earlier', { number })} onClick={() => send({ type: 'tour.imageArranged', index, action: 'earlier' })}>
                  ↑
                </button>
                <button type="button" className={portal.small} disabled={!actions.canEdit || index === last} aria-label={t('images.later', { number })} onClick={() => send({ type: 'tour.imageArranged', index, action: 'later' })}>
                  ↓
                </button>
                {url !== cover ? (
                  <button type="button" className={portal.small} disabled={!actions.canEdit} onClick={() => send({ type: 'tour.imageArranged', index, action: 'cover' })}>
                    {t('images.makeCover', { number })}
                  </button>
                ) : null}
                <button type="button" className={portal.small} disabled={!actions.canEdit} onClick={() => send({ type: 'tour.imageArranged', index, action: 'remove' })}>
                  {t('images.remove', { number })}
                </button>
              </div>
            </li>
          );
        })}
        {uploading ? (
          <li className={portal.image} aria-busy="true" data-testid="tour-image-uploading">
            <div className={`${styles.skeleton} ${portal.thumbnail}`} aria-hidden="true" />
            <p className={styles.hint} role="status">
              {t('images.uploading')}
            </p>
          </li>
        ) : null}
      </ol>
      <div className={fieldStyles.field}>
        <label htmlFor="tour-image-file" className={fieldStyles.label}>
          {t('images.add')}
        </label>
        <input
          ref={inputRef}
          id="tour-image-file"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={!actions.canEdit}
          aria-describedby="tour-images-hint"
          aria-invalid={imageError || problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send({ type: 'tour.imageChosen', file });
            // The same file can be chosen again after a refusal.
            if (inputRef.current) inputRef.current.value = '';
          }}
        />
      </div>
      {imageError ? (
        <p className={styles.errorText} role="alert" data-testid="tour-image-error">
          {typeof imageError === 'object' ? imageError.message : problemWords(imageError)}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.errorText} role="alert">
          {problem}
        </p>
      ) : null}
    </Section>
  );
}
