/**
 * `#/signin`: the director's sign-in. With no password set yet, and the page
 * open on the director's own machine (where the server runs), it offers to
 * set one instead; elsewhere it says where to do that. After signing in the
 * page goes back where it was sent from (the desk by default).
 */
import { useEffect, useState } from 'preact/hooks';
import { getMe, login, logout, type Me, setupPassword } from './api';
import { useLive } from './shared';

const BACK_KEY = 'bridge-score/signin-back';

/** Remembers where to go after signing in, and opens the sign-in page. */
export function askSignIn(): void {
  try {
    sessionStorage.setItem(BACK_KEY, location.hash);
  } catch {
    // Back to the desk then.
  }
  if (location.hash !== '#/signin') location.hash = '#/signin';
}

function goBack(): void {
  let back = '#/desk';
  try {
    const held = sessionStorage.getItem(BACK_KEY);
    if (held?.startsWith('#/') && held !== '#/signin') back = held;
    sessionStorage.removeItem(BACK_KEY);
  } catch {
    // The desk.
  }
  location.hash = back;
}

export function SignInView() {
  const t = useLive();
  const [me, setMe] = useState<Me | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);

  const load = () =>
    getMe().then(
      (a) => (a.status === 200 ? setMe(a.body as Me) : setProblem(a.body.error?.message ?? String(a.status))),
      () => setProblem(t.network),
    );
  useEffect(() => {
    void load();
  }, []);

  if (!me)
    return (
      <section class="signin">
        <p role={problem ? 'alert' : 'status'}>{problem ?? '…'}</p>
      </section>
    );

  const run = async (
    f: () => Promise<{ status: number; body: { error?: { message: string; code: string } } }>,
  ) => {
    setBusy(true);
    setProblem(null);
    try {
      const a = await f();
      if (a.status === 204 || a.status === 200) {
        setPassword('');
        setRepeat('');
        return true;
      }
      setProblem(
        a.body.error?.code === 'auth-wrong'
          ? t.signin.wrong
          : a.body.error?.code === 'auth-too-short'
            ? t.signin.tooShort
            : t.signin.failed(a.body.error?.message ?? String(a.status)),
      );
      return false;
    } catch {
      setProblem(t.network);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const alert = problem ? (
    <p role="alert" class="error" id="signin-problem">
      {problem}
    </p>
  ) : null;

  if (!me.passwordSet) {
    if (!me.loopback)
      return (
        <section class="signin">
          <h1>{t.signin.setupHeading}</h1>
          <p role="alert">{t.signin.notLocal}</p>
        </section>
      );
    const submit = async (e: Event) => {
      e.preventDefault();
      if (password.length < 8) return setProblem(t.signin.tooShort);
      if (password !== repeat) return setProblem(t.signin.mismatch);
      if (await run(() => setupPassword(password))) goBack();
    };
    return (
      <section class="signin">
        <h1>{t.signin.setupHeading}</h1>
        <p>{t.signin.setupIntro}</p>
        <form onSubmit={submit}>
          <label class="field">
            <span>{t.signin.newPassword}</span>
            <input
              type="password"
              autoComplete="new-password"
              minLength={8}
              maxLength={200}
              required
              value={password}
              aria-describedby={problem ? 'signin-problem' : undefined}
              onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
            />
          </label>
          <label class="field">
            <span>{t.signin.repeat}</span>
            <input
              type="password"
              autoComplete="new-password"
              maxLength={200}
              required
              value={repeat}
              onInput={(e) => setRepeat((e.target as HTMLInputElement).value)}
            />
          </label>
          {alert}
          <button type="submit" class="primary" disabled={busy}>
            {t.signin.setPassword}
          </button>
        </form>
      </section>
    );
  }

  // Any signed-in account may open the desk: a scorer's reads and lines are allowed, the rest is
  // refused by the server with its worded error.
  if ((me.director || me.account !== null) && me.passwordSet)
    return (
      <section class="signin">
        <h1>{t.signin.heading}</h1>
        <p role="status">{me.director ? t.signin.signedIn : t.signin.signedInScorer}</p>
        <p class="actions">
          <a class="button primary" href="#/desk">
            {t.signin.open}
          </a>{' '}
          <button
            type="button"
            onClick={async () => {
              if (await run(logout)) void load();
            }}
          >
            {t.signin.signOut}
          </button>
        </p>
      </section>
    );

  const submit = async (e: Event) => {
    e.preventDefault();
    if (await run(() => login(password, username))) goBack();
  };
  return (
    <section class="signin">
      <h1>{t.signin.heading}</h1>
      <form onSubmit={submit}>
        <label class="field">
          <span>{t.signin.username}</span>
          <input
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellcheck={false}
            maxLength={64}
            value={username}
            onInput={(e) => setUsername((e.target as HTMLInputElement).value)}
          />
        </label>
        <label class="field">
          <span>{t.signin.password}</span>
          <input
            type="password"
            autoComplete="current-password"
            maxLength={200}
            required
            value={password}
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={problem ? 'signin-problem' : undefined}
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
          />
        </label>
        {alert}
        <button type="submit" class="primary" disabled={busy}>
          {t.signin.signIn}
        </button>
      </form>
    </section>
  );
}
