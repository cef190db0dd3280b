// Content helpers: the member app's languages, and a message send's segment in words.

export type TLanguage = 'en' | 'fr' | 'th';
export const LANGUAGES: { code: TLanguage; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'th', name: 'ไทย' },
];

/** "member:12" -> "Member #12", "vip:3" -> "VIP 3", "all" -> "Every member". */
export function describeSegment(segment: string): string {
  if (segment === 'all') return 'Every member';
  const [kind, id] = segment.split(':');
  if (kind === 'member') return `Member #${id}`;
  if (kind === 'vip') return `VIP ${id}`;
  return segment;
}
