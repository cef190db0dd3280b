// Does a bank's account name belong to the member? Nigerian bank names come in any order
// ("OKAFOR CHINEDU JOHN" for "John Chinedu Okafor"), with or without the middle name, in capitals
// and with punctuation; so the names are compared as sets of words.
//  - 'match': every word the member gave is in the bank's name, or the bank's words are all in
//    the member's (a missing middle name either way) -> approved automatically;
//  - 'partial': at least one word in common (a nickname, a typo in one word) -> waiting for review;
//  - 'none': nothing in common -> refused ("holder name does not match").

export type NameMatch = 'match' | 'partial' | 'none';

function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);
}

export function matchAccountName(memberName: string, accountName: string): NameMatch {
  const member = new Set(words(memberName));
  const account = new Set(words(accountName));
  if (member.size === 0 || account.size === 0) return 'none';
  const common = [...member].filter((w) => account.has(w)).length;
  if (common === 0) return 'none';
  const memberInAccount = common === member.size;
  const accountInMember = common === account.size;
  // Two words in common at least, so "John" alone never approves "John Doe" automatically.
  if ((memberInAccount || accountInMember) && common >= Math.min(2, Math.max(member.size, account.size))) return 'match';
  return 'partial';
}
