import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorText, type TPage } from '../api-client.ts';
import { serverNow } from '../server-clock.ts';
import { collectPages, csvFileName, downloadText, EXPORT_MAX_ROWS, toCsv, type TCsvColumn } from '../csv.ts';

/** Exports every row the current filters select (not just the page on screen) as CSV. */
export function CsvExportButton<T>({ fileBase, columns, fetchPage }: { fileBase: string; columns: readonly TCsvColumn<T>[]; fetchPage: (page: number, pageSize: number) => Promise<TPage<T>> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { rows, total, truncated } = await collectPages(fetchPage);
      downloadText(csvFileName(fileBase, new Date(serverNow())), toCsv(columns, rows));
      if (truncated) void message.warning(`Exported the first ${EXPORT_MAX_ROWS.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows: narrow the filters for the rest.`, 8);
      else void message.success(`Exported ${rows.length.toLocaleString('en-US')} rows`);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid="csv-export">
      Export CSV
    </Button>
  );
}
