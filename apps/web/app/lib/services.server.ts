import {
  createFirebaseServices,
  loadFirebaseConfig,
  type FirebaseServices,
} from "@travel/firebase-client";
import { firebaseMessageLog } from "./http/request-log.server";

let services: FirebaseServices | undefined;

/**
 * The Firebase services for this server process, created once from the environment
 * (emulator hosts → the local emulators; credentials → a real project). The configuration is
 * validated with zod on first use; entry.server.tsx calls this at start-up so a bad
 * environment stops the server instead of failing requests.
 */
export function getServices(): FirebaseServices {
  services ??= createFirebaseServices(loadFirebaseConfig(process.env), {
    logger: firebaseMessageLog,
  });
  return services;
}
