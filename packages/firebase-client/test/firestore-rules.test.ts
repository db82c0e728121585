// firestore.rules against the real Firestore emulator (the Java one enforces rules), through
// the web SDK as a browser would use it: the owner, another signed-in user and a visitor.
import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { downloadUrl, picturePath } from "../src/pictures/pictures.js";
import { emulatorEnv } from "./helpers.js";

const owner = "uid-owner";
const other = "uid-other";
let env: RulesTestEnvironment;

const as = {
  owner: () => env.authenticatedContext(owner).firestore() as unknown as Firestore,
  other: () => env.authenticatedContext(other).firestore() as unknown as Firestore,
  visitor: () => env.unauthenticatedContext().firestore() as unknown as Firestore,
};

beforeAll(async () => {
  const [host, port] = emulatorEnv().FIRESTORE_EMULATOR_HOST.split(":");
  env = await initializeTestEnvironment({
    projectId: emulatorEnv().FIREBASE_PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8"),
    },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, "users", owner), {
      userId: owner,
      firstName: "Ada",
      lastName: "Lovelace",
      profilePicture: "",
    });
    await setDoc(doc(db, "favourites", `${owner}_1`), {
      userId: owner,
      destinationId: 1,
      createdAt: new Date(),
    });
    await setDoc(doc(db, "destinations", "1"), { id: 1, name: "Lisbon", status: "published" });
    await setDoc(doc(db, "destinationTypes", "beach"), { id: "beach", name: "Beaches" });
    await setDoc(doc(db, "bookings", "b1"), { userId: owner });
    await setDoc(doc(db, "contactMessages", "m1"), {
      name: "Ada",
      email: "ada@example.com",
      message: "Hello",
    });
    await setDoc(doc(db, "newsletterSubscribers", "s1"), { email: "ada@example.com" });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe("users", () => {
  const profileQuery = (db: Firestore, uid: string) =>
    query(collection(db, "users"), where("userId", "==", uid));

  it("the owner reads their profile, by id and by the spec's userId query", async () => {
    await assertSucceeds(getDoc(doc(as.owner(), "users", owner)));
    await assertSucceeds(getDocs(profileQuery(as.owner(), owner)));
  });

  it("another user and a visitor cannot read it", async () => {
    await assertFails(getDoc(doc(as.other(), "users", owner)));
    await assertFails(getDocs(profileQuery(as.other(), owner)));
    await assertFails(getDoc(doc(as.visitor(), "users", owner)));
    await assertFails(getDocs(collection(as.visitor(), "users")));
  });

  it("nobody lists all profiles", async () => {
    await assertFails(getDocs(collection(as.owner(), "users")));
  });

  it("the owner updates names and picture but never userId", async () => {
    await assertSucceeds(updateDoc(doc(as.owner(), "users", owner), { firstName: "Augusta Ada" }));
    await assertFails(updateDoc(doc(as.owner(), "users", owner), { userId: other }));
  });

  it("another user and a visitor cannot update it", async () => {
    await assertFails(updateDoc(doc(as.other(), "users", owner), { firstName: "Mallory" }));
    await assertFails(updateDoc(doc(as.visitor(), "users", owner), { firstName: "Mallory" }));
  });

  it("a user creates only their own profile at users/{uid}", async () => {
    const profile = { userId: other, firstName: "Grace", lastName: "Hopper", profilePicture: "" };
    await assertSucceeds(setDoc(doc(as.other(), "users", other), profile));
    await assertFails(setDoc(doc(as.other(), "users", "elsewhere"), profile));
    await assertFails(
      setDoc(doc(as.other(), "users", "uid-third"), { ...profile, userId: "uid-third" }),
    );
    await assertFails(setDoc(doc(as.visitor(), "users", "anon"), { ...profile, userId: "anon" }));
  });

  it("nobody deletes a profile from a client", async () => {
    await assertFails(deleteDoc(doc(as.owner(), "users", owner)));
    await assertFails(deleteDoc(doc(as.other(), "users", owner)));
  });
});

describe("favourites", () => {
  const own = (db: Firestore, uid: string) =>
    query(collection(db, "favourites"), where("userId", "==", uid));

  it("the owner reads and lists their favourites", async () => {
    await assertSucceeds(getDoc(doc(as.owner(), "favourites", `${owner}_1`)));
    await assertSucceeds(getDocs(own(as.owner(), owner)));
  });

  it("are invisible to another user and a visitor", async () => {
    await assertFails(getDoc(doc(as.other(), "favourites", `${owner}_1`)));
    await assertFails(getDocs(own(as.other(), owner)));
    await assertFails(getDocs(collection(as.other(), "favourites")));
    await assertFails(getDoc(doc(as.visitor(), "favourites", `${owner}_1`)));
  });

  it("the owner adds one under {uid}_{destinationId} with an integer id", async () => {
    const db = as.owner();
    await assertSucceeds(
      setDoc(doc(db, "favourites", `${owner}_2`), {
        userId: owner,
        destinationId: 2,
        createdAt: new Date(),
      }),
    );
    await assertFails(
      setDoc(doc(db, "favourites", `${owner}_3`), {
        userId: owner,
        destinationId: 4,
        createdAt: new Date(),
      }),
    );
    await assertFails(
      setDoc(doc(db, "favourites", `${owner}_5`), {
        userId: owner,
        destinationId: "5",
        createdAt: new Date(),
      }),
    );
  });

  it("nobody adds one for someone else", async () => {
    await assertFails(
      setDoc(doc(as.other(), "favourites", `${owner}_2`), { userId: owner, destinationId: 2 }),
    );
    await assertFails(
      setDoc(doc(as.other(), "favourites", `${other}_2`), { userId: owner, destinationId: 2 }),
    );
    await assertFails(
      setDoc(doc(as.visitor(), "favourites", `${owner}_2`), { userId: owner, destinationId: 2 }),
    );
  });

  it("the owner updates the plan but not the destination; others cannot", async () => {
    const ref = (db: Firestore) => doc(db, "favourites", `${owner}_1`);
    await assertSucceeds(updateDoc(ref(as.owner()), { plan: { adults: 2 } }));
    await assertFails(updateDoc(ref(as.owner()), { destinationId: 2 }));
    await assertFails(updateDoc(ref(as.other()), { plan: { adults: 9 } }));
  });

  it("only the owner removes one", async () => {
    await assertFails(deleteDoc(doc(as.other(), "favourites", `${owner}_1`)));
    await assertFails(deleteDoc(doc(as.visitor(), "favourites", `${owner}_1`)));
    await assertSucceeds(deleteDoc(doc(as.owner(), "favourites", `${owner}_1`)));
  });
});

describe("what a profile may hold", () => {
  const TOKEN = "0f8b5a4e-3c2d-4b1a-9e8f-7d6c5b4a3f21";
  const ref = (db: Firestore, uid = other) => doc(db, "users", uid);
  const valid = { userId: other, firstName: "Grace", lastName: "Hopper", profilePicture: "" };
  const storageUrl = (base: string, uid = other) =>
    downloadUrl(base, "demo-travel.firebasestorage.app", picturePath(uid), TOKEN);

  it("is what the app writes: names, and a picture URL as the server builds it (or none)", async () => {
    await assertSucceeds(setDoc(ref(as.other()), valid));
    const emulatorBase = `http://${emulatorEnv().FIREBASE_STORAGE_EMULATOR_HOST}`;
    for (const url of [
      storageUrl("https://firebasestorage.googleapis.com"),
      storageUrl(emulatorBase),
      "",
    ]) {
      await assertSucceeds(updateDoc(ref(as.other()), { profilePicture: url }));
    }
    await assertSucceeds(
      updateDoc(ref(as.other()), { firstName: "Zoë José", lastName: "王 Ångström 3" }),
    );
    await assertSucceeds(updateDoc(ref(as.other()), { firstName: "a".repeat(50) }));
  });

  it("refuses unknown fields, missing fields and fields of the wrong type", async () => {
    await assertFails(setDoc(ref(as.other()), { ...valid, isAdmin: true }));
    await assertFails(
      setDoc(ref(as.other()), { userId: other, firstName: "Grace", lastName: "Hopper" }),
    );
    await assertFails(setDoc(ref(as.other()), { ...valid, firstName: 42 }));
    await assertFails(setDoc(ref(as.other()), { ...valid, profilePicture: null }));
    await assertFails(updateDoc(ref(as.owner(), owner), { role: "admin" }));
    await assertFails(updateDoc(ref(as.owner(), owner), { lastName: ["Lovelace"] }));
  });

  it("holds the home airport as an IATA code (or none), and nothing else in its place", async () => {
    await assertSucceeds(setDoc(ref(as.other()), { ...valid, homeAirport: "CDG" }));
    await assertSucceeds(updateDoc(ref(as.other()), { homeAirport: "" }));
    await assertSucceeds(updateDoc(ref(as.owner(), owner), { homeAirport: "OPO" }));
    for (const bad of ["cdg", "PARIS", "CD", 42, null, "CDG\n"]) {
      await assertFails(updateDoc(ref(as.owner(), owner), { homeAirport: bad }));
    }
    await assertFails(updateDoc(ref(as.other(), owner), { homeAirport: "LHR" }));
  });

  it("refuses names that are blank, longer than 50 or not letters, digits and spaces", async () => {
    for (const name of [
      "",
      "   ",
      "a".repeat(51),
      "x".repeat(100_000),
      "<script>",
      "O'Brien",
      "Ada\nLovelace",
    ]) {
      await assertFails(updateDoc(ref(as.owner(), owner), { firstName: name }));
      await assertFails(setDoc(ref(as.other()), { ...valid, lastName: name }));
    }
  });

  it("refuses a picture that is not a Storage download URL of a profile picture", async () => {
    for (const url of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)//https://firebasestorage.googleapis.com/v0/b/x/o/profile_pics%2Fa?alt=media&token=" +
        TOKEN,
      "data:image/svg+xml,<svg onload=alert(1)>",
      "https://evil.example/me.png",
      "http://firebasestorage.googleapis.com/v0/b/b/o/profile_pics%2Fa?alt=media&token=" + TOKEN,
      "https://firebasestorage.googleapis.com.evil.example/v0/b/b/o/profile_pics%2Fa?alt=media&token=" +
        TOKEN,
      "http://192.168.1.20:9199/v0/b/b/o/profile_pics%2Fa?alt=media&token=" + TOKEN,
      "https://firebasestorage.googleapis.com/v0/b/b/o/secrets%2Fa?alt=media&token=" + TOKEN,
      storageUrl("https://firebasestorage.googleapis.com") + "&x=" + "y".repeat(600),
    ]) {
      await assertFails(updateDoc(ref(as.owner(), owner), { profilePicture: url }));
    }
  });
});

