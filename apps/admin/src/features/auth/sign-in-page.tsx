import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { ApiError, callApi, errorText } from '../../lib/api-client.ts';
import { startSession } from '../../lib/session.ts';
import { useSessionState } from '../../lib/session-hooks.ts';
import { groupSecret, nextLoginStep, normaliseCode, type TLoginStep } from './login-flow.ts';
import './sign-in-page.css';

type TCodeStep = Exclude<TLoginStep, { kind: 'signed-in' }>;

export function SignInPage() {
  const { session, reason } = useSessionState();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [step, setStep] = useState<TCodeStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  // Signed in: back where the admin was sent from, else home (which picks the role's first screen).
  if (session) return <Navigate to={from && from !== '/sign-in' ? from : '/'} replace />;

  const follow = (data: unknown) => {
    const next = nextLoginStep(data);
    if (next.kind === 'signed-in') {
      // The page re-renders signed in and moves on (above).
      startSession(next.session);
    } else setStep(next);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const signIn = (values: { username: string; password: string }) => run(async () => follow(await callApi('adminLogin', { body: values })));
  const sendCode = (code: string) =>
    run(async () => {
      if (!step) return;
      try {
        follow(await callApi('adminLoginTotp', { body: { ticket: step.ticket, code: normaliseCode(code) } }));
      } catch (e) {
        // The ticket ran out (5 minutes) or was used up: the password step again.
        if (e instanceof ApiError && e.kind === 'unauthenticated') {
          setStep(null);
          throw new Error('That took too long: enter your password again.');
        }
        throw e;
      }
    });

  return (
    <main className="sign-in">
      {/* Plain markup rather than antd's Card and Typography: the first page loads only the form parts. */}
      <section className="sign-in-card">
        <div className="sign-in-brand">
          <span className="sign-in-mark">S</span>
          <div>
            <h1 className="sign-in-title">Scoreline back office</h1>
            <div className="sign-in-subtitle">{step ? (step.kind === 'enrol' ? 'Set up two-factor sign-in' : 'Two-factor sign-in') : 'Sign in with your admin account'}</div>
          </div>
        </div>
        {reason === 'expired' && !step && !error && <Alert type="info" showIcon title="Your session has ended. Sign in again." className="sign-in-alert" />}
        {error && <Alert type="error" showIcon title={error} className="sign-in-alert" data-testid="sign-in-error" />}

        {!step && (
          <Form layout="vertical" onFinish={signIn} requiredMark={false} disabled={busy}>
            <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Enter your username' }]}>
              <Input autoComplete="username" autoFocus data-testid="sign-in-username" />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
              <Input.Password autoComplete="current-password" data-testid="sign-in-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="sign-in-submit">
              Continue
            </Button>
          </Form>
        )}

        {step?.kind === 'enrol' && (
          <div className="sign-in-enrol" data-testid="sign-in-enrol">
            <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.</p>
            <img src={step.enrolment.qrDataUrl} alt="QR code for your authenticator app" width={176} height={176} className="sign-in-qr" />
            <div className="sign-in-subtitle">Or type this secret by hand:</div>
            <div className="sign-in-secret-row">
              <code className="sign-in-secret" data-testid="sign-in-secret">
                {groupSecret(step.enrolment.secret)}
              </code>
              <Button size="small" onClick={() => void navigator.clipboard?.writeText(step.enrolment.secret).then(() => setCopied(true))}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </div>
        )}

        {step && (
          <Form layout="vertical" onFinish={(v: { code: string }) => sendCode(v.code)} requiredMark={false} disabled={busy} key={step.ticket}>
            <Form.Item
              label="6-digit code from your authenticator app"
              name="code"
              rules={[{ validator: (_, v: string | undefined) => (normaliseCode(v ?? '').length === 6 ? Promise.resolve() : Promise.reject(new Error('Enter the 6 digits'))) }]}
            >
              <Input.OTP length={6} size="large" autoFocus data-testid="sign-in-code" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="sign-in-code-submit">
              {step.kind === 'enrol' ? 'Confirm and sign in' : 'Sign in'}
            </Button>
            <Button
              type="link"
              block
              onClick={() => {
                setStep(null);
                setError(null);
              }}
            >
              Start again
            </Button>
          </Form>
        )}
      </section>
    </main>
  );
}
