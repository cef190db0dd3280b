import { useEffect, useRef } from 'react';
import { Alert, App, Button, Card, Checkbox, Descriptions, Form, InputNumber, Skeleton, Space } from 'antd';
import type { TMatchLimits } from '../../lib/api-types.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { showRefusalOnField } from '../../lib/ui/form-refusal.ts';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { naira } from '../../lib/format.ts';
import { changedLimitsBody, groupedAmount, limitAmountProblem, limitsFormValues, type TLimitField, type TLimitsForm } from './limits-form-model.ts';
import { matchKeys, useMatchExposure } from './matches-api.ts';

const FIELDS: { name: TLimitField; label: string; help: string }[] = [
  { name: 'minStake', label: 'Minimum stake', help: 'The smallest bet on this match.' },
  { name: 'maxStake', label: 'Maximum stake', help: 'The largest single bet on this match.' },
  { name: 'selectionTotalLimit', label: 'Selection total', help: 'The most all members together may stake on one price of this match.' },
];

const AMOUNT_RULES = [
  { required: true, message: 'Give an amount, or use the setting' },
  // One message per amount: what is wrong with it first (QA: -5 read "above ₦0" and "at most 2 decimals").
  {
    validator: (_: unknown, v?: number | null) => {
      const problem = v === undefined || v === null ? null : limitAmountProblem(v);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

export function LimitsTab({ matchId }: { matchId: number }) {
  const exposure = useMatchExposure(matchId);
  const [form] = Form.useForm<TLimitsForm>();
  const { message } = App.useApp();
  const mayEdit = useMayCall('adminMatchLimits');
  const save = useAdminMutation<NonNullable<ReturnType<typeof changedLimitsBody>>, TMatchLimits>('adminMatchLimits', { invalidate: [matchKeys.exposure(matchId)], success: 'Limits saved' });
  const limits = exposure.data?.limits;
  // The limits the form was last filled with: what the trader changes is judged against them. Read
  // again (Refresh, a save, a colleague's change), they refill a form the trader has not touched.
  const shown = useRef<TLimitsForm | null>(null);
  const fresh = limits ? JSON.stringify(limits) : null;
  useEffect(() => {
    if (!limits) return;
    const next = limitsFormValues(limits);
    if (shown.current && form.isFieldsTouched()) return;
    shown.current = next;
    form.setFieldsValue(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fresh` stands for `limits` (a new object at every read)
  }, [fresh, form]);
  if (exposure.error) return <QueryError error={exposure.error} onRetry={() => void exposure.refetch()} />;
  if (!limits) return <Skeleton active />;
  const initial = limitsFormValues(limits);
  const submit = (v: TLimitsForm) => {
    const body = changedLimitsBody(matchId, shown.current ?? initial, v);
    if (!body) return void message.info('Nothing changed');
    void save.mutateAsync(body).then(
      () => {
        // Saved: the form is the limits in force again, refilled when they are read back.
        shown.current = null;
        form.resetFields();
      },
      (e: unknown) => showRefusalOnField(form, e),
    );
  };

  return (
    <Space align="start" size={12} wrap>
      <Card size="small" title="In force" style={{ width: 360 }}>
        <Descriptions
          size="small"
          column={1}
          items={FIELDS.map((f) => ({
            key: f.name,
            label: f.label,
            children: (
              <span>
                <strong className="num">{naira(limits[f.name])}</strong> <span className="muted">{limits.perMatch[f.name] === null ? '(operator setting)' : '(this match)'}</span>
              </span>
            ),
          }))}
        />
      </Card>
      <Card size="small" title="Change this match’s limits" style={{ width: 520 }}>
        <Form<TLimitsForm> form={form} layout="horizontal" labelCol={{ span: 9 }} initialValues={initial} disabled={!mayEdit || save.isPending}
          // A refusal is about the limits together (a maximum above the total): any change clears it from every field.
          onValuesChange={() => form.setFields(FIELDS.map((f) => ({ name: f.name, errors: [] })))}
          onFinish={submit}>
          {FIELDS.map((f) => (
            <Form.Item key={f.name} label={f.label} tooltip={f.help} style={{ marginBottom: 8 }}>
              <Space>
                <Form.Item noStyle shouldUpdate={(a, b) => a[`${f.name}Default`] !== b[`${f.name}Default`]}>
                  {({ getFieldValue }) => (
                    // Rules, not min/max: an amount out of range stays as typed and is flagged, never clamped.
                    <Form.Item noStyle name={f.name} rules={getFieldValue(`${f.name}Default`) ? [] : AMOUNT_RULES}>
                      <InputNumber
                        prefix="₦"
                        style={{ width: 170 }}
                        formatter={groupedAmount}
                        // A string, so an emptied field stays empty (Number('') would be 0).
                        parser={(v) => (v ?? '').replace(/,/g, '')}
                        disabled={getFieldValue(`${f.name}Default`) || !mayEdit}
                      />
                    </Form.Item>
                  )}
                </Form.Item>
                <Form.Item noStyle name={`${f.name}Default`} valuePropName="checked">
                  <Checkbox>Use the setting</Checkbox>
                </Form.Item>
              </Space>
            </Form.Item>
          ))}
          <Alert type="info" showIcon title="A new selection total applies at once, to the stakes already counted against it too: it cannot be set below what members have already staked on any one selection (that is refused)." style={{ margin: '8px 0 12px' }} />
          {mayEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save limits
            </Button>
          )}
        </Form>
      </Card>
    </Space>
  );
}