describe("what a favourite may hold", () => {
  const ref = (id = `${owner}_2`) => doc(as.owner(), "favourites", id);
  const valid = { userId: owner, destinationId: 2, createdAt: new Date() };

  it("is what the app writes: owner, destination, when, and an optional trip plan", async () => {
    const plan = {
      adults: 2,
      children: 1,
      infants: 0,
      departureDate: "2027-05-01",
      returnDate: "2027-05-08",
      originAirport: "LIS",
    };
    await assertSucceeds(setDoc(ref(), { ...valid, plan }));
    await assertSucceeds(updateDoc(ref(), { plan: { adults: 30 } }));
    await assertSucceeds(setDoc(ref(`${owner}_3`), { ...valid, destinationId: 3 }));
  });

  it("refuses unknown fields, a missing or mistyped date and bad destination ids", async () => {
    await assertFails(setDoc(ref(), { ...valid, note: "x".repeat(10_000) }));
    await assertFails(setDoc(ref(), { userId: owner, destinationId: 2 }));
    await assertFails(setDoc(ref(), { ...valid, createdAt: "yesterday" }));
    await assertFails(setDoc(ref(`${owner}_0`), { ...valid, destinationId: 0 }));
    await assertFails(setDoc(ref(`${owner}_-4`), { ...valid, destinationId: -4 }));
    await assertFails(updateDoc(doc(as.owner(), "favourites", `${owner}_1`), { extra: true }));
  });

  it("refuses a plan with unknown keys, wrong types or values out of range", async () => {
    for (const plan of [
      "two adults",
      { adults: 2, price: 1 },
      { adults: 0 },
      { adults: 31 },
      { adults: "2" },
      { children: 11 },
      { infants: -1 },
      { departureDate: "tomorrow" },
      { returnDate: 20270508 },
      { originAirport: "lis" },
      { originAirport: "LISBON" },
    ]) {
      await assertFails(setDoc(ref(), { ...valid, plan }));
      await assertFails(updateDoc(doc(as.owner(), "favourites", `${owner}_1`), { plan }));
    }
  });
});

