import { useState } from 'react';
import { Alert, Form, Input, Tabs, Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { failingLanguages, languageErrors, LANGUAGES, tabForErrors, type TAnnouncementField, type TLanguage, type TLanguageError } from './content-model.ts';

// The server refuses a blank or too long title or text in any of the three languages
// (ZSaveAnnouncementRequest: 120 and 4,000 characters); the form says so before sending.
const FIELDS = [
  { field: 'title', what: 'Title', max: 120 },
  { field: 'body', what: 'Text', max: 4000 },
] as const;
const rules = (what: string, max: number) => [
  { required: true, whitespace: true, message: `${what} is required` },
  { max, message: `${what}: at most ${max.toLocaleString('en-US')} characters` },
];

/**
 * An announcement's title and text, a tab per language, inside the dialog's form. Save checks
 * every tab, and a tab out of view hides its errors, so they are also listed above the tabs,
 * the failing tabs are marked, and the first of them comes into view.
 */
export function AnnouncementTexts() {
  // Without a name, a `shouldUpdate` item renders again after every validation, not only on typing.
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => <LanguageTabs errors={languageErrors(form.getFieldsError())} />}
    </Form.Item>
  );
}

function LanguageTabs({ errors }: { errors: TLanguageError[] }) {
  const [active, setActive] = useState<TLanguage>('en');
  const failing = failingLanguages(errors);
  const [seen, setSeen] = useState(failing);
  if (failing.join() !== seen.join()) {
    // Adjusted while rendering rather than in an effect, so the tab turns as the errors appear.
    setSeen(failing);
    setActive(tabForErrors(active, seen, failing));
  }

  return (
    <>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="Not saved yet"
          data-testid="announcement-errors"
          style={{ marginBottom: 8 }}
          description={errors.map((e) => (
            <div key={e.message}>
              <Typography.Link onClick={() => setActive(e.code)}>{e.message}</Typography.Link>
            </div>
          ))}
        />
      )}
      <Tabs
        size="small"
        activeKey={active}
        onChange={(key) => setActive(key as TLanguage)}
        items={LANGUAGES.map((l) => ({
          key: l.code,
          label: failing.includes(l.code) ? (
            <Typography.Text type="danger">
              <ExclamationCircleOutlined /> {l.name}
            </Typography.Text>
          ) : (
            l.name
          ),
          // Rendered while hidden, so Save validates (and sends) every language.
          forceRender: true,
          children: FIELDS.map(({ field, what, max }) => (
            <Form.Item key={field} label={`${what} (${l.name})`} name={`${field}_${l.code}` satisfies TAnnouncementField} rules={rules(what, max)}>
              {field === 'title' ? <Input maxLength={max} /> : <Input.TextArea rows={5} maxLength={max} />}
            </Form.Item>
          )),
        }))}
      />
    </>
  );
}
