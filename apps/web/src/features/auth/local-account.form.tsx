import {
  localSignInBodySchema,
  localSignUpBodySchema,
  minPasswordLength,
} from '@otto/shared/api/auth';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useSignIn, useSignUp } from './auth.queries';

type Mode = 'sign_in' | 'sign_up';

/** Email and password sign-in, the default in a self-hosted Otto without Google configured. */
export function LocalAccountForm({ onSignedIn }: { onSignedIn(): void }) {
  const [mode, setMode] = useState<Mode>('sign_in');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const busy = signIn.isPending || signUp.isPending;
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const onError = (e: unknown) => setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
    const invalid = (issues: { message: string }[]) => setError(issues[0]?.message ?? 'Please check your details.');
    if (mode === 'sign_in') {
      const parsed = localSignInBodySchema.safeParse({ email, password });
      if (!parsed.success) return invalid(parsed.error.issues);
      signIn.mutate(parsed.data, { onSuccess: onSignedIn, onError });
    } else {
      const parsed = localSignUpBodySchema.safeParse({ email, password, name: name.trim() || undefined });
      if (!parsed.success) return invalid(parsed.error.issues);
      signUp.mutate(parsed.data, { onSuccess: onSignedIn, onError });
    }
  };

  const switchMode = () => {
    setMode(mode === 'sign_in' ? 'sign_up' : 'sign_in');
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-describedby={error ? ids.error : undefined}>
      {mode === 'sign_up' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.name} className="text-xs font-medium text-muted">
            Name <span className="text-faint">(optional)</span>
          </label>
          <input id={ids.name} data-testid="auth-name" className="field" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.email} className="text-xs font-medium text-muted">
          Email
        </label>
        <input
          id={ids.email}
          data-testid="auth-email"
          className="field"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.password} className="text-xs font-medium text-muted">
          Password
        </label>
        <input
          id={ids.password}
          data-testid="auth-password"
          className="field"
          type="password"
          autoComplete={mode === 'sign_in' ? 'current-password' : 'new-password'}
          minLength={mode === 'sign_up' ? minPasswordLength : undefined}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === 'sign_up' && <p className="text-xs text-faint">At least {minPasswordLength} characters.</p>}
      </div>
      {error && (
        <p id={ids.error} data-testid="auth-error" role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <button type="submit" data-testid="auth-submit" className="btn-primary mt-1 py-2" disabled={busy}>
        {busy ? 'One moment…' : mode === 'sign_in' ? 'Sign in' : 'Create account'}
      </button>
      <p className="text-center text-sm text-muted">
        {mode === 'sign_in' ? 'New to Otto?' : 'Already have an account?'}{' '}
        <button type="button" data-testid="auth-mode-toggle" className="font-medium text-accent hover:underline" onClick={switchMode}>
          {mode === 'sign_in' ? 'Create an account' : 'Sign in'}
        </button>
      </p>
    </form>
  );
}