describe("what a group plan may hold", () => {
  const ref = (id = `${owner}_2`) => doc(as.owner(), "favourites", id);
  const valid = { userId: owner, destinationId: 2, createdAt: new Date() };
  const party = (originAirport: string, adults = 2) => ({
    originAirport,
    adults,
    children: 0,
    infants: 0,
  });
  const groupPlan = {
    departureDate: "2027-05-01",
    returnDate: "2027-05-08",
    parties: [party("LIS"), party("BER", 1), party("DUB")],
    ranking: "fairness",
    budgetEuros: 5000,
  };

  it("is what the app writes: shared dates, two to six parties, the ranking and a budget", async () => {
    await assertSucceeds(setDoc(ref(), { ...valid, groupPlan }));
    const six = ["LIS", "BER", "DUB", "MAD", "CDG", "FCO"].map((code) => party(code));
    await assertSucceeds(updateDoc(ref(), { groupPlan: { ...groupPlan, parties: six } }));
    const { budgetEuros: _, ...withoutBudget } = groupPlan;
    await assertSucceeds(updateDoc(ref(), { groupPlan: withoutBudget }));
    for (const ranking of ["total", "co2"])
      await assertSucceeds(updateDoc(ref(), { groupPlan: { ...groupPlan, ranking } }));
  });

  it("refuses one party, seven, a party without adults, bad airports and extra fields", async () => {
    const seven = ["LIS", "BER", "DUB", "MAD", "CDG", "FCO", "AMS"].map((code) => party(code));
    for (const bad of [
      { ...groupPlan, parties: [party("LIS")] },
      { ...groupPlan, parties: seven },
      { ...groupPlan, parties: [party("LIS"), party("BER", 0)] },
      { ...groupPlan, parties: [party("LIS"), party("BER"), party("dub")] },
      { ...groupPlan, parties: [party("LIS"), party("BER"), { ...party("DUB"), note: "x" }] },
      { ...groupPlan, parties: [party("LIS"), party("BER"), party("DUB"), party("MAD"), "x"] },
      { ...groupPlan, ranking: "cheapest" },
      { ...groupPlan, budgetEuros: 0 },
      { ...groupPlan, returnDate: "next week" },
      { ...groupPlan, secret: "x".repeat(10_000) },
      "three friends",
    ]) {
      await assertFails(setDoc(ref(), { ...valid, groupPlan: bad }));
      await assertFails(updateDoc(doc(as.owner(), "favourites", `${owner}_1`), { groupPlan: bad }));
    }
  });
});

