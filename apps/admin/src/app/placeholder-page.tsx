import { Result } from 'antd';
import { useLocation } from 'react-router';
import { leafForPath } from './menu.ts';

/** Screens of the back-office issue that are not built yet (their server APIs come first). */
export function PlaceholderPage() {
  const leaf = leafForPath(useLocation().pathname);
  if (!leaf) return <Result status="404" title="No such screen" />;
  return <Result status="info" title={`${leaf.label}: not built yet`} subTitle="This screen arrives with its server API in a later part of the back-office work." />;
}
