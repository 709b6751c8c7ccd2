import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const RELOADED = 'bo.reloaded-after-chunk';
/** An automatic reload younger than this is not tried again: the new code is not there either. */
const RELOAD_GUARD_MS = 5 * 60_000;

/** A lazy import that rejected: the file of a screen is gone (a deploy during the session) or the network dropped. */
export function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|module script|Failed to fetch/i.test(text);
}

/** Reloads the page once for a failed chunk; false when it already did lately (sessionStorage), so it never loops. */
export function reloadOnce(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

function Failed({ error, chunk }: { error: unknown; chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="screen-failed" role="alert" data-testid="screen-failed">
      <h1>{t(chunk ? 'lists.failed.chunk_title' : 'lists.failed.title')}</h1>
      <p>{t(chunk ? 'lists.failed.chunk_body' : 'lists.failed.body')}</p>
      {!chunk && error instanceof Error && <p className="muted"><code>{error.message}</code></p>}
      <p><button type="button" className="btn btn-primary" onClick={() => window.location.reload()} data-testid="screen-reload">{t('lists.failed.reload')}</button></p>
    </section>
  );
}

interface Props { children: ReactNode; /** Where the console is: moving on clears a failure. */ resetKey: string }
interface State { error: unknown; chunk: boolean; reloading: boolean }

/**
 * Holds a screen's place when it fails to load or render, instead of a blank console: a failed
 * code chunk reloads the page by itself once (the new deploy's files), then shows the error with a
 * reload button; any other error shows at once. Moving to another page clears it.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null, chunk: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, chunk: isChunkError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkError(error) && reloadOnce()) this.setState({ reloading: true });
    else console.error(error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null, chunk: false, reloading: false });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return null;
    return <Failed error={this.state.error} chunk={this.state.chunk} />;
  }
}
