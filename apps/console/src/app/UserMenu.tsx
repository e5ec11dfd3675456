import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Language } from '../i18n/translator';
import { LANGUAGES, useI18n } from '../i18n/translator';
import { useSession } from '../session/sessionContext';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

/** The user's name opens what concerns them: who they are, their language, signing out. */
export function UserMenu() {
  const { t, language, chooseLanguage } = useI18n();
  const { session, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  return (
    <div
      className="user-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        title={session.user.name}
        onClick={() => setOpen(!open)}
      >
        {session.user.name}
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <span>{session.user.email}</span>
          <span>{t(`role.${session.user.role}`)}</span>
        </p>
        <label className="field">
          <span>{t('userMenu.language')}</span>
          <select
            value={language}
            onChange={(event) => chooseLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <Link to="/account" className="button" onClick={() => setOpen(false)}>
          {t('userMenu.account')}
        </Link>
        <button type="button" className="button" onClick={() => void signOut()}>
          {t('userMenu.signOut')}
        </button>
      </div>
    </div>
  );
}
