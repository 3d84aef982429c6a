import { MESSAGE_ID } from '@tutor/contracts';
import { z } from 'zod';

/**
 * The `/auth/*` contract of the spec (section 7), declared once: each route's request and response shapes.
 * The router validates requests with them, the OpenAPI document is generated from them, the contract tests
 * check responses against them. Unknown request fields are ignored (zod strips them), consistently.
 */

const email = z
  .string()
  .trim()
  .email()
  .max(320)
  .optional()
  .describe("The caller's e-mail as the client sends it; must be the session's");
const id = z.string().trim().min(1).max(200);
export const message = z.object({ message: z.string() });

export const userPlan = z.object({
  isSubscribed: z.boolean(),
  remainingMessages: z.number().int(),
  expires_at: z.string().nullable(),
});
export const conversation = z.object({
  conversation_id: z.string(),
  subject_id: z.string().nullable(),
  subject_name: z.string().nullable(),
  language_name: z.string().nullable(),
  title: z.string(),
  created_at: z.string(),
});
export const chatMessage = z.object({
  message_id: z.string(),
  sender: z.enum(['student', 'model']),
  content: z.string(),
  created_at: z.string(),
  status: z.string(),
});
const messages = z.object({ messages: z.array(chatMessage) });
const sendBody = z.object({
  email,
  subjectId: z.string().trim().max(200).optional(),
  message: z.string().max(20_000),
  conversationId: z.string().trim().max(200).optional(),
  messageId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(MESSAGE_ID, 'must be 1-60 letters, digits, dots, dashes or underscores')),
  createdAt: z.string().optional(),
});
const sendResult = z.object({
  messages: z.array(chatMessage),
  user: userPlan,
  /** The conversation the message went to (spec 7 lists it on the global and programming paths). */
  conversation,
});
const paymentRequest = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  logged: z.boolean(),
});
const listedUser = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });

export type Access = 'public' | 'learner' | 'owner';
export interface RouteContract {
  method: 'get' | 'post' | 'delete';
  path: string;
  access: Access;
  summary: string;
  /** Query (GET) or JSON body (POST, DELETE); path parameters are added to it. */
  request?: z.ZodType;
  response?: z.ZodType;
  /** An onboarding write: for a Google identity without an account yet, it creates the account first. */
  signsUp?: true;
  /** Responses that are not JSON (audio) or bodies that are not JSON (multipart). */
  produces?: string;
  consumes?: string;
}

const r = (c: RouteContract) => c;

