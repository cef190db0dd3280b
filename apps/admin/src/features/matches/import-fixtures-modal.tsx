import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { TImportFixturesResult } from '../../lib/api-types.ts';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { fixtureFormat } from './fixture-file.ts';
import { matchKeys } from './matches-api.ts';

const MAX_BYTES = 2_000_000;

/** Fixtures from a file (league, home, away, kickoff): what was created, what was already there, which lines had problems. */
export function ImportFixturesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [result, setResult] = useState<(TImportFixturesResult & { fileName: string }) | null>(null);
  const importFixtures = useAdminMutation<{ format: 'json' | 'csv'; content: string }, TImportFixturesResult>('adminImportFixtures', { invalidate: [matchKeys.all] });

  const upload = async (file: File) => {
    if (file.size > MAX_BYTES) {
      setResult({ fileName: file.name, created: 0, unchanged: 0, problems: [{ line: 0, message: 'The file is larger than 2 MB: split it.' }] });
      return;
    }
    const content = await file.text();
    const answer = await importFixtures.mutateAsync({ format: fixtureFormat(file.name, content), content }).catch(() => null);
    if (answer) setResult({ ...answer, fileName: file.name });
  };

  return (
    <Modal
      open={open}
      title="Import fixtures"
      onCancel={onClose}
      afterOpenChange={(isOpen) => !isOpen && setResult(null)}
      footer={<Button onClick={onClose}>Close</Button>}
      width={620}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        A JSON array or a CSV file with the columns <Typography.Text code>league,home,away,kickoff</Typography.Text> (kick-off as an ISO time, e.g.{' '}
        <Typography.Text code>2026-11-28T15:00:00Z</Typography.Text>). Importing the same file again adds nothing. Imported matches are scheduled and unpriced until you price them.
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".json,.csv,application/json,text/csv"
        multiple={false}
        showUploadList={false}
        disabled={importFixtures.isPending}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
        data-testid="fixtures-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{importFixtures.isPending ? 'Importing…' : 'Click or drop a fixtures file here'}</p>
      </Upload.Dragger>
      {result && (
        <div style={{ marginTop: 16 }} data-testid="import-result">
          <Descriptions
            size="small"
            bordered
            column={3}
            title={result.fileName}
            items={[
              { key: 'created', label: 'Created', children: result.created },
              { key: 'unchanged', label: 'Already there', children: result.unchanged },
              { key: 'problems', label: 'Problems', children: result.problems.length },
            ]}
          />
          {result.problems.length > 0 ? (
            <Table
              size="small"
              style={{ marginTop: 12 }}
              rowKey={(p) => `${p.line}-${p.message}`}
              dataSource={result.problems}
              pagination={result.problems.length > 8 ? { pageSize: 8, size: 'small' } : false}
              columns={[
                { title: 'Line', dataIndex: 'line', width: 70 },
                { title: 'Problem', dataIndex: 'message' },
              ]}
            />
          ) : (
            <Alert style={{ marginTop: 12 }} type="success" showIcon title="Every line was imported or already there." />
          )}
        </div>
      )}
    </Modal>
  );
}
