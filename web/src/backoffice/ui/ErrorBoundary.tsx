import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fallback({ message }: { message: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="bo-error" role="alert">
      <p>
        <strong>{t('error.title')}</strong> — {message}
      </p>
      <button type="button" className="bo-button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

/**
 * Catches render errors and failed lazy chunks (a deploy replaced the files the page knew), so one
 * broken screen shows a message with a reload button instead of a blank page. `resetKey` (the
 * path) clears it when the user navigates elsewhere.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: Error | null; key?: string }> {
  state: { error: Error | null; key?: string } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { error: Error | null; key?: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    return this.state.error ? <Fallback message={this.state.error.message} /> : this.props.children;
  }
}
