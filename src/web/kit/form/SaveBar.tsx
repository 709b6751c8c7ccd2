import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './unsaved.js';
import '../../styles/lists.css';

/** A form of a screen with one save bar: whether it has changes, how to save them (true when saved) and drop them. */
export interface SaveMember {
  dirty: boolean;
  save: () => Promise<boolean>;
  discard: () => void;
}

interface Registry { set(id: string, member: SaveMember | null): void }
const SaveBarContext = createContext<Registry | null>(null);

/**
 * One save bar for a screen of several forms (the product editor's sections and tabs): it shows
 * while any of them has changes, saves them all, or drops them, and guards them from being left
 * (useUnsavedChanges). `keeps`: the paths where the forms stay mounted (the screen's own tabs).
 */
export function SaveBarScope({ children, keeps, testId = 'save-bar' }: { children: ReactNode; keeps?: (path: string) => boolean; testId?: string }) {
  const { t } = useTranslation();
  const members = useRef(new Map<string, SaveMember>());
  const [dirty, setDirty] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const registry = useMemo<Registry>(() => ({
    set(id, member) {
      if (member) members.current.set(id, member); else members.current.delete(id);
      const now = [...members.current].filter(([, m]) => m.dirty).map(([k]) => k);
      setDirty((before) => (before.join() === now.join() ? before : now));
    },
  }), []);
  useUnsavedChanges(dirty.length > 0, keeps);

  async function saveAll() {
    setSaving(true);
    try {
      // one after the other: each save refreshes the record the next one is checked against
      for (const id of dirty) {
        const m = members.current.get(id);
        if (m?.dirty && !(await m.save())) break;
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <SaveBarContext.Provider value={registry}>
      {children}
      {dirty.length > 0 && (
        <div className="save-bar" role="region" aria-label={t('lists.unsaved.bar_label')} data-testid={testId}>
          <span>{t('lists.unsaved.bar', { count: dirty.length })}</span>
          <span className="save-bar-spacer" />
          <button type="button" className="btn" disabled={saving} data-testid={`${testId}-discard`}
            onClick={() => { for (const id of dirty) members.current.get(id)?.discard(); }}>{t('lists.unsaved.discard')}</button>
          <button type="button" className="btn btn-primary" disabled={saving} data-testid={`${testId}-save`}
            onClick={() => void saveAll()}>{saving ? t('kit.form.saving') : t('lists.unsaved.save')}</button>
        </div>
      )}
    </SaveBarContext.Provider>
  );
}

/**
 * Joins the screen's save bar when there is one (null: the form does not take part); true when it
 * did, so the form hides its own save button.
 */
export function useSaveBarMember(member: SaveMember | null): boolean {
  const registry = useContext(SaveBarContext);
  const id = useId();
  const latest = useRef(member);
  latest.current = member;
  const joined = registry !== null && member !== null;
  const dirty = member?.dirty ?? false;
  useEffect(() => {
    if (!registry) return;
    registry.set(id, joined ? {
      get dirty() { return latest.current?.dirty ?? false; },
      save: () => latest.current?.save() ?? Promise.resolve(true),
      discard: () => latest.current?.discard(),
    } : null);
  }, [registry, id, joined, dirty]);
  useEffect(() => () => registry?.set(id, null), [registry, id]);
  return joined;
}
