import { createTypeEdits, type TypeEdits } from "./editorial/type-edits.js";
import { type AccountDataExports, createAccountDataExports } from "./account/data-export.js";
import { type AccountErasure, createAccountErasure } from "./account/erasure.js";
import { createAdminHandles } from "./admin-app.js";
import { type AccountEmails, createAccountEmails } from "./auth/action-codes.js";
import { createGoogleSignIn, type GoogleSignIn } from "./auth/google-sign-in.js";
import { type AuthSessions, createAuthSessions } from "./auth/sessions.js";
import { boundFavourites, boundPictures } from "./bounded.js";
import { scaleDeadlines } from "./deadline.js";
import { type Catalogue, createCatalogue } from "./catalogue/catalogue.js";
import { createDestinationEdits, type DestinationEdits } from "./editorial/destination-edits.js";
import { createEditors, type Editors } from "./editorial/editors.js";
import { createPhotoFiles, type PhotoFiles } from "./editorial/photo-files.js";
import { createPhotoUploads, type PhotoUploads } from "./editorial/photo-uploads.js";
import { createPosts, type Posts } from "./editorial/posts.js";
import type { FirebaseConfig } from "./config.js";
import { type ContactMessages, createContactMessages } from "./contact-messages.js";
import { type CalendarFeeds, createCalendarFeeds } from "./calendar-feeds.js";
import { createExchangeRateStore, type ExchangeRateStore } from "./exchange-rates.js";
import { createFavourites, type Favourites } from "./favourites.js";
import { createGroupPlans, type GroupPlans } from "./group-plans.js";
import { createMailQueue, type MailQueue } from "./mail.js";
import { createNewsletter, type Newsletter } from "./newsletter.js";
import { createPictures, type Pictures } from "./pictures/pictures.js";
import { createProfiles, type Profiles } from "./profiles.js";
import { createReadiness, type Readiness } from "./readiness.js";
import type { Logger } from "./results.js";

export interface FirebaseServices {
  config: FirebaseConfig;
  auth: AuthSessions;
  /** Password reset and address verification mails, and their codes (server only). */
  accountEmails: AccountEmails;
  profiles: Profiles;
  pictures: Pictures;
  favourites: Favourites;
  /** Shared group plans: parties, shortlist, votes, weeks, invitations (server only). */
  groupPlans: GroupPlans;
  /** Private calendar subscriptions to a traveller's saved plans (server only). */
  calendarFeeds: CalendarFeeds;
  catalogue: Catalogue;
  /** The ECB reference rates every instance converts prices with (server only). */
  exchangeRates: ExchangeRateStore;
  /** Contact-form messages for the support team (server only). */
  contactMessages: ContactMessages;
  /** Newsletter sign-ups, one per address (server only). */
  newsletter: Newsletter;
  /** Whether Firestore and Auth answer (for a readiness probe). */
  readiness: Readiness;
  /** Outgoing e-mail, delivered by the Trigger Email extension in production (server only). */
  mail: MailQueue;
  /** Deleting an account and everything stored about it (server only). */
  accountErasure: AccountErasure;
  /** Everything stored about one person, as one document (server only). */
  accountData: AccountDataExports;
  /** Turns a Google sign-in's ID token into a session (server only). */
  googleSignIn: GoogleSignIn;
  /** Who may use the back-office: the `editor` claim, read from Auth (server only). */
  editors: Editors;
  /** Editors' drafts, publication and archive of destinations, with their audit trail (server only). */
  destinationEdits: DestinationEdits;
  /** Destination types edited in the back-office (server only). */
  typeEdits: TypeEdits;
  /** Blog posts written in the back-office (server only). */
  posts: Posts;
  /** Editors' photos in Storage: private originals, public renditions (server only). */
  photoFiles: PhotoFiles;
  /** Photos uploaded before the form that holds them is saved (server only). */
  photoUploads: PhotoUploads;
  /** Releases the connections (tests, scripts). A server simply keeps one set for its lifetime. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Where "console only" messages go (spec §8). Default: console. */
  logger?: Logger;
}

export const storageDownloadBase = (config: FirebaseConfig) =>
  config.mode === "emulator"
    ? `http://${config.emulators.storage}`
    : "https://firebasestorage.googleapis.com";

/**
 * One set of services over one admin app. Create it once per process (e.g. at server start)
 * from loadFirebaseConfig(process.env).
 */
export function createFirebaseServices(
  config: FirebaseConfig,
  options: ServiceOptions = {},
): FirebaseServices {
  const logger = options.logger ?? console;
  scaleDeadlines(config.mode === "emulator" ? config.deadlineScale : 1);
  const handles = createAdminHandles(config);
  const profiles = createProfiles(handles.firestore, logger);
  return {
    config,
    auth: createAuthSessions({
      config,
      auth: handles.auth,
      logger,
      createProfile: profiles.createProfile,
    }),
    accountEmails: createAccountEmails({
      config,
      auth: handles.auth,
      firestore: handles.firestore,
      logger,
    }),
    profiles: { getProfile: profiles.getProfile, updateProfile: profiles.updateProfile },
    pictures: boundPictures(createPictures(handles, profiles, logger, storageDownloadBase(config))),
    favourites: boundFavourites(createFavourites(handles.firestore)),
    calendarFeeds: createCalendarFeeds(handles.firestore),
    groupPlans: createGroupPlans(handles.firestore),
    catalogue: createCatalogue(handles.firestore, logger),
    exchangeRates: createExchangeRateStore(handles.firestore),
    contactMessages: createContactMessages(handles.firestore),
    newsletter: createNewsletter(handles.firestore),
    readiness: createReadiness(handles.firestore, handles.auth),
    mail: createMailQueue(handles.firestore),
    accountErasure: createAccountErasure({ config, handles, logger }),
    accountData: createAccountDataExports(handles),
    googleSignIn: createGoogleSignIn({ ...handles, logger }),
    editors: createEditors(handles.auth),
    destinationEdits: createDestinationEdits(handles.firestore),
    typeEdits: createTypeEdits(handles.firestore),
    posts: createPosts(handles.firestore),
    photoFiles: createPhotoFiles(handles),
    photoUploads: createPhotoUploads(handles.firestore),
    close: handles.close,
  };
}