describe("catalogue", () => {
  it("everyone reads listed destinations and destination types", async () => {
    for (const db of [as.visitor(), as.owner()]) {
      await assertSucceeds(getDoc(doc(db, "destinations", "1")));
      await assertSucceeds(
        getDocs(query(collection(db, "destinations"), where("status", "==", "published"))),
      );
      await assertSucceeds(getDocs(collection(db, "destinationTypes")));
    }
  });

  it("nobody reads an archived destination from a client, alone or in a list that may hold one", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, "destinations", "7"), { id: 7, name: "Gone", status: "archived" });
    });
    for (const db of [as.visitor(), as.owner()]) {
      await assertFails(getDoc(doc(db, "destinations", "7")));
      await assertFails(getDocs(collection(db, "destinations")));
      await assertFails(
        getDocs(query(collection(db, "destinations"), where("status", "==", "archived"))),
      );
    }
  });

  it("nobody writes it from a client", async () => {
    await assertFails(setDoc(doc(as.owner(), "destinations", "2"), { id: 2, name: "Porto" }));
    await assertFails(updateDoc(doc(as.owner(), "destinations", "1"), { name: "Lisboa" }));
    await assertFails(deleteDoc(doc(as.visitor(), "destinationTypes", "beach")));
  });
});

describe("contact messages and newsletter sign-ups", () => {
  const message = { name: "Ada", email: "ada@example.com", message: "Hello" };

  it("no client reads them, signed in or not", async () => {
    for (const db of [as.visitor(), as.owner()]) {
      await assertFails(getDoc(doc(db, "contactMessages", "m1")));
      await assertFails(getDocs(collection(db, "contactMessages")));
      await assertFails(getDoc(doc(db, "newsletterSubscribers", "s1")));
      await assertFails(getDocs(collection(db, "newsletterSubscribers")));
    }
  });

  it("no client writes them either: the server stores them with the admin SDK", async () => {
    for (const db of [as.visitor(), as.owner()]) {
      await assertFails(setDoc(doc(db, "contactMessages", "m2"), message));
      await assertFails(updateDoc(doc(db, "contactMessages", "m1"), { message: "Changed" }));
      await assertFails(deleteDoc(doc(db, "contactMessages", "m1")));
      await assertFails(setDoc(doc(db, "newsletterSubscribers", "s2"), { email: "b@example.com" }));
      await assertFails(deleteDoc(doc(db, "newsletterSubscribers", "s1")));
    }
  });

  it("the documents are there (so the denials above are the rules, not missing data)", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await assertSucceeds(getDoc(doc(db, "contactMessages", "m1")));
      await assertSucceeds(getDoc(doc(db, "newsletterSubscribers", "s1")));
    });
  });
});

