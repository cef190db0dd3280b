import { Alert, Button, Result } from 'antd';
import { ApiError, errorText } from '../api-client.ts';
import { useRoleLabel } from '../session-hooks.ts';

/** A screen's data could not be read: "not allowed for your role", or the reason and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const role = useRoleLabel();
  if (error instanceof ApiError && error.kind === 'forbidden') {
    return <Result status="403" title="Not allowed for your role" subTitle={`${role} accounts cannot open this. Ask a super admin if you need it.`} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(error, role)}
      action={
        // Something that is not there stays not there: a retry would only ask again.
        onRetry &&
        !(error instanceof ApiError && error.status === 404) && (
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
      style={{ marginBottom: 12 }}
    />
  );
}
