/**
 * Every text of spec sections 2, 5 and 8 is in the English resources, and every English text has an Arabic
 * translation with the same placeholders.
 */
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';

/** The spec's words; its {name} placeholders are i18next's {{name}}. */
const SPEC_TEXTS = [
  // Section 2: routes, screens, header, chat
  'Loading...',
  'Page Not Found (404)',
  'This domain is not supported yet.',
  'We are still working on this stage.',
  'No study materials available at the moment.',
  'Starting conversation...',
  "You're free to start your learning journey however you prefer",
  'AI Assistant',
  'Mini Projects',
  'Your Coding Assistant',
  "Let's learn through practical application to make it easier and more enjoyable",
  'Project Page',
  'Not specified',
  'Edit Information',
  'Change Language',
  'Logout',
  'Subscription Upgrade',
  'Subscription Required to Continue Learning',
  'Payment Sent',
  'Thank you! Your request has been sent. Awaiting owner confirmation.',
  '(Under review)',
  'Payment approved! You can now continue studying.',
  'Payment rejected. Please try again.',
  'Control Panel',
  'Pending Requests',
  'Rejected Requests',
  'Approved Requests',
  'User Management',
  'No pending requests.',
  'No rejected requests.',
  'No approved requests.',
  'No users available.',
  'Request from: {name} ({email}) - Status: {status}',
  'Name',
  'Email',
  'Role',
  'Actions',
  'Domains',
  'Start Study',
  'Profile',
  'Home',
  'Conversations',
  'Start New Conversation',
  'New Conversation',
  'Programming Chat',
  'General Chat',
  'No conversations yet. Start with a new question!',
  'Upgrade to Monthly Plan',
  'Monthly plan expires on: {date}',
  'Monthly plan active',
  'Remaining free messages: {count}',
  'Thinking...',
  'Type your message here...',
  'Ask a new question...',
  'Send',
  'Send Image',
  'Retry',
  'Read aloud',
  // Section 5: validation
  "You've used all your free messages. Please upgrade your account.",
  'Please select a user type',
  'Are you sure you want to delete this conversation?',
  'Are you sure you want to delete user {email}?',
  'User not logged in',
  // Section 8: errors and alerts
  'Failed to fetch Programming Language',
  'Failed to fetch student details',
  'Failed to fetch subjects',
  'Failed to create new conversation for the subject',
  'Failed to load conversations',
  'Failed to load messages',
  'Failed to send message',
  'Failed to send question',
  'Failed to update conversation name',
  'Failed to delete conversation',
  'No response from assistant',
  'Failed to process image',
  'Failed to save details. Try again.',
  'Failed to save language: {message}',
  'Failed to save user type: {message}',
  'Failed to fetch projects',
  'Failed to notify payment. Please try again.',
  'Payment request sent successfully. We will review it soon.',
  'Failed to confirm payment: {message}',
  'Server error',
  'Payment confirmed successfully and monthly subscription activated.',
  'No pending payment request found for this email.',
  'Failed to reject payment due to a server error.',
  'Payment rejected. User will be notified.',
  'Failed to delete user.',
  'User deleted successfully.',
  // The gateway's rate limit (HTTP 429)
  'Too many requests. Please wait {seconds} seconds and try again.',
];

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('web app texts (i18n resources)', () => {
  const english = flatten(en);
  const arabic = flatten(ar);

  it.each(SPEC_TEXTS)('has the spec text %p in English', (text) => {
    const wanted = text.replace(/\{(\w+)\}/g, '{{$1}}');
    expect([...english.values()]).toContain(wanted);
  });

  it('translates every English text into Arabic, with the same placeholders', () => {
    const missing = [...english.keys()].filter((key) => !arabic.get(key)?.trim());
    expect(missing).toEqual([]);
    // Arabic has forms English lacks: more plural forms (zero, two, few, many) and a text addressed to a girl
    // (the `female` context). Each is a form of an English text.
    const baseOf = (key: string) => key.replace(/_(zero|one|two|few|many|other|female)$/, '');
    const extra = [...arabic.keys()].filter(
      (key) => !english.has(key) && !english.has(baseOf(key)) && !english.has(`${baseOf(key)}_other`),
    );
    expect(extra).toEqual([]);
    // Arabic writes one and two as words ("طالب واحد"), so those forms may leave the count out.
    const countOptional = (key: string) => /_(zero|one|two)$/.test(key);
    const mismatched = [...arabic]
      .filter(([key]) => key !== baseOf(key) || english.has(key))
      .filter(([key, text]) => {
        const source =
          english.get(key) ?? english.get(baseOf(key)) ?? english.get(`${baseOf(key)}_other`) ?? '';
        const wanted = placeholders(source).filter((p) => !(countOptional(key) && p === 'count'));
        const found = placeholders(text).filter((p) => !(countOptional(key) && p === 'count'));
        return wanted.join() !== found.join();
      });
    expect(mismatched).toEqual([]);
  });

  it('writes the Arabic texts in Arabic', () => {
    // Only the switch to English is written in English; brand names (Google, InstaPay) sit inside Arabic sentences.
    const latinOnly = [...arabic].filter(([, text]) => !/[\u0600-\u06FF]/.test(text));
    expect(latinOnly.map(([key]) => key)).toEqual(['header.language']);
  });
});
