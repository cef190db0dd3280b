import { Alert, Button, Card, Checkbox, Descriptions, Form, InputNumber, Skeleton, Space } from 'antd';
import type { TMatchLimits } from '../../lib/api-types.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { showRefusalOnField } from '../../lib/ui/form-refusal.ts';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { naira } from '../../lib/format.ts';
import { groupedAmount, limitAmountProblem } from './limits-form-model.ts';
import { matchKeys, useMatchExposure } from './matches-api.ts';

type TField = 'minStake' | 'maxStake' | 'selectionTotalLimit';
const FIELDS: { name: TField; label: string; help: string }[] = [
  { name: 'minStake', label: 'Minimum stake', help: 'The smallest bet on this match.' },
  { name: 'maxStake', label: 'Maximum stake', help: 'The largest single bet on this match.' },
  { name: 'selectionTotalLimit', label: 'Selection total', help: 'The most all members together may stake on one price of this match.' },
];

type TForm = Record<TField, number | null> & Record<`${TField}Default`, boolean>;

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

/** Naira in the form, kobo on the wire; a field left on "use the setting" sends null. */
export function limitsBody(matchId: number, v: TForm) {
  const kobo = (name: TField) => (v[`${name}Default`] ? null : Math.round((v[name] ?? 0) * 100));
  return { matchId, minStake: kobo('minStake'), maxStake: kobo('maxStake'), selectionTotalLimit: kobo('selectionTotalLimit') };
}

export function LimitsTab({ matchId }: { matchId: number }) {
  const exposure = useMatchExposure(matchId);
  const [form] = Form.useForm<TForm>();
  const mayEdit = useMayCall('adminMatchLimits');
  const save = useAdminMutation<ReturnType<typeof limitsBody>, TMatchLimits>('adminMatchLimits', { invalidate: [matchKeys.exposure(matchId)], success: 'Limits saved' });
  if (exposure.error) return <QueryError error={exposure.error} onRetry={() => void exposure.refetch()} />;
  if (!exposure.data) return <Skeleton active />;
  const limits = exposure.data.limits;
  const initial = Object.fromEntries(
    FIELDS.flatMap((f) => [
      [f.name, (limits.perMatch[f.name] ?? limits[f.name]) / 100],
      [`${f.name}Default`, limits.perMatch[f.name] === null],
    ]),
  ) as TForm;

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
        <Form<TForm> form={form} layout="horizontal" labelCol={{ span: 9 }} initialValues={initial} disabled={!mayEdit || save.isPending}
          // A refusal is about the limits together (a maximum above the total): any change clears it from every field.
          onValuesChange={() => form.setFields(FIELDS.map((f) => ({ name: f.name, errors: [] })))}
          onFinish={(v) => void save.mutateAsync(limitsBody(matchId, v)).catch((e: unknown) => showRefusalOnField(form, e))}>
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
