// Content helpers: the member app's languages, the announcement form's errors by language, and
// a message send's segment in words.

export type TLanguage = 'en' | 'fr' | 'th';
/** `name` is what the tab shows (the language's own name); `english` is how the back office names it in a sentence. */
export const LANGUAGES: { code: TLanguage; name: string; english: string }[] = [
  { code: 'en', name: 'English', english: 'English' },
  { code: 'fr', name: 'Français', english: 'French' },
  { code: 'th', name: 'ไทย', english: 'Thai' },
];

/** The announcement form has a title and a text per language, named "title_fr", "body_th"… */
export type TAnnouncementField = `${'title' | 'body'}_${TLanguage}`;

/** A field's errors as the form reports them (antd's getFieldsError). */
type TFieldErrors = { name: readonly (string | number)[]; errors: readonly string[] };

/** One reason the announcement cannot be saved yet, with the language (tab) it is in. */
export type TLanguageError = { code: TLanguage; message: string };

const languageIndex = (code: TLanguage) => LANGUAGES.findIndex((l) => l.code === code);

/** Every error of the form in tab order, each named by its language: "French: Title is required". */
export function languageErrors(fields: readonly TFieldErrors[]): TLanguageError[] {
  return fields
    .flatMap((f) => {
      const language = LANGUAGES.find((l) => String(f.name[0]).endsWith(`_${l.code}`));
      return language ? f.errors.map((e) => ({ code: language.code, message: `${language.english}: ${e}` })) : [];
    })
    .sort((a, b) => languageIndex(a.code) - languageIndex(b.code));
}

/** The languages (tabs) with an error, each once, in tab order. */
export const failingLanguages = (errors: readonly TLanguageError[]): TLanguage[] => [...new Set(errors.map((e) => e.code))];

/**
 * The tab to show once the form's errors changed. Only Save checks the tabs out of view (an admin
 * edits the one in view), so a language newly failing while the tab in view is clean means Save
 * found it: show the first failing tab, or the admin sees a clean form and nothing happening.
 * A tab in view that has an error of its own stays, and so does a tab the admin moved to since.
 */
export function tabForErrors(active: TLanguage, before: readonly TLanguage[], after: readonly TLanguage[]): TLanguage {
  const newlyFailing = after.some((code) => !before.includes(code));
  return newlyFailing && !after.includes(active) ? (after[0] ?? active) : active;
}

/** "member:12" -> "Member #12", "vip:3" -> "VIP 3", "all" -> "Every member". */
export function describeSegment(segment: string): string {
  if (segment === 'all') return 'Every member';
  const [kind, id] = segment.split(':');
  if (kind === 'member') return `Member #${id}`;
  if (kind === 'vip') return `VIP ${id}`;
  return segment;
}
