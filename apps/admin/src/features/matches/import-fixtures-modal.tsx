import { useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, List, Modal, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { MAX_FIXTURES_FILE } from '@scoreline/contract/api/matches';
import { binaryFileProblem, decodeTextFile, fixtureFormat, type TTextEncoding } from '@scoreline/contract/text-file';
import { ApiError, callApi, markShown, refusalDetail } from '../../lib/api-client.ts';
import type { TAdminMatchList, TAdminMatchRow, TImportFixturesResult } from '../../lib/api-types.ts';
import { formatDateTime, OPERATOR_TZ_LABEL } from '../../lib/format.ts';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { exampleKickOff } from './fixture-file.ts';
import { matchKeys } from './matches-api.ts';
import { fixtureName } from './match-states.ts';

/** The server's line for a problem of the whole file (not JSON, not an array). */
const WHOLE_FILE = 0;

// The import answers the ids of the matches it created; they are the newest matches, read back
// from the list (a match another trader creates meanwhile is not among them).
const newestMatches = (pageSize: number) => callApi<TAdminMatchList>('adminMatchList', { query: { sort: 'id', order: 'desc', page: 1, pageSize } }).then((l) => l.items);

/** Lines of the file with what is said of each (its problems, or the notes of an import that went in), eight a page. */
function LinesTable({ lines, where, what, title, testId }: { lines: TImportFixturesResult['problems']; where: string; what: string; title?: ReactNode; testId?: string }) {
  return (
    <Table
      size="small"
      style={{ marginTop: 12 }}
      title={title === undefined ? undefined : () => title}
      rowKey={(l) => `${l.line}-${l.message}`}
      dataSource={lines}
      pagination={lines.length > 8 ? { pageSize: 8, size: 'small' } : false}
      columns={[
        { title: where, dataIndex: 'line', width: 76 },
        { title: what, dataIndex: 'message' },
      ]}
      data-testid={testId}
    />
  );
}

/** Fixtures from a file (league, home, away, kickoff): what was created, what was already there, which lines had problems. */
export function ImportFixturesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // problemCount: every problem of the file, where the answer lists the first 200 and a line for the rest.
  const [result, setResult] = useState<(TImportFixturesResult & { fileName: string; format: 'json' | 'csv' | null; createdMatches: TAdminMatchRow[]; refused: string | null; encoding: TTextEncoding; problemCount?: number }) | null>(null);
  // A JSON file's problems are numbered by the fixture's place in its array, not by a line of the text.
  const where = result?.format === 'json' ? 'Fixture' : 'Line';
  const importFixtures = useAdminMutation<{ format: 'json' | 'csv'; content: string }, TImportFixturesResult>('adminImportFixtures', { invalidate: [matchKeys.all] });

  const upload = async (file: File) => {
    let format: 'json' | 'csv' | null = null;
    let encoding: TTextEncoding = 'utf-8';
    const refused = (message: string, problems: TImportFixturesResult['problems'], problemCount?: number) =>
      setResult({ fileName: file.name, format, created: 0, createdIds: [], unchanged: 0, problems, notes: [], createdMatches: [], refused: message, encoding, problemCount });
    if (file.size > MAX_FIXTURES_FILE) {
      refused('Nothing was imported.', [{ line: WHOLE_FILE, message: `the file is larger than ${MAX_FIXTURES_FILE / 1_000_000} MB: split it` }]);
      return;
    }
    const decoded = decodeTextFile(new Uint8Array(await file.arrayBuffer()));
    const content = decoded.text;
    const binary = binaryFileProblem(content);
    if (binary) {
      // Said alone: how its bytes were read does not matter.
      refused('Nothing was imported.', [{ line: WHOLE_FILE, message: binary }]);
      return;
    }
    encoding = decoded.encoding;
    if (!content.trim()) {
      refused('Nothing was imported.', [{ line: WHOLE_FILE, message: 'the file is empty' }]);
      return;
    }
    format = fixtureFormat(file.name, content);
    const answer = await importFixtures.mutateAsync({ format, content }).catch((error: unknown) => {
      // A file with problems is refused whole: its problems are the list to mend, shown here rather than in a toast.
      if (error instanceof ApiError && error.code === ERRORS.FIXTURES_INVALID.code) {
        markShown(error);
        const data = error.data as { problems: TImportFixturesResult['problems']; params?: { count?: number } };
        refused(error.message, data.problems, data.params?.count);
      } else if (error instanceof ApiError) {
        // Refused before its lines were read (a binary file, say): said under this file's name,
        // so the last file's result does not stay on screen as if it were this one's.
        markShown(error);
        refused('Nothing was imported.', [{ line: WHOLE_FILE, message: refusalDetail(error).reason ?? error.message }]);
      } else {
        setResult(null);
      }
      return null;
    });
    if (!answer) return;
    const made = new Set(answer.createdIds);
    const createdMatches = answer.created ? (await newestMatches(Math.min(answer.created, 200)).catch(() => [])).filter((m) => made.has(m.id)).reverse() : [];
    setResult({ ...answer, fileName: file.name, format, createdMatches, refused: null, encoding });
  };
  const fileProblems = result?.problems.filter((p) => p.line === WHOLE_FILE) ?? [];
  const lineProblems = result?.problems.filter((p) => p.line !== WHOLE_FILE) ?? [];

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
        A JSON array or a CSV file (commas, semicolons or tabs) with the columns <Typography.Text code>league,home,away,kickoff</Typography.Text> (kick-off as an ISO
        time with its offset, e.g. <Typography.Text code>{exampleKickOff()}</Typography.Text> for {OPERATOR_TZ_LABEL}), up to {MAX_FIXTURES_FILE / 1_000_000} MB. A file is imported whole or not at all: any problem
        is listed with its line (in a JSON file, the fixture’s place in the array), and nothing is created until the file is mended. Importing the same file again adds nothing. Imported matches are scheduled and unpriced
        until you price them.
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
              { key: 'problems', label: 'Problems', children: result.problemCount ?? result.problems.length },
            ]}
          />
          {result.encoding === 'windows-1252' && (
            <Alert style={{ marginTop: 12 }} type="info" showIcon data-testid="import-encoding"
              title="The file is not UTF-8: it was read as Windows-1252, as spreadsheets on Windows save CSV. Check that the names read right." />
          )}
          {result.refused && <Alert style={{ marginTop: 12 }} type="error" showIcon title={result.refused} data-testid="import-refused" />}
          {fileProblems.map((p) => (
            <Alert key={p.message} style={{ marginTop: 12 }} type="error" showIcon title={`The file: ${p.message}`} data-testid="import-file-problem" />
          ))}
          {result.createdMatches.length > 0 && (
            <List
              size="small"
              style={{ marginTop: 12 }}
              header={<strong>Created</strong>}
              bordered
              dataSource={result.createdMatches}
              renderItem={(m) => (
                <List.Item>
                  <Link to={`/matches/${m.id}`} onClick={onClose}>
                    #{m.id} {fixtureName(m)}
                  </Link>
                  <span className="muted">
                    {m.league} · {formatDateTime(m.kickOffAt)}
                  </span>
                </List.Item>
              )}
              data-testid="import-created"
            />
          )}
          {result.notes.length > 0 && (
            <LinesTable lines={result.notes} where={where} what="Note" title={<Typography.Text type="warning" strong>To check</Typography.Text>} testId="import-notes" />
          )}
          {lineProblems.length > 0 ? (
            <LinesTable lines={lineProblems} where={where} what="Problem" />
          ) : (
            !result.refused && <Alert style={{ marginTop: 12 }} type="success" showIcon title={`Every ${where === 'Fixture' ? 'fixture' : 'line'} was imported or already there.`} />
          )}
        </div>
      )}
    </Modal>
  );
}
