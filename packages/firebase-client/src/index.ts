// @travel/firebase-client — the only code that talks to Firebase. See README.md.
export {
  type EmulatorConfig,
  type FirebaseConfig,
  FirebaseConfigError,
  loadFirebaseConfig,
  type ProjectConfig,
} from "./config.js";
export { createFirebaseServices, type FirebaseServices, type ServiceOptions } from "./services.js";
export {
  createExchangeRateStore,
  EXCHANGE_RATES,
  type ExchangeRateStore,
  type StoredRates,
} from "./exchange-rates.js";
export type { Logger, Result } from "./results.js";
export {
  asBackendError,
  BackendTimeoutError,
  BackendUnavailableError,
  DEADLINES_MS,
  isBackendUnavailable,
  Liveness,
  type Watch,
  whileAnswering,
  withDeadline,
} from "./deadline.js";
export type { BackendName, Readiness, ReadinessReport } from "./readiness.js";
export {
  type AuthSessions,
  type ChangePasswordError,
  type ReauthError,
  SESSION_DEFAULT_MS,
  SESSION_MAX_MS,
  SESSION_MIN_MS,
  type SessionUser,
  type SignInError,
  type SignUpError,
  type SignUpInput,
} from "./auth/sessions.js";
export {
  ACTION_CODE_PATTERN,
  type AccountEmails,
  type ActionCodeError,
  createAccountEmails,
  type HeldMessage,
  type ResetPasswordError,
  type SendResetError,
  type SendVerificationError,
  SPENT_ACTION_CODES,
} from "./auth/action-codes.js";
export {
  type Profile,
  type ProfileChanges,
  profileChangesSchema,
  type Profiles,
  USERS,
} from "./profiles.js";
export {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  type PictureProblem,
  parsePictureDataUrl,
  sniffImageType,
} from "./pictures/data-url.js";
export {
  picturePath,
  PictureUploadError,
  type PictureUploadErrorCode,
  type Pictures,
} from "./pictures/pictures.js";
export {
  FAVOURITES,
  type Favourite,
  type FavouriteError,
  favouriteId,
  type FavouritePlan,
  favouritePlanSchema,
  type Favourites,
  type GroupPlan,
  groupPlanSchema,
} from "./favourites.js";
export {
  GROUP_PLANS,
  type GroupPlans,
  inviteTokenSchema,
  type PlanDecision,
  type PlanError,
  planIdSchema,
  type PlanInvite,
  planKeySchema,
  planNameSchema,
  planNightsSchema,
  type PlanOption,
  type PlanParty,
  type PlanPartyInput,
  planPartySchema,
  type PlanStatus,
  type SharedPlan,
} from "./group-plans.js";
export {
  CALENDAR_FEEDS,
  type CalendarFeed,
  type CalendarFeeds,
  calendarTokenSchema,
} from "./calendar-feeds.js";
export {
  type Catalogue,
  type CatalogueData,
  CATALOGUE_VERSION_DOC,
  DESTINATION_TYPES,
  DESTINATIONS,
  seedCatalogue,
  type SeedSummary,
} from "./catalogue/catalogue.js";
export {
  CATALOGUE_CHECK_MS,
  type CatalogueCopy,
  type Every,
  type HeldCatalogue,
  holdCatalogue,
} from "./catalogue/held-catalogue.js";
export { PLACE_INDEX_FILE } from "./catalogue/place-index-file.js";
export {
  CONTACT_MESSAGES,
  ContactMessageError,
  type ContactMessageInput,
  contactMessageInputSchema,
  type ContactMessages,
  type StoredContactMessage,
} from "./contact-messages.js";
export {
  CONFIRMATION_TTL_MS,
  type Confirmation,
  confirmationTokenHash,
  NEWSLETTER_SUBSCRIBERS,
  type Newsletter,
  NewsletterEmailError,
  newConfirmationToken,
  normaliseEmail,
  subscriberId,
  type SubscriptionRequest,
} from "./newsletter.js";
export {
  MAIL_COLLECTION,
  type MailKind,
  type MailQueue,
  type OutgoingMail,
  type StoredMail,
} from "./mail.js";
export { DEMO_ACCOUNT, DEMO_EDITOR, ensureDemoAccount, ensureDemoEditor } from "./demo-account.js";
export {
  type AccountErasure,
  type ErasureError,
  type ErasureReport,
  RECENT_SIGN_IN_MS,
} from "./account/erasure.js";
export type { AccountDataExport, AccountDataExports } from "./account/data-export.js";
export { UNVERIFIED_NEWSLETTER_NOTE } from "./account/data-export.js";
export {
  type GoogleSignIn,
  type GoogleSignInError,
  splitDisplayName,
} from "./auth/google-sign-in.js";
export { EDITOR_CLAIM, type EditorChange, type Editors } from "./editorial/editors.js";
export {
  type AuditEntry,
  CONTENT_AUDIT,
  type ContentKind,
  type EditorIdentity,
} from "./editorial/audit.js";
export {
  DESTINATION_EDITS,
  type DestinationEdit,
  type DestinationEdits,
  type DestinationRow,
  type DestinationStatus,
  destinationStatuses,
  type EditError,
  FIRST_EDITORIAL_ID,
  type SaveOptions,
  type UnpublishedDraft,
} from "./editorial/destination-edits.js";
export {
  type PostEdit,
  type PostError,
  type PostFields,
  postFieldsSchema,
  type PublishedPost,
  type PostScene,
  type PostSeedSummary,
  postSceneSchema,
  POSTS,
  type Posts,
  type PostStatus,
} from "./editorial/posts.js";
export {
  newTypeSchema,
  type TypeEdit,
  type TypeEdits,
  type TypeError as TypeEditError,
  type TypeFields,
  typeFieldsSchema,
} from "./editorial/type-edits.js";
export { photoOriginalPath, photoRenditionPath, type PhotoFiles } from "./editorial/photo-files.js";
export { type PhotoUploads, UPLOAD_KEPT_MS } from "./editorial/photo-uploads.js";
export { MARKDOWN_LIMITS, type MarkdownProblem, markdownProblem } from "./editorial/markdown.js";
export { type DestinationWords, postWordsOf, type PostWords } from "./editorial/words.js";
