import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GotoShortcut } from './goto.js';
import '../styles/keyboard.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function Keys({ keys }: { keys: readonly string[] }) {
  return <span className="kb-keys">{keys.map((k, i) => <kbd key={i}>{k}</kbd>)}</span>;
}

function Row({ keys, children, testId }: { keys: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="kb-row" data-testid={testId}>
      <dt>{keys}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The `?` sheet: every shortcut of the console, the `g` table as this viewer has it. */
export function ShortcutsSheet({ table, onClose }: { table: readonly GotoShortcut[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement;
    closeButton.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const then = <span className="kb-then">{t('palette.keyboard.then')}</span>;
  const or = <span className="kb-then">{t('palette.keyboard.or')}</span>;

  return (
    <div className="kb-overlay" onMouseDown={(e) => {
      if (e.target === e.currentTarget) onClose();
    }}>
      <div className="kb-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="shortcuts-sheet"
        onKeyDown={(e) => {
          // one focusable element: Tab stays on it
          if (e.key === 'Tab') e.preventDefault();
        }}>
        <header className="kb-head">
          <h2 id={titleId}>{t('palette.keyboard.title')}</h2>
          <button ref={closeButton} type="button" className="btn btn-ghost" onClick={onClose} aria-label={t('palette.keyboard.close')}
            title={t('palette.keyboard.close')} data-testid="shortcuts-close">✕</button>
        </header>
        <div className="kb-columns">
          <section>
            <h3>{t('palette.keyboard.sections.anywhere')}</h3>
            <dl>
              <Row keys={<>{isMac ? <Keys keys={['⌘', 'K']} /> : <Keys keys={['Ctrl', 'K']} />}</>}>{t('palette.keyboard.anywhere.palette')}</Row>
              <Row keys={<Keys keys={['?']} />}>{t('palette.keyboard.anywhere.sheet')}</Row>
              <Row keys={<Keys keys={['Esc']} />}>{t('palette.keyboard.anywhere.escape')}</Row>
            </dl>
            <h3>{t('palette.keyboard.sections.palette')}</h3>
            <dl>
              <Row keys={<><Keys keys={['↑']} />{or}<Keys keys={['↓']} /></>}>{t('palette.keyboard.palette.move')}</Row>
              <Row keys={<Keys keys={['↵']} />}>{t('palette.keyboard.palette.run')}</Row>
              <Row keys={<Keys keys={['Esc']} />}>{t('palette.keyboard.palette.back')}</Row>
              <Row keys={<>{isMac ? <Keys keys={['⌘', 'B']} /> : <Keys keys={['Ctrl', 'B']} />}</>}>{t('palette.keyboard.palette.copy_line')}</Row>
            </dl>
            <h3>{t('palette.keyboard.sections.tables')}</h3>
            <dl>
              <Row keys={<Keys keys={['j']} />}>{t('palette.keyboard.tables.down')}</Row>
              <Row keys={<Keys keys={['k']} />}>{t('palette.keyboard.tables.up')}</Row>
              <Row keys={<Keys keys={['x']} />}>{t('palette.keyboard.tables.select')}</Row>
              <Row keys={<Keys keys={['↵']} />}>{t('palette.keyboard.tables.open')}</Row>
              <Row keys={<Keys keys={['/']} />}>{t('palette.keyboard.tables.filter')}</Row>
            </dl>
          </section>
          <section>
            <h3>{t('palette.keyboard.sections.goto')}</h3>
            <p className="muted kb-hint">{t('palette.keyboard.goto_hint')}</p>
            {table.length === 0 ? <p className="muted">{t('palette.keyboard.goto_none')}</p> : (
              <dl>
                {table.map((g) => (
                  <Row key={g.key} keys={<><Keys keys={['g']} />{then}<Keys keys={[g.key]} /></>} testId={`shortcut-goto-${g.key}`}>
                    {t(g.route.label)}
                  </Row>
                ))}
              </dl>
            )}
          </section>
        </div>
        <p className="muted kb-note">{t('palette.keyboard.typing_note')}</p>
      </div>
    </div>
  );
}
