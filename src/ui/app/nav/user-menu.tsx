import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LOGO } from '@/api/images';
import { selectUser } from '@/machines/session/session.selectors';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { Session } from '../session';
import type { MenuControls } from './use-menu';
import * as styles from './user-menu.css';

/** The user's picture, or a default person icon when there is none; a picture that fails shows the placeholder. */
function Avatar({ path }: { path: string | null | undefined }) {
  if (!path) {
    return (
      <svg className={styles.avatar} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="15" r="7" fill="currentColor" />
        <path d="M7 34c2-7 7-10 13-10s11 3 13 10" fill="currentColor" />
      </svg>
    );
  }
  return <FallbackImage className={styles.avatar} src={path} fallback={PLACEHOLDER_LOGO} alt="" width={40} height={40} />;
}

/**
 * The signed-in user's menu (spec, accounts §2): the avatar (or a default icon) and name open a panel
 * with the name, e-mail, a profile link, the partner portal or admin console for those roles, and Logout. Loaded only once someone is signed in; its open and
 * closed state comes from the layout (`useMenu`), so this chunk carries no statechart code of its own.
 */
export function UserMenu({ menu }: { menu: MenuControls }) {
  const { t } = useTranslation('common');
  const user = Session.useSelector(selectUser);
  const session = Session.useActorRef();
  const navigate = useNavigate();
  const panelId = useId();
  const { buttonId, open, toggle, onKeyDown } = menu;

  if (!user) return null;
  return (
    <div className={styles.userMenu} onKeyDown={onKeyDown}>
      <button id={buttonId} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <Avatar path={user.avatar} />
        <span className={styles.triggerName}>{user.name}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.name}>{user.name}</p>
        <p className={styles.email}>
          {/* An address reads left to right, also inside an Arabic page. */}
          <bdi dir="ltr">{user.email}</bdi>
        </p>
        <Link to="/account" className={styles.action}>
          {t('nav.account')}
        </Link>
        {/* The pages of the account's role: the server still checks the role on every call. */}
        {user.role === 'partner' ? (
          <Link to="/partner" className={styles.action}>
            {t('nav.partnerPortal')}
          </Link>
        ) : user.role === 'admin' ? (
          <Link to="/admin" className={styles.action}>
            {t('nav.adminConsole')}
          </Link>
        ) : null}
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            session.send({ type: 'session.logout' });
            void navigate('/login');
          }}
        >
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