describe("exchange rates", () => {
  const rates = (db: Firestore) => doc(db, "exchangeRates", "ecb");
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(rates(db), { date: "2026-12-01", perEuro: { GBP: 0.85 } });
    });
  });

  it("only the server writes them; no client reads or changes them, signed in or not", async () => {
    for (const db of [as.owner(), as.other(), as.visitor()]) {
      await assertFails(getDoc(rates(db)));
      await assertFails(getDocs(collection(db, "exchangeRates")));
      await assertFails(updateDoc(rates(db), { perEuro: { GBP: 100 } }));
      await assertFails(setDoc(doc(db, "exchangeRates", "other"), { date: "2026-12-02" }));
      await assertFails(deleteDoc(rates(db)));
    }
  });

  it("the document is there (so the denials above are the rules, not missing data)", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      expect((await getDoc(rates(db))).data()).toMatchObject({ date: "2026-12-01" });
    });
  });
});

describe("calendar subscriptions", () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, "calendarFeeds", "a".repeat(64)), {
        userId: owner,
        createdAt: new Date(),
      });
    });
  });

  it("the owner's own ID token cannot read, list, change or make one; nor can anyone else", async () => {
    for (const db of [as.owner(), as.other(), as.visitor()]) {
      await assertFails(getDoc(doc(db, "calendarFeeds", "a".repeat(64))));
      await assertFails(
        getDocs(query(collection(db, "calendarFeeds"), where("userId", "==", owner))),
      );
      await assertFails(updateDoc(doc(db, "calendarFeeds", "a".repeat(64)), { userId: other }));
      await assertFails(deleteDoc(doc(db, "calendarFeeds", "a".repeat(64))));
      await assertFails(
        setDoc(doc(db, "calendarFeeds", "b".repeat(64)), { userId: owner, createdAt: new Date() }),
      );
    }
  });

  it("the document is there (so the denials above are the rules, not missing data)", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await assertSucceeds(getDoc(doc(db, "calendarFeeds", "a".repeat(64))));
    });
  });
});

describe("everything else", () => {
  it("is closed, even to the owner of the data", async () => {
    await assertFails(getDoc(doc(as.owner(), "bookings", "b1")));
    await assertFails(setDoc(doc(as.owner(), "bookings", "b2"), { userId: owner }));
    await assertFails(getDocs(collection(as.visitor(), "bookings")));
  });
});

describe("outgoing mail", () => {
  it("is the server's alone: no client reads the queued links or queues a mail", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, "mail", "x1"), {
        to: "ada@example.com",
        message: { subject: "Confirm" },
      });
      await assertSucceeds(getDoc(doc(db, "mail", "x1")));
    });
    for (const db of [as.visitor(), as.owner()]) {
      await assertFails(getDoc(doc(db, "mail", "x1")));
      await assertFails(getDocs(collection(db, "mail")));
      await assertFails(
        setDoc(doc(db, "mail", "x2"), { to: "b@example.com", message: { subject: "Hi" } }),
      );
    }
  });
});

