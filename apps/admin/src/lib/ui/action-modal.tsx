import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { errorText, isConflict, markShown } from '../api-client.ts';
import { showRefusalOnField } from './form-refusal.ts';
import { useRoleLabel } from '../session-hooks.ts';

/** A refusal that belongs to one field of the form (a taken username, a too-short password). */
export type TFieldRefusal<TValues> = { name: keyof TValues & string; message: string };

/**
 * A dialog for one back-office action: what it will do (the impact), the fields it needs, and
 * the button. A refusal keeps it open with the server's reason, said once: under the field it
 * concerns (`fieldRefusal`, else the field the server names, through `fieldNames` where the form
 * calls it otherwise), else in the dialog's alert; success closes it.
 */
export function ActionModal<TValues extends object>(props: {
  open: boolean;
  title: ReactNode;
  okText: string;
  danger?: boolean;
  /** The action cannot go ahead as it stands (the impact says why). */
  okDisabled?: boolean;
  width?: number;
  initialValues?: Partial<TValues>;
  children?: ReactNode;
  onSubmit: (values: TValues) => Promise<unknown>;
  onClose: () => void;
  fieldRefusal?: (error: unknown) => TFieldRefusal<TValues> | null;
  fieldNames?: Record<string, keyof TValues & string>;
}) {
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const role = useRoleLabel();

  const submit = async () => {
    let values: TValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(values);
      props.onClose();
    } catch (e) {
      const refusal = props.fieldRefusal?.(e);
      if (refusal) {
        markShown(e);
        form.setFields([{ name: refusal.name as never, errors: [refusal.message] }]);
      } else if (showRefusalOnField(form, e, props.fieldNames)) {
        markShown(e);
      } else if (isConflict(e)) {
        // Done or changed elsewhere meanwhile (a result another tab entered, a request a colleague
        // decided): the screen behind reads itself again (use-admin-mutation.ts) and this dialog's
        // preview is stale, so it closes; the refusal is said in a toast over the fresh screen (QA).
        props.onClose();
      } else {
        markShown(e);
        setError(errorText(e, role));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger, disabled: props.okDisabled, loading: busy, 'data-testid': 'action-ok' }}
      onOk={() => void submit()}
      onCancel={props.onClose}
      width={props.width ?? 480}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) setError(null);
      }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={props.initialValues} preserve={false} requiredMark={false} onFinish={() => void submit()}>
        {props.children}
      </Form>
    </Modal>
  );
}

/**
 * The reason every trading and results action records (3 to 500 characters). Where the server
 * also sends it to members (`shownToMembers`: where they read it), the label says so: an operator
 * took "Reason (recorded with the change)" for an internal note and might type a suspicion (QA).
 */
export function ReasonField({ label, name = 'reason', placeholder, shownToMembers }: { label?: string; name?: string; placeholder?: string; shownToMembers?: string }) {
  return (
    <Form.Item
      label={label ?? (shownToMembers ? 'Reason, shown to members as typed' : 'Reason (recorded with the change)')}
      extra={shownToMembers && `Members read it ${shownToMembers}, in the words you type.`}
      name={name}
      rules={[{ required: true, whitespace: true, min: 3, max: 500, message: 'Give a reason of 3 to 500 characters' }]}
    >
      {/* The count shows where a longer text pasted in was cut (QA: silently at 500). */}
      <Input.TextArea rows={2} maxLength={500} showCount placeholder={placeholder} data-testid="action-reason" />
    </Form.Item>
  );
}
