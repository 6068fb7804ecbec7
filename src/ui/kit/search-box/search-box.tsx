import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isSearchType, SEARCH_TYPES, type SearchType } from '@/machines/search/search.actors';
import { searchMachine } from '@/machines/search/search.machine';
import { selectHasFailed, selectIsSearching, selectTerm, selectType } from '@/machines/search/search.selectors';
import { inspected } from '@/ui/app/inspector';
import * as styles from './search-box.css';
import { searchResultsPath, type SearchResultsState } from './search-results-link';

export interface SearchBoxProps {
  /** Prefill: the results page shows the search it is showing. */
  initialTerm?: string;
  /** Prefill; Travels when not given (spec, accounts §2 Home). */
  initialType?: SearchType;
  className?: string;
}

/**
 * The search box (spec, accounts §2 Home, §5 Search): a type, a term and Search. It renders the search
 * machine and opens /search-results with the results, term and type in navigation state (and the type and
 * term in the address, for a reload). It sits on the home page: the API client loads with the first search.
 */
export function SearchBox({ initialTerm, initialType, className }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  const termRef = useRef<HTMLInputElement>(null);
  const [snapshot, send, actorRef] = useMachine(searchMachine, inspected({ input: { term: initialTerm, type: initialType } }));
  const searching = selectIsSearching(snapshot);
  const failed = selectHasFailed(snapshot);

  useEffect(() => {
    const subscription = actorRef.on('search.found', ({ results, totalCount, searchTerm, searchType }) => {
      const state: SearchResultsState = { results, totalCount, searchTerm, searchType };
      void navigate(searchResultsPath(searchType, searchTerm), { state });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank term sends nothing (the machine refuses it); the cursor goes where the term is typed.
    if (!snapshot.can({ type: 'search.submitted' }) && !searching) termRef.current?.focus();
    send({ type: 'search.submitted' });
  };

  return (
    <form role="search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit} aria-busy={searching} noValidate>
      <label htmlFor={`${id}-type`} className={styles.visuallyHidden}>
        {t('box.typeLabel')}
      </label>
      <select
        id={`${id}-type`}
        className={styles.select}
        value={selectType(snapshot)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSearchType(value)) send({ type: 'search.typeChanged', searchType: value });
        }}
      >
        {SEARCH_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-term`} className={styles.visuallyHidden}>
        {t('box.termLabel')}
      </label>
      <input
        id={`${id}-term`}
        ref={termRef}
        type="search"
        name="q"
        className={styles.input}
        placeholder={t('box.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={selectTerm(snapshot)}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(event) => send({ type: 'search.termChanged', term: event.currentTarget.value })}
      />
      <button type="submit" className={styles.button} disabled={searching}>
        {searching ? t('box.searching') : t('box.submit')}
      </button>
      {failed && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {t('box.failed')}
        </p>
      )}
    </form>
  );
}