describe("the back-office's content (decisions 128–131)", () => {
  // A traveller's own token, and one that even carries the editor claim: editors act through
  // the server, never with the client SDK.
  const traveller = () => env.authenticatedContext(owner).firestore() as unknown as Firestore;
  const claimsEditor = () =>
    env.authenticatedContext(owner, { editor: true }).firestore() as unknown as Firestore;
  const destination = { id: 900, name: "Nowhere", status: "published", editorial: true };

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, "destinationEdits", "500001"), {
        draft: destination,
        version: 1,
        status: "draft",
      });
      await setDoc(doc(db, "posts", "p1"), {
        draft: { title: "Draft" },
        status: "draft",
        published: null,
      });
      await setDoc(doc(db, "contentAudit", "a1"), {
        kind: "post",
        itemId: "p1",
        action: "created",
      });
      await setDoc(doc(db, "editorialCounters", "destinations"), { next: 500002 });
    });
  });

  it("no client writes destinations, drafts, posts, the audit trail or the counter", async () => {
    for (const db of [traveller(), claimsEditor()]) {
      await assertFails(setDoc(doc(db, "destinations", "900"), destination));
      await assertFails(updateDoc(doc(db, "destinations", "1"), { status: "archived" }));
      await assertFails(
        setDoc(doc(db, "destinationEdits", "500001"), { draft: destination, version: 9 }),
      );
      await assertFails(
        setDoc(doc(db, "posts", "p2"), { draft: { title: "Mine" }, status: "published" }),
      );
      await assertFails(updateDoc(doc(db, "posts", "p1"), { status: "published" }));
      await assertFails(setDoc(doc(db, "contentAudit", "a2"), { kind: "post", action: "forged" }));
      await assertFails(deleteDoc(doc(db, "contentAudit", "a1")));
      await assertFails(setDoc(doc(db, "editorialCounters", "destinations"), { next: 1 }));
    }
  });

  it("no client reads drafts, posts or the audit trail", async () => {
    for (const db of [as.visitor(), traveller(), claimsEditor()]) {
      await assertFails(getDoc(doc(db, "destinationEdits", "500001")));
      await assertFails(getDocs(collection(db, "destinationEdits")));
      await assertFails(getDoc(doc(db, "posts", "p1")));
      await assertFails(
        getDocs(query(collection(db, "posts"), where("status", "==", "published"))),
      );
      await assertFails(getDoc(doc(db, "contentAudit", "a1")));
    }
  });

  it("the documents are there (so the denials above are the rules, not missing data)", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await assertSucceeds(getDoc(doc(db, "destinationEdits", "500001")));
      await assertSucceeds(getDoc(doc(db, "posts", "p1")));
      await assertSucceeds(getDoc(doc(db, "contentAudit", "a1")));
    });
  });
});

describe("shared group plans (decision 180)", () => {
  // A plan with the owner as organiser and a member, and `other` once removed from it: the
  // server does everything for members, so no client token reads or writes a plan at all.
  const member = "uid-member";
  const plan = {
    name: "Summer",
    status: "open",
    organiserUid: owner,
    memberUids: [owner, member],
    removedUids: [other],
    removed: { [other]: new Date() },
    parties: [{ uid: owner }, { uid: member }],
    options: [],
    votes: {},
    invites: [{ hash: "a".repeat(64) }],
    revision: 3,
  };
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, "groupPlans", "p1"), plan);
    });
  });

  it("a non-member's token and a removed member's token read and change nothing", async () => {
    const outsider = env.authenticatedContext("uid-stranger").firestore() as unknown as Firestore;
    for (const db of [outsider, as.other(), as.visitor()]) {
      await assertFails(getDoc(doc(db, "groupPlans", "p1")));
      await assertFails(
        getDocs(query(collection(db, "groupPlans"), where("memberUids", "array-contains", "x"))),
      );
      await assertFails(updateDoc(doc(db, "groupPlans", "p1"), { status: "closed" }));
      await assertFails(
        updateDoc(doc(db, "groupPlans", "p1"), { memberUids: [owner, member, other] }),
      );
      await assertFails(setDoc(doc(db, "groupPlans", "p2"), { ...plan, organiserUid: other }));
      await assertFails(deleteDoc(doc(db, "groupPlans", "p1")));
    }
  });

  it("members' tokens do not reach it either: the server is the only way in", async () => {
    const asMember = env.authenticatedContext(member).firestore() as unknown as Firestore;
    for (const db of [as.owner(), asMember]) {
      await assertFails(getDoc(doc(db, "groupPlans", "p1")));
      await assertFails(
        getDocs(query(collection(db, "groupPlans"), where("memberUids", "array-contains", member))),
      );
      await assertFails(updateDoc(doc(db, "groupPlans", "p1"), { [`votes.1.${member}`]: "for" }));
    }
  });

  it("the plan is there (so the denials are the rules, not missing data)", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await assertSucceeds(getDoc(doc(db, "groupPlans", "p1")));
    });
  });
});
