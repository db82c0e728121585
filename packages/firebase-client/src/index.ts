export const FIREBASE_CLIENT_READY = true;