export const CONTRACT = {
  loginSuccess: r({
    method: 'get',
    path: '/auth/login/success',
    access: 'public',
    summary: 'The signed-in user (or the Google identity waiting to sign up)',
    response: z.object({
      user: z
        .object({ email: z.string(), name: z.string(), picture: z.string().nullable() })
        .passthrough()
        .nullable(),
      userExists: z.boolean(),
      hasStudentDetails: z.boolean(),
      error: z.boolean(),
      message: z.string(),
    }),
  }),
  getProgrammingLanguages: r({
    method: 'get',
    path: '/auth/get-programming-languages',
    access: 'learner',
    summary: 'Programming languages',
    request: z.object({ email }),
    response: z.object({
      languages: z.array(
        z.object({ languageId: z.string(), name: z.string(), Route: z.string(), description: z.string() }),
      ),
    }),
  }),
  getStudentQuestions: r({
    method: 'get',
    path: '/auth/get-student-questions',
    access: 'learner',
    summary: "The student's stage and year (First Secondary and 1 until saved)",
    request: z.object({ email }),
    response: z.object({ educationalStage: z.string(), academicYear: z.string() }),
  }),
  saveStudentQuestions: r({
    method: 'post',
    path: '/auth/student-questions',
    access: 'learner',
    signsUp: true,
    summary: "Saves the student's stage and year",
    request: z.object({
      email,
      educationalStage: z.string().max(50),
      academicYear: z.union([z.string(), z.number()]).transform(String),
    }),
    response: message,
  }),
  getSubjects: r({
    method: 'get',
    path: '/auth/get-subjects',
    access: 'learner',
    summary: "Subjects of the student's stage and year",
    request: z.object({ email }),
    response: z.object({
      subjects: z.array(
        z.object({ subjectId: z.string(), name: z.string(), name_en: z.string(), description: z.string() }),
      ),
      unsupportedStage: z.boolean(),
    }),
  }),
  startSubjectConversation: r({
    method: 'post',
    path: '/auth/start-subject-conversation',
    access: 'learner',
    summary: 'Starts a conversation about a subject',
    request: z.object({ email, subjectId: id }),
    response: z.object({ conversation }),
  }),
  getConversations: r({
    method: 'get',
    path: '/auth/get-conversations',
    access: 'learner',
    summary: 'School conversations',
    request: z.object({ email }),
    response: z.object({ conversations: z.array(conversation) }),
  }),
  getMessages: r({
    method: 'get',
    path: '/auth/get-messages/:conversationId',
    access: 'learner',
    summary:
      'Messages of a school conversation: the newest FACADE_MESSAGES_CAP; ?before=<message_id> pages back',
    request: z.object({ conversationId: id, before: id.optional() }),
    response: messages,
  }),
  sendMessageWithModel: r({
    method: 'post',
    path: '/auth/send-message-with-model',
    access: 'learner',
    summary:
      'Sends a message and answers with the complete reply (without conversationId: a new General Chat)',
    request: sendBody,
    response: sendResult,
  }),
  startNewConversation: r({
    method: 'post',
    path: '/auth/start-new-conversation',
    access: 'learner',
    summary: 'Starts a General Chat',
    request: z.object({ email }),
    response: z.object({ conversation }),
  }),
  updateConversationName: r({
    method: 'post',
    path: '/auth/update-conversation-name',
    access: 'learner',
    summary: 'Renames a school conversation',
    request: z.object({ email, conversationId: id, newName: z.string().max(500) }),
    response: message,
  }),
  deleteConversation: r({
    method: 'delete',
    path: '/auth/delete-conversation',
    access: 'learner',
    summary: 'Deletes a school conversation',
    request: z.object({ email, conversationId: id }),
    response: message,
  }),
  generateAudio: r({
    method: 'post',
    path: '/auth/generate-audio',
    access: 'learner',
    summary: 'Read-aloud audio for a text',
    request: z.object({ text: z.string().min(1).max(20_000), language: z.string().max(20).optional() }),
    produces: 'audio/wav',
  }),
  sendImageWithModel: r({
    method: 'post',
    path: '/auth/send-image-with-model',
    access: 'learner',
    summary: 'Sends an image (multipart: image, conversationId, email) and answers with the complete reply',
    request: z.object({ email, conversationId: id }),
    consumes: 'multipart/form-data',
    response: sendResult,
  }),
  setLanguage: r({
    method: 'post',
    path: '/auth/set-language',
    access: 'learner',
    signsUp: true,
    summary: 'Sets the language (ar/en, or Arabic/English)',
    request: z.object({ email, language: z.string().max(20) }),
    response: message,
  }),
  setUserType: r({
    method: 'post',
    path: '/auth/set-user-type',
    access: 'learner',
    signsUp: true,
    summary: 'Sets the user type',
    request: z.object({ email, userType: z.string().max(20) }),
    response: message,
  }),
  setLearningDomain: r({
    method: 'post',
    path: '/auth/set-learning-domain',
    access: 'learner',
    signsUp: true,
    summary: 'Sets the learning domain',
    request: z.object({ email, learning_domain: z.string().max(20) }),
    response: message,
  }),
  getProgrammingConversations: r({
    method: 'get',
    path: '/auth/get-programming-conversations',
    access: 'learner',
    summary: 'Programming conversations',
    request: z.object({ email }),
    response: z.object({ conversations: z.array(conversation) }),
  }),
  startNewProgrammingConversation: r({
    method: 'post',
    path: '/auth/start-new-programming-conversation',
    access: 'learner',
    summary: 'Starts a programming conversation',
    request: z.object({ email, languageName: z.string().max(50).optional() }),
    response: z.object({ conversation }),
  }),
  updateProgrammingConversationName: r({
    method: 'post',
    path: '/auth/update-programming-conversation-name',
    access: 'learner',
    summary: 'Renames a programming conversation',
    request: z.object({ email, conversationId: id, newName: z.string().max(500) }),
    response: message,
  }),
  deleteProgrammingConversation: r({
    method: 'delete',
    path: '/auth/delete-programming-conversation',
    access: 'learner',
    summary: 'Deletes a programming conversation',
    request: z.object({ email, conversationId: id }),
    response: message,
  }),
  getProgrammingMessages: r({
    method: 'get',
    path: '/auth/get-programming-messages/:conversationId',
    access: 'learner',
    summary:
      'Messages of a programming conversation: the newest FACADE_MESSAGES_CAP; ?before=<message_id> pages back',
    request: z.object({ conversationId: id, before: id.optional() }),
    response: messages,
  }),
  sendProgrammingMessageWithModel: r({
    method: 'post',
    path: '/auth/send-programming-message-with-model',
    access: 'learner',
    summary:
      'Sends a programming message and answers with the complete reply (without conversationId: a new conversation for the language subjectId)',
    request: sendBody,
    response: sendResult,
  }),
  getProgrammingProjects: r({
    method: 'get',
    path: '/auth/get-programming-projects',
    access: 'learner',
    summary: 'Mini projects of a language',
    request: z.object({ email, languageId: id }),
    response: z.object({
      projects: z.array(
        z.object({ projectId: z.string(), title: z.string(), description: z.string(), slug: z.string() }),
      ),
    }),
  }),
  checkPaymentStatus: r({
    method: 'get',
    path: '/auth/check-payment-status',
    access: 'learner',
    summary: "The caller's latest payment request",
    request: z.object({ email }),
    response: z.object({ status: z.string(), ownerConfirmed: z.boolean() }),
  }),
  notifyPayment: r({
    method: 'post',
    path: '/auth/notify-payment',
    access: 'learner',
    summary: "'Payment Sent': opens a pending request (or returns the open one)",
    request: z.object({ email, name: z.string().max(200).optional() }),
    response: z.object({ message: z.string(), status: z.string() }),
  }),
  paymentRequests: r({
    method: 'get',
    path: '/auth/payment-requests',
    access: 'owner',
    summary: 'Every payment request',
    response: z.array(paymentRequest),
  }),
  users: r({
    method: 'get',
    path: '/auth/users',
    access: 'owner',
    summary: 'Every user',
    response: z.array(listedUser),
  }),
  confirmPayment: r({
    method: 'post',
    path: '/auth/confirm-payment',
    access: 'owner',
    summary: "Confirms a user's pending request; activates the monthly plan",
    request: z.object({ email: z.string().trim().email() }),
    response: message,
  }),
  upgrade: r({
    method: 'post',
    path: '/auth/upgrade',
    access: 'owner',
    summary: 'Activates the monthly plan with a transaction number',
    request: z.object({
      email: z.string().trim().email(),
      transactionNumber: z.union([z.string(), z.number()]).transform(String),
    }),
    response: z.object({ message: z.string(), expiresAt: z.string() }),
  }),
  rejectPayment: r({
    method: 'post',
    path: '/auth/reject-payment',
    access: 'owner',
    summary: "Rejects a user's pending request (404 when there is none)",
    request: z.object({ email: z.string().trim().email() }),
    response: message,
  }),
  logPaymentAction: r({
    method: 'post',
    path: '/auth/log-payment-action',
    access: 'owner',
    summary: "Logs the owner's action on a user's latest request, once",
    request: z.object({
      email: z.string().trim().email(),
      action: z.string().max(40),
      timestamp: z.union([z.string(), z.number()]).transform(String),
    }),
    response: z.object({ message: z.string(), logged: z.boolean() }),
  }),
  deleteUser: r({
    method: 'delete',
    path: '/auth/users',
    access: 'owner',
    summary: 'Deletes a user everywhere (never the owner)',
    request: z.object({ email: z.string().trim().email() }),
    response: message,
  }),
  sendMessage: r({
    method: 'post',
    path: '/auth/send-message',
    access: 'learner',
    summary: "Starts a subject conversation with the first message 'Start conversation'",
    request: z.object({ email, subjectId: id, message: z.string().max(20_000).optional() }),
    response: z.object({ conversationId: z.string() }),
  }),
} satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof CONTRACT;
